import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: the life of an invented long-distance swimmer. */
export default defineBankStory({
  id: 'de-b1-die-schwimmerin-vom-bodensee',
  language: 'de',
  level: 'B1',
  subLevel: 3,
  genres: ['biography', 'historical'],
  title: 'Die Schwimmerin vom Bodensee',
  characters: [
    { key: 'hero', gender: 'f', names: ['Elisabeth', 'Hedwig', 'Margarete', 'Irmgard'] },
    { key: 'father', gender: 'm', names: ['Wilhelm', 'Otto', 'Heinrich'] },
  ],
  paragraphs: [
    [
      '{{hero}} wurde 1931 in einem kleinen Ort am Bodensee geboren.',
      'Ihr Vater {{father}} war Fischer, und schon als Kind verbrachte sie mehr Zeit im Wasser als an Land.',
      'Die Nachbarn sagten oft im Scherz, dass sie bestimmt Kiemen hatte.',
    ],
    [
      'Nach dem Krieg gab es wenig Geld und noch weniger freie Zeit.',
      '{{hero}} arbeitete in einer Wäscherei, aber jeden Abend ging sie eine Stunde im See schwimmen, auch bei Regen und Wind.',
      'Eines Tages las sie in der Zeitung, dass noch keine Frau den Bodensee von Norden nach Süden durchquert hatte.',
      'Von diesem Moment an hatte sie ein Ziel.',
    ],
    [
      'Viele Leute fanden ihren Plan lustig.',
      'Ein Arzt meinte sogar, so eine Anstrengung sei für eine Frau gefährlich.',
      'Nur ihr Vater glaubte an sie.',
      'Er versprach, sie mit seinem Fischerboot zu begleiten.',
    ],
    [
      'Im August 1955 sprang {{hero}} um vier Uhr morgens ins Wasser.',
      'Die ersten Stunden waren gut, doch am Mittag kam starker Wind auf, und die Wellen wurden hoch.',
      'Sie bekam Krämpfe in den Beinen und wollte aufgeben.',
      'Da rief ihr Vater vom Boot: „Denk nicht an das Ufer. Denk nur an den nächsten Zug!“',
      'Nach fast vierzehn Stunden kam sie am anderen Ufer an, völlig erschöpft, aber glücklich.',
    ],
    [
      'Später wurde {{hero}} Lehrerin und brachte vielen Kindern das Schwimmen bei.',
      'Den Satz ihres Vaters sagte sie ihr Leben lang immer wieder.',
      'Heute trägt ein kleines Strandbad in ihrem Ort ihren Namen.',
    ],
  ],
  translations: {
    en: [
      [
        '{{hero}} was born in 1931 in a small town on Lake Constance.',
        'Her father {{father}} was a fisherman, and even as a child she spent more time in the water than on land.',
        'The neighbours often joked that she must have gills.',
      ],
      [
        'After the war there was little money and even less free time.',
        '{{hero}} worked in a laundry, but every evening she went swimming in the lake for an hour, even in rain and wind.',
        'One day she read in the newspaper that no woman had yet crossed Lake Constance from north to south.',
        'From that moment on she had a goal.',
      ],
      [
        'Many people found her plan funny.',
        'A doctor even said that such an effort was dangerous for a woman.',
        'Only her father believed in her.',
        'He promised to go with her in his fishing boat.',
      ],
      [
        "In August 1955 {{hero}} jumped into the water at four o'clock in the morning.",
        'The first hours went well, but at midday a strong wind got up and the waves became high.',
        'She got cramps in her legs and wanted to give up.',
        'Then her father shouted from the boat: "Don\'t think about the shore. Think only about the next stroke!"',
        'After almost fourteen hours she reached the other shore, completely exhausted but happy.',
      ],
      [
        'Later {{hero}} became a teacher and taught many children to swim.',
        "She said her father's sentence again and again all her life.",
        'Today a small lakeside swimming area in her home town bears her name.',
      ],
    ],
  },
  glossary: [
    { word: 'Fischer', lemma: 'der Fischer', gloss: { en: 'fisherman' } },
    { word: 'im Scherz', lemma: 'im Scherz', gloss: { en: 'as a joke, jokingly' } },
    { word: 'Kiemen', lemma: 'die Kieme', gloss: { en: 'gills' } },
    { word: 'Wäscherei', lemma: 'die Wäscherei', gloss: { en: 'laundry (business)' } },
    { word: 'durchquert', lemma: 'durchqueren', gloss: { en: 'crossed' } },
    { word: 'Ziel', lemma: 'das Ziel', gloss: { en: 'goal, aim' } },
    { word: 'Anstrengung', lemma: 'die Anstrengung', gloss: { en: 'effort, exertion' } },
    { word: 'begleiten', lemma: 'begleiten', gloss: { en: 'to accompany' } },
    { word: 'kam starker Wind auf', lemma: 'aufkommen', gloss: { en: 'a strong wind got up' } },
    { word: 'Krämpfe', lemma: 'der Krampf', gloss: { en: 'cramps' } },
    { word: 'aufgeben', lemma: 'aufgeben', gloss: { en: 'to give up' } },
    { word: 'Ufer', lemma: 'das Ufer', gloss: { en: 'shore, bank' } },
    { word: 'Zug', lemma: 'der Zug', gloss: { en: 'stroke (in swimming); also train' } },
    { word: 'erschöpft', lemma: 'erschöpft', gloss: { en: 'exhausted' } },
    { word: 'brachte', lemma: 'beibringen', gloss: { en: 'taught (brachte … bei)' } },
    { word: 'Strandbad', lemma: 'das Strandbad', gloss: { en: 'lakeside bathing area, lido' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Was war der Beruf von {{father}}?',
      options: ['Arzt', 'Fischer', 'Lehrer'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Nach dem Krieg hatte {{hero}} viel freie Zeit.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Was wollte {{hero}} als erste Frau schaffen?',
      options: [
        'Den Bodensee von Norden nach Süden durchqueren',
        'Ein Fischerboot kaufen',
        'Schwimmlehrerin werden',
      ],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: 'Ein Arzt hielt den Plan für gefährlich.',
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Wie lange war {{hero}} im Wasser?',
      options: ['Vier Stunden', 'Fast vierzehn Stunden', 'Zwei Tage'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Später arbeitete {{hero}} wieder in der Wäscherei.',
      answer: false,
    },
  ],
})
