import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a fairy tale about a dragon who cannot make fire. */
export default defineBankStory({
  id: 'fr-a1-le-petit-dragon',
  language: 'fr',
  level: 'A1',
  subLevel: 1,
  genres: ['fairy tale'],
  title: 'Le petit dragon de {{hero}}',
  characters: [{ key: 'hero', gender: 'f', names: ['Léa', 'Chloé', 'Manon', 'Camille'] }],
  paragraphs: [
    [
      'Dans un petit village, il y a une princesse.',
      "Elle s'appelle {{hero}}.",
      'Elle a un ami très spécial : un petit dragon vert.',
    ],
    [
      "Le dragon s'appelle Pistache.",
      'Il est gentil, mais il est triste.',
      'Pourquoi ?',
      "Parce qu'il ne fait pas de feu.",
      'Les autres dragons font du feu, mais Pistache fait seulement de la fumée.',
    ],
    [
      'Un soir, il fait très froid dans le château.',
      "Il n'y a pas de bois pour la cheminée.",
      '{{hero}} a froid, le roi a froid, la reine a froid.',
    ],
    [
      'Pistache regarde la cheminée.',
      'Il ferme les yeux, il respire fort… et voilà une petite flamme bleue !',
      'Le château est chaud.',
      '{{hero}} embrasse son dragon.',
      '« Tu es le meilleur dragon du monde ! » dit-elle.',
    ],
  ],
  translations: {
    en: [
      [
        'In a small village, there is a princess.',
        'Her name is {{hero}}.',
        'She has a very special friend: a little green dragon.',
      ],
      [
        'The dragon is called Pistachio.',
        'He is kind, but he is sad.',
        'Why?',
        'Because he does not make any fire.',
        'The other dragons make fire, but Pistachio only makes smoke.',
      ],
      [
        'One evening, it is very cold in the castle.',
        'There is no wood for the fireplace.',
        '{{hero}} is cold, the king is cold, the queen is cold.',
      ],
      [
        'Pistachio looks at the fireplace.',
        'He closes his eyes, he breathes hard… and there is a little blue flame!',
        'The castle is warm.',
        '{{hero}} kisses her dragon.',
        '"You are the best dragon in the world!" she says.',
      ],
    ],
  },
  glossary: [
    { word: 'seulement', lemma: 'seulement', gloss: { en: 'only' } },
    { word: 'gentil', lemma: 'gentil', gloss: { en: 'kind, nice' } },
    { word: 'triste', lemma: 'triste', gloss: { en: 'sad' } },
    { word: 'feu', lemma: 'feu', gloss: { en: 'fire' } },
    { word: 'fumée', lemma: 'fumée', gloss: { en: 'smoke' } },
    { word: 'froid', lemma: 'froid', gloss: { en: 'cold (avoir froid: to be cold)' } },
    { word: 'château', lemma: 'château', gloss: { en: 'castle' } },
    { word: 'bois', lemma: 'bois', gloss: { en: 'wood' } },
    { word: 'cheminée', lemma: 'cheminée', gloss: { en: 'fireplace, chimney' } },
    { word: 'respire', lemma: 'respirer', gloss: { en: 'breathes' } },
    { word: 'embrasse', lemma: 'embrasser', gloss: { en: 'kisses, hugs' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'De quelle couleur est le dragon ?',
      options: ['Rouge', 'Vert', 'Bleu'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Pistache fait du feu comme les autres dragons.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Quel est le problème dans le château ?',
      options: ['Il fait très chaud', "Il n'y a pas de bois", "Il n'y a pas de roi"],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'De quelle couleur est la flamme de Pistache ?',
      options: ['Bleue', 'Jaune', 'Verte'],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: 'À la fin, {{hero}} est contente de son dragon.',
      answer: true,
    },
  ],
})
