import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a village telegraph operator on a stormy night in 1911. */
export default defineBankStory({
  id: 'es-b2-la-telegrafista',
  language: 'es',
  level: 'B2',
  subLevel: 2,
  genres: ['historical', 'adventure'],
  title: 'La telegrafista',
  characters: [
    { key: 'hero', gender: 'f', names: ['Amparo', 'Consuelo', 'Remedios', 'Pilar'] },
    { key: 'mayor', gender: 'm', names: ['don Anselmo', 'don Evaristo', 'don Clemente'] },
  ],
  paragraphs: [
    [
      'En el invierno de 1911, {{hero}} tenía veintidós años y era la única telegrafista de un pueblo pesquero del norte.',
      'Había conseguido el puesto después de aprobar un examen en la capital, cosa que muchos vecinos todavía consideraban impropia de una mujer.',
      'El alcalde, {{mayor}}, no perdía ocasión de recordarle que aquel trabajo, en su opinión, pertenecía a un hombre.',
    ],
    [
      'La noche del 14 de enero se desató un temporal como no se recordaba en décadas.',
      'Las olas saltaban por encima del muelle y el viento arrancaba las tejas de los tejados.',
      'Poco antes de la medianoche, el aparato empezó a sonar: un mensaje urgente de la estación vecina anunciaba que un vapor con cuarenta pasajeros había perdido el timón y derivaba hacia las rocas de la punta.',
    ],
    [
      '{{hero}} comprendió que, si esperaba a que alguien fuera a buscar al alcalde, sería demasiado tarde.',
      'Se puso el abrigo, cogió un farol y corrió hasta la casa de los pescadores.',
      'Aunque al principio la miraron con desconfianza, bastó con que leyera el telegrama en voz alta para que seis hombres se levantaran sin decir palabra.',
    ],
    [
      'Mientras las lanchas salían, ella volvió a la oficina para mantener la comunicación con el resto de la costa.',
      'Pasó la noche entera transmitiendo la posición del barco y pidiendo ayuda a los puertos cercanos.',
      'Al amanecer, llegó por fin la noticia que esperaba: todos los pasajeros estaban a salvo.',
    ],
    [
      'Días después, {{mayor}} se presentó en la oficina con el sombrero en la mano.',
      'No llegó a pedirle perdón, pero le dejó sobre la mesa un ramo de flores secas y una carta del gobernador que elogiaba su valor.',
      '{{hero}} la guardó en un cajón junto al reglamento, y siguió trabajando allí durante treinta años.',
    ],
  ],
  translations: {
    en: [
      [
        'In the winter of 1911, {{hero}} was twenty-two years old and was the only telegraph operator in a fishing village in the north.',
        'She had got the position after passing an exam in the capital, something many neighbours still considered unsuitable for a woman.',
        'The mayor, {{mayor}}, never missed a chance to remind her that that job, in his opinion, belonged to a man.',
      ],
      [
        'On the night of 14 January a storm broke out like nobody could remember in decades.',
        'The waves leapt over the harbour wall and the wind tore the tiles off the roofs.',
        'Shortly before midnight, the machine began to sound: an urgent message from the neighbouring station announced that a steamer with forty passengers had lost its rudder and was drifting towards the rocks of the headland.',
      ],
      [
        '{{hero}} understood that, if she waited for someone to fetch the mayor, it would be too late.',
        "She put on her coat, took a lantern and ran to the fishermen's house.",
        'Although at first they looked at her with distrust, it was enough for her to read the telegram aloud for six men to stand up without saying a word.',
      ],
      [
        'While the boats went out, she went back to the office to keep in contact with the rest of the coast.',
        "She spent the whole night transmitting the ship's position and asking the nearby ports for help.",
        'At dawn, the news she was waiting for finally arrived: all the passengers were safe.',
      ],
      [
        'Days later, {{mayor}} turned up at the office with his hat in his hand.',
        'He did not quite ask her forgiveness, but he left on her desk a bunch of dried flowers and a letter from the governor praising her courage.',
        '{{hero}} kept it in a drawer next to the regulations, and went on working there for thirty years.',
      ],
    ],
  },
  glossary: [
    { word: 'telegrafista', lemma: 'telegrafista', gloss: { en: 'telegraph operator' } },
    { word: 'pesquero', lemma: 'pesquero', gloss: { en: 'fishing (adj.)' } },
    { word: 'aprobar', lemma: 'aprobar', gloss: { en: 'to pass (an exam)' } },
    { word: 'impropia', lemma: 'impropio', gloss: { en: 'unsuitable, improper' } },
    { word: 'alcalde', lemma: 'alcalde', gloss: { en: 'mayor' } },
    { word: 'se desató', lemma: 'desatarse', gloss: { en: 'broke out, was unleashed' } },
    { word: 'temporal', lemma: 'temporal', gloss: { en: 'storm (at sea)' } },
    { word: 'muelle', lemma: 'muelle', gloss: { en: 'quay, harbour wall' } },
    { word: 'tejas', lemma: 'teja', gloss: { en: 'roof tiles' } },
    { word: 'vapor', lemma: 'vapor', gloss: { en: 'steamship, steamer' } },
    { word: 'timón', lemma: 'timón', gloss: { en: 'rudder, helm' } },
    { word: 'derivaba', lemma: 'derivar', gloss: { en: 'was drifting' } },
    { word: 'farol', lemma: 'farol', gloss: { en: 'lantern' } },
    { word: 'desconfianza', lemma: 'desconfianza', gloss: { en: 'distrust, suspicion' } },
    { word: 'lanchas', lemma: 'lancha', gloss: { en: 'boats, launches' } },
    { word: 'a salvo', lemma: 'a salvo', gloss: { en: 'safe' } },
    { word: 'elogiaba', lemma: 'elogiar', gloss: { en: 'praised' } },
    { word: 'reglamento', lemma: 'reglamento', gloss: { en: 'regulations, rule book' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: '¿Qué opinaba el alcalde del trabajo de {{hero}}?',
      options: [
        'Que era perfecto para ella',
        'Que debía hacerlo un hombre',
        'Que estaba muy mal pagado',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'El mensaje urgente hablaba de un barco que se dirigía hacia las rocas.',
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: '¿Qué hizo {{hero}} al recibir el telegrama?',
      options: [
        'Fue a buscar al alcalde',
        'Esperó a que amaneciera',
        'Avisó directamente a los pescadores',
        'Salió en una lancha',
      ],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: 'Los pescadores se negaron a salir por culpa del temporal.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: '¿Qué le llevó {{mayor}} a la oficina?',
      options: [
        'Una disculpa por escrito',
        'Flores secas y una carta del gobernador',
        'Un telegrama nuevo',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} dejó su trabajo poco después de aquella noche.',
      answer: false,
    },
  ],
})
