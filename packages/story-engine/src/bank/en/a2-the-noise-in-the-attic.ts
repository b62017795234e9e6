import { defineBankStory } from '../types'

// An English story is its own English version, so `translations.en` repeats the text itself.
const paragraphs = [
  [
    '{{hero}} and his family moved into an old house in October.',
    'The house was big and cheap, and it had a garden with an apple tree.',
    'Everybody loved it, but on the first night, {{hero}} heard a noise above his bedroom.',
  ],
  [
    'Tap, tap, tap.',
    'Then a long, slow scratch.',
    '{{hero}} hid under his blanket.',
    'The noise came from the attic, and nobody ever went up there.',
  ],
  [
    'The next night, the noise came again, louder.',
    'His sister {{sister}} heard it too.',
    '“Maybe it’s a ghost,” she whispered.',
    'They decided to be brave.',
    'They took a torch and went up the narrow stairs to the attic.',
  ],
  [
    'The door was heavy, and it opened with a long creak.',
    'Inside it was dark and dusty.',
    'Two green eyes looked at them from a corner.',
    '{{sister}} screamed, and {{hero}} dropped the torch.',
  ],
  [
    'But it was not a ghost.',
    'It was a very thin grey cat with three tiny kittens.',
    'The cat was hungry and scared.',
    'Now the cat lives on {{hero}}’s bed, and the attic is quiet again.',
  ],
]

/** Original story for Fabula's built-in bank: a mildly spooky noise in a new old house. */
export default defineBankStory({
  id: 'en-a2-the-noise-in-the-attic',
  language: 'en',
  level: 'A2',
  subLevel: 3,
  genres: ['horror', 'mystery'],
  title: 'The Noise in the Attic',
  characters: [
    { key: 'hero', gender: 'm', names: ['Ben', 'Oliver', 'Charlie', 'Noah'] },
    { key: 'sister', gender: 'f', names: ['Mia', 'Ella', 'Daisy'] },
  ],
  paragraphs,
  translations: {
    en: paragraphs,
    es: [
      [
        '{{hero}} y su familia se mudaron a una casa vieja en octubre.',
        'La casa era grande y barata, y tenía un jardín con un manzano.',
        'A todos les encantó, pero la primera noche {{hero}} oyó un ruido encima de su dormitorio.',
      ],
      [
        'Toc, toc, toc.',
        'Luego, un arañazo largo y lento.',
        '{{hero}} se escondió debajo de la manta.',
        'El ruido venía del desván, y nadie subía nunca allí.',
      ],
      [
        'La noche siguiente, el ruido volvió, más fuerte.',
        'Su hermana {{sister}} también lo oyó.',
        '—A lo mejor es un fantasma —susurró.',
        'Decidieron ser valientes.',
        'Cogieron una linterna y subieron la escalera estrecha hasta el desván.',
      ],
      [
        'La puerta era pesada y se abrió con un largo chirrido.',
        'Dentro estaba oscuro y lleno de polvo.',
        'Dos ojos verdes los miraban desde un rincón.',
        '{{sister}} gritó y {{hero}} dejó caer la linterna.',
      ],
      [
        'Pero no era un fantasma.',
        'Era una gata gris muy delgada con tres gatitos diminutos.',
        'La gata tenía hambre y miedo.',
        'Ahora la gata vive en la cama de {{hero}}, y el desván vuelve a estar tranquilo.',
      ],
    ],
  },
  glossary: [
    {
      word: 'moved into',
      lemma: 'move into',
      gloss: { en: 'went to live in', es: 'se mudaron a' },
    },
    { word: 'cheap', lemma: 'cheap', gloss: { en: 'not expensive', es: 'barato' } },
    { word: 'above', lemma: 'above', gloss: { en: 'over, higher than', es: 'encima de' } },
    {
      word: 'scratch',
      lemma: 'scratch',
      gloss: { en: 'a sound like nails on wood', es: 'arañazo' },
    },
    {
      word: 'hid',
      lemma: 'hide',
      gloss: { en: 'went where nobody could see him', es: 'se escondió' },
    },
    { word: 'blanket', lemma: 'blanket', gloss: { en: 'a warm cover for a bed', es: 'manta' } },
    { word: 'attic', lemma: 'attic', gloss: { en: 'the room under the roof', es: 'desván' } },
    { word: 'louder', lemma: 'loud', gloss: { en: 'with more noise', es: 'más fuerte' } },
    { word: 'whispered', lemma: 'whisper', gloss: { en: 'said very quietly', es: 'susurró' } },
    { word: 'brave', lemma: 'brave', gloss: { en: 'not afraid', es: 'valiente' } },
    {
      word: 'torch',
      lemma: 'torch',
      gloss: { en: 'a small electric light you carry', es: 'linterna' },
    },
    { word: 'narrow', lemma: 'narrow', gloss: { en: 'not wide', es: 'estrecho' } },
    {
      word: 'creak',
      lemma: 'creak',
      gloss: { en: 'the sound of an old door', es: 'chirrido, crujido' },
    },
    {
      word: 'dusty',
      lemma: 'dusty',
      gloss: { en: 'full of dust (dry dirt)', es: 'lleno de polvo' },
    },
    {
      word: 'screamed',
      lemma: 'scream',
      gloss: { en: 'shouted because she was afraid', es: 'gritó' },
    },
    { word: 'dropped', lemma: 'drop', gloss: { en: 'let fall', es: 'dejó caer' } },
    { word: 'kittens', lemma: 'kitten', gloss: { en: 'baby cats', es: 'gatitos' } },
    { word: 'scared', lemma: 'scared', gloss: { en: 'afraid', es: 'asustado' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'When did the family move into the house?',
      options: ['In May', 'In October', 'In December'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'The family often went up to the attic.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'What did {{hero}} and {{sister}} take to the attic?',
      options: ['A torch', 'A camera', 'Some food'],
      answer: 0,
    },
    {
      kind: 'multiple_choice',
      prompt: 'What was in the attic?',
      options: ['A ghost', 'A bird', 'A cat with kittens'],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: 'Now the cat lives on {{hero}}’s bed.',
      answer: true,
    },
  ],
})
