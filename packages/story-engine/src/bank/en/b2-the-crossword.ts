import { defineBankStory } from '../types'

// An English story is its own English version, so `translations.en` repeats the text itself.
const paragraphs = [
  [
    'Every morning at 7.42, {{hero}} boarded the same carriage of the same train to Manchester, sat in the same window seat and opened the newspaper at the crossword.',
    'It was the only part of the day that felt entirely hers, and she guarded it fiercely.',
  ],
  [
    'For months, the man opposite her had been an anonymous presence: grey coat, takeaway coffee, a habit of sighing at his phone.',
    'Then, one wet Tuesday, she got stuck on seventeen across, an eleven-letter word for “an unexpected piece of luck”, and, without thinking, muttered the clue out loud.',
    '“Serendipity,” said the man, without looking up.',
  ],
  [
    'She was annoyed, half because he was right and half because she should have known it.',
    'The next day, as if to make a point, she solved the whole puzzle before Stockport.',
    'He noticed, raised an eyebrow and, which annoyed her even more, started to clap quietly.',
  ],
  [
    'Over the following weeks, the crossword turned into a silent competition and then, gradually, into something closer to a conversation.',
    'She discovered that his name was {{commuter}}, that he taught history at a school and that he was hopeless at anything to do with rivers or capital cities.',
    'He discovered that she was an engineer, that she hated the word “moist” and that she laughed with her whole face when she thought no one was watching.',
  ],
  [
    'In March the timetable changed, and for three days he did not appear.',
    'To her surprise, the crossword felt a little pointless without him.',
    'On the fourth day, she found a folded newspaper on her usual seat.',
    'Someone had completed the puzzle in neat capital letters, except for one clue, which had been circled twice: “Would you have dinner with me? (3)”.',
    'She took out her pen and, smiling, wrote the answer.',
  ],
]

/** Original story for Fabula's built-in bank: a commuter romance conducted through a crossword. */
export default defineBankStory({
  id: 'en-b2-the-crossword',
  language: 'en',
  level: 'B2',
  subLevel: 2,
  genres: ['romance', 'humour'],
  title: 'The Crossword',
  characters: [
    { key: 'hero', gender: 'f', names: ['Rachel', 'Helen', 'Naomi', 'Alice'] },
    { key: 'commuter', gender: 'm', names: ['Daniel', 'Michael', 'Adam'] },
  ],
  paragraphs,
  translations: {
    en: paragraphs,
    es: [
      [
        'Cada mañana a las 7:42, {{hero}} subía al mismo vagón del mismo tren a Mánchester, se sentaba en el mismo asiento de ventanilla y abría el periódico por el crucigrama.',
        'Era la única parte del día que sentía completamente suya, y la defendía con uñas y dientes.',
      ],
      [
        'Durante meses, el hombre sentado frente a ella había sido una presencia anónima: abrigo gris, café para llevar y la costumbre de suspirar mirando el móvil.',
        'Entonces, un martes lluvioso, se quedó atascada en el diecisiete horizontal, una palabra de once letras para «un golpe de suerte inesperado», y, sin pensar, murmuró la definición en voz alta.',
        '—Serendipia —dijo el hombre, sin levantar la vista.',
      ],
      [
        'Ella se molestó, en parte porque él tenía razón y en parte porque debería haberlo sabido.',
        'Al día siguiente, como para dejar las cosas claras, resolvió todo el crucigrama antes de llegar a Stockport.',
        'Él se dio cuenta, arqueó una ceja y, para molestarla aún más, empezó a aplaudir en silencio.',
      ],
      [
        'En las semanas siguientes, el crucigrama se convirtió en una competición silenciosa y luego, poco a poco, en algo más parecido a una conversación.',
        'Ella descubrió que se llamaba {{commuter}}, que enseñaba historia en un instituto y que era un negado para todo lo que tuviera que ver con ríos o capitales.',
        'Él descubrió que ella era ingeniera, que odiaba la palabra «húmedo» y que se reía con toda la cara cuando creía que nadie la miraba.',
      ],
      [
        'En marzo cambió el horario y durante tres días él no apareció.',
        'Para su sorpresa, sin él el crucigrama le parecía un poco inútil.',
        'El cuarto día encontró un periódico doblado en su asiento de siempre.',
        'Alguien había completado el crucigrama con mayúsculas pulcras, salvo una definición, rodeada dos veces con un círculo: «¿Cenarías conmigo? (3)».',
        'Ella sacó su bolígrafo y, sonriendo, escribió la respuesta.',
      ],
    ],
  },
  glossary: [
    {
      word: 'boarded',
      lemma: 'board',
      gloss: { en: 'got on (a train, plane or ship)', es: 'subía a' },
    },
    {
      word: 'carriage',
      lemma: 'carriage',
      gloss: { en: 'one of the cars of a train', es: 'vagón' },
    },
    {
      word: 'crossword',
      lemma: 'crossword',
      gloss: { en: 'a word puzzle in a grid', es: 'crucigrama' },
    },
    { word: 'guarded', lemma: 'guard', gloss: { en: 'protected', es: 'protegía, defendía' } },
    {
      word: 'fiercely',
      lemma: 'fiercely',
      gloss: { en: 'with great energy and strength', es: 'con uñas y dientes, ferozmente' },
    },
    { word: 'anonymous', lemma: 'anonymous', gloss: { en: 'with no known name', es: 'anónimo' } },
    {
      word: 'takeaway',
      lemma: 'takeaway',
      gloss: { en: 'bought to drink or eat elsewhere', es: 'para llevar' },
    },
    {
      word: 'sighing',
      lemma: 'sigh',
      gloss: { en: 'breathing out loudly, tired or sad', es: 'suspirar' },
    },
    {
      word: 'got stuck',
      lemma: 'get stuck',
      gloss: { en: 'could not continue', es: 'se quedó atascada' },
    },
    {
      word: 'clue',
      lemma: 'clue',
      gloss: { en: 'the hint for one word of a crossword', es: 'definición, pista' },
    },
    {
      word: 'muttered',
      lemma: 'mutter',
      gloss: { en: 'said quietly, almost to oneself', es: 'murmuró' },
    },
    {
      word: 'annoyed',
      lemma: 'annoyed',
      gloss: { en: 'a little angry', es: 'molesta, fastidiada' },
    },
    {
      word: 'to make a point',
      lemma: 'make a point',
      gloss: { en: 'to show clearly what one thinks', es: 'para dejar las cosas claras' },
    },
    {
      word: 'eyebrow',
      lemma: 'eyebrow',
      gloss: { en: 'the line of hair above the eye', es: 'ceja' },
    },
    {
      word: 'gradually',
      lemma: 'gradually',
      gloss: { en: 'slowly, little by little', es: 'poco a poco' },
    },
    {
      word: 'hopeless',
      lemma: 'hopeless',
      gloss: { en: 'very bad (at something)', es: 'negado, un desastre' },
    },
    { word: 'moist', lemma: 'moist', gloss: { en: 'slightly wet', es: 'húmedo' } },
    {
      word: 'timetable',
      lemma: 'timetable',
      gloss: { en: 'the list of times for trains', es: 'horario' },
    },
    {
      word: 'pointless',
      lemma: 'pointless',
      gloss: { en: 'without purpose or meaning', es: 'inútil, sin sentido' },
    },
    { word: 'folded', lemma: 'fold', gloss: { en: 'bent over on itself', es: 'doblado' } },
    { word: 'neat', lemma: 'neat', gloss: { en: 'tidy and careful', es: 'pulcro, ordenado' } },
    {
      word: 'circled',
      lemma: 'circle',
      gloss: { en: 'with a ring drawn around it', es: 'rodeado con un círculo' },
    },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'What does {{hero}} do every morning on the train?',
      options: ['She reads a novel', 'She does the crossword', 'She sleeps'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} was pleased when the man gave her the answer.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'What is {{commuter}}’s job?',
      options: ['Engineer', 'History teacher', 'Train driver'],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Why did {{commuter}} disappear for three days?',
      options: ['He was ill', 'The timetable changed', 'He moved to another city'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'The last clue was an invitation to dinner.',
      answer: true,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} works as an engineer.',
      answer: true,
    },
  ],
})
