import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a biologist's greenhouse on Saturn's moon Titan. */
export default defineBankStory({
  id: 'it-b2-la-serra-di-titano',
  language: 'it',
  level: 'B2',
  subLevel: 1,
  genres: ['science fiction'],
  title: 'La serra di Titano',
  characters: [
    { key: 'hero', gender: 'f', names: ['Martina', 'Giorgia', 'Ilaria', 'Serena'] },
    { key: 'commander', gender: 'm', names: ['Ferrante', 'Moretti', 'Galli'] },
  ],
  paragraphs: [
    [
      'Da quattordici mesi {{hero}} era l’unica biologa della base Cassini, un gruppo di moduli bianchi piantati nel ghiaccio di Titano.',
      'Il suo compito sembrava semplice sulla carta: far crescere piante in una serra sotto una cupola trasparente, per dimostrare che un giorno l’uomo avrebbe potuto vivere lì senza dipendere dalla Terra.',
    ],
    [
      'In realtà, le piante si rifiutavano ostinatamente di collaborare.',
      'I pomodori marcivano prima di maturare, il basilico ingialliva nel giro di una settimana e perfino le patate, che avrebbero dovuto resistere a tutto, crescevano storte e minuscole.',
      'Il comandante {{commander}} aveva cominciato a parlare, con un tono sempre meno scherzoso, di chiudere il progetto.',
    ],
    [
      'Una notte, se così si poteva chiamare una delle lunghe ore arancioni di Titano, {{hero}} notò qualcosa di strano.',
      'In un angolo della serra, dove un sensore guasto aveva lasciato la temperatura più bassa del previsto, una piantina di lattuga cresceva vigorosa, verde come se fosse in un orto di campagna.',
    ],
    [
      'Per settimane {{hero}} studiò quell’angolo dimenticato.',
      'Scoprì che le piante non soffrivano per il freddo, ma per la luce artificiale, troppo intensa e troppo regolare: senza un ritmo di giorno e notte, non sapevano quando riposare.',
      'Così riprogrammò le lampade perché imitassero l’alba e il tramonto terrestri, con piccole variazioni casuali, come quelle delle nuvole.',
    ],
    [
      'Due mesi dopo, quando {{commander}} entrò nella serra per comunicarle la chiusura del progetto, rimase senza parole.',
      'Le foglie del basilico riempivano l’aria di profumo e i pomodori, finalmente rossi, pendevano dai rami.',
      '{{hero}} ne staccò uno e glielo porse.',
      '«Lo assaggi», disse, «e poi mi dica se vuole ancora chiudere.»',
    ],
  ],
  translations: {
    en: [
      [
        'For fourteen months {{hero}} had been the only biologist at Cassini base, a group of white modules planted in the ice of Titan.',
        'Her task seemed simple on paper: to grow plants in a greenhouse under a transparent dome, to prove that one day humans could live there without depending on Earth.',
      ],
      [
        'In reality, the plants stubbornly refused to cooperate.',
        'The tomatoes rotted before they ripened, the basil turned yellow within a week, and even the potatoes, which should have withstood anything, grew crooked and tiny.',
        'Commander {{commander}} had begun to talk, in a less and less joking tone, about closing the project.',
      ],
      [
        'One night, if one of Titan’s long orange hours could be called that, {{hero}} noticed something strange.',
        'In a corner of the greenhouse, where a faulty sensor had left the temperature lower than planned, a little lettuce plant was growing vigorously, as green as if it were in a country vegetable garden.',
      ],
      [
        'For weeks {{hero}} studied that forgotten corner.',
        'She discovered that the plants were not suffering from the cold but from the artificial light, too intense and too regular: without a rhythm of day and night, they did not know when to rest.',
        'So she reprogrammed the lamps to imitate Earth’s dawn and sunset, with small random variations, like those of clouds.',
      ],
      [
        'Two months later, when {{commander}} entered the greenhouse to tell her that the project was closing, he was left speechless.',
        'The basil leaves filled the air with their scent and the tomatoes, red at last, hung from the stems.',
        '{{hero}} picked one and handed it to him.',
        '“Taste it,” she said, “and then tell me whether you still want to close.”',
      ],
    ],
  },
  glossary: [
    { word: 'moduli', lemma: 'modulo', gloss: { en: 'modules' } },
    { word: 'ghiaccio', lemma: 'ghiaccio', gloss: { en: 'ice' } },
    { word: 'sulla carta', lemma: 'sulla carta', gloss: { en: 'on paper, in theory' } },
    { word: 'serra', lemma: 'serra', gloss: { en: 'greenhouse' } },
    { word: 'cupola', lemma: 'cupola', gloss: { en: 'dome' } },
    { word: 'ostinatamente', lemma: 'ostinatamente', gloss: { en: 'stubbornly' } },
    { word: 'marcivano', lemma: 'marcire', gloss: { en: 'rotted' } },
    { word: 'ingialliva', lemma: 'ingiallire', gloss: { en: 'turned yellow' } },
    { word: 'storte', lemma: 'storto', gloss: { en: 'crooked' } },
    { word: 'scherzoso', lemma: 'scherzoso', gloss: { en: 'joking, playful' } },
    { word: 'guasto', lemma: 'guasto', gloss: { en: 'faulty, broken' } },
    { word: 'del previsto', lemma: 'previsto', gloss: { en: 'than planned, than expected' } },
    { word: 'orto', lemma: 'orto', gloss: { en: 'vegetable garden' } },
    { word: 'tramonto', lemma: 'tramonto', gloss: { en: 'sunset' } },
    { word: 'casuali', lemma: 'casuale', gloss: { en: 'random' } },
    { word: 'pendevano', lemma: 'pendere', gloss: { en: 'hung' } },
    { word: 'porse', lemma: 'porgere', gloss: { en: 'handed, held out' } },
    { word: 'assaggi', lemma: 'assaggiare', gloss: { en: 'taste (polite imperative)' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Da quanto tempo {{hero}} lavora sulla base?',
      options: ['Da quattro mesi', 'Da quattordici mesi', 'Da quattro anni'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'All’inizio le piante crescevano benissimo.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Qual era il vero problema delle piante?',
      options: ['Il freddo', 'La mancanza d’acqua', 'Una luce troppo intensa e regolare'],
      answer: 2,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Dove cresceva bene la lattuga?',
      options: [
        'In un angolo con un sensore guasto',
        'Fuori dalla cupola',
        'Nel laboratorio del comandante',
      ],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: '{{commander}} voleva chiudere il progetto.',
      answer: true,
    },
    {
      kind: 'true_false',
      prompt: 'Alla fine della storia i pomodori sono ancora verdi.',
      answer: false,
    },
  ],
})
