import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank. The complete reference example of the format. */
export default defineBankStory({
  id: 'es-a1-el-mercado',
  language: 'es',
  level: 'A1',
  subLevel: 2,
  genres: ['slice of life', 'humour'],
  title: '{{hero}} y la naranja grande',
  characters: [
    { key: 'hero', gender: 'f', names: ['Lucía', 'Carmen', 'Sofía', 'Elena'] },
    { key: 'seller', gender: 'm', names: ['Pablo', 'Andrés', 'Tomás'] },
  ],
  paragraphs: [
    [
      'Es sábado por la mañana.',
      '{{hero}} va al mercado con su madre.',
      'El mercado está cerca de la casa y siempre tiene mucha gente.',
    ],
    [
      'En el mercado hay frutas de muchos colores.',
      '{{hero}} ve una naranja muy grande.',
      '—¡Mira, mamá! —dice ella—. Es más grande que mi cabeza.',
      'Su madre se ríe.',
    ],
    [
      'El vendedor se llama {{seller}}.',
      'Es un hombre alto y simpático.',
      '—Esta naranja es especial —dice {{seller}}—. Es para una niña con hambre.',
      '—¡Yo tengo mucha hambre! —dice {{hero}}.',
    ],
    [
      'La madre paga dos euros.',
      'En casa, {{hero}} abre la naranja.',
      'Dentro no hay una naranja normal: hay tres pequeñas naranjas.',
      'Todos se ríen, y la familia come naranjas toda la tarde.',
    ],
  ],
  translations: {
    en: [
      [
        'It is Saturday morning.',
        '{{hero}} goes to the market with her mother.',
        'The market is near the house and always has a lot of people.',
      ],
      [
        'At the market there are fruits of many colours.',
        '{{hero}} sees a very big orange.',
        '"Look, Mum!" she says. "It is bigger than my head."',
        'Her mother laughs.',
      ],
      [
        'The seller is called {{seller}}.',
        'He is a tall, friendly man.',
        '"This orange is special," says {{seller}}. "It is for a hungry girl."',
        '"I am very hungry!" says {{hero}}.',
      ],
      [
        'The mother pays two euros.',
        'At home, {{hero}} opens the orange.',
        'Inside there is not a normal orange: there are three small oranges.',
        'Everyone laughs, and the family eats oranges all afternoon.',
      ],
    ],
  },
  glossary: [
    { word: 'mercado', lemma: 'mercado', gloss: { en: 'market' } },
    { word: 'naranja', lemma: 'naranja', gloss: { en: 'orange (fruit)' } },
    { word: 'vendedor', lemma: 'vendedor', gloss: { en: 'seller, stallholder' } },
    { word: 'se ríe', lemma: 'reírse', gloss: { en: 'laughs' } },
    { word: 'cabeza', lemma: 'cabeza', gloss: { en: 'head' } },
    { word: 'simpático', lemma: 'simpático', gloss: { en: 'friendly, nice' } },
    { word: 'hambre', lemma: 'hambre', gloss: { en: 'hunger (tener hambre: to be hungry)' } },
    { word: 'paga', lemma: 'pagar', gloss: { en: 'pays' } },
    { word: 'dentro', lemma: 'dentro', gloss: { en: 'inside' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: '¿Qué día va {{hero}} al mercado?',
      options: ['El lunes', 'El sábado', 'El domingo'],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: '¿Con quién va {{hero}} al mercado?',
      options: ['Con su padre', 'Con su amiga', 'Con su madre'],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: 'El mercado está lejos de la casa.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: '¿Cuánto paga la madre?',
      options: ['Dos euros', 'Tres euros', 'Diez euros'],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: 'Dentro de la naranja grande hay tres naranjas pequeñas.',
      answer: true,
    },
  ],
})
