import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a lost cat and a neighbourhood mystery. */
export default defineBankStory({
  id: 'fr-a2-le-chat-de-madame-blanc',
  language: 'fr',
  level: 'A2',
  subLevel: 1,
  genres: ['mystery'],
  title: 'Le chat de Madame Blanc',
  characters: [{ key: 'hero', gender: 'f', names: ['Inès', 'Julie', 'Sarah', 'Emma'] }],
  paragraphs: [
    [
      'Lundi matin, {{hero}} a trouvé une affiche sur la porte de son immeuble.',
      "Il y avait la photo d'un gros chat roux et un message : « Perdu ! Il s'appelle Caramel. Madame Blanc, troisième étage. »",
      'Madame Blanc est une voisine très vieille.',
      'Elle vit seule et elle adore son chat.',
    ],
    [
      'Le soir, après le travail, {{hero}} a cherché Caramel dans la rue, dans le parc et derrière le magasin.',
      "Elle n'a rien trouvé.",
      'Mais le lendemain, elle a remarqué une chose bizarre : tous les jours, à huit heures, le boulanger du coin allait dehors avec une petite assiette de lait.',
    ],
    [
      'Le jour suivant, elle est partie tôt et elle a attendu devant la boulangerie.',
      "À huit heures, la porte de la cave s'est ouverte.",
      'Un chat roux est sorti, a bu le lait, puis il est rentré dans la cave.',
      "C'était Caramel !",
    ],
    [
      "Le boulanger a dit : « Il est arrivé samedi pendant l'orage.",
      'Il avait peur, alors je lui ai donné du lait.',
      "Je ne savais pas qu'il avait une maison. »",
    ],
    [
      'Le soir même, {{hero}} a rapporté Caramel au troisième étage.',
      'Madame Blanc a pleuré de joie.',
      "Maintenant, chaque matin, elle achète son pain au coin de la rue… et Caramel l'accompagne.",
    ],
  ],
  translations: {
    en: [
      [
        'On Monday morning, {{hero}} found a poster on the door of her building.',
        'There was the photo of a big ginger cat and a message: "Lost! His name is Caramel. Madame Blanc, third floor."',
        'Madame Blanc is a very old neighbour.',
        'She lives alone and she adores her cat.',
      ],
      [
        'In the evening, after work, {{hero}} looked for Caramel in the street, in the park and behind the shop.',
        'She found nothing.',
        "But the next day, she noticed something strange: every day, at eight o'clock, the baker on the corner came out with a little saucer of milk.",
      ],
      [
        'The day after, she left home early and waited in front of the bakery.',
        "At eight o'clock, the cellar door opened.",
        'A ginger cat came out, drank the milk, then went back into the cellar.',
        'It was Caramel!',
      ],
      [
        'The baker said: "He arrived on Saturday during the storm.',
        'He was frightened, so I gave him some milk.',
        'I didn\'t know he had a home."',
      ],
      [
        'That same evening, {{hero}} brought Caramel back to the third floor.',
        'Madame Blanc cried with joy.',
        'Now, every morning, she buys her bread on the corner… and Caramel goes with her.',
      ],
    ],
  },
  glossary: [
    { word: 'affiche', lemma: 'affiche', gloss: { en: 'poster, notice' } },
    { word: 'immeuble', lemma: 'immeuble', gloss: { en: 'block of flats, building' } },
    { word: 'roux', lemma: 'roux', gloss: { en: 'ginger, red-haired' } },
    { word: 'étage', lemma: 'étage', gloss: { en: 'floor, storey' } },
    { word: 'voisine', lemma: 'voisin', gloss: { en: 'neighbour (woman)' } },
    { word: 'a remarqué', lemma: 'remarquer', gloss: { en: 'noticed' } },
    { word: 'assiette', lemma: 'assiette', gloss: { en: 'plate, saucer' } },
    { word: 'cave', lemma: 'cave', gloss: { en: 'cellar' } },
    { word: 'orage', lemma: 'orage', gloss: { en: 'storm, thunderstorm' } },
    { word: 'a rapporté', lemma: 'rapporter', gloss: { en: 'brought back' } },
    { word: 'a pleuré', lemma: 'pleurer', gloss: { en: 'cried' } },
    { word: 'accompagne', lemma: 'accompagner', gloss: { en: 'goes with, accompanies' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: "Où est-ce que {{hero}} a trouvé l'affiche ?",
      options: ['Au magasin', 'Sur la porte de son immeuble', 'Dans le parc'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Madame Blanc vit avec sa famille.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: "Qu'est-ce que le boulanger faisait chaque matin à huit heures ?",
      options: [
        'Il lavait la vitrine',
        'Il sortait avec une assiette de lait',
        'Il fermait la boulangerie',
      ],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Où était Caramel ?',
      options: ['Dans la cave de la boulangerie', 'Chez {{hero}}', 'Au troisième étage'],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: 'Le boulanger savait que Caramel avait une maison.',
      answer: false,
    },
    {
      kind: 'true_false',
      prompt: 'Madame Blanc a été très heureuse de retrouver son chat.',
      answer: true,
    },
  ],
})
