import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a small mystery about a stolen bicycle. */
export default defineBankStory({
  id: 'it-a2-la-bicicletta-scomparsa',
  language: 'it',
  level: 'A2',
  subLevel: 2,
  genres: ['mystery', 'slice of life'],
  title: 'La bicicletta scomparsa',
  characters: [
    { key: 'hero', gender: 'm', names: ['Matteo', 'Davide', 'Andrea', 'Simone'] },
    { key: 'friend', gender: 'm', names: ['Giorgio', 'Stefano', 'Roberto'] },
  ],
  paragraphs: [
    [
      'Lunedì mattina {{hero}} è uscito di casa alle otto, come sempre.',
      'Voleva andare in ufficio in bici, ma la bici non c’era più.',
      'Davanti al portone ha trovato solo la catena, aperta.',
    ],
    [
      'Prima ha chiesto alla signora del bar, che vede tutto.',
      '«Non ho visto niente», ha detto lei, «ma ieri sera ho sentito un rumore strano verso le undici.»',
      'Poi ha chiesto al suo amico {{friend}}, che vive al primo piano.',
      'Anche lui non sapeva niente.',
    ],
    [
      'Il giorno dopo {{hero}} ha visto un annuncio sul telefono: qualcuno voleva vendere una bici rossa con un campanello a forma di pesce.',
      'Era la sua!',
      'Ha scritto al venditore e ha fissato un appuntamento al parco.',
    ],
    [
      'Al parco è arrivato un ragazzo con la bicicletta.',
      'Dietro di lui, però, è arrivato anche {{friend}} con un poliziotto.',
      '{{friend}} ha letto lo stesso annuncio e ha avuto la stessa idea.',
      'Il ragazzo è scappato senza la bicicletta, e quella sera i due amici hanno festeggiato con una pizza.',
    ],
  ],
  translations: {
    en: [
      [
        'On Monday morning {{hero}} left home at eight, as always.',
        'He wanted to go to the office by bike, but the bike was not there any more.',
        'In front of the main door he found only the chain, open.',
      ],
      [
        'First he asked the woman at the café, who sees everything.',
        '“I didn’t see anything,” she said, “but last night I heard a strange noise at about eleven.”',
        'Then he asked his friend {{friend}}, who lives on the first floor.',
        'He didn’t know anything either.',
      ],
      [
        'The next day {{hero}} saw an advert on his phone: someone wanted to sell a red bike with a fish-shaped bell.',
        'It was his!',
        'He wrote to the seller and arranged to meet in the park.',
      ],
      [
        'A young man arrived at the park with the bike.',
        'Behind him, however, {{friend}} arrived too, with a police officer.',
        '{{friend}} had read the same advert and had had the same idea.',
        'The young man ran away without the bike, and that evening the two friends celebrated with a pizza.',
      ],
    ],
  },
  glossary: [
    { word: 'portone', lemma: 'portone', gloss: { en: 'main door (of a building)' } },
    { word: 'catena', lemma: 'catena', gloss: { en: 'chain' } },
    { word: 'rumore', lemma: 'rumore', gloss: { en: 'noise' } },
    { word: 'strano', lemma: 'strano', gloss: { en: 'strange' } },
    { word: 'piano', lemma: 'piano', gloss: { en: 'floor, storey' } },
    { word: 'annuncio', lemma: 'annuncio', gloss: { en: 'advert, listing' } },
    { word: 'campanello', lemma: 'campanello', gloss: { en: 'bell' } },
    { word: 'venditore', lemma: 'venditore', gloss: { en: 'seller' } },
    {
      word: 'ha fissato',
      lemma: 'fissare',
      gloss: { en: 'arranged, set (a meeting)' },
    },
    { word: 'appuntamento', lemma: 'appuntamento', gloss: { en: 'appointment, meeting' } },
    { word: 'poliziotto', lemma: 'poliziotto', gloss: { en: 'police officer' } },
    { word: 'scappato', lemma: 'scappare', gloss: { en: 'ran away, escaped' } },
    { word: 'festeggiato', lemma: 'festeggiare', gloss: { en: 'celebrated' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'A che ora è uscito di casa {{hero}}?',
      options: ['Alle sette', 'Alle otto', 'Alle nove'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'La signora del bar ha visto il ladro.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Com’è la bicicletta di {{hero}}?',
      options: [
        'Blu, con un cestino',
        'Rossa, con un campanello a forma di pesce',
        'Nera e vecchia',
      ],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Dove hanno l’appuntamento con il venditore?',
      options: ['Al bar', 'Alla stazione', 'Al parco'],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: '{{friend}} è arrivato al parco con un poliziotto.',
      answer: true,
    },
    {
      kind: 'true_false',
      prompt: 'Alla fine il ragazzo porta via la bicicletta.',
      answer: false,
    },
  ],
})
