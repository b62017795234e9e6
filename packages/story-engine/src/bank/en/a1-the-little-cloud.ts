import { defineBankStory } from '../types'

// An English story is its own English version, so `translations.en` repeats the text itself.
const paragraphs = [
  [
    '{{hero}} is a little girl.',
    'She lives in a small village.',
    'It is summer, and it is very hot.',
  ],
  ['There is no rain.', 'The flowers are dry, and the river is very low.', 'The farmers are sad.'],
  [
    'One morning, {{hero}} sees a little cloud over her house.',
    '“Hello, little cloud!” she says.',
    '“Please, can you help us?”',
    'The cloud is small, but it is kind.',
  ],
  [
    'The cloud calls its friends.',
    'Soon there are one hundred clouds in the sky.',
    'It rains all night.',
    'In the morning, the flowers are green and happy, and {{hero}} dances in the garden.',
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
      ['{{hero}} es una niña.', 'Vive en un pueblo pequeño.', 'Es verano y hace mucho calor.'],
      [
        'No llueve.',
        'Las flores están secas y el río está muy bajo.',
        'Los agricultores están tristes.',
      ],
      [
        'Una mañana, {{hero}} ve una nube pequeña sobre su casa.',
        '—¡Hola, nubecita! —dice.',
        '—Por favor, ¿puedes ayudarnos?',
        'La nube es pequeña, pero es amable.',
      ],
      [
        'La nube llama a sus amigas.',
        'Pronto hay cien nubes en el cielo.',
        'Llueve toda la noche.',
        'Por la mañana, las flores están verdes y felices, y {{hero}} baila en el jardín.',
      ],
    ],
  },
  glossary: [
    { word: 'village', lemma: 'village', gloss: { en: 'a very small town', es: 'pueblo, aldea' } },
    {
      word: 'hot',
      lemma: 'hot',
      gloss: { en: 'very warm', es: 'caluroso (it is hot: hace calor)' },
    },
    { word: 'rain', lemma: 'rain', gloss: { en: 'water that falls from the sky', es: 'lluvia' } },
    { word: 'dry', lemma: 'dry', gloss: { en: 'with no water', es: 'seco' } },
    { word: 'river', lemma: 'river', gloss: { en: 'a long line of water', es: 'río' } },
    { word: 'low', lemma: 'low', gloss: { en: 'not high', es: 'bajo' } },
    { word: 'farmers', lemma: 'farmer', gloss: { en: 'people who grow food', es: 'agricultores' } },
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
      options: ['In a big city', 'In a small village', 'By the sea'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'It is winter in the story.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Why are the farmers sad?',
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
      prompt: '{{hero}} dances in the garden.',
      answer: true,
    },
  ],
})
