import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a fairy tale about a girl who fished for the moon. */
export default defineBankStory({
  id: 'de-a2-der-mond-im-brunnen',
  language: 'de',
  level: 'A2',
  subLevel: 2,
  genres: ['fairy tale'],
  title: 'Der Mond im Brunnen',
  characters: [
    { key: 'hero', gender: 'f', names: ['Greta', 'Frieda', 'Ida', 'Marie'] },
    { key: 'king', gender: 'm', names: ['Konrad', 'Friedrich', 'Ludwig'] },
  ],
  paragraphs: [
    [
      'Es war einmal ein kleines Dorf in einem dunklen Tal.',
      'Dort lebte ein Mädchen mit dem Namen {{hero}}.',
      'Sie war arm, aber sie war sehr klug.',
    ],
    [
      'Eines Nachts war der Mond plötzlich verschwunden.',
      'Der Himmel blieb schwarz, und die Menschen hatten Angst.',
      'König {{king}} sagte: „Wer den Mond findet, bekommt einen Sack Gold!“',
      'Viele Ritter ritten in die Berge, aber sie fanden nichts.',
    ],
    [
      '{{hero}} ging zum alten Brunnen mitten im Dorf.',
      'Sie sah nach unten und musste lachen.',
      'Unten im Wasser lag der Mond, groß und weiß.',
      'Er war hineingefallen und konnte nicht mehr heraus.',
    ],
    [
      '{{hero}} nahm einen Eimer und ein Seil.',
      'Sie ließ den Eimer langsam nach unten.',
      'Dann zog sie, und zog, und zog.',
      'Der Mond war schwer, aber endlich kam er nach oben.',
      'Mit einem großen Sprung war er wieder im Himmel.',
    ],
    [
      'Der König wollte ihr das Gold geben.',
      'Aber {{hero}} sagte: „Ich möchte lieber einen Deckel für den Brunnen.“',
      'Seitdem ist der Brunnen immer geschlossen, und der Mond ist nie wieder hineingefallen.',
    ],
  ],
  translations: {
    en: [
      [
        'Once upon a time there was a small village in a dark valley.',
        'There lived a girl called {{hero}}.',
        'She was poor, but she was very clever.',
      ],
      [
        'One night the moon had suddenly disappeared.',
        'The sky stayed black, and the people were afraid.',
        'King {{king}} said: "Whoever finds the moon will get a sack of gold!"',
        'Many knights rode into the mountains, but they found nothing.',
      ],
      [
        '{{hero}} went to the old well in the middle of the village.',
        'She looked down and had to laugh.',
        'Down in the water lay the moon, big and white.',
        'It had fallen in and could not get out again.',
      ],
      [
        '{{hero}} took a bucket and a rope.',
        'She let the bucket down slowly.',
        'Then she pulled, and pulled, and pulled.',
        'The moon was heavy, but at last it came up.',
        'With a big jump it was back in the sky.',
      ],
      [
        'The king wanted to give her the gold.',
        'But {{hero}} said: "I would rather have a lid for the well."',
        'Since then the well has always been closed, and the moon has never fallen in again.',
      ],
    ],
  },
  glossary: [
    { word: 'Dorf', lemma: 'das Dorf', gloss: { en: 'village' } },
    { word: 'Tal', lemma: 'das Tal', gloss: { en: 'valley' } },
    { word: 'klug', lemma: 'klug', gloss: { en: 'clever, wise' } },
    { word: 'verschwunden', lemma: 'verschwinden', gloss: { en: 'disappeared' } },
    { word: 'Ritter', lemma: 'der Ritter', gloss: { en: 'knights' } },
    { word: 'ritten', lemma: 'reiten', gloss: { en: 'rode (on horseback)' } },
    { word: 'Brunnen', lemma: 'der Brunnen', gloss: { en: 'well; fountain' } },
    { word: 'hineingefallen', lemma: 'hineinfallen', gloss: { en: 'fallen in' } },
    { word: 'Eimer', lemma: 'der Eimer', gloss: { en: 'bucket' } },
    { word: 'Seil', lemma: 'das Seil', gloss: { en: 'rope' } },
    { word: 'zog', lemma: 'ziehen', gloss: { en: 'pulled' } },
    { word: 'Sprung', lemma: 'der Sprung', gloss: { en: 'jump, leap' } },
    { word: 'Deckel', lemma: 'der Deckel', gloss: { en: 'lid, cover' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Wie war {{hero}}?',
      options: ['Reich und faul', 'Arm, aber klug', 'Alt und krank'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Die Ritter fanden den Mond in den Bergen.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Wo war der Mond?',
      options: ['Im Brunnen', 'Hinter einem Berg', 'Im Schloss des Königs', 'Im See'],
      answer: 0,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Was brauchte {{hero}}, um den Mond zu holen?',
      options: ['Ein Pferd', 'Einen Eimer und ein Seil', 'Eine Leiter'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} nahm das Gold von König {{king}}.',
      answer: false,
    },
  ],
})
