import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a mildly creepy doll in an antique shop window. */
export default defineBankStory({
  id: 'de-b1-die-puppe-im-schaufenster',
  language: 'de',
  level: 'B1',
  subLevel: 2,
  genres: ['horror', 'mystery'],
  title: 'Die Puppe im Schaufenster',
  characters: [
    { key: 'hero', gender: 'f', names: ['Katharina', 'Johanna', 'Nele', 'Charlotte'] },
    { key: 'owner', gender: 'm', names: ['Herr Albrecht', 'Herr Vogel', 'Herr Krüger'] },
  ],
  paragraphs: [
    [
      'Jeden Morgen ging {{hero}} auf dem Weg zur Arbeit an einem kleinen Antiquitätenladen vorbei.',
      'Im Schaufenster saß zwischen alten Büchern eine Puppe mit einem blauen Kleid und langen Haaren.',
      'Sie war schön, aber ihre Augen wirkten ein bisschen zu lebendig.',
    ],
    [
      'An einem Dienstag bemerkte {{hero}}, dass die Puppe nicht mehr nach vorne sah, sondern nach links – genau in ihre Richtung.',
      'Am Mittwoch hatte sie die Hand in der Luft, als ob sie winken wollte.',
      'Am Donnerstag stand sie plötzlich, obwohl sie vorher immer gesessen hatte.',
      '{{hero}} versuchte, sich einzureden, dass der Besitzer einfach gern dekorierte.',
      'Trotzdem nahm sie ab Freitag einen anderen Weg.',
    ],
    [
      'Nach zwei Wochen siegte die Neugier.',
      'Sie ging in den Laden, und eine kleine Glocke klingelte über der Tür.',
      'Der Besitzer, {{owner}}, war ein netter alter Mann mit einer dicken Brille.',
      '„Die Puppe?“, fragte er mit einem Lächeln.',
      '„Die habe ich nie bewegt.',
      'Sie gehörte meiner Schwester.',
      'Sie ist nicht zu verkaufen.“',
    ],
    [
      '{{hero}} wurde blass.',
      '„Aber sie hat sich bewegt.',
      'Jeden Tag ein bisschen.“',
      '{{owner}} sah die Puppe lange an.',
      'Dann sagte er leise, dass seine Schwester als Kind jeden Morgen am Fenster gestanden und den Leuten auf der Straße gewinkt hatte.',
      '„Vielleicht vermisst die Puppe das“, sagte er.',
      '„Sie sind die Erste seit Jahren, die zurückgeschaut hat.“',
    ],
    [
      'Seitdem geht {{hero}} wieder jeden Morgen am Laden vorbei.',
      'Sie winkt kurz, und sie ist sich fast sicher, dass die Puppe am nächsten Tag ein kleines bisschen mehr lächelt.',
    ],
  ],
  translations: {
    en: [
      [
        'Every morning on her way to work {{hero}} walked past a small antique shop.',
        'In the shop window, between old books, sat a doll with a blue dress and long hair.',
        'She was beautiful, but her eyes seemed a little too alive.',
      ],
      [
        'One Tuesday {{hero}} noticed that the doll was no longer looking straight ahead, but to the left – right in her direction.',
        'On Wednesday it had its hand in the air, as if it wanted to wave.',
        'On Thursday it was suddenly standing, although before it had always been sitting.',
        '{{hero}} tried to convince herself that the owner simply liked decorating.',
        'All the same, from Friday on she took a different route.',
      ],
      [
        'After two weeks curiosity won.',
        'She went into the shop, and a little bell rang above the door.',
        'The owner, {{owner}}, was a kind old man with thick glasses.',
        '"The doll?" he asked with a smile.',
        '"I have never moved it.',
        'It belonged to my sister.',
        'It is not for sale."',
      ],
      [
        '{{hero}} went pale.',
        '"But it has moved.',
        'A little every day."',
        '{{owner}} looked at the doll for a long time.',
        'Then he said quietly that as a child his sister had stood at the window every morning and waved to the people in the street.',
        '"Perhaps the doll misses that," he said.',
        '"You are the first person in years who has looked back."',
      ],
      [
        'Since then {{hero}} walks past the shop every morning again.',
        'She gives a quick wave, and she is almost sure that the next day the doll smiles a tiny bit more.',
      ],
    ],
  },
  glossary: [
    { word: 'Antiquitätenladen', lemma: 'der Antiquitätenladen', gloss: { en: 'antique shop' } },
    { word: 'Schaufenster', lemma: 'das Schaufenster', gloss: { en: 'shop window' } },
    { word: 'Puppe', lemma: 'die Puppe', gloss: { en: 'doll' } },
    { word: 'wirkten', lemma: 'wirken', gloss: { en: 'seemed, appeared' } },
    { word: 'lebendig', lemma: 'lebendig', gloss: { en: 'alive, lively' } },
    { word: 'bemerkte', lemma: 'bemerken', gloss: { en: 'noticed' } },
    { word: 'winken', lemma: 'winken', gloss: { en: 'to wave' } },
    {
      word: 'sich einzureden',
      lemma: 'sich einreden',
      gloss: { en: 'to convince oneself, talk oneself into' },
    },
    { word: 'Besitzer', lemma: 'der Besitzer', gloss: { en: 'owner' } },
    { word: 'siegte', lemma: 'siegen', gloss: { en: 'won, triumphed' } },
    { word: 'Neugier', lemma: 'die Neugier', gloss: { en: 'curiosity' } },
    { word: 'Glocke', lemma: 'die Glocke', gloss: { en: 'bell' } },
    { word: 'blass', lemma: 'blass', gloss: { en: 'pale' } },
    { word: 'vermisst', lemma: 'vermissen', gloss: { en: 'misses' } },
    { word: 'zurückgeschaut', lemma: 'zurückschauen', gloss: { en: 'looked back' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Wo sah {{hero}} die Puppe?',
      options: [
        'In einem Museum',
        'Im Schaufenster eines Antiquitätenladens',
        'Bei ihrer Großmutter',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Die Puppe änderte jeden Tag ein bisschen ihre Position.',
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Was machte {{hero}} ab Freitag?',
      options: ['Sie kaufte die Puppe', 'Sie nahm einen anderen Weg', 'Sie rief die Polizei'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{owner}} dekorierte das Schaufenster jeden Tag neu.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Wem gehörte die Puppe früher?',
      options: ['Der Schwester von {{owner}}', 'Einer Schauspielerin', 'Der Mutter von {{hero}}'],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: 'Am Ende geht {{hero}} nie wieder am Laden vorbei.',
      answer: false,
    },
  ],
})
