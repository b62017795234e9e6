import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a fairy tale about a fallen star. */
export default defineBankStory({
  id: 'it-a1-la-stella-nel-giardino',
  language: 'it',
  level: 'A1',
  subLevel: 2,
  genres: ['fairy tale'],
  title: 'La stella nel giardino',
  characters: [{ key: 'hero', gender: 'f', names: ['Sofia', 'Alice', 'Emma', 'Anna'] }],
  paragraphs: [
    [
      'C’è una bambina che si chiama {{hero}}.',
      'Vive vicino al mare con la nonna.',
      'La sera {{hero}} guarda il cielo dalla finestra.',
    ],
    [
      'Una sera una piccola stella cade nel giardino.',
      'La stella è triste e ha freddo.',
      '«Non posso tornare nel cielo», dice la stella.',
    ],
    [
      '{{hero}} porta la stella in casa.',
      'La nonna fa una tazza di latte caldo.',
      'La stella beve il latte e diventa molto luminosa.',
    ],
    [
      '«Adesso sono forte!» dice la stella.',
      'Vola dalla finestra e torna nel cielo.',
      'Da quella sera, la stella più bella del cielo è la stella di {{hero}}.',
    ],
  ],
  translations: {
    en: [
      [
        'There is a little girl called {{hero}}.',
        'She lives near the sea with her grandmother.',
        'In the evening {{hero}} looks at the sky from the window.',
      ],
      [
        'One evening a little star falls into the garden.',
        'The star is sad and cold.',
        '“I cannot go back to the sky,” says the star.',
      ],
      [
        '{{hero}} takes the star into the house.',
        'Grandmother makes a cup of hot milk.',
        'The star drinks the milk and becomes very bright.',
      ],
      [
        '“Now I am strong!” says the star.',
        'It flies out of the window and goes back to the sky.',
        'From that evening on, the most beautiful star in the sky is {{hero}}’s star.',
      ],
    ],
  },
  glossary: [
    { word: 'bambina', lemma: 'bambina', gloss: { en: 'little girl, child' } },
    { word: 'nonna', lemma: 'nonna', gloss: { en: 'grandmother' } },
    { word: 'cielo', lemma: 'cielo', gloss: { en: 'sky' } },
    { word: 'stella', lemma: 'stella', gloss: { en: 'star' } },
    { word: 'cade', lemma: 'cadere', gloss: { en: 'falls' } },
    { word: 'giardino', lemma: 'giardino', gloss: { en: 'garden' } },
    { word: 'triste', lemma: 'triste', gloss: { en: 'sad' } },
    { word: 'ha freddo', lemma: 'avere freddo', gloss: { en: 'is cold (feels cold)' } },
    { word: 'tornare', lemma: 'tornare', gloss: { en: 'to go back, to return' } },
    { word: 'tazza', lemma: 'tazza', gloss: { en: 'cup' } },
    { word: 'luminosa', lemma: 'luminoso', gloss: { en: 'bright, shining' } },
    { word: 'vola', lemma: 'volare', gloss: { en: 'flies' } },
  ],
  questions: [
    {
      kind: 'true_false',
      prompt: '{{hero}} vive con la nonna.',
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Dove cade la stella?',
      options: ['Nel mare', 'Nel giardino', 'Sul tetto'],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Come sta la stella quando cade?',
      options: ['È felice', 'È triste e ha freddo', 'Ha fame'],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Che cosa fa la nonna per la stella?',
      options: ['Una pizza', 'Un tè', 'Del latte caldo'],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: 'La stella resta a casa di {{hero}} per sempre.',
      answer: false,
    },
  ],
})
