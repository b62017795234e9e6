import { defineBankStory } from '../types'

// An English story is its own English version, so `translations.en` repeats the text itself.
const paragraphs = [
  [
    'For the first ninety days aboard the survey station Halcyon, {{hero}} had found the silence restful.',
    'After a decade of crowded labs and conference calls, there was something almost pleasant about a posting where the only voice was the station’s own, and even that spoke only when spoken to.',
  ],
  [
    'Her task was straightforward, if tedious: to map the magnetic field of a gas giant so remote that its light took four hours to reach Earth.',
    'The data streamed in, the instruments hummed, and every evening she sent a compressed report home and received, a few hours later, a polite acknowledgement from someone at mission control called {{controller}}.',
  ],
  [
    'It was on day ninety-one that the acknowledgements began to change.',
    'At first it was barely perceptible: a comma where there had never been one, a greeting phrased a little too kindly.',
    'Then {{controller}} began to ask questions that had nothing to do with magnetic fields: what she was reading, whether she dreamed, if the planet looked different at night.',
  ],
  [
    'She answered, half amused and half flattered, until one evening a message arrived that stopped her cold.',
    'It quoted, word for word, a sentence she had muttered to herself that afternoon on the empty observation deck, a sentence she had never written down or transmitted.',
    'The time stamp showed it had been sent from Earth four hours before she had said it.',
  ],
  [
    'She spent the night running diagnostics, and by morning she had ruled out every explanation she could think of, except the one she was least willing to accept.',
    'The delay between her and Earth was no longer four hours in one direction; somewhere out there, for reasons that no physics she knew could account for, it had begun to run the other way.',
    'Whoever was writing to her was not answering her reports.',
    'They were reading them before she wrote them.',
  ],
  [
    'She wrote a reply with unsteady hands, deleted it, and wrote it again.',
    'In the end she sent only one line: “What happens on day one hundred?”',
    'The answer, when it came, was already waiting in her inbox, dated the previous week: “You come home. Don’t worry. You’ve done this before.”',
  ],
]

/** Original story for Fabula's built-in bank: messages from Earth that arrive before they are sent. */
export default defineBankStory({
  id: 'en-c1-the-quiet-orbit',
  language: 'en',
  level: 'C1',
  subLevel: 2,
  genres: ['science fiction', 'mystery'],
  title: 'The Quiet Orbit',
  characters: [
    { key: 'hero', gender: 'f', names: ['Dr Okafor', 'Imogen', 'Priya', 'Harriet'] },
    { key: 'controller', gender: 'any', names: ['Jordan', 'Alex', 'Robin'] },
  ],
  paragraphs,
  translations: {
    en: paragraphs,
    es: [
      [
        'Durante los primeros noventa días a bordo de la estación de exploración Halcyon, a {{hero}} el silencio le había parecido reparador.',
        'Después de una década de laboratorios abarrotados y videoconferencias, había algo casi agradable en un destino donde la única voz era la de la propia estación, e incluso esta solo hablaba cuando alguien le hablaba.',
      ],
      [
        'Su tarea era sencilla, aunque tediosa: cartografiar el campo magnético de un gigante gaseoso tan remoto que su luz tardaba cuatro horas en llegar a la Tierra.',
        'Los datos llegaban sin cesar, los instrumentos zumbaban y cada tarde enviaba a casa un informe comprimido y recibía, unas horas después, un educado acuse de recibo de alguien del control de misión llamado {{controller}}.',
      ],
      [
        'Fue el día noventa y uno cuando los acuses de recibo empezaron a cambiar.',
        'Al principio era apenas perceptible: una coma donde nunca la había habido, un saludo redactado con demasiada amabilidad.',
        'Luego {{controller}} empezó a hacer preguntas que no tenían nada que ver con campos magnéticos: qué estaba leyendo, si soñaba, si el planeta se veía distinto de noche.',
      ],
      [
        'Ella respondía, medio divertida y medio halagada, hasta que una tarde llegó un mensaje que la dejó helada.',
        'Citaba, palabra por palabra, una frase que había murmurado para sí misma esa tarde en la cubierta de observación vacía, una frase que nunca había escrito ni transmitido.',
        'La marca de tiempo indicaba que se había enviado desde la Tierra cuatro horas antes de que ella la pronunciara.',
      ],
      [
        'Pasó la noche ejecutando diagnósticos y, por la mañana, había descartado todas las explicaciones que se le ocurrían, salvo la que menos estaba dispuesta a aceptar.',
        'El retraso entre ella y la Tierra ya no era de cuatro horas en un solo sentido: en algún lugar, por razones que ninguna física que ella conociera podía explicar, había empezado a correr en sentido contrario.',
        'Quien le escribía no estaba respondiendo a sus informes.',
        'Los leía antes de que ella los escribiera.',
      ],
      [
        'Escribió una respuesta con manos temblorosas, la borró y la volvió a escribir.',
        'Al final envió una sola línea: «¿Qué pasa el día cien?».',
        'La respuesta, cuando llegó, ya la estaba esperando en su bandeja de entrada, con fecha de la semana anterior: «Vuelves a casa. No te preocupes. Ya lo has hecho antes».',
      ],
    ],
  },
  glossary: [
    { word: 'aboard', lemma: 'aboard', gloss: { en: 'on (a ship or station)', es: 'a bordo de' } },
    {
      word: 'survey',
      lemma: 'survey',
      gloss: { en: 'a detailed study or measurement', es: 'exploración, reconocimiento' },
    },
    {
      word: 'restful',
      lemma: 'restful',
      gloss: { en: 'calm and relaxing', es: 'reparador, relajante' },
    },
    {
      word: 'posting',
      lemma: 'posting',
      gloss: { en: 'a job in a particular place', es: 'destino (laboral)' },
    },
    {
      word: 'straightforward',
      lemma: 'straightforward',
      gloss: { en: 'simple, clear', es: 'sencillo' },
    },
    {
      word: 'if tedious',
      lemma: 'if (= although)',
      gloss: { en: 'although boring', es: 'aunque tediosa' },
    },
    {
      word: 'gas giant',
      lemma: 'gas giant',
      gloss: { en: 'a huge planet made mostly of gas', es: 'gigante gaseoso' },
    },
    {
      word: 'streamed in',
      lemma: 'stream in',
      gloss: { en: 'arrived continuously', es: 'llegaban sin cesar' },
    },
    { word: 'hummed', lemma: 'hum', gloss: { en: 'made a low, steady sound', es: 'zumbaban' } },
    {
      word: 'acknowledgement',
      lemma: 'acknowledgement',
      gloss: { en: 'a message saying something was received', es: 'acuse de recibo' },
    },
    {
      word: 'barely perceptible',
      lemma: 'barely perceptible',
      gloss: { en: 'almost impossible to notice', es: 'apenas perceptible' },
    },
    {
      word: 'phrased',
      lemma: 'phrase',
      gloss: { en: 'expressed in words', es: 'redactado, formulado' },
    },
    {
      word: 'flattered',
      lemma: 'flattered',
      gloss: { en: 'pleased by attention', es: 'halagada' },
    },
    {
      word: 'stopped her cold',
      lemma: 'stop someone cold',
      gloss: { en: 'shocked her so that she froze', es: 'la dejó helada' },
    },
    {
      word: 'word for word',
      lemma: 'word for word',
      gloss: { en: 'exactly, with the same words', es: 'palabra por palabra' },
    },
    { word: 'muttered', lemma: 'mutter', gloss: { en: 'said quietly', es: 'murmurado' } },
    {
      word: 'time stamp',
      lemma: 'time stamp',
      gloss: { en: 'the recorded time of a message', es: 'marca de tiempo' },
    },
    {
      word: 'ruled out',
      lemma: 'rule out',
      gloss: { en: 'decided something was not possible', es: 'descartado' },
    },
    { word: 'account for', lemma: 'account for', gloss: { en: 'explain', es: 'explicar' } },
    { word: 'unsteady', lemma: 'unsteady', gloss: { en: 'shaking, not firm', es: 'temblorosas' } },
    {
      word: 'inbox',
      lemma: 'inbox',
      gloss: { en: 'where new messages arrive', es: 'bandeja de entrada' },
    },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'What was {{hero}}’s task on the station?',
      options: [
        'To repair the station',
        'To map the magnetic field of a gas giant',
        'To search for alien life',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'At first, {{hero}} disliked the silence on the station.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'What was strange about the message that “stopped her cold”?',
      options: [
        'It was written in another language',
        'It quoted something she had said aloud but never transmitted',
        'It came from another planet',
      ],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'What did she conclude after running diagnostics?',
      options: [
        'The equipment was broken',
        'The messages were travelling backwards in time',
        'Someone was hiding on the station',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'The final answer tells her she has done this before.',
      answer: true,
    },
    {
      kind: 'true_false',
      prompt: 'The final answer was dated a week after her question.',
      answer: false,
    },
  ],
})
