import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a gentle romance that starts with a wrong order. */
export default defineBankStory({
  id: 'es-a2-el-cafe-de-la-esquina',
  language: 'es',
  level: 'A2',
  subLevel: 3,
  genres: ['romance', 'slice of life'],
  title: 'El café de la esquina',
  characters: [
    { key: 'hero', gender: 'f', names: ['Clara', 'Nuria', 'Andrea', 'Rosa'] },
    { key: 'waiter', gender: 'm', names: ['Daniel', 'Marcos', 'Iván'] },
  ],
  paragraphs: [
    [
      '{{hero}} trabaja en una biblioteca del centro.',
      'Todos los días, antes del trabajo, toma un café en un bar pequeño de la esquina.',
      'Siempre pide lo mismo: un café con leche y una tostada con tomate.',
    ],
    [
      'Un martes de octubre llegó un camarero nuevo.',
      'Se llamaba {{waiter}} y parecía muy nervioso.',
      'Le sirvió a {{hero}} un té con limón y un cruasán.',
      '—Perdón, yo pedí un café con leche —dijo ella con una sonrisa.',
      '{{waiter}} se puso rojo y cambió el pedido muy rápido.',
    ],
    [
      'Al día siguiente, {{waiter}} ya sabía su pedido.',
      'Pero esta vez, al lado de la taza, había una servilleta con un dibujo: un libro con ojos y una sonrisa.',
      '{{hero}} se rió y puso la servilleta en el bolso.',
    ],
    [
      'Durante tres semanas, cada mañana apareció un dibujo nuevo: un gato leyendo, una luna con sombrero, una taza enamorada.',
      'Un viernes, la servilleta tenía una pregunta: «¿Te gustaría tomar un café conmigo… fuera de aquí?».',
      '{{hero}} escribió la respuesta debajo: «Sí, pero esta vez invito yo».',
    ],
    [
      'El domingo fueron al parque y hablaron durante horas.',
      '{{hero}} todavía tiene todas las servilletas en una caja azul.',
    ],
  ],
  translations: {
    en: [
      [
        '{{hero}} works in a library in the town centre.',
        'Every day, before work, she has a coffee in a small café on the corner.',
        'She always orders the same thing: a white coffee and a slice of toast with tomato.',
      ],
      [
        'One Tuesday in October a new waiter arrived.',
        'His name was {{waiter}} and he seemed very nervous.',
        'He served {{hero}} a tea with lemon and a croissant.',
        '"Sorry, I ordered a white coffee," she said with a smile.',
        '{{waiter}} went red and changed the order very quickly.',
      ],
      [
        'The next day, {{waiter}} already knew her order.',
        'But this time, next to the cup, there was a napkin with a drawing: a book with eyes and a smile.',
        '{{hero}} laughed and put the napkin in her handbag.',
      ],
      [
        'For three weeks, every morning a new drawing appeared: a cat reading, a moon with a hat, a cup in love.',
        'One Friday, the napkin had a question: "Would you like to have a coffee with me… away from here?"',
        '{{hero}} wrote the answer underneath: "Yes, but this time it is my treat."',
      ],
      [
        'On Sunday they went to the park and talked for hours.',
        '{{hero}} still has all the napkins in a blue box.',
      ],
    ],
  },
  glossary: [
    { word: 'biblioteca', lemma: 'biblioteca', gloss: { en: 'library' } },
    { word: 'esquina', lemma: 'esquina', gloss: { en: 'corner' } },
    { word: 'pide', lemma: 'pedir', gloss: { en: 'orders, asks for' } },
    { word: 'tostada', lemma: 'tostada', gloss: { en: 'slice of toast' } },
    { word: 'camarero', lemma: 'camarero', gloss: { en: 'waiter' } },
    { word: 'sirvió', lemma: 'servir', gloss: { en: 'served' } },
    { word: 'se puso rojo', lemma: 'ponerse rojo', gloss: { en: 'went red, blushed' } },
    { word: 'pedido', lemma: 'pedido', gloss: { en: 'order' } },
    { word: 'servilleta', lemma: 'servilleta', gloss: { en: 'napkin' } },
    { word: 'bolso', lemma: 'bolso', gloss: { en: 'handbag' } },
    { word: 'enamorada', lemma: 'enamorado', gloss: { en: 'in love' } },
    { word: 'invito yo', lemma: 'invitar', gloss: { en: "it's my treat, I'm paying" } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: '¿Dónde trabaja {{hero}}?',
      options: ['En un bar', 'En una biblioteca', 'En un parque'],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: '¿Qué le sirvió {{waiter}} el primer día?',
      options: [
        'Un café con leche y una tostada',
        'Un té con limón y un cruasán',
        'Un zumo de naranja',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} se enfadó mucho con el camarero nuevo.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: '¿Qué había en las servilletas?',
      options: ['Dibujos', 'Números de teléfono', 'Recetas'],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} dijo que sí a la invitación.',
      answer: true,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} tiró las servilletas a la basura.',
      answer: false,
    },
  ],
})
