import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a small mystery at home, with a happy ending. */
export default defineBankStory({
  id: 'es-a1-el-perro-detective',
  language: 'es',
  level: 'A1',
  subLevel: 1,
  genres: ['mystery', 'humour'],
  title: '¿Dónde está el zapato de {{hero}}?',
  characters: [{ key: 'hero', gender: 'm', names: ['Diego', 'Mateo', 'Javier', 'Hugo'] }],
  paragraphs: [
    [
      '{{hero}} tiene un perro pequeño.',
      'El perro se llama Toto.',
      'Toto es marrón y blanco, y tiene orejas muy grandes.',
    ],
    [
      'Hoy es lunes.',
      '{{hero}} necesita sus zapatos para ir al colegio.',
      'Tiene un zapato, pero no tiene el otro.',
      '¿Dónde está?',
    ],
    [
      '{{hero}} busca en la cocina.',
      'No está.',
      'Busca debajo de la cama.',
      'Tampoco está.',
      'Toto mira a {{hero}} y mueve la cola.',
    ],
    [
      '—Toto, tú eres un detective —dice {{hero}}—. ¿Dónde está mi zapato?',
      'Toto corre al jardín.',
      '{{hero}} corre detrás.',
      'Al lado de un árbol hay un agujero.',
      'Dentro del agujero está el zapato, un hueso y una pelota roja.',
      '{{hero}} se ríe: el detective es también el ladrón.',
    ],
  ],
  translations: {
    en: [
      [
        '{{hero}} has a small dog.',
        'The dog is called Toto.',
        'Toto is brown and white, and he has very big ears.',
      ],
      [
        'Today is Monday.',
        '{{hero}} needs his shoes to go to school.',
        'He has one shoe, but he does not have the other one.',
        'Where is it?',
      ],
      [
        '{{hero}} looks in the kitchen.',
        'It is not there.',
        'He looks under the bed.',
        'It is not there either.',
        'Toto looks at {{hero}} and wags his tail.',
      ],
      [
        '"Toto, you are a detective," says {{hero}}. "Where is my shoe?"',
        'Toto runs to the garden.',
        '{{hero}} runs behind him.',
        'Next to a tree there is a hole.',
        'Inside the hole are the shoe, a bone and a red ball.',
        '{{hero}} laughs: the detective is also the thief.',
      ],
    ],
  },
  glossary: [
    { word: 'perro', lemma: 'perro', gloss: { en: 'dog' } },
    { word: 'orejas', lemma: 'oreja', gloss: { en: 'ears' } },
    { word: 'zapatos', lemma: 'zapato', gloss: { en: 'shoes' } },
    { word: 'colegio', lemma: 'colegio', gloss: { en: 'school' } },
    { word: 'busca', lemma: 'buscar', gloss: { en: 'looks for, searches' } },
    { word: 'debajo de', lemma: 'debajo de', gloss: { en: 'under, underneath' } },
    { word: 'tampoco', lemma: 'tampoco', gloss: { en: 'not … either, neither' } },
    { word: 'mueve la cola', lemma: 'mover la cola', gloss: { en: 'wags its tail' } },
    { word: 'agujero', lemma: 'agujero', gloss: { en: 'hole' } },
    { word: 'hueso', lemma: 'hueso', gloss: { en: 'bone' } },
    { word: 'ladrón', lemma: 'ladrón', gloss: { en: 'thief' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: '¿De qué color es Toto?',
      options: ['Negro', 'Marrón y blanco', 'Rojo'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} no tiene un zapato.',
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: '¿Dónde busca {{hero}} primero?',
      options: ['En la cocina', 'En el jardín', 'En el colegio'],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: 'El zapato está debajo de la cama.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: '¿Qué hay en el agujero?',
      options: ['Solo el zapato', 'El zapato, un hueso y una pelota', 'Un libro y una pelota'],
      answer: 1,
    },
  ],
})
