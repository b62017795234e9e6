import { defineBankStory } from '../types'

// An English story is its own English version, so `translations.en` repeats the text itself.
const paragraphs = [
  [
    'It is Sunday.',
    '{{hero}} makes a big chocolate cake for his grandma’s birthday.',
    'He leaves the cake on the table and goes to the shop for candles.',
  ],
  [
    'When he comes back, the cake is not there!',
    'There is only a plate and some brown marks on the floor.',
    '{{hero}} looks at the marks.',
    'They go from the kitchen out of the house.',
  ],
  [
    'Outside, he finds his dog, {{dog}}.',
    'The dog is under a tree.',
    'His nose is brown, and his tail goes left and right.',
  ],
  [
    '“{{dog}}, where is the cake?”',
    'The dog runs to his bed.',
    'Under the bed is the cake, with one small bite!',
    '{{hero}} laughs.',
    'Grandma gets a cake with a little hole and a big story.',
  ],
]

/** Original story for Fabula's built-in bank: a tiny mystery about a missing birthday cake. */
export default defineBankStory({
  id: 'en-a1-where-is-the-cake',
  language: 'en',
  level: 'A1',
  subLevel: 2,
  genres: ['mystery', 'humour'],
  title: 'Where Is the Cake?',
  characters: [
    { key: 'hero', gender: 'm', names: ['Sam', 'Jack', 'Leo', 'Harry'] },
    { key: 'dog', gender: 'm', names: ['Max', 'Biscuit', 'Rocky'] },
  ],
  paragraphs,
  translations: {
    en: paragraphs,
    es: [
      [
        'Es domingo.',
        '{{hero}} hace una tarta de chocolate grande para el cumpleaños de su abuela.',
        'Deja la tarta en la mesa y va a la tienda a comprar velas.',
      ],
      [
        'Cuando vuelve, ¡la tarta ya no está!',
        'Solo hay un plato y unas manchas marrones en el suelo.',
        '{{hero}} mira las manchas.',
        'Van de la cocina hacia fuera de la casa.',
      ],
      [
        'Fuera encuentra a su perro, {{dog}}.',
        'El perro está debajo de un árbol.',
        'Tiene la nariz marrón y mueve la cola a la izquierda y a la derecha.',
      ],
      [
        '—{{dog}}, ¿dónde está la tarta?',
        'El perro corre a su cama.',
        'Debajo de la cama está la tarta, ¡con un pequeño mordisco!',
        '{{hero}} se ríe.',
        'La abuela recibe una tarta con un pequeño agujero y una gran historia.',
      ],
    ],
  },
  glossary: [
    {
      word: 'birthday',
      lemma: 'birthday',
      gloss: { en: 'the day you were born, every year', es: 'cumpleaños' },
    },
    { word: 'leaves', lemma: 'leave', gloss: { en: 'lets it stay in a place', es: 'deja' } },
    { word: 'candles', lemma: 'candle', gloss: { en: 'wax sticks that burn', es: 'velas' } },
    { word: 'plate', lemma: 'plate', gloss: { en: 'a flat dish for food', es: 'plato' } },
    { word: 'marks', lemma: 'mark', gloss: { en: 'small dirty spots', es: 'manchas, marcas' } },
    { word: 'floor', lemma: 'floor', gloss: { en: 'the part of a room you walk on', es: 'suelo' } },
    {
      word: 'finds',
      lemma: 'find',
      gloss: { en: 'sees something he was looking for', es: 'encuentra' },
    },
    {
      word: 'nose',
      lemma: 'nose',
      gloss: { en: 'the part of the face you smell with', es: 'nariz' },
    },
    {
      word: 'tail',
      lemma: 'tail',
      gloss: { en: 'the long part at the back of a dog', es: 'cola, rabo' },
    },
    { word: 'bite', lemma: 'bite', gloss: { en: 'a piece taken with the teeth', es: 'mordisco' } },
    { word: 'laughs', lemma: 'laugh', gloss: { en: 'makes a happy sound', es: 'se ríe' } },
    { word: 'hole', lemma: 'hole', gloss: { en: 'an empty space in something', es: 'agujero' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'What kind of cake does {{hero}} make?',
      options: ['Lemon', 'Chocolate', 'Apple'],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Why does {{hero}} go to the shop?',
      options: ['For candles', 'For milk', 'For a present'],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: 'The marks go from the kitchen out of the house.',
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Where is the cake?',
      options: ['In the garden', 'Under the dog’s bed', 'In the shop'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{dog}} eats all the cake.',
      answer: false,
    },
  ],
})
