import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a small adventure on a lake in summer. */
export default defineBankStory({
  id: 'de-a1-die-kleine-insel',
  language: 'de',
  level: 'A1',
  subLevel: 3,
  genres: ['adventure'],
  title: 'Die kleine Insel',
  characters: [
    { key: 'hero', gender: 'f', names: ['Mia', 'Lena', 'Hannah', 'Anna'] },
    { key: 'brother', gender: 'm', names: ['Ben', 'Tom', 'Leon'] },
  ],
  paragraphs: [
    [
      'Es ist Sommer.',
      '{{hero}} und ihr Bruder {{brother}} sind bei Oma und Opa.',
      'Das Haus von Oma und Opa steht an einem großen See.',
    ],
    [
      'Im See gibt es eine kleine Insel.',
      'Auf der Insel steht nur ein Baum.',
      '„Was ist dort?“, fragt {{brother}}.',
      '„Ich weiß es nicht“, sagt {{hero}}.',
      '„Komm, wir fahren hin!“',
    ],
    [
      'Opa hat ein altes Boot.',
      '{{hero}} rudert, denn sie ist stark.',
      'Nach zwanzig Minuten sind sie auf der Insel.',
    ],
    [
      'Unter dem Baum liegt eine alte Kiste.',
      'In der Kiste ist ein Foto.',
      'Auf dem Foto sind zwei Kinder in einem Boot.',
      'Hinten steht: „Sommer 1970“.',
    ],
    [
      'Am Abend zeigen sie Oma das Foto.',
      'Oma lacht.',
      '„Das sind Opa und ich!',
      'Wir lieben die Insel auch.“',
    ],
  ],
  translations: {
    en: [
      [
        'It is summer.',
        '{{hero}} and her brother {{brother}} are staying with Grandma and Grandpa.',
        "Grandma and Grandpa's house is by a big lake.",
      ],
      [
        'In the lake there is a small island.',
        'On the island there is only one tree.',
        '"What is over there?" asks {{brother}}.',
        '"I don\'t know," says {{hero}}.',
        '"Come on, let\'s go there!"',
      ],
      [
        'Grandpa has an old boat.',
        '{{hero}} rows, because she is strong.',
        'After twenty minutes they are on the island.',
      ],
      [
        'Under the tree there is an old box.',
        'In the box there is a photo.',
        'In the photo there are two children in a boat.',
        'On the back it says: "Summer 1970".',
      ],
      [
        'In the evening they show Grandma the photo.',
        'Grandma laughs.',
        '"That is Grandpa and me!',
        'We love the island too."',
      ],
    ],
  },
  glossary: [
    { word: 'Bruder', lemma: 'der Bruder', gloss: { en: 'brother' } },
    { word: 'Oma', lemma: 'die Oma', gloss: { en: 'grandma' } },
    { word: 'See', lemma: 'der See', gloss: { en: 'lake' } },
    { word: 'Insel', lemma: 'die Insel', gloss: { en: 'island' } },
    { word: 'fahren hin', lemma: 'hinfahren', gloss: { en: 'go there (by boat, car …)' } },
    { word: 'Boot', lemma: 'das Boot', gloss: { en: 'boat' } },
    { word: 'rudert', lemma: 'rudern', gloss: { en: 'rows' } },
    { word: 'stark', lemma: 'stark', gloss: { en: 'strong' } },
    { word: 'Kiste', lemma: 'die Kiste', gloss: { en: 'box, crate' } },
    { word: 'hinten', lemma: 'hinten', gloss: { en: 'at the back, on the back' } },
    { word: 'zeigen', lemma: 'zeigen', gloss: { en: 'show' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Wo steht das Haus von Oma und Opa?',
      options: ['In der Stadt', 'An einem See', 'Auf einem Berg'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Auf der Insel stehen viele Bäume.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Wer rudert das Boot?',
      options: ['Opa', '{{brother}}', '{{hero}}'],
      answer: 2,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Was ist in der Kiste?',
      options: ['Ein Foto', 'Ein Apfel', 'Ein Buch'],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: 'Auf dem Foto sind Oma und Opa als Kinder.',
      answer: true,
    },
  ],
})
