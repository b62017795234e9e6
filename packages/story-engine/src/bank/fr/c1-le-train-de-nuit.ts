import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a night-train thriller with a translator as witness. */
export default defineBankStory({
  id: 'fr-c1-le-train-de-nuit',
  language: 'fr',
  level: 'C1',
  subLevel: 2,
  genres: ['thriller'],
  title: 'Le train de nuit',
  characters: [
    { key: 'hero', gender: 'f', names: ['Hélène', 'Nadia', 'Claire', 'Estelle'] },
    {
      key: 'passenger',
      gender: 'm',
      names: ['Monsieur Varenne', 'Monsieur Castel', 'Monsieur Brunet'],
    },
  ],
  paragraphs: [
    [
      "{{hero}} avait choisi le train de nuit Paris–Vienne pour une raison bien précise : elle avait horreur de l'avion et, à vrai dire, un faible pour les petites couchettes où l'on dort bercé par le roulis.",
      'Traductrice indépendante, elle comptait profiter du trajet pour boucler un contrat en retard.',
      "C'était sans compter sur {{passenger}}.",
    ],
    [
      "L'homme occupait le compartiment voisin et avait, dès le départ, l'air très malade.",
      'Vers minuit, il a frappé à sa porte et, tout de suite, lui a demandé si elle parlait allemand.',
      "Quand elle a dit oui de la tête, il lui a donné une enveloppe : « Si je ne suis pas au petit-déjeuner, remettez ceci au contrôleur autrichien, à personne d'autre. »",
      "Puis il est parti avant qu'elle ait pu poser la moindre question.",
    ],
    [
      "{{hero}} a tourné l'enveloppe entre ses doigts pendant une bonne heure.",
      "Elle n'était pas du genre à se mêler des affaires des autres, mais la peur qu'elle avait vue dans le regard de cet homme ne la quittait pas.",
      'Vers deux heures, des pas feutrés se sont arrêtés devant le compartiment voisin.',
      'Elle a entendu la porte coulisser, un bruit sourd, puis plus rien.',
    ],
    [
      "Au matin, le compartiment de {{passenger}} était vide et parfaitement en ordre, comme si personne ne l'avait jamais occupé.",
      "Le contrôleur français a affirmé qu'aucun passager n'avait été enregistré à cette place.",
      "{{hero}} a senti un frisson lui parcourir l'échine : soit elle avait rêvé, soit quelqu'un avait pris grand soin de faire disparaître toute trace.",
    ],
    [
      "Elle a gardé l'enveloppe contre elle jusqu'à la frontière.",
      'Lorsque le contrôleur autrichien est monté à Salzbourg, elle la lui a donnée en même temps que son billet.',
      "L'homme l'a mise dans sa poche sans un regard et lui a dit tout bas, dans un français parfait : « Merci. Il avait raison de vous faire confiance. »",
      "Elle n'a jamais su ce qu'il y avait dans l'enveloppe, mais depuis, lorsqu'elle prend le train de nuit, elle ne ferme plus l'œil avant la frontière.",
    ],
  ],
  translations: {
    en: [
      [
        '{{hero}} had chosen the Paris–Vienna night train for a very specific reason: she hated flying and, to tell the truth, had a soft spot for narrow couchettes where you fall asleep rocked by the swaying.',
        'A freelance translator, she intended to use the journey to finish off an overdue contract.',
        'That was without reckoning with {{passenger}}.',
      ],
      [
        'The man was in the next compartment and, from the moment they left, looked very ill.',
        'Around midnight, he knocked on her door and straight away asked her whether she spoke German.',
        'When she nodded, he gave her an envelope: "If I am not at breakfast, give this to the Austrian conductor, to nobody else."',
        'Then he slipped away before she could ask the slightest question.',
      ],
      [
        '{{hero}} turned the envelope over in her fingers for a good hour.',
        "She was not the type to meddle in other people's business, but the fear she had seen in that man's eyes would not leave her.",
        "Around two o'clock, muffled footsteps stopped in front of the next compartment.",
        'She heard the door slide open, a dull thud, then nothing more.',
      ],
      [
        "In the morning, {{passenger}}'s compartment was empty and in perfect order, as if nobody had ever occupied it.",
        'The French conductor stated that no passenger had been registered in that berth.',
        '{{hero}} felt a shiver run down her spine: either she had dreamed it, or someone had taken great care to erase every trace.',
      ],
      [
        'She kept the envelope close to her until the border.',
        'When the Austrian conductor got on at Salzburg, she gave it to him together with her ticket.',
        'The man put it in his pocket without a glance and said quietly to her, in perfect French: "Thank you. He was right to trust you."',
        'She never found out what the envelope contained, but since then, whenever she takes the night train, she does not sleep a wink before the border.',
      ],
    ],
  },
  glossary: [
    { word: 'avait horreur de', lemma: 'avoir horreur de', gloss: { en: 'hated, loathed' } },
    { word: 'un faible pour', lemma: 'avoir un faible pour', gloss: { en: 'a soft spot for' } },
    { word: 'couchettes', lemma: 'couchette', gloss: { en: 'sleeping berths' } },
    { word: 'bercé', lemma: 'bercer', gloss: { en: 'rocked, lulled' } },
    { word: 'roulis', lemma: 'roulis', gloss: { en: 'rolling, swaying motion' } },
    { word: 'boucler', lemma: 'boucler', gloss: { en: 'to wrap up, finish off' } },
    {
      word: "c'était sans compter sur",
      lemma: 'sans compter sur',
      gloss: { en: 'that was without reckoning with' },
    },
    { word: 'se mêler', lemma: 'se mêler de', gloss: { en: 'to meddle in' } },
    { word: 'feutrés', lemma: 'feutré', gloss: { en: 'muffled' } },
    { word: 'coulisser', lemma: 'coulisser', gloss: { en: 'to slide (open/shut)' } },
    { word: 'un bruit sourd', lemma: 'bruit sourd', gloss: { en: 'a dull thud' } },
    { word: 'frisson', lemma: 'frisson', gloss: { en: 'shiver' } },
    { word: "l'échine", lemma: 'échine', gloss: { en: 'the spine, backbone' } },
    {
      word: "ne ferme plus l'œil",
      lemma: "ne pas fermer l'œil",
      gloss: { en: 'no longer sleeps a wink' },
    },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Pourquoi {{hero}} a-t-elle pris le train de nuit ?',
      options: [
        "Parce que c'était moins cher",
        "Parce qu'elle détestait l'avion",
        'Parce que {{passenger}} le lui avait conseillé',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: "{{passenger}} a longuement expliqué ce que contenait l'enveloppe.",
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: "À qui {{hero}} devait-elle remettre l'enveloppe ?",
      options: [
        'Au contrôleur français',
        'À la police de Vienne',
        'Au contrôleur autrichien',
        'À la famille de {{passenger}}',
      ],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: 'Le matin, le compartiment voisin était en désordre.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: "Qu'a affirmé le contrôleur français ?",
      options: [
        'Que {{passenger}} était descendu à Strasbourg',
        "Que personne n'était enregistré à cette place",
        'Que {{hero}} avait changé de compartiment',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: "{{hero}} a finalement découvert le contenu de l'enveloppe.",
      answer: false,
    },
  ],
})
