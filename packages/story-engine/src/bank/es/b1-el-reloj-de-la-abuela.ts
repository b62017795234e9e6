import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a grandmother's clock that can stop time. */
export default defineBankStory({
  id: 'es-b1-el-reloj-de-la-abuela',
  language: 'es',
  level: 'B1',
  subLevel: 1,
  genres: ['fantasy'],
  title: 'El reloj de la abuela',
  characters: [{ key: 'hero', gender: 'm', names: ['Nicolás', 'Gabriel', 'Adrián', 'Óscar'] }],
  paragraphs: [
    [
      'Cuando murió su abuela, {{hero}} heredó una caja de madera con un reloj de bolsillo dentro.',
      'El reloj estaba roto y tenía una nota pegada: «Solo para urgencias. Nunca más de un minuto».',
      '{{hero}} pensó que era una broma de su abuela, que siempre había tenido mucho sentido del humor.',
    ],
    [
      'Una semana después, iba a llegar tarde a una entrevista de trabajo muy importante.',
      'El autobús estaba parado en un atasco y solo tenía cinco minutos.',
      'Sin pensarlo mucho, sacó el reloj del bolsillo y giró la pequeña corona.',
      'De repente, todo se quedó en silencio.',
      'Los coches no se movían, una paloma estaba quieta en el aire y el conductor tenía la boca abierta en mitad de un bostezo.',
    ],
    [
      '{{hero}} salió del autobús por la ventana y se fue corriendo por las calles inmóviles.',
      'Era una sensación extraña: el mundo parecía una fotografía enorme.',
      'Llegó a la puerta de la oficina justo cuando la aguja del reloj terminaba su vuelta.',
      'Entonces el ruido volvió de golpe, como una ola.',
    ],
    [
      'La entrevista salió bien y le dieron el puesto.',
      'Sin embargo, esa noche, delante del espejo, descubrió una cana nueva en su pelo negro.',
      'Entendió que el minuto no era gratis: el reloj lo tomaba de su propia vida.',
    ],
    [
      'Desde entonces, {{hero}} guarda el reloj en la caja de madera.',
      'Solo lo ha usado una vez más, para salvar a un niño que iba a cruzar la calle sin mirar.',
      'Esa vez, la cana nueva le dio igual.',
    ],
  ],
  translations: {
    en: [
      [
        'When his grandmother died, {{hero}} inherited a wooden box with a pocket watch inside.',
        'The watch was broken and had a note stuck to it: "Only for emergencies. Never more than one minute."',
        "{{hero}} thought it was one of his grandmother's jokes; she had always had a great sense of humour.",
      ],
      [
        'A week later, he was going to be late for a very important job interview.',
        'The bus was stuck in a traffic jam and he only had five minutes.',
        'Without thinking much, he took the watch out of his pocket and turned the little crown.',
        'Suddenly, everything went silent.',
        'The cars were not moving, a pigeon was still in the air and the driver had his mouth open in the middle of a yawn.',
      ],
      [
        '{{hero}} got out of the bus through the window and ran off through the motionless streets.',
        'It was a strange feeling: the world looked like an enormous photograph.',
        'He reached the office door just as the hand of the watch was finishing its turn.',
        'Then the noise came back all at once, like a wave.',
      ],
      [
        'The interview went well and they gave him the job.',
        'However, that night, in front of the mirror, he found a new grey hair in his black hair.',
        'He understood that the minute was not free: the watch took it from his own life.',
      ],
      [
        'Since then, {{hero}} keeps the watch in the wooden box.',
        'He has used it only once more, to save a child who was about to cross the street without looking.',
        'That time, he did not mind the new grey hair at all.',
      ],
    ],
  },
  glossary: [
    { word: 'heredó', lemma: 'heredar', gloss: { en: 'inherited' } },
    { word: 'reloj de bolsillo', lemma: 'reloj de bolsillo', gloss: { en: 'pocket watch' } },
    { word: 'pegada', lemma: 'pegado', gloss: { en: 'stuck, attached' } },
    { word: 'broma', lemma: 'broma', gloss: { en: 'joke' } },
    { word: 'entrevista', lemma: 'entrevista', gloss: { en: 'interview' } },
    { word: 'atasco', lemma: 'atasco', gloss: { en: 'traffic jam' } },
    { word: 'giró', lemma: 'girar', gloss: { en: 'turned' } },
    { word: 'paloma', lemma: 'paloma', gloss: { en: 'pigeon, dove' } },
    { word: 'bostezo', lemma: 'bostezo', gloss: { en: 'yawn' } },
    { word: 'inmóviles', lemma: 'inmóvil', gloss: { en: 'motionless, still' } },
    { word: 'aguja', lemma: 'aguja', gloss: { en: 'hand (of a clock); needle' } },
    { word: 'de golpe', lemma: 'de golpe', gloss: { en: 'all at once, suddenly' } },
    { word: 'puesto', lemma: 'puesto', gloss: { en: 'job, position' } },
    { word: 'sin embargo', lemma: 'sin embargo', gloss: { en: 'however' } },
    { word: 'cana', lemma: 'cana', gloss: { en: 'grey (white) hair' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: '¿Qué decía la nota del reloj?',
      options: [
        'Que el reloj era muy caro',
        'Que solo debía usarse en urgencias y no más de un minuto',
        'Que el reloj era un regalo de cumpleaños',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Al principio, {{hero}} creyó que la nota era una broma.',
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: '¿Por qué usó {{hero}} el reloj la primera vez?',
      options: [
        'Porque llegaba tarde a una entrevista',
        'Porque quería ver una paloma',
        'Porque el autobús tuvo un accidente',
      ],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: 'Mientras el tiempo estaba parado, la gente seguía hablando.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: '¿Qué precio tiene usar el reloj?',
      options: [
        'Cuesta dinero',
        'Se olvida un recuerdo',
        'Se pierde un poco de la propia vida',
        'Se rompe el reloj',
      ],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} usó el reloj otra vez para ayudar a un niño.',
      answer: true,
    },
  ],
})
