import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a gentle ghost story in a lakeside villa. */
export default defineBankStory({
  id: 'it-c2-gli-ospiti-di-villa-ardesia',
  language: 'it',
  level: 'C2',
  subLevel: 2,
  genres: ['horror', 'mystery'],
  title: 'Gli ospiti di Villa Ardesia',
  characters: [
    { key: 'hero', gender: 'f', names: ['Ginevra', 'Ludovica', 'Costanza', 'Viola'] },
    { key: 'gardener', gender: 'm', names: ['Aurelio', 'Battista', 'Ilario'] },
  ],
  paragraphs: [
    [
      'Villa Ardesia sorgeva su uno sperone di roccia a strapiombo sul lago, e da lontano, nelle giornate di nebbia, pareva sospesa nel nulla, come un’idea che qualcuno avesse dimenticato di finire.',
      '{{hero}} l’aveva ereditata da una prozia che non aveva mai conosciuto, insieme a un mazzo di chiavi arrugginite e a una lettera del notaio che, con un garbo un po’ sospetto, le sconsigliava di trascorrervi l’inverno.',
    ],
    [
      'Ci andò, naturalmente, in novembre.',
      'I primi giorni trascorsero in una quiete quasi irreale: il lago, immobile come una lastra di piombo, rifletteva un cielo dello stesso colore, e l’unico suono era il ticchettio della pendola nell’atrio.',
      'Fu la quarta sera che si accorse della tavola.',
    ],
    [
      'Nella sala da pranzo, che lei non aveva ancora avuto il coraggio di aprire del tutto, qualcuno aveva apparecchiato per sette.',
      'Tovaglia di lino, posate d’argento lucidate di fresco, bicchieri di cristallo in cui la luce della candela tremava appena.',
      'Eppure la villa era chiusa a chiave, e i suoi unici contatti col mondo erano il postino e un giardiniere taciturno, {{gardener}}, che non entrava mai in casa.',
    ],
    [
      'Non gridò: le parve, anzi, di essere attesa.',
      'Si sedette a capotavola, con la sensazione assurda che fosse il suo posto, e rimase lì finché la candela non si consumò.',
      'Nessuno arrivò; o meglio, nulla che si potesse vedere.',
      'Ma ogni tanto una sedia scricchiolava, come sotto il peso di un corpo che si accomoda, e dall’altro capo della tavola giungeva un fruscio di conversazione, troppo sommesso per distinguerne le parole, abbastanza nitido per riconoscerne il tono: cortese, divertito, affettuoso.',
    ],
    [
      'La mattina dopo interrogò {{gardener}}, che si tolse il cappello e guardò il lago a lungo prima di rispondere.',
      '«La signora, sua zia, apparecchiava ogni sera», disse infine.',
      '«Diceva che i morti non chiedono molto: solo di essere invitati.»',
    ],
    [
      '{{hero}} rimase a Villa Ardesia fino a primavera, e oltre.',
      'In paese si racconta che la sera, dalle finestre della sala da pranzo, si vedano ancora otto candele accese, e che chi passa in barca sotto la rupe senta, portate dall’acqua, delle risate.',
      'Lei, se glielo si chiede, sorride e non conferma né smentisce; ma ha preso l’abitudine, ormai, di comprare il pane per parecchie persone.',
    ],
  ],
  translations: {
    en: [
      [
        'Villa Ardesia stood on a spur of rock high above the lake, and from a distance, on foggy days, it seemed suspended in nothingness, like an idea someone had forgotten to finish.',
        '{{hero}} had inherited it from a great-aunt she had never met, together with a bunch of rusty keys and a letter from the notary who, with a somewhat suspicious courtesy, advised her against spending the winter there.',
      ],
      [
        'She went there, of course, in November.',
        'The first days passed in an almost unreal calm: the lake, as still as a slab of lead, reflected a sky of the same colour, and the only sound was the ticking of the pendulum clock in the hall.',
        'It was on the fourth evening that she noticed the table.',
      ],
      [
        'In the dining room, which she had not yet had the courage to open up completely, someone had laid the table for seven.',
        'A linen tablecloth, freshly polished silver cutlery, crystal glasses in which the candlelight barely trembled.',
        'And yet the villa was locked, and its only contacts with the world were the postman and a taciturn gardener, {{gardener}}, who never came into the house.',
      ],
      [
        'She did not scream: on the contrary, she felt she was expected.',
        'She sat down at the head of the table, with the absurd feeling that it was her place, and stayed there until the candle burned down.',
        'No one came; or rather, nothing that could be seen.',
        'But every now and then a chair creaked, as if under the weight of a body settling in, and from the other end of the table came a rustle of conversation, too hushed to make out the words, clear enough to recognise the tone: polite, amused, affectionate.',
      ],
      [
        'The next morning she questioned {{gardener}}, who took off his hat and looked at the lake for a long time before answering.',
        '“The lady, your aunt, laid the table every evening,” he said at last.',
        '“She used to say that the dead do not ask for much: only to be invited.”',
      ],
      [
        '{{hero}} stayed at Villa Ardesia until spring, and beyond.',
        'In the village they say that in the evening eight lit candles can still be seen from the dining-room windows, and that whoever passes by boat below the cliff hears laughter carried across the water.',
        'If you ask her, she smiles and neither confirms nor denies it; but by now she has got into the habit of buying bread for quite a few people.',
      ],
    ],
  },
  glossary: [
    { word: 'sorgeva', lemma: 'sorgere', gloss: { en: 'stood, rose' } },
    { word: 'sperone', lemma: 'sperone', gloss: { en: 'spur (of rock)' } },
    { word: 'a strapiombo', lemma: 'a strapiombo', gloss: { en: 'sheer, overhanging' } },
    { word: 'nebbia', lemma: 'nebbia', gloss: { en: 'fog' } },
    { word: 'ereditata', lemma: 'ereditare', gloss: { en: 'inherited' } },
    { word: 'prozia', lemma: 'prozia', gloss: { en: 'great-aunt' } },
    { word: 'mazzo', lemma: 'mazzo', gloss: { en: 'bunch' } },
    { word: 'arrugginite', lemma: 'arrugginito', gloss: { en: 'rusty' } },
    { word: 'garbo', lemma: 'garbo', gloss: { en: 'courtesy, tact' } },
    { word: 'sconsigliava', lemma: 'sconsigliare', gloss: { en: 'advised against' } },
    { word: 'trascorrervi', lemma: 'trascorrere', gloss: { en: 'to spend (time) there' } },
    { word: 'lastra', lemma: 'lastra', gloss: { en: 'slab, sheet' } },
    { word: 'ticchettio', lemma: 'ticchettio', gloss: { en: 'ticking' } },
    { word: 'pendola', lemma: 'pendola', gloss: { en: 'pendulum clock' } },
    { word: 'apparecchiato', lemma: 'apparecchiare', gloss: { en: 'laid (the table)' } },
    { word: 'posate', lemma: 'posate', gloss: { en: 'cutlery' } },
    { word: 'di fresco', lemma: 'di fresco', gloss: { en: 'freshly, recently' } },
    { word: 'taciturno', lemma: 'taciturno', gloss: { en: 'taciturn, silent' } },
    { word: 'capotavola', lemma: 'capotavola', gloss: { en: 'head of the table' } },
    { word: 'scricchiolava', lemma: 'scricchiolare', gloss: { en: 'creaked' } },
    {
      word: 'si accomoda',
      lemma: 'accomodarsi',
      gloss: { en: 'settles in, makes oneself comfortable' },
    },
    { word: 'fruscio', lemma: 'fruscio', gloss: { en: 'rustle' } },
    { word: 'sommesso', lemma: 'sommesso', gloss: { en: 'hushed, subdued' } },
    { word: 'nitido', lemma: 'nitido', gloss: { en: 'clear, distinct' } },
    { word: 'rupe', lemma: 'rupe', gloss: { en: 'cliff, crag' } },
    { word: 'smentisce', lemma: 'smentire', gloss: { en: 'denies' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Come era arrivata la villa a {{hero}}?',
      options: [
        'L’aveva comprata',
        'L’aveva ereditata da una prozia',
        'Gliel’aveva regalata il notaio',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Il notaio le consigliava di passare l’inverno nella villa.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Per quante persone era apparecchiata la tavola?',
      options: ['Per cinque', 'Per sette', 'Per otto'],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Come reagì {{hero}} davanti alla tavola apparecchiata?',
      options: ['Gridò e fuggì', 'Chiamò la polizia', 'Si sedette a capotavola'],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: 'Secondo {{gardener}}, anche la zia apparecchiava ogni sera.',
      answer: true,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} lasciò la villa prima della primavera.',
      answer: false,
    },
  ],
})
