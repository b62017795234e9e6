import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: the life of an invented violin maker. */
export default defineBankStory({
  id: 'it-c1-la-liutaia-di-cremona',
  language: 'it',
  level: 'C1',
  subLevel: 3,
  genres: ['biography', 'historical'],
  title: '{{hero}}, la liutaia di Cremona',
  characters: [
    { key: 'hero', gender: 'f', names: ['Ada', 'Livia', 'Rosanna', 'Gemma'] },
    { key: 'teacher', gender: 'm', names: ['Arturo', 'Guido', 'Ercole'] },
  ],
  paragraphs: [
    [
      '{{hero}} nacque nel 1931 in un paesino della Bassa padana, figlia di un falegname e di una sarta.',
      'In casa non c’era un solo strumento musicale, ma c’era, in compenso, una quantità sterminata di legno: trucioli, assi, ritagli che il padre conservava con la devozione di un collezionista.',
      'Fu tra quei ritagli che la bambina imparò, prima ancora di saper leggere, a distinguere l’abete dall’acero dal solo profumo.',
    ],
    [
      'A diciassette anni si trasferì a Cremona con una valigia di cartone e un’idea fissa: diventare liutaia.',
      'La scuola di liuteria l’accolse con una certa diffidenza, perché a quei tempi le donne che costruivano violini si contavano sulle dita di una mano, e il maestro {{teacher}} non fece nulla per nascondere il proprio scetticismo.',
      '«Il legno non fa sconti a nessuno», le disse il primo giorno, «e io nemmeno.»',
    ],
    [
      'Fu di parola.',
      'Per due anni le fece rifare da capo ogni pezzo che non fosse impeccabile, senza mai una parola di lode.',
      '{{hero}}, dal canto suo, non si lasciò scoraggiare: lavorava fino a tardi, annotava tutto in quaderni fittissimi e, quando qualcosa andava storto, ricominciava senza lamentarsi.',
    ],
    [
      'La svolta arrivò nel 1957, quando un suo violino vinse, a sorpresa, un concorso internazionale in cui la giuria ascoltava gli strumenti dietro una tenda, senza sapere chi li avesse costruiti.',
      'Alla proclamazione, lo stupore in sala fu palpabile; quello del maestro, a quanto si racconta, fu il più grande di tutti.',
      'Quella sera, per la prima volta, le offrì un bicchiere di vino e ammise di essersi sbagliato.',
    ],
    [
      'Nei decenni successivi {{hero}} aprì una bottega tutta sua, formò decine di allievi e, cosa di cui andava più fiera, insegnò a molte ragazze un mestiere che fino ad allora era sembrato loro precluso.',
      'Morì nel 2014, a ottantatré anni, con le mani ancora segnate dalla colla e dalla vernice.',
      'I suoi quaderni, conservati oggi in un piccolo museo, si aprono con una frase che ripeteva spesso: «Un violino non si inventa: si ascolta, finché non decide di esistere.»',
    ],
  ],
  translations: {
    en: [
      [
        '{{hero}} was born in 1931 in a small village in the lowlands of the Po valley, the daughter of a carpenter and a seamstress.',
        'There was not a single musical instrument in the house, but there was, on the other hand, a boundless quantity of wood: shavings, planks, offcuts that her father kept with the devotion of a collector.',
        'It was among those offcuts that the little girl learned, even before she could read, to tell spruce from maple by their scent alone.',
      ],
      [
        'At seventeen she moved to Cremona with a cardboard suitcase and a fixed idea: to become a violin maker.',
        'The violin-making school welcomed her with a certain mistrust, because in those days the women who built violins could be counted on the fingers of one hand, and the master {{teacher}} did nothing to hide his scepticism.',
        '“Wood spares no one,” he told her on the first day, “and neither do I.”',
      ],
      [
        'He was as good as his word.',
        'For two years he made her redo from scratch every piece that was not flawless, without a single word of praise.',
        '{{hero}}, for her part, did not let herself be discouraged: she worked late, noted everything down in densely written notebooks and, when something went wrong, started again without complaining.',
      ],
      [
        'The turning point came in 1957, when one of her violins unexpectedly won an international competition in which the jury listened to the instruments behind a curtain, without knowing who had made them.',
        'When the winner was announced, the astonishment in the hall was palpable; the master’s, so the story goes, was the greatest of all.',
        'That evening, for the first time, he offered her a glass of wine and admitted he had been wrong.',
      ],
      [
        'In the following decades {{hero}} opened a workshop of her own, trained dozens of apprentices and, what she was proudest of, taught many girls a craft that until then had seemed closed to them.',
        'She died in 2014, at eighty-three, her hands still marked by glue and varnish.',
        'Her notebooks, kept today in a small museum, open with a sentence she often repeated: “A violin is not invented: it is listened to, until it decides to exist.”',
      ],
    ],
  },
  glossary: [
    { word: 'falegname', lemma: 'falegname', gloss: { en: 'carpenter' } },
    { word: 'sarta', lemma: 'sarta', gloss: { en: 'seamstress, dressmaker' } },
    {
      word: 'in compenso',
      lemma: 'in compenso',
      gloss: { en: 'on the other hand, to make up for it' },
    },
    { word: 'sterminata', lemma: 'sterminato', gloss: { en: 'boundless, endless' } },
    { word: 'trucioli', lemma: 'truciolo', gloss: { en: 'wood shavings' } },
    { word: 'assi', lemma: 'asse', gloss: { en: 'planks, boards' } },
    { word: 'ritagli', lemma: 'ritaglio', gloss: { en: 'offcuts, scraps' } },
    { word: 'abete', lemma: 'abete', gloss: { en: 'spruce, fir' } },
    { word: 'acero', lemma: 'acero', gloss: { en: 'maple' } },
    { word: 'liutaia', lemma: 'liutaio', gloss: { en: 'violin maker (woman)' } },
    { word: 'diffidenza', lemma: 'diffidenza', gloss: { en: 'mistrust, wariness' } },
    {
      word: 'si contavano sulle dita di una mano',
      lemma: 'contarsi sulle dita di una mano',
      gloss: { en: 'could be counted on the fingers of one hand (were very few)' },
    },
    {
      word: 'non fa sconti',
      lemma: 'non fare sconti',
      gloss: { en: 'spares no one, makes no allowances' },
    },
    { word: 'fu di parola', lemma: 'essere di parola', gloss: { en: 'was as good as his word' } },
    { word: 'da capo', lemma: 'da capo', gloss: { en: 'from scratch, from the beginning' } },
    { word: 'lode', lemma: 'lode', gloss: { en: 'praise' } },
    { word: 'dal canto suo', lemma: 'dal canto suo', gloss: { en: 'for her (his) part' } },
    { word: 'fittissimi', lemma: 'fitto', gloss: { en: 'very dense, closely written' } },
    { word: 'svolta', lemma: 'svolta', gloss: { en: 'turning point' } },
    { word: 'giuria', lemma: 'giuria', gloss: { en: 'jury, panel of judges' } },
    { word: 'palpabile', lemma: 'palpabile', gloss: { en: 'palpable' } },
    { word: 'precluso', lemma: 'precluso', gloss: { en: 'closed off, barred' } },
    { word: 'vernice', lemma: 'vernice', gloss: { en: 'varnish' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Che mestiere faceva il padre di {{hero}}?',
      options: ['Il liutaio', 'Il falegname', 'Il sarto'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Da bambina {{hero}} aveva un violino in casa.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Come accolse {{hero}} il maestro {{teacher}}?',
      options: ['Con entusiasmo', 'Con scetticismo', 'Con totale indifferenza'],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Perché la vittoria del 1957 ebbe un valore particolare?',
      options: [
        'La giuria non sapeva chi avesse costruito i violini',
        'Il maestro faceva parte della giuria',
        'Era il primo concorso a cui partecipava una donna',
      ],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: 'Il maestro non ammise mai di essersi sbagliato.',
      answer: false,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} insegnò il mestiere anche a molte ragazze.',
      answer: true,
    },
  ],
})
