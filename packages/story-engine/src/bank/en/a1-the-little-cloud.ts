import { defineBankStory } from '../types'

// An English story is its own English version, so `translations.en` repeats the text itself.
const paragraphs = [
  ['{{hero}} is a little girl.', 'She lives in a small town.', 'It is summer, and it is very hot.'],
  [
    'There is no rain.',
    'The flowers are brown, and the river is very low.',
    'The people in the town are sad.',
  ],
  [
    'One morning, {{hero}} can see a little cloud over her house.',
    '“Hello, little cloud!” she says.',
    '“Please, can you help us?”',
    'It is small, but it is kind.',
  ],
  [
    'It calls its friends.',
    'Soon there are one hundred of them over the town.',
    'It rains all night.',
    'In the morning, everything is green again, and {{hero}} dances outside.',
  ],
]

/** Original story for Fabula's built-in bank: a fairy tale about a small cloud that brings rain. */
export default defineBankStory({
  id: 'en-a1-the-little-cloud',
  language: 'en',
  level: 'A1',
  subLevel: 1,
  genres: ['fairy tale'],
  title: 'The Little Cloud',
  characters: [{ key: 'hero', gender: 'f', names: ['Lily', 'Emma', 'Grace', 'Ruby'] }],
  paragraphs,
  translations: {
    en: paragraphs,
    es: [
      ['{{hero}} es una niña.', 'Vive en una ciudad pequeña.', 'Es verano y hace mucho calor.'],
      [
        'No llueve.',
        'Las flores están marrones y el río está muy bajo.',
        'La gente de la ciudad está triste.',
      ],
      [
        'Una mañana, {{hero}} ve una nube pequeña sobre su casa.',
        '—¡Hola, nubecita! —dice.',
        '—Por favor, ¿puedes ayudarnos?',
        'Es pequeña, pero es amable.',
      ],
      [
        'Llama a sus amigas.',
        'Pronto hay cien nubes sobre la ciudad.',
        'Llueve toda la noche.',
        'Por la mañana, todo está verde otra vez, y {{hero}} baila fuera.',
      ],
    ],
  },
  glossary: [
    {
      word: 'hot',
      lemma: 'hot',
      gloss: { en: 'very warm', es: 'caluroso (it is hot: hace calor)' },
    },
    { word: 'rain', lemma: 'rain', gloss: { en: 'water that falls from the sky', es: 'lluvia' } },
    { word: 'brown', lemma: 'brown', gloss: { en: 'the colour of earth', es: 'marrón' } },
    { word: 'river', lemma: 'river', gloss: { en: 'a long line of water', es: 'río' } },
    { word: 'low', lemma: 'low', gloss: { en: 'not high', es: 'bajo' } },
    {
      word: 'cloud',
      lemma: 'cloud',
      gloss: { en: 'a white or grey shape in the sky', es: 'nube' },
    },
    { word: 'kind', lemma: 'kind', gloss: { en: 'nice and good to others', es: 'amable' } },
    { word: 'soon', lemma: 'soon', gloss: { en: 'after a short time', es: 'pronto' } },
    { word: 'dances', lemma: 'dance', gloss: { en: 'moves to music', es: 'baila' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Where does {{hero}} live?',
      options: ['In a big city', 'In a small town', 'By the sea'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'It is winter in the story.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Why are the people in the town sad?',
      options: ['There is no rain', 'They have no money', 'The river is too big'],
      answer: 0,
    },
    {
      kind: 'multiple_choice',
      prompt: 'How many clouds are in the sky at the end?',
      options: ['Ten', 'Fifty', 'One hundred'],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} dances outside.',
      answer: true,
    },
  ],
})
