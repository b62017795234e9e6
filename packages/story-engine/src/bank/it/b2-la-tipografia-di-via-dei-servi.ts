import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a printer's daughter in Florence, capital of Italy in 1865. */
export default defineBankStory({
  id: 'it-b2-la-tipografia-di-via-dei-servi',
  language: 'it',
  level: 'B2',
  subLevel: 3,
  genres: ['historical'],
  title: 'La tipografia di via dei Servi',
  characters: [
    { key: 'hero', gender: 'f', names: ['Teresa', 'Clelia', 'Adele', 'Emilia'] },
    { key: 'client', gender: 'm', names: ['Ottavio', 'Cesare', 'Raffaele'] },
  ],
  paragraphs: [
    [
      'Nel 1865, quando Firenze divenne capitale del nuovo Regno d’Italia, la città si riempì all’improvviso di funzionari, ministri e giornalisti venuti da Torino.',
      'Per la piccola tipografia della famiglia di {{hero}}, in via dei Servi, fu come una pioggia d’oro: tutti avevano bisogno di stampare qualcosa.',
    ],
    [
      '{{hero}} aveva sedici anni e, come tutte le ragazze del quartiere, non avrebbe dovuto toccare le macchine.',
      'Suo padre, però, si era ammalato proprio in quell’autunno, e i due operai non bastavano per soddisfare le richieste.',
      'Così lei imparò di nascosto a comporre le pagine, lettera per lettera, leggendo i caratteri di piombo al contrario, come in uno specchio.',
    ],
    [
      'Una sera d’inverno entrò in bottega un uomo elegante con un manoscritto sotto il braccio.',
      'Si presentò come l’avvocato {{client}} e spiegò che si trattava di un opuscolo sull’istruzione delle donne: nessun altro tipografo in città aveva voluto stamparlo.',
      '{{hero}} lesse le prime righe e sentì il cuore battere più forte.',
    ],
    [
      'Lavorò tre notti di seguito, alla luce di una lampada a petrolio, mentre il padre dormiva al piano di sopra.',
      'Quando l’avvocato tornò, trovò cinquecento copie perfettamente stampate e legate con lo spago.',
      '«Chi ha composto queste pagine?» chiese, stupito dalla precisione del lavoro.',
      '{{hero}} esitò, poi alzò il mento e rispose che era stata lei.',
    ],
    [
      'L’opuscolo fece discutere mezza Firenze, e alcuni clienti, scandalizzati, smisero di frequentare la tipografia.',
      'Altri, però, cominciarono ad arrivare proprio per quella ragione.',
      'Anni dopo, quando la capitale si era già trasferita a Roma, sull’insegna della bottega c’era scritto un nome nuovo: quello di {{hero}}.',
    ],
  ],
  translations: {
    en: [
      [
        'In 1865, when Florence became the capital of the new Kingdom of Italy, the city suddenly filled with officials, ministers and journalists who had come from Turin.',
        'For the small printing works of {{hero}}’s family, in Via dei Servi, it was like a shower of gold: everyone needed something printed.',
      ],
      [
        '{{hero}} was sixteen and, like all the girls in the neighbourhood, was not supposed to touch the machines.',
        'Her father, however, had fallen ill that very autumn, and the two workmen were not enough to keep up with the orders.',
        'So she secretly learned to set the pages, letter by letter, reading the lead type backwards, as in a mirror.',
      ],
      [
        'One winter evening an elegant man came into the shop with a manuscript under his arm.',
        'He introduced himself as the lawyer {{client}} and explained that it was a pamphlet on the education of women: no other printer in the city had been willing to print it.',
        '{{hero}} read the first lines and felt her heart beat faster.',
      ],
      [
        'She worked three nights in a row, by the light of a paraffin lamp, while her father slept upstairs.',
        'When the lawyer came back, he found five hundred copies perfectly printed and tied with string.',
        '“Who set these pages?” he asked, astonished by the precision of the work.',
        '{{hero}} hesitated, then raised her chin and answered that it had been her.',
      ],
      [
        'The pamphlet got half of Florence talking, and some customers, scandalised, stopped coming to the printing works.',
        'Others, however, began to come precisely for that reason.',
        'Years later, when the capital had already moved to Rome, the shop sign bore a new name: that of {{hero}}.',
      ],
    ],
  },
  glossary: [
    { word: 'all’improvviso', lemma: 'all’improvviso', gloss: { en: 'suddenly' } },
    { word: 'funzionari', lemma: 'funzionario', gloss: { en: 'officials, civil servants' } },
    { word: 'tipografia', lemma: 'tipografia', gloss: { en: 'printing works, print shop' } },
    { word: 'stampare', lemma: 'stampare', gloss: { en: 'to print' } },
    { word: 'ammalato', lemma: 'ammalarsi', gloss: { en: 'fallen ill (si era ammalato)' } },
    { word: 'operai', lemma: 'operaio', gloss: { en: 'workmen, workers' } },
    { word: 'soddisfare', lemma: 'soddisfare', gloss: { en: 'to satisfy, to meet (demand)' } },
    { word: 'comporre', lemma: 'comporre', gloss: { en: 'to set (type), to compose' } },
    { word: 'piombo', lemma: 'piombo', gloss: { en: 'lead (metal)' } },
    { word: 'specchio', lemma: 'specchio', gloss: { en: 'mirror' } },
    { word: 'bottega', lemma: 'bottega', gloss: { en: 'shop, workshop' } },
    { word: 'manoscritto', lemma: 'manoscritto', gloss: { en: 'manuscript' } },
    { word: 'opuscolo', lemma: 'opuscolo', gloss: { en: 'pamphlet' } },
    { word: 'istruzione', lemma: 'istruzione', gloss: { en: 'education' } },
    { word: 'di seguito', lemma: 'di seguito', gloss: { en: 'in a row' } },
    { word: 'petrolio', lemma: 'petrolio', gloss: { en: 'paraffin, kerosene (oil)' } },
    { word: 'spago', lemma: 'spago', gloss: { en: 'string, twine' } },
    { word: 'stupito', lemma: 'stupito', gloss: { en: 'astonished' } },
    { word: 'esitò', lemma: 'esitare', gloss: { en: 'hesitated' } },
    { word: 'mento', lemma: 'mento', gloss: { en: 'chin' } },
    { word: 'insegna', lemma: 'insegna', gloss: { en: 'shop sign' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Perché la tipografia aveva tanto lavoro nel 1865?',
      options: [
        'Firenze era diventata capitale',
        'Era nato un nuovo giornale',
        'Il padre aveva comprato nuove macchine',
      ],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} imparò a comporre le pagine con il permesso del padre.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Di che cosa parlava l’opuscolo di {{client}}?',
      options: ['Della guerra', 'Dell’istruzione delle donne', 'Della nuova capitale'],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Quante copie stampò {{hero}}?',
      options: ['Cento', 'Trecento', 'Cinquecento'],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: 'Dopo l’opuscolo alcuni clienti non tornarono più.',
      answer: true,
    },
    {
      kind: 'true_false',
      prompt: 'Alla fine la bottega porta il nome di {{client}}.',
      answer: false,
    },
  ],
})
