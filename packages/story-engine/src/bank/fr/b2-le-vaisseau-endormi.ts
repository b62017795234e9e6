import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: on a generation ship, a teacher uncovers a secret. */
export default defineBankStory({
  id: 'fr-b2-le-vaisseau-endormi',
  language: 'fr',
  level: 'B2',
  subLevel: 2,
  genres: ['science fiction', 'mystery'],
  title: 'Le vaisseau endormi',
  characters: [
    { key: 'hero', gender: 'f', names: ['Solène', 'Margot', 'Agathe', 'Zoé'] },
    { key: 'elder', gender: 'm', names: ['Ambroise', 'Lucien', 'Octave'] },
  ],
  paragraphs: [
    [
      "À bord de l'Hespérie, personne n'avait jamais vu le ciel.",
      'Le vaisseau avait quitté la Terre trois siècles plus tôt, et les six mille passagers actuels descendaient tous des premiers voyageurs.',
      "{{hero}} était professeur d'histoire pour les enfants du pont C ; elle leur parlait des océans, des saisons et du vent comme on parle des dragons dans les contes.",
    ],
    [
      "Un matin, pour préparer un cours sur le voyage, elle a ouvert les archives de navigation, où presque personne n'allait plus.",
      'Elle pensait trouver des tableaux de chiffres interminables.',
      "Elle y a trouvé une date qui l'a glacée : d'après les relevés, l'Hespérie avait atteint son orbite de destination depuis vingt-deux ans.",
    ],
    [
      'Au début, elle a cru à une erreur de saisie.',
      "Mais tous les relevés suivants étaient d'accord : la température de la planète, la composition de l'atmosphère, même des images de forêts floues prises par les sondes.",
      "Quelqu'un avait décidé de garder le vaisseau en orbite et de n'en rien dire.",
    ],
    [
      'Elle est allée voir {{elder}}, le plus âgé des membres du Conseil, qui avait été son professeur autrefois.',
      "Il ne s'est pas donné la peine de nier.",
      "« Nous avons eu peur, a-t-il reconnu à voix basse. Là-bas, il faudra tout recommencer : cultiver, construire, tomber malade. Ici, la vie est étroite, mais elle est sûre. Nous pensions qu'il valait mieux attendre que les gens soient prêts. »",
      "« Et qui décide qu'ils sont prêts ? » a demandé {{hero}}.",
      "Il n'a pas su répondre.",
    ],
    [
      'Le lendemain, au lieu de son cours normal, {{hero}} a montré aux enfants les images des forêts sur le mur de la classe.',
      "Les enfants n'ont rien dit pendant un long moment.",
      'Puis une petite fille a levé la main et a demandé si les arbres, là-bas, avaient aussi des noms.',
      "Le soir même, la nouvelle faisait le tour des ponts, et plus personne, au Conseil, ne pouvait l'arrêter.",
    ],
  ],
  translations: {
    en: [
      [
        'On board the Hesperia, nobody had ever seen the sky.',
        'The ship had left Earth three centuries earlier, and the six thousand current passengers were all descended from the first travellers.',
        '{{hero}} was the history teacher of the children of deck C; she talked to them about oceans, seasons and wind the way people talk about dragons in fairy tales.',
      ],
      [
        'One morning, to prepare a lesson about the voyage, she opened the navigation archives, where almost nobody went any more.',
        'She thought she would find endless tables of figures.',
        'There she found a date that chilled her: according to the readings, the Hesperia had reached its destination orbit twenty-two years ago.',
      ],
      [
        'At first, she thought it was a data-entry error.',
        "But all the following readings agreed: the planet's temperature, the composition of the atmosphere, even blurred images of forests taken by the probes.",
        'Someone had decided to keep the ship in orbit and say nothing about it.',
      ],
      [
        'She went to see {{elder}}, the oldest member of the Council, who had once been her teacher.',
        'He did not bother to deny it.',
        '"We were afraid," he admitted in a low voice. "Down there, everything will have to start again: farming, building, falling ill. Here, life is narrow, but it is safe. We thought it was better to wait until people were ready."',
        '"And who decides that they are ready?" asked {{hero}}.',
        'He could not answer.',
      ],
      [
        'The next day, instead of her normal lesson, {{hero}} showed the children the images of the forests on the classroom wall.',
        'The children said nothing for a long moment.',
        'Then a little girl raised her hand and asked whether the trees, down there, had names too.',
        'That same evening, the news was going round all the decks, and nobody on the Council could stop it any more.',
      ],
    ],
  },
  glossary: [
    { word: 'à bord de', lemma: 'à bord de', gloss: { en: 'on board' } },
    { word: 'vaisseau', lemma: 'vaisseau', gloss: { en: 'ship, spaceship' } },
    { word: 'descendaient', lemma: 'descendre de', gloss: { en: 'were descended (from)' } },
    { word: 'pont', lemma: 'pont', gloss: { en: 'deck (of a ship); bridge' } },
    { word: 'interminables', lemma: 'interminable', gloss: { en: 'endless' } },
    { word: 'glacée', lemma: 'glacer', gloss: { en: 'chilled, froze (with fear)' } },
    { word: 'relevés', lemma: 'relevé', gloss: { en: 'readings, records' } },
    { word: 'saisie', lemma: 'saisie', gloss: { en: 'data entry, typing' } },
    { word: 'floues', lemma: 'flou', gloss: { en: 'blurred' } },
    { word: 'sondes', lemma: 'sonde', gloss: { en: 'probes' } },
    {
      word: "ne s'est pas donné la peine",
      lemma: 'se donner la peine',
      gloss: { en: 'did not bother, did not take the trouble' },
    },
    { word: 'nier', lemma: 'nier', gloss: { en: 'to deny' } },
    { word: 'reconnu', lemma: 'reconnaître', gloss: { en: 'admitted, acknowledged' } },
    { word: 'étroite', lemma: 'étroit', gloss: { en: 'narrow' } },
    {
      word: 'faisait le tour',
      lemma: 'faire le tour',
      gloss: { en: 'was going round, spreading' },
    },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Quel est le métier de {{hero}} ?',
      options: ['Pilote', "Institutrice d'histoire", 'Médecin', 'Membre du Conseil'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Les archives de navigation étaient très consultées par les passagers.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: "Qu'a découvert {{hero}} dans les archives ?",
      options: [
        'Que le vaisseau était en panne',
        'Que le vaisseau était arrivé depuis vingt-deux ans',
        'Que la planète était inhabitable',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{elder}} a nié avoir gardé le secret.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Pourquoi le Conseil a-t-il gardé le secret ?',
      options: [
        'Par peur de la vie difficile sur la planète',
        'Parce que la planète était dangereuse',
        'Pour garder le pouvoir pour toujours',
      ],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: 'À la fin, tous les passagers ont appris la nouvelle.',
      answer: true,
    },
  ],
})
