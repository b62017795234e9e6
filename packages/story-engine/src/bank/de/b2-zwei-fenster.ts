import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: two neighbours across a courtyard fall in love. */
export default defineBankStory({
  id: 'de-b2-zwei-fenster',
  language: 'de',
  level: 'B2',
  subLevel: 1,
  genres: ['romance', 'slice of life'],
  title: 'Zwei Fenster',
  characters: [
    { key: 'hero', gender: 'm', names: ['Sebastian', 'Tobias', 'Florian', 'Matthias'] },
    { key: 'neighbour', gender: 'f', names: ['Franziska', 'Theresa', 'Miriam'] },
  ],
  paragraphs: [
    [
      'Im dritten Winter der Pandemie kannte {{hero}} den Hinterhof seines Leipziger Mietshauses besser als jede Straße der Stadt.',
      'Er arbeitete von zu Hause aus, am Küchentisch, mit Blick auf eine alte Mauer, eine Kastanie und ein einziges Fenster mit Licht im Haus gegenüber.',
    ],
    [
      'Hinter diesem Fenster saß jeden Abend eine Frau und zeichnete.',
      'Er konnte ihr Gesicht kaum erkennen, nur die Schreibtischlampe, eine Tasse und die Bewegung ihrer Hand.',
      'Manchmal hielt sie ein Blatt hoch, sah es lange an und zerknüllte es dann.',
      '{{hero}} merkte, dass er um acht Uhr absichtlich im Dunkeln saß, um sie besser zu sehen, und kam sich dabei ziemlich albern vor.',
    ],
    [
      'Eines Abends hing ein großes Blatt an ihrer Scheibe.',
      'Darauf stand in schwarzen Buchstaben: „Sie sitzen zu oft im Dunkeln. Alles in Ordnung?“',
      '{{hero}} musste lachen, so erwischt fühlte er sich.',
      'Er suchte einen Filzstift, nahm eine Seite aus seinem Block und schrieb zurück: „Alles bestens. Ich bewundere nur Ihre Zeichnungen.“',
    ],
    [
      'Von da an schrieben sie sich jeden Abend, immer nur ein paar Worte, die man über den Hof kaum lesen konnte.',
      'Er erfuhr, dass sie {{neighbour}} hieß, Bilder für Kinderbücher machte und die Kastanie genauso mochte wie er.',
      'Sie erfuhr, dass er sehr schlecht kochen konnte und trotzdem jeden Sonntag einen neuen Kuchen machte.',
    ],
    [
      'Als die Beschränkungen im Frühling endlich aufgehoben wurden, stand {{neighbour}} eines Morgens unten im Hof, mit einem Zeichenblock unter dem Arm.',
      'Sie gab ihm ein Blatt: Es zeigte sein Fenster, ihn am Küchentisch und einen ziemlich missglückten Kuchen.',
      '„Ich dachte, es wäre an der Zeit, dass wir uns ohne Scheibe unterhalten“, sagte sie.',
      'Das Bild hängt heute in ihrer gemeinsamen Küche – mit Blick auf denselben Hof.',
    ],
  ],
  translations: {
    en: [
      [
        'In the third winter of the pandemic {{hero}} knew the back courtyard of his Leipzig apartment block better than any street in the city.',
        'He worked from home, at the kitchen table, looking out at an old wall, a chestnut tree and a single window with a light on in the building opposite.',
      ],
      [
        'Behind that window a woman sat drawing every evening.',
        'He could hardly make out her face, only the desk lamp, a cup and the movement of her hand.',
        'Sometimes she held up a sheet, looked at it for a long time and then crumpled it up.',
        "{{hero}} noticed that he was deliberately sitting in the dark at eight o'clock so as to see her better, and felt rather silly about it.",
      ],
      [
        'One evening a large sheet was hanging on her window pane.',
        'On it was written in black letters: "You sit in the dark too often. Is everything all right?"',
        '{{hero}} had to laugh, he felt so caught out.',
        'He looked for a felt-tip pen, took a page from his pad and wrote back: "Everything is fine. I am just admiring your drawings."',
      ],
      [
        'From then on they wrote to each other every evening, always just a few words that could barely be read across the courtyard.',
        "He found out that her name was {{neighbour}}, that she made pictures for children's books and that she liked the chestnut tree as much as he did.",
        'She found out that he was a very bad cook and yet made a new cake every Sunday.',
      ],
      [
        'When the restrictions were finally lifted in spring, {{neighbour}} was standing down in the courtyard one morning with a sketch pad under her arm.',
        'She gave him a sheet: it showed his window, him at the kitchen table and a rather unsuccessful cake.',
        '"I thought it was time we talked without a pane of glass between us," she said.',
        'Today the picture hangs in their shared kitchen – looking out on the same courtyard.',
      ],
    ],
  },
  glossary: [
    { word: 'Hinterhof', lemma: 'der Hinterhof', gloss: { en: 'back courtyard' } },
    { word: 'Mietshauses', lemma: 'das Mietshaus', gloss: { en: 'apartment block, tenement' } },
    { word: 'Kastanie', lemma: 'die Kastanie', gloss: { en: 'chestnut tree' } },
    { word: 'gegenüber', lemma: 'gegenüber', gloss: { en: 'opposite' } },
    { word: 'zerknüllte', lemma: 'zerknüllen', gloss: { en: 'crumpled up' } },
    { word: 'absichtlich', lemma: 'absichtlich', gloss: { en: 'deliberately, on purpose' } },
    { word: 'albern', lemma: 'albern', gloss: { en: 'silly' } },
    { word: 'Scheibe', lemma: 'die Scheibe', gloss: { en: 'window pane' } },
    { word: 'Filzstift', lemma: 'der Filzstift', gloss: { en: 'felt-tip pen' } },
    { word: 'bewundere', lemma: 'bewundern', gloss: { en: 'admire' } },
    { word: 'Beschränkungen', lemma: 'die Beschränkung', gloss: { en: 'restrictions' } },
    { word: 'aufgehoben', lemma: 'aufheben', gloss: { en: 'lifted, cancelled' } },
    { word: 'missglückten', lemma: 'missglückt', gloss: { en: 'failed, unsuccessful' } },
    { word: 'an der Zeit', lemma: 'an der Zeit sein', gloss: { en: 'about time' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Was sah {{hero}} von seinem Küchentisch aus?',
      options: [
        'Eine belebte Straße',
        'Eine Mauer, eine Kastanie und ein Fenster',
        'Einen Park mit einem See',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Die Frau am Fenster las jeden Abend Zeitung.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Warum saß {{hero}} um acht Uhr im Dunkeln?',
      options: [
        'Um Strom zu sparen',
        'Weil er schlafen ging',
        'Um die Frau besser sehen zu können',
      ],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: 'Die erste Nachricht am Fenster kam von {{neighbour}}.',
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Was ist der Beruf von {{neighbour}}?',
      options: ['Köchin', 'Illustratorin von Kinderbüchern', 'Architektin', 'Lehrerin'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} ist ein ausgezeichneter Koch.',
      answer: false,
    },
  ],
})
