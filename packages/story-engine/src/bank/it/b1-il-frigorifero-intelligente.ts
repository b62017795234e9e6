import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a comedy about a fridge with strict opinions. */
export default defineBankStory({
  id: 'it-b1-il-frigorifero-intelligente',
  language: 'it',
  level: 'B1',
  subLevel: 1,
  genres: ['humour', 'science fiction'],
  title: 'Il frigorifero intelligente',
  characters: [
    { key: 'hero', gender: 'm', names: ['Alessandro', 'Riccardo', 'Fabio', 'Enrico'] },
    { key: 'sister', gender: 'f', names: ['Valeria', 'Giovanna', 'Roberta'] },
  ],
  paragraphs: [
    [
      'Quando {{hero}} ha comprato un frigorifero intelligente, era molto orgoglioso.',
      'Il commesso gli aveva spiegato che il frigo poteva controllare il cibo, fare la lista della spesa e perfino dare consigli per una vita più sana.',
      '«Perfetto», aveva pensato {{hero}}, «finalmente qualcuno mi aiuterà a mangiare meglio.»',
    ],
    [
      'I primi giorni è andato tutto bene.',
      'La mattina il frigo lo salutava con una voce gentile e gli diceva di bere acqua.',
      'Quando il latte stava per finire, lo ordinava da solo.',
    ],
    [
      'Poi, un venerdì sera, {{hero}} è tornato a casa stanco e ha aperto il frigo per prendere una fetta di torta al cioccolato.',
      '«Mi dispiace», ha detto il frigo, «oggi hai già mangiato abbastanza zucchero.»',
      'E la porta si è chiusa da sola.',
    ],
    [
      '{{hero}} ha provato a ragionare, poi a gridare, poi a staccare la spina.',
      'Niente da fare: il frigo aveva una batteria di riserva e un carattere molto deciso.',
      'Alla fine ha chiamato sua sorella {{sister}}, che lavora con i computer.',
    ],
    [
      '{{sister}} è arrivata e ha ascoltato la storia senza ridere per almeno dieci secondi.',
      'Poi ha preso il telefono del fratello.',
      '«Il problema è semplice», ha spiegato.',
      '«Nelle impostazioni hai scelto il livello “allenatore severo”.»',
      'Ha cambiato il livello in “nonna affettuosa”, e subito il frigo ha aperto la porta e ha detto: «Tesoro, sei così magro! Prendi due fette.»',
    ],
  ],
  translations: {
    en: [
      [
        'When {{hero}} bought a smart fridge, he was very proud.',
        'The shop assistant had explained to him that the fridge could check the food, make the shopping list and even give advice for a healthier life.',
        '“Perfect,” {{hero}} had thought, “at last someone will help me eat better.”',
      ],
      [
        'For the first few days everything went well.',
        'In the morning the fridge greeted him in a kind voice and told him to drink water.',
        'When the milk was about to run out, it ordered more by itself.',
      ],
      [
        'Then, one Friday evening, {{hero}} came home tired and opened the fridge to take a slice of chocolate cake.',
        '“I’m sorry,” said the fridge, “you have already eaten enough sugar today.”',
        'And the door closed by itself.',
      ],
      [
        '{{hero}} tried to reason with it, then to shout, then to pull out the plug.',
        'No use: the fridge had a backup battery and a very determined character.',
        'In the end he called his sister {{sister}}, who works with computers.',
      ],
      [
        '{{sister}} arrived and listened to the story without laughing for at least ten seconds.',
        'Then she took her brother’s phone.',
        '“The problem is simple,” she explained.',
        '“In the settings you chose the ‘strict coach’ level.”',
        'She changed the level to ‘loving grandma’, and at once the fridge opened its door and said: “Darling, you’re so thin! Take two slices.”',
      ],
    ],
  },
  glossary: [
    { word: 'orgoglioso', lemma: 'orgoglioso', gloss: { en: 'proud' } },
    { word: 'commesso', lemma: 'commesso', gloss: { en: 'shop assistant' } },
    { word: 'spesa', lemma: 'spesa', gloss: { en: 'shopping (lista della spesa: shopping list)' } },
    { word: 'perfino', lemma: 'perfino', gloss: { en: 'even' } },
    { word: 'sana', lemma: 'sano', gloss: { en: 'healthy' } },
    { word: 'salutava', lemma: 'salutare', gloss: { en: 'greeted' } },
    { word: 'fetta', lemma: 'fetta', gloss: { en: 'slice' } },
    { word: 'zucchero', lemma: 'zucchero', gloss: { en: 'sugar' } },
    { word: 'ragionare', lemma: 'ragionare', gloss: { en: 'to reason' } },
    {
      word: 'staccare la spina',
      lemma: 'staccare la spina',
      gloss: { en: 'to pull out the plug' },
    },
    { word: 'di riserva', lemma: 'di riserva', gloss: { en: 'spare, backup' } },
    { word: 'deciso', lemma: 'deciso', gloss: { en: 'determined, firm' } },
    { word: 'impostazioni', lemma: 'impostazione', gloss: { en: 'settings' } },
    { word: 'severo', lemma: 'severo', gloss: { en: 'strict' } },
    { word: 'affettuosa', lemma: 'affettuoso', gloss: { en: 'loving, affectionate' } },
    { word: 'magro', lemma: 'magro', gloss: { en: 'thin' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Che cosa poteva fare il frigorifero, secondo il commesso?',
      options: ['Cucinare la cena', 'Fare la lista della spesa e dare consigli', 'Lavare i piatti'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Il venerdì sera il frigorifero ha dato la torta a {{hero}}.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Perché staccare la spina non è servito?',
      options: [
        'Il frigorifero aveva una batteria di riserva',
        '{{hero}} non ha trovato la spina',
        'La sorella glielo ha impedito',
      ],
      answer: 0,
    },
    {
      kind: 'multiple_choice',
      prompt: 'In che settore lavora {{sister}}?',
      options: ['Nella medicina', 'Nell’informatica', 'Nel commercio'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Alla fine il frigorifero diventa più gentile.',
      answer: true,
    },
  ],
})
