import { defineBankStory } from '../types'

// An English story is its own English version, so `translations.en` repeats the text itself.
const paragraphs = [
  [
    'When {{hero}}’s grandfather died, he left her three things: a wooden box, an old fishing boat and a map of a tiny island that she could not find anywhere on the internet.',
    'In the corner of the map, in his careful handwriting, he had written: “For {{hero}}, when she is ready.”',
  ],
  [
    '{{hero}} was thirty-two and worked in an office in Bristol.',
    'She had not been on a boat since she was a child.',
    'But that summer she took three weeks off, asked her friend {{friend}}, an experienced sailor, to come with her, and set off from a small harbour in Cornwall.',
  ],
  [
    'The first two days were easy.',
    'The sea was calm, the sun was warm, and {{friend}} taught her how to read the wind.',
    'On the third day, however, a thick fog came down, and for hours they could not see anything except grey water.',
    'They switched off the engine and drifted, listening to the waves.',
  ],
  [
    'When the fog finally lifted, they saw it: a small green island with white cliffs, exactly like the drawing on the map.',
    'They landed in a tiny cove and followed a path to the top of the hill.',
    'There they found a stone hut with a blue door.',
  ],
  [
    'Inside, on a table, there was a photograph of her grandfather as a young man, smiling next to a woman {{hero}} had never seen.',
    'Under the photo there was a letter.',
    '{{hero}} read it twice before she understood: her grandfather had a whole story that he had never told anyone, and now it was hers.',
    '“Well?” asked {{friend}}.',
    '“We need to stay longer,” said {{hero}}.',
  ],
]

/** Original story for Fabula's built-in bank: a sea journey to an island from a grandfather's map. */
export default defineBankStory({
  id: 'en-b1-the-island-map',
  language: 'en',
  level: 'B1',
  subLevel: 2,
  genres: ['adventure', 'mystery'],
  title: 'The Island Map',
  characters: [
    { key: 'hero', gender: 'f', names: ['Kate', 'Laura', 'Megan', 'Sophie'] },
    { key: 'friend', gender: 'm', names: ['Tom', 'Owen', 'Callum'] },
  ],
  paragraphs,
  translations: {
    en: paragraphs,
    es: [
      [
        'Cuando murió el abuelo de {{hero}}, le dejó tres cosas: una caja de madera, un viejo barco de pesca y el mapa de una isla diminuta que ella no conseguía encontrar en ninguna parte de internet.',
        'En una esquina del mapa, con su letra cuidadosa, él había escrito: «Para {{hero}}, cuando esté preparada».',
      ],
      [
        '{{hero}} tenía treinta y dos años y trabajaba en una oficina en Bristol.',
        'No se había subido a un barco desde que era niña.',
        'Pero ese verano se tomó tres semanas libres, le pidió a su amigo {{friend}}, un navegante con experiencia, que la acompañara, y zarpó desde un pequeño puerto de Cornualles.',
      ],
      [
        'Los dos primeros días fueron fáciles.',
        'El mar estaba tranquilo, el sol calentaba y {{friend}} le enseñó a leer el viento.',
        'Al tercer día, sin embargo, bajó una niebla espesa y durante horas no pudieron ver nada más que agua gris.',
        'Apagaron el motor y se dejaron llevar por el agua, escuchando las olas.',
      ],
      [
        'Cuando por fin se levantó la niebla, la vieron: una pequeña isla verde con acantilados blancos, exactamente como el dibujo del mapa.',
        'Desembarcaron en una cala diminuta y siguieron un sendero hasta lo alto de la colina.',
        'Allí encontraron una cabaña de piedra con una puerta azul.',
      ],
      [
        'Dentro, sobre una mesa, había una fotografía de su abuelo de joven, sonriendo junto a una mujer a la que {{hero}} nunca había visto.',
        'Debajo de la foto había una carta.',
        '{{hero}} la leyó dos veces antes de entenderlo: su abuelo tenía toda una historia que nunca le había contado a nadie, y ahora era suya.',
        '—¿Y bien? —preguntó {{friend}}.',
        '—Tenemos que quedarnos más tiempo —dijo {{hero}}.',
      ],
    ],
  },
  glossary: [
    {
      word: 'drifted',
      lemma: 'drift',
      gloss: {
        en: 'moved slowly, carried by the water',
        es: 'se dejaron llevar, iban a la deriva',
      },
    },
    { word: 'cove', lemma: 'cove', gloss: { en: 'a small bay with a beach', es: 'cala' } },
    { word: 'wooden', lemma: 'wooden', gloss: { en: 'made of wood', es: 'de madera' } },
    {
      word: 'handwriting',
      lemma: 'handwriting',
      gloss: { en: 'the way a person writes by hand', es: 'letra, caligrafía' },
    },
    { word: 'ready', lemma: 'ready', gloss: { en: 'prepared', es: 'preparado, listo' } },
    {
      word: 'took three weeks off',
      lemma: 'take time off',
      gloss: { en: 'had three weeks’ holiday from work', es: 'se tomó tres semanas libres' },
    },
    {
      word: 'experienced',
      lemma: 'experienced',
      gloss: { en: 'with a lot of practice', es: 'experimentado, con experiencia' },
    },
    {
      word: 'sailor',
      lemma: 'sailor',
      gloss: { en: 'a person who sails boats', es: 'marinero, navegante' },
    },
    { word: 'set off', lemma: 'set off', gloss: { en: 'started a journey', es: 'partió, zarpó' } },
    { word: 'harbour', lemma: 'harbour', gloss: { en: 'a safe place for boats', es: 'puerto' } },
    {
      word: 'calm',
      lemma: 'calm',
      gloss: { en: 'quiet, without waves', es: 'tranquilo, en calma' },
    },
    { word: 'however', lemma: 'however', gloss: { en: 'but', es: 'sin embargo' } },
    {
      word: 'thick',
      lemma: 'thick',
      gloss: { en: 'dense, hard to see through', es: 'espeso, denso' },
    },
    { word: 'fog', lemma: 'fog', gloss: { en: 'a cloud near the ground', es: 'niebla' } },
    {
      word: 'switched off',
      lemma: 'switch off',
      gloss: { en: 'stopped (a machine)', es: 'apagaron' },
    },
    { word: 'waves', lemma: 'wave', gloss: { en: 'moving lines of water on the sea', es: 'olas' } },
    {
      word: 'lifted',
      lemma: 'lift',
      gloss: { en: 'went away (of fog)', es: 'se levantó, se disipó' },
    },
    {
      word: 'cliffs',
      lemma: 'cliff',
      gloss: { en: 'high walls of rock by the sea', es: 'acantilados' },
    },
    {
      word: 'landed',
      lemma: 'land',
      gloss: { en: 'arrived on land from the sea', es: 'desembarcaron' },
    },
    { word: 'hut', lemma: 'hut', gloss: { en: 'a small, simple house', es: 'cabaña' } },
    { word: 'whole', lemma: 'whole', gloss: { en: 'complete, entire', es: 'entero, todo' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'What did the grandfather leave {{hero}}?',
      options: ['A house and a car', 'A box, a boat and a map', 'Money and a letter'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} often went sailing before this trip.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'What happened on the third day?',
      options: ['A storm broke the boat', 'A thick fog came down', 'They ran out of food'],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'What did they find at the top of the hill?',
      options: ['A lighthouse', 'A stone hut with a blue door', 'Another boat'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'The photograph showed her grandfather with a woman {{hero}} did not know.',
      answer: true,
    },
    {
      kind: 'true_false',
      prompt: 'At the end, {{hero}} wants to go home immediately.',
      answer: false,
    },
  ],
})
