import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: two sisters lost in a mountain storm. */
export default defineBankStory({
  id: 'it-a2-una-notte-in-montagna',
  language: 'it',
  level: 'A2',
  subLevel: 3,
  genres: ['adventure'],
  title: 'Una notte in montagna',
  characters: [
    { key: 'hero', gender: 'f', names: ['Elisa', 'Sara', 'Valentina', 'Laura'] },
    { key: 'sister', gender: 'f', names: ['Irene', 'Paola', 'Silvia'] },
  ],
  paragraphs: [
    [
      'L’estate scorsa {{hero}} e sua sorella {{sister}} sono andate in montagna per tre giorni.',
      'Avevano uno zaino grande, una tenda e una mappa.',
      'Il primo giorno hanno camminato per sei ore nel bosco.',
    ],
    [
      'Il secondo giorno il tempo è cambiato.',
      'Il cielo è diventato nero e ha cominciato a piovere forte.',
      'Le due sorelle hanno perso il sentiero e non avevano più la mappa.',
    ],
    [
      '«Che cosa facciamo adesso?» ha chiesto {{sister}}.',
      '{{hero}} ha visto una luce lontana tra gli alberi.',
      'Sono andate verso la luce per mezz’ora, bagnate e stanche.',
    ],
    [
      'La luce era un rifugio.',
      'Dentro c’erano un vecchio pastore e il suo cane.',
      'Il pastore ha preparato una zuppa calda e ha raccontato storie di lupi e di neve.',
    ],
    [
      'La mattina dopo il sole era di nuovo nel cielo.',
      'Il pastore ha mostrato alle ragazze la strada per il paese.',
      'Quando sono tornate a casa, hanno detto: «L’anno prossimo torniamo, ma con due mappe!»',
    ],
  ],
  translations: {
    en: [
      [
        'Last summer {{hero}} and her sister {{sister}} went to the mountains for three days.',
        'They had a big backpack, a tent and a map.',
        'On the first day they walked for six hours in the woods.',
      ],
      [
        'On the second day the weather changed.',
        'The sky turned black and it started to rain hard.',
        'The two sisters lost the path and no longer had the map.',
      ],
      [
        '“What do we do now?” asked {{sister}}.',
        '{{hero}} saw a distant light among the trees.',
        'They went towards the light for half an hour, wet and tired.',
      ],
      [
        'The light was a mountain hut.',
        'Inside there were an old shepherd and his dog.',
        'The shepherd made a hot soup and told stories about wolves and snow.',
      ],
      [
        'The next morning the sun was in the sky again.',
        'The shepherd showed the girls the way to the village.',
        'When they got back home, they said: “Next year we’ll go back, but with two maps!”',
      ],
    ],
  },
  glossary: [
    { word: 'scorsa', lemma: 'scorso', gloss: { en: 'last (previous)' } },
    { word: 'zaino', lemma: 'zaino', gloss: { en: 'backpack' } },
    { word: 'tenda', lemma: 'tenda', gloss: { en: 'tent' } },
    { word: 'bosco', lemma: 'bosco', gloss: { en: 'wood, forest' } },
    { word: 'sentiero', lemma: 'sentiero', gloss: { en: 'path, trail' } },
    { word: 'lontana', lemma: 'lontano', gloss: { en: 'distant, far away' } },
    { word: 'bagnate', lemma: 'bagnato', gloss: { en: 'wet' } },
    { word: 'stanche', lemma: 'stanco', gloss: { en: 'tired' } },
    { word: 'rifugio', lemma: 'rifugio', gloss: { en: 'mountain hut, shelter' } },
    { word: 'pastore', lemma: 'pastore', gloss: { en: 'shepherd' } },
    { word: 'zuppa', lemma: 'zuppa', gloss: { en: 'soup' } },
    { word: 'lupi', lemma: 'lupo', gloss: { en: 'wolves' } },
    { word: 'paese', lemma: 'paese', gloss: { en: 'village, small town' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Per quanti giorni sono andate in montagna le sorelle?',
      options: ['Due', 'Tre', 'Cinque'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Il secondo giorno c’era il sole.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Che cosa hanno perso le sorelle?',
      options: ['Il cane', 'La tenda', 'Il sentiero e la mappa'],
      answer: 2,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Chi c’era nel rifugio?',
      options: ['Un pastore con il suo cane', 'Due turisti', 'Un poliziotto'],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: 'Il pastore ha preparato una zuppa calda.',
      answer: true,
    },
  ],
})
