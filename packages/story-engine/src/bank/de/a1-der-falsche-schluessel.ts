import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a comic evening in front of a locked door. */
export default defineBankStory({
  id: 'de-a1-der-falsche-schluessel',
  language: 'de',
  level: 'A1',
  subLevel: 2,
  genres: ['humour', 'slice of life'],
  title: 'Der falsche Schlüssel',
  characters: [
    { key: 'hero', gender: 'm', names: ['Jonas', 'Felix', 'Paul', 'Lukas'] },
    { key: 'neighbour', gender: 'f', names: ['Frau Wagner', 'Frau Becker', 'Frau Schulz'] },
    { key: 'colleague', gender: 'm', names: ['Tim', 'Jan', 'Ben'] },
  ],
  paragraphs: [
    ['{{hero}} wohnt in Berlin.', 'Heute ist er sehr müde.', 'Um sieben Uhr kommt er nach Hause.'],
    [
      'Er nimmt den Schlüssel aus der Tasche.',
      'Aber der Schlüssel passt nicht!',
      '{{hero}} probiert es noch einmal.',
      'Die Tür geht nicht auf.',
    ],
    [
      'Da kommt die Nachbarin, {{neighbour}}.',
      'Sie ist alt und sehr nett.',
      '„Guten Abend!',
      'Gibt es ein Problem?“, fragt sie.',
      '„Ja, mein Schlüssel ist kaputt“, sagt {{hero}}.',
    ],
    [
      '{{neighbour}} sieht den Schlüssel an und lacht.',
      '„Das ist nicht Ihr Schlüssel.',
      'Das ist ein Autoschlüssel!“',
      '{{hero}} hat kein Auto.',
      'Er denkt nach.',
      'Ach ja – im Büro hat sein Kollege {{colleague}} den gleichen Schlüsselring.',
    ],
    [
      '{{hero}} ruft {{colleague}} an.',
      '{{colleague}} steht vor seinem Auto und hat einen Wohnungsschlüssel in der Hand.',
      'Beide lachen.',
    ],
  ],
  translations: {
    en: [
      ['{{hero}} lives in Berlin.', 'Today he is very tired.', "At seven o'clock he comes home."],
      [
        'He takes the key out of his bag.',
        'But the key does not fit!',
        '{{hero}} tries again.',
        'The door does not open.',
      ],
      [
        'Then the neighbour comes, {{neighbour}}.',
        'She is old and very kind.',
        '"Good evening!',
        'Is there a problem?" she asks.',
        '"Yes, my key is broken," says {{hero}}.',
      ],
      [
        '{{neighbour}} looks at the key and laughs.',
        '"That is not your key.',
        'That is a car key!"',
        '{{hero}} does not have a car.',
        'He thinks.',
        'Oh yes – at the office his colleague {{colleague}} has the same key ring.',
      ],
      [
        '{{hero}} calls {{colleague}}.',
        '{{colleague}} is standing in front of his car and has a flat key in his hand.',
        'They both laugh.',
      ],
    ],
  },
  glossary: [
    { word: 'müde', lemma: 'müde', gloss: { en: 'tired' } },
    { word: 'Schlüssel', lemma: 'der Schlüssel', gloss: { en: 'key' } },
    { word: 'Tasche', lemma: 'die Tasche', gloss: { en: 'bag; pocket' } },
    { word: 'passt', lemma: 'passen', gloss: { en: 'fits' } },
    { word: 'probiert', lemma: 'probieren', gloss: { en: 'tries' } },
    { word: 'geht nicht auf', lemma: 'aufgehen', gloss: { en: 'does not open' } },
    { word: 'Nachbarin', lemma: 'die Nachbarin', gloss: { en: 'neighbour (woman)' } },
    { word: 'kaputt', lemma: 'kaputt', gloss: { en: 'broken' } },
    { word: 'denkt nach', lemma: 'nachdenken', gloss: { en: 'thinks, reflects' } },
    { word: 'Kollege', lemma: 'der Kollege', gloss: { en: 'colleague' } },
    { word: 'ruft', lemma: 'anrufen', gloss: { en: 'calls (on the phone) — ruft … an' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Wo wohnt {{hero}}?',
      options: ['In Hamburg', 'In Berlin', 'In München'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Die Tür geht sofort auf.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Wie ist {{neighbour}}?',
      options: ['Jung und müde', 'Alt und nett', 'Streng und laut'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} hat einen Autoschlüssel in der Hand.',
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Wer hat den Wohnungsschlüssel von {{hero}}?',
      options: ['{{neighbour}}', '{{colleague}}', 'Niemand'],
      answer: 1,
    },
  ],
})
