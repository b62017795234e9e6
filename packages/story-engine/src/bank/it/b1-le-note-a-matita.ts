import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a romance told through pencil notes in library books. */
export default defineBankStory({
  id: 'it-b1-le-note-a-matita',
  language: 'it',
  level: 'B1',
  subLevel: 2,
  genres: ['romance', 'slice of life'],
  title: 'Le note a matita',
  characters: [
    { key: 'hero', gender: 'f', names: ['Beatrice', 'Caterina', 'Federica', 'Lucia'] },
    { key: 'reader', gender: 'm', names: ['Tommaso', 'Lorenzo', 'Filippo'] },
  ],
  paragraphs: [
    [
      '{{hero}} lavorava da due anni nella biblioteca comunale di una piccola città in Toscana.',
      'Era un lavoro tranquillo: sistemava i libri, dava una mano agli studenti e, ogni tanto, leggeva di nascosto dietro il bancone.',
    ],
    [
      'Un giorno, mentre guardava un vecchio romanzo appena restituito, ha trovato una frase scritta a matita sul margine di una pagina: «Anche tu pensi che il protagonista sia un po’ stupido?»',
      '{{hero}} ha sorriso.',
      'Era proibito scrivere nei libri, naturalmente, ma quella domanda era così carina che ha preso una matita e ha risposto: «Sì, ma solo fino al capitolo dieci.»',
    ],
    [
      'Una settimana dopo, il libro è tornato in biblioteca.',
      'Sotto la sua risposta c’era una nuova frase: «Allora devo continuare a leggere. Che cosa mi consigli dopo?»',
      'Da quel momento è nata una strana corrispondenza.',
      'Ogni settimana qualcuno prendeva in prestito un libro diverso, e ogni volta c’erano nuove parole a matita: idee, battute, piccoli segreti.',
    ],
    [
      '{{hero}} ha controllato il registro dei prestiti.',
      'Il nome era sempre lo stesso: {{reader}}, un insegnante di matematica che veniva il giovedì pomeriggio e non parlava quasi mai.',
      'Lei lo conosceva di vista, ma non aveva mai immaginato che fosse così divertente.',
    ],
    [
      'Il giovedì dopo, quando {{reader}} è venuto al bancone, {{hero}} gli ha dato il libro che aveva scelto per lui.',
      'Dentro, sull’ultima pagina, aveva scritto: «Il prossimo capitolo lo possiamo leggere insieme? Al bar qui di fronte, alle sei.»',
      '{{reader}} è diventato rosso come un pomodoro, ha letto il messaggio due volte e poi ha risposto ad alta voce: «Alle sei va benissimo.»',
    ],
  ],
  translations: {
    en: [
      [
        '{{hero}} had been working for two years at the public library of a small town in Tuscany.',
        'It was a quiet job: she put books in order, helped the students and, now and then, read secretly behind the desk.',
      ],
      [
        'One day, while she was looking at an old novel that had just been returned, she found a sentence written in pencil in the margin of a page: “Do you also think the main character is a bit stupid?”',
        '{{hero}} smiled.',
        'Writing in the books was forbidden, of course, but that question was so charming that she took a pencil and answered: “Yes, but only until chapter ten.”',
      ],
      [
        'A week later, the book came back to the library.',
        'Under her answer there was a new sentence: “Then I must keep reading. What do you recommend next?”',
        'From that moment a strange correspondence began.',
        'Every week someone borrowed a different book, and every time there were new words in pencil: ideas, jokes, little secrets.',
      ],
      [
        '{{hero}} checked the loans register.',
        'The name was always the same: {{reader}}, a maths teacher who came on Thursday afternoons and hardly ever spoke.',
        'She knew him by sight, but she had never imagined he was so funny.',
      ],
      [
        'The following Thursday, when {{reader}} came up to the desk, {{hero}} gave him the book she had chosen for him.',
        'Inside, on the last page, she had written: “Shall we read the next chapter together? At the café across the street, at six.”',
        '{{reader}} turned as red as a tomato, read the message twice and then answered out loud: “Six is perfect.”',
      ],
    ],
  },
  glossary: [
    {
      word: 'biblioteca comunale',
      lemma: 'biblioteca comunale',
      gloss: { en: 'public (town) library' },
    },
    { word: 'sistemava', lemma: 'sistemare', gloss: { en: 'put in order, arranged' } },
    { word: 'di nascosto', lemma: 'di nascosto', gloss: { en: 'secretly' } },
    { word: 'bancone', lemma: 'bancone', gloss: { en: 'counter, desk' } },
    { word: 'restituito', lemma: 'restituire', gloss: { en: 'returned, given back' } },
    { word: 'matita', lemma: 'matita', gloss: { en: 'pencil' } },
    { word: 'margine', lemma: 'margine', gloss: { en: 'margin' } },
    { word: 'proibito', lemma: 'proibito', gloss: { en: 'forbidden' } },
    { word: 'consigli', lemma: 'consigliare', gloss: { en: '(you) recommend' } },
    { word: 'corrispondenza', lemma: 'corrispondenza', gloss: { en: 'correspondence' } },
    {
      word: 'prendeva in prestito',
      lemma: 'prendere in prestito',
      gloss: { en: 'borrowed' },
    },
    { word: 'battute', lemma: 'battuta', gloss: { en: 'jokes, witty remarks' } },
    { word: 'registro', lemma: 'registro', gloss: { en: 'register, log' } },
    { word: 'di vista', lemma: 'di vista', gloss: { en: 'by sight' } },
    { word: 'di fronte', lemma: 'di fronte', gloss: { en: 'opposite, across the street' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Dove lavorava {{hero}}?',
      options: ['In una libreria', 'In una biblioteca comunale', 'In una scuola'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Nella biblioteca era permesso scrivere nei libri.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Come ha scoperto {{hero}} chi scriveva le note?',
      options: [
        'Gliel’ha detto un collega',
        'Ha controllato il registro dei prestiti',
        'Ha riconosciuto la calligrafia',
      ],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Che lavoro fa {{reader}}?',
      options: ['Il bibliotecario', 'Il cuoco', 'L’insegnante di matematica'],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: '{{reader}} parlava molto quando veniva in biblioteca.',
      answer: false,
    },
    {
      kind: 'true_false',
      prompt: 'Alla fine {{reader}} accetta l’invito.',
      answer: true,
    },
  ],
})
