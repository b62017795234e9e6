import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a garden robot on a space station learns to lie kindly. */
export default defineBankStory({
  id: 'es-b1-el-robot-jardinero',
  language: 'es',
  level: 'B1',
  subLevel: 3,
  genres: ['science fiction'],
  title: 'El jardín de la estación',
  characters: [
    { key: 'hero', gender: 'f', names: ['Valeria', 'Alicia', 'Inés', 'Julia'] },
    { key: 'robot', gender: 'any', names: ['R-7', 'Brote', 'Musgo'] },
  ],
  paragraphs: [
    [
      'En la estación espacial Alba había doce personas y un robot jardinero llamado {{robot}}.',
      'Su trabajo era cuidar el único jardín de la estación: algunas plantas y un pequeño limonero.',
      'Para la tripulación, aquel rincón verde era lo más parecido a estar en casa.',
    ],
    [
      'La ingeniera {{hero}} pasaba allí su tiempo libre.',
      'Le gustaba hablar con {{robot}} mientras regaba las plantas.',
      'Un día vio que el limonero tenía las hojas amarillas.',
      '—¿Está enfermo? —preguntó.',
      '—Sí —dijo {{robot}}—. Creo que morirá en diez días.',
    ],
    [
      '{{hero}} no dijo nada.',
      'Sabía que el limonero era especial para el comandante: lo había traído desde la Tierra su hija, antes del despegue.',
      'Sin el árbol, el ánimo de toda la tripulación iba a empeorar.',
    ],
    [
      'Aquella noche, {{hero}} y {{robot}} fueron juntos a ver el sistema de agua.',
      'Vieron que una pieza estaba rota y que el agua llevaba demasiada sal.',
      'Cambiar la pieza les llevó cuatro horas, pero al final lo hicieron.',
    ],
    [
      'A la mañana siguiente, el comandante pasó por el jardín y miró el limonero con preocupación.',
      '—¿Va a sobrevivir? —preguntó.',
      '{{robot}} se quedó un segundo sin decir nada, algo muy raro en una máquina.',
      '—Va a sobrevivir —dijo por fin.',
      'Cuando el comandante se fue, {{hero}} miró al robot.',
      '—No estabas seguro, ¿verdad?',
      '—No —admitió {{robot}}—. Pero he aprendido que a veces la esperanza también es un fertilizante.',
    ],
  ],
  translations: {
    en: [
      [
        'On the space station Alba there were twelve people and a gardening robot called {{robot}}.',
        "Its job was to look after the station's only garden: a few plants and a small lemon tree.",
        'For the crew, that green corner was the closest thing to being at home.',
      ],
      [
        'The engineer {{hero}} spent her free time there.',
        'She liked talking to {{robot}} while it watered the plants.',
        'One day she saw that the lemon tree had yellow leaves.',
        '"Is it ill?" she asked.',
        '"Yes," said {{robot}}. "I think it will die in ten days."',
      ],
      [
        '{{hero}} said nothing.',
        'She knew that the lemon tree was special for the commander: his daughter had brought it from Earth, before the launch.',
        'Without the tree, the mood of the whole crew was going to get worse.',
      ],
      [
        'That night, {{hero}} and {{robot}} went together to look at the water system.',
        'They saw that a part was broken and that the water carried too much salt.',
        'Changing the part took them four hours, but in the end they did it.',
      ],
      [
        'The next morning, the commander came by the garden and looked at the lemon tree with concern.',
        '"Is it going to survive?" he asked.',
        '{{robot}} was silent for a second, something very unusual in a machine.',
        '"It is going to survive," it said at last.',
        'When the commander left, {{hero}} looked at the robot.',
        '"You weren\'t sure, were you?"',
        '"No," admitted {{robot}}. "But I have learned that sometimes hope is also a fertiliser."',
      ],
    ],
  },
  glossary: [
    { word: 'estación espacial', lemma: 'estación espacial', gloss: { en: 'space station' } },
    { word: 'limonero', lemma: 'limonero', gloss: { en: 'lemon tree' } },
    { word: 'tripulación', lemma: 'tripulación', gloss: { en: 'crew' } },
    { word: 'rincón', lemma: 'rincón', gloss: { en: 'corner, nook' } },
    { word: 'regaba', lemma: 'regar', gloss: { en: 'was watering' } },
    { word: 'hojas', lemma: 'hoja', gloss: { en: 'leaves' } },
    { word: 'despegue', lemma: 'despegue', gloss: { en: 'launch, take-off' } },
    { word: 'ánimo', lemma: 'ánimo', gloss: { en: 'mood, spirits' } },
    { word: 'empeorar', lemma: 'empeorar', gloss: { en: 'to get worse' } },
    { word: 'sobrevivir', lemma: 'sobrevivir', gloss: { en: 'to survive' } },
    { word: 'admitió', lemma: 'admitir', gloss: { en: 'admitted' } },
    { word: 'esperanza', lemma: 'esperanza', gloss: { en: 'hope' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: '¿Cuántas personas vivían en la estación Alba?',
      options: ['Diez', 'Doce', 'Veinte'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} trabajaba como médica en la estación.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: '¿Por qué era especial el limonero?',
      options: [
        'Porque daba limones muy grandes',
        'Porque lo había traído la hija del comandante',
        'Porque era el último árbol de la Tierra',
      ],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: '¿Cuál era el problema del limonero?',
      options: [
        'Tenía poca luz',
        'Hacía demasiado frío',
        'El agua tenía demasiada sal por una pieza rota',
      ],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: '{{robot}} estaba completamente seguro de que el árbol iba a vivir.',
      answer: false,
    },
  ],
})
