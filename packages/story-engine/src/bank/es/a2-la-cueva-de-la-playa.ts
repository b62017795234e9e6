import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a summer adventure in a sea cave. */
export default defineBankStory({
  id: 'es-a2-la-cueva-de-la-playa',
  language: 'es',
  level: 'A2',
  subLevel: 2,
  genres: ['adventure'],
  title: 'La cueva de la playa',
  characters: [
    { key: 'hero', gender: 'f', names: ['Marta', 'Laura', 'Paula', 'Irene'] },
    { key: 'friend', gender: 'm', names: ['Álvaro', 'Sergio', 'Rubén'] },
  ],
  paragraphs: [
    [
      'El verano pasado, {{hero}} y su amigo {{friend}} pasaron una semana en un pueblo de la costa.',
      'Cada mañana iban a una playa pequeña y tranquila.',
      'Al final de la playa había una cueva grande.',
    ],
    [
      'Un día, {{friend}} dijo: —¿Entramos?',
      '{{hero}} tenía un poco de miedo, pero dijo que sí.',
      'Con la luz del móvil, pasaron despacio.',
      'Dentro hacía frío y el agua goteaba del techo.',
    ],
    [
      'Después de unos minutos, vieron algo en la pared: un dibujo antiguo de un barco con tres velas.',
      'Debajo del dibujo había una caja de metal.',
      '{{hero}} la abrió con cuidado.',
      'Dentro encontraron una carta vieja y una moneda.',
      'La carta decía: «Para el próximo explorador. Deja algo tuyo y toma esta moneda».',
    ],
    [
      'De repente, {{friend}} vio algo en el suelo.',
      '—¡Viene el agua! —dijo muy alto.',
      'Era la marea.',
      'Salieron corriendo y llegaron a la arena con los pies mojados.',
    ],
    [
      'Al día siguiente fueron otra vez temprano, con la marea baja.',
      '{{hero}} dejó en la caja su pulsera favorita y un mensaje para el próximo explorador.',
      'Todavía guarda la moneda en su mesa.',
    ],
  ],
  translations: {
    en: [
      [
        'Last summer, {{hero}} and her friend {{friend}} spent a week in a town on the coast.',
        'Every morning they went to a small, quiet beach.',
        'At the end of the beach there was a big cave.',
      ],
      [
        'One day, {{friend}} said: "Shall we go in?"',
        '{{hero}} was a little afraid, but she said yes.',
        'With the light of the mobile phone, they went in slowly.',
        'Inside it was cold and water dripped from the ceiling.',
      ],
      [
        'After a few minutes, they saw something on the wall: an old drawing of a ship with three sails.',
        'Under the drawing there was a metal box.',
        '{{hero}} opened it carefully.',
        'Inside they found an old letter and a coin.',
        'The letter said: "For the next explorer. Leave something of yours and take this coin."',
      ],
      [
        'Suddenly, {{friend}} saw something on the ground.',
        '"The water is coming!" he said very loudly.',
        'It was the tide.',
        'They ran out and reached the sand with wet feet.',
      ],
      [
        'The next day they came back early, at low tide.',
        '{{hero}} left her favourite bracelet in the box and a message for the next explorer.',
        'She still keeps the coin on her desk.',
      ],
    ],
  },
  glossary: [
    { word: 'costa', lemma: 'costa', gloss: { en: 'coast' } },
    { word: 'cueva', lemma: 'cueva', gloss: { en: 'cave' } },
    { word: 'miedo', lemma: 'miedo', gloss: { en: 'fear (tener miedo: to be afraid)' } },
    { word: 'goteaba', lemma: 'gotear', gloss: { en: 'was dripping' } },
    { word: 'techo', lemma: 'techo', gloss: { en: 'ceiling, roof' } },
    { word: 'velas', lemma: 'vela', gloss: { en: 'sails (also: candles)' } },
    { word: 'moneda', lemma: 'moneda', gloss: { en: 'coin' } },
    { word: 'de repente', lemma: 'de repente', gloss: { en: 'suddenly' } },
    { word: 'marea', lemma: 'marea', gloss: { en: 'tide' } },
    { word: 'mojados', lemma: 'mojado', gloss: { en: 'wet' } },
    { word: 'pulsera', lemma: 'pulsera', gloss: { en: 'bracelet' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: '¿Cuánto tiempo pasaron {{hero}} y {{friend}} en el pueblo?',
      options: ['Un fin de semana', 'Una semana', 'Un mes'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} no tenía nada de miedo antes de entrar en la cueva.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: '¿Qué había en la pared de la cueva?',
      options: ['Un mapa', 'El dibujo de un barco', 'Una puerta'],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: '¿Por qué salieron corriendo de la cueva?',
      options: ['Porque vieron un animal', 'Porque era de noche', 'Porque subía la marea'],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} dejó una pulsera en la caja.',
      answer: true,
    },
  ],
})
