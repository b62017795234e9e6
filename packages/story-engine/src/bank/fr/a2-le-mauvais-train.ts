import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a comic trip that ends in the wrong town. */
export default defineBankStory({
  id: 'fr-a2-le-mauvais-train',
  language: 'fr',
  level: 'A2',
  subLevel: 3,
  genres: ['humour', 'adventure'],
  title: 'Le mauvais train',
  characters: [
    { key: 'hero', gender: 'm', names: ['Antoine', 'Nathan', 'Julien', 'Maxime'] },
    { key: 'sister', gender: 'f', names: ['Margaux', 'Pauline', 'Alice'] },
  ],
  paragraphs: [
    [
      "Samedi dernier, {{hero}} devait aller à Lyon pour l'anniversaire de sa sœur, {{sister}}.",
      'Il a acheté un gâteau au chocolat, il a mis sa plus belle chemise et il est parti à la gare.',
    ],
    [
      'À la gare, il y avait beaucoup de monde.',
      'Il a vu un train sur le quai numéro sept et il est monté très vite, parce que le train allait partir.',
      "Il s'est assis, il a posé le gâteau sur ses genoux et il s'est endormi.",
    ],
    [
      "Deux heures plus tard, le contrôleur l'a réveillé.",
      "« Votre billet, s'il vous plaît. »",
      'Le contrôleur a regardé le billet avec un petit sourire.',
      '« Monsieur, ce train va à Marseille, pas à Lyon ! »',
    ],
    [
      "{{hero}} est sorti du train à la gare suivante, dans une petite ville qu'il ne connaissait pas.",
      'Le prochain train pour Lyon était trois heures plus tard.',
      'Il a téléphoné à {{sister}}, un peu honteux.',
      'Elle a trouvé ça très drôle.',
    ],
    [
      'Finalement, {{sister}} et ses amis ont fait la fête avec lui… par vidéo !',
      'Il a chanté « Joyeux anniversaire » sur le quai, devant tous les voyageurs.',
      'Puis il a mangé le gâteau tout seul, sur un banc.',
      'Il était un peu écrasé, mais délicieux.',
    ],
  ],
  translations: {
    en: [
      [
        "Last Saturday, {{hero}} was supposed to go to Lyon for his sister {{sister}}'s birthday.",
        'He bought a chocolate cake, put on his best shirt and left for the station.',
      ],
      [
        'At the station, there were a lot of people.',
        'He saw a train on platform number seven and got on very quickly, because the train was about to leave.',
        'He sat down, put the cake on his knees and fell asleep.',
      ],
      [
        'Two hours later, the ticket inspector woke him up.',
        '"Your ticket, please."',
        'The inspector looked at the ticket with a little smile.',
        '"Sir, this train goes to Marseille, not to Lyon!"',
      ],
      [
        '{{hero}} got off the train at the next station, in a small town he did not know.',
        'The next train to Lyon was three hours later.',
        'He phoned {{sister}}, a little ashamed.',
        'She found it very funny.',
      ],
      [
        'In the end, {{sister}} and her friends celebrated with him… by video!',
        'He sang "Happy Birthday" on the platform, in front of all the passengers.',
        'Then he ate the cake all by himself, on a bench.',
        'It was a bit squashed, but delicious.',
      ],
    ],
  },
  glossary: [
    { word: 'devait', lemma: 'devoir', gloss: { en: 'was supposed to, had to' } },
    { word: 'chemise', lemma: 'chemise', gloss: { en: 'shirt' } },
    { word: 'gare', lemma: 'gare', gloss: { en: 'railway station' } },
    { word: 'quai', lemma: 'quai', gloss: { en: 'platform' } },
    { word: 'est monté', lemma: 'monter', gloss: { en: 'got on, climbed in' } },
    { word: 'genoux', lemma: 'genou', gloss: { en: 'knees' } },
    { word: "s'est endormi", lemma: "s'endormir", gloss: { en: 'fell asleep' } },
    { word: 'contrôleur', lemma: 'contrôleur', gloss: { en: 'ticket inspector' } },
    { word: 'billet', lemma: 'billet', gloss: { en: 'ticket' } },
    { word: 'honteux', lemma: 'honteux', gloss: { en: 'ashamed' } },
    { word: 'ont fait la fête', lemma: 'faire la fête', gloss: { en: 'celebrated, partied' } },
    { word: 'banc', lemma: 'banc', gloss: { en: 'bench' } },
    { word: 'écrasé', lemma: 'écraser', gloss: { en: 'squashed, crushed' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Pourquoi {{hero}} voulait-il aller à Lyon ?',
      options: [
        'Pour un entretien de travail',
        "Pour l'anniversaire de sa sœur",
        'Pour acheter un gâteau',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} a dormi dans le train.',
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Où allait le train ?',
      options: ['À Paris', 'À Lyon', 'À Marseille', 'À Lille'],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: '{{sister}} était très en colère au téléphone.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: "Comment a-t-il fêté l'anniversaire ?",
      options: ['Par vidéo, sur le quai', 'Dans un restaurant à Lyon', "Il ne l'a pas fêté"],
      answer: 0,
    },
  ],
})
