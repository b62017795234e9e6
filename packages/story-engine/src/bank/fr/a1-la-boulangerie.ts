import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a neighbourly morning at the bakery. */
export default defineBankStory({
  id: 'fr-a1-la-boulangerie',
  language: 'fr',
  level: 'A1',
  subLevel: 2,
  genres: ['slice of life', 'humour'],
  title: 'Le dimanche de {{hero}}',
  characters: [
    { key: 'hero', gender: 'm', names: ['Lucas', 'Hugo', 'Louis', 'Théo'] },
    { key: 'baker', gender: 'f', names: ['Madame Martin', 'Madame Petit', 'Madame Roux'] },
  ],
  paragraphs: [
    [
      "C'est samedi.",
      '{{hero}} a dix ans.',
      "Aujourd'hui, il va seul à la boulangerie pour la première fois.",
      "Sa maman lui donne de l'argent.",
    ],
    ['La boulangerie est dans la rue, à côté du café.', 'Ça sent bon le pain chaud et le café.'],
    [
      "La boulangère s'appelle {{baker}}.",
      'Elle est petite et elle a toujours le sourire.',
      "« Bonjour, jeune homme ! Qu'est-ce que tu veux ? »",
      "{{hero}} dit : « Un pain et quatre croissants, s'il vous plaît. »",
      '« Voilà. Ça fait quatre euros. »',
    ],
    [
      '{{hero}} paie et dit merci.',
      'Dans la rue, il a faim.',
      'Il en mange un, puis un autre.',
      'À la maison, il donne le sac à sa maman.',
      'Elle regarde dans le sac et rit : « Deux croissants pour quatre personnes ? »',
    ],
  ],
  translations: {
    en: [
      [
        'It is Saturday.',
        '{{hero}} is ten years old.',
        'Today, he is going to the bakery alone for the first time.',
        'His mum gives him some money.',
      ],
      [
        'The bakery is in the street, next to the café.',
        'It smells nice, of warm bread and coffee.',
      ],
      [
        'The baker is called {{baker}}.',
        'She is small and she always has a smile.',
        '"Hello, young man! What would you like?"',
        '{{hero}} says: "A loaf of bread and four croissants, please."',
        '"Here you are. That\'s four euros."',
      ],
      [
        '{{hero}} pays and says thank you.',
        'In the street, he is hungry.',
        'He eats one, then another one.',
        'At home, he gives the bag to his mum.',
        'She looks in the bag and laughs: "Two croissants for four people?"',
      ],
    ],
  },
  glossary: [
    { word: 'seul', lemma: 'seul', gloss: { en: 'alone' } },
    { word: 'boulangerie', lemma: 'boulangerie', gloss: { en: 'bakery' } },
    { word: 'à côté du', lemma: 'à côté de', gloss: { en: 'next to (the)' } },
    { word: 'sent bon', lemma: 'sentir bon', gloss: { en: 'smells good' } },
    { word: 'pain', lemma: 'pain', gloss: { en: 'bread' } },
    { word: 'boulangère', lemma: 'boulanger', gloss: { en: 'baker (woman)' } },
    { word: 'sourire', lemma: 'sourire', gloss: { en: 'smile' } },
    { word: 'paie', lemma: 'payer', gloss: { en: 'pays' } },
    { word: 'a faim', lemma: 'avoir faim', gloss: { en: 'is hungry' } },
    { word: 'sac', lemma: 'sac', gloss: { en: 'bag' } },
    { word: 'rit', lemma: 'rire', gloss: { en: 'laughs' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Quel âge a {{hero}} ?',
      options: ['Huit ans', 'Dix ans', 'Douze ans'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'La boulangerie est à côté du café.',
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: "Qu'est-ce que {{hero}} achète ?",
      options: ['Un pain et quatre croissants', 'Deux baguettes', 'Un gâteau au chocolat'],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: '{{baker}} est grande et triste.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Combien de croissants arrivent à la maison ?',
      options: ['Quatre', 'Trois', 'Deux'],
      answer: 2,
    },
  ],
})
