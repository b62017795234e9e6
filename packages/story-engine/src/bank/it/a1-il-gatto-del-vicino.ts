import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a neighbour's cat and a breakfast biscuit. */
export default defineBankStory({
  id: 'it-a1-il-gatto-del-vicino',
  language: 'it',
  level: 'A1',
  subLevel: 1,
  genres: ['slice of life', 'humour'],
  title: '{{hero}} e il gatto del vicino',
  characters: [
    { key: 'hero', gender: 'f', names: ['Giulia', 'Chiara', 'Francesca', 'Marta'] },
    { key: 'neighbour', gender: 'm', names: ['Marco', 'Luca', 'Paolo'] },
  ],
  paragraphs: [
    [
      '{{hero}} abita in una piccola casa a Bologna.',
      'Ha venti anni e studia musica.',
      'Ogni mattina beve un caffè sul balcone e mangia un biscotto.',
    ],
    [
      'Oggi sul balcone c’è un gatto.',
      'Il gatto è grigio e molto grasso.',
      'Non è il gatto di {{hero}}: è il gatto del vicino, {{neighbour}}.',
    ],
    [
      '«Ciao, gatto!» dice {{hero}}.',
      'Il gatto guarda il biscotto.',
      'Poi guarda {{hero}}.',
      'Poi mangia il biscotto!',
    ],
    [
      '{{neighbour}} arriva alla finestra.',
      '«Scusa! Il mio gatto ama i biscotti», dice lui.',
      '{{hero}} ride.',
      'Adesso ogni mattina prende due biscotti: uno per lei e uno per il gatto.',
    ],
  ],
  translations: {
    en: [
      [
        '{{hero}} lives in a small house in Bologna.',
        'She is twenty years old and studies music.',
        'Every morning she drinks a coffee on the balcony and eats a biscuit.',
      ],
      [
        'Today there is a cat on the balcony.',
        'The cat is grey and very fat.',
        'It is not {{hero}}’s cat: it is the neighbour’s cat, {{neighbour}}’s.',
      ],
      [
        '“Hello, cat!” says {{hero}}.',
        'The cat looks at the biscuit.',
        'Then it looks at {{hero}}.',
        'Then it eats the biscuit!',
      ],
      [
        '{{neighbour}} comes to the window.',
        '“Sorry! My cat loves biscuits,” he says.',
        '{{hero}} laughs.',
        'Now every morning she takes two biscuits: one for her and one for the cat.',
      ],
    ],
  },
  glossary: [
    { word: 'abita', lemma: 'abitare', gloss: { en: 'lives' } },
    { word: 'balcone', lemma: 'balcone', gloss: { en: 'balcony' } },
    { word: 'biscotto', lemma: 'biscotto', gloss: { en: 'biscuit, cookie' } },
    { word: 'grigio', lemma: 'grigio', gloss: { en: 'grey' } },
    { word: 'grasso', lemma: 'grasso', gloss: { en: 'fat' } },
    { word: 'vicino', lemma: 'vicino', gloss: { en: 'neighbour' } },
    { word: 'guarda', lemma: 'guardare', gloss: { en: 'looks at' } },
    { word: 'finestra', lemma: 'finestra', gloss: { en: 'window' } },
    { word: 'Scusa', lemma: 'scusare', gloss: { en: 'sorry, excuse me (informal)' } },
    { word: 'ride', lemma: 'ridere', gloss: { en: 'laughs' } },
    { word: 'adesso', lemma: 'adesso', gloss: { en: 'now' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Dove abita {{hero}}?',
      options: ['A Roma', 'A Bologna', 'A Milano'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Il gatto è di {{hero}}.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Di che colore è il gatto?',
      options: ['Nero', 'Bianco', 'Grigio'],
      answer: 2,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Che cosa mangia il gatto?',
      options: ['Un biscotto', 'Un pesce', 'Una pizza'],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: 'Adesso {{hero}} prende due biscotti ogni mattina.',
      answer: true,
    },
  ],
})
