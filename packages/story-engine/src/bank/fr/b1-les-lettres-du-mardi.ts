import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a romance carried by letters left in library books. */
export default defineBankStory({
  id: 'fr-b1-les-lettres-du-mardi',
  language: 'fr',
  level: 'B1',
  subLevel: 3,
  genres: ['romance'],
  title: 'Les lettres du mardi',
  characters: [
    { key: 'hero', gender: 'm', names: ['Victor', 'Raphaël', 'Arthur', 'Simon'] },
    { key: 'writer', gender: 'f', names: ['Mathilde', 'Juliette', 'Louise'] },
  ],
  paragraphs: [
    [
      '{{hero}} emprunte toujours ses livres à la médiathèque du quartier, le mardi soir, juste avant la fermeture.',
      "Un jour, dans un vieux roman d'aventures, il a trouvé une feuille pliée en quatre.",
      "Quelqu'un avait écrit : « Si tu lis ceci, tu aimes les histoires sur la mer. Moi aussi. Quel est ton livre préféré ? »",
    ],
    [
      "D'abord, il a cru à une blague.",
      "Puis, par curiosité, il a répondu sur la même feuille, il a indiqué le titre d'un livre sur les phares de Bretagne et il a rendu le roman.",
      'La semaine suivante, il a pris le livre sur les phares.',
      "À l'intérieur, il y avait une nouvelle lettre.",
    ],
    [
      'Pendant deux mois, ils ont échangé des lettres de cette façon, toujours dans un livre.',
      "Il était question de leurs lectures, de leurs souvenirs d'enfance, de la mer, si loin de chez eux.",
      "Elle signait seulement « M. », et {{hero}} essayait d'imaginer mille visages différents.",
      'Il ne voulait pas demander son nom, par peur de casser quelque chose de fragile.',
    ],
    [
      "Un mardi, il n'y avait pas de lettre.",
      'Ni le mardi suivant.',
      '{{hero}} était inquiet et un peu triste.',
      "Il a fini par en parler à la bibliothécaire, une jeune femme calme qui s'appelait {{writer}} et qui avait toujours un sourire pour lui quand il venait en retard.",
    ],
    [
      '{{writer}} est devenue toute rouge et a sorti une enveloppe de son tiroir.',
      "« Je n'avais plus le courage de la mettre dans un livre, a-t-elle avoué. J'avais peur que tu sois déçu quand tu saurais que M., c'est moi. »",
      "{{hero}} l'a ouverte.",
      'Il y avait deux billets pour deux jours à Saint-Malo et trois mots : « Tu viens, mardi ? »',
    ],
  ],
  translations: {
    en: [
      [
        '{{hero}} always borrows his books from the local library, on Tuesday evenings, just before closing time.',
        'One day, in an old adventure novel, he found a sheet of paper folded in four.',
        'Someone had written: "If you are reading this, you like stories about the sea. So do I. What is your favourite book?"',
      ],
      [
        'At first, he thought it was a joke.',
        'Then, out of curiosity, he replied on the same sheet, wrote down the title of a book about the lighthouses of Brittany and returned the novel.',
        'The following week, he took out the book about lighthouses.',
        'Inside, there was a new letter.',
      ],
      [
        'For two months, they exchanged letters in this way, always in a book.',
        'They wrote about what they were reading, their childhood memories, the sea, so far from home.',
        'She signed only "M.", and {{hero}} tried to imagine a thousand different faces.',
        'He did not dare ask her name, for fear of breaking something fragile.',
      ],
      [
        'One Tuesday, there was no letter.',
        'Nor the following Tuesday.',
        '{{hero}} was worried and a little sad.',
        'In the end he mentioned it to the librarian, a quiet young woman called {{writer}} who always smiled at him when he arrived late.',
      ],
      [
        '{{writer}} went red and took an envelope out of her drawer.',
        '"I didn\'t dare put it in a book any more," she admitted. "I was afraid you would be disappointed to find out that M. is me."',
        '{{hero}} opened it.',
        'Inside were two tickets for two days in Saint-Malo and three words: "Are you coming, Tuesday?"',
      ],
    ],
  },
  glossary: [
    { word: 'emprunte', lemma: 'emprunter', gloss: { en: 'borrows' } },
    { word: 'médiathèque', lemma: 'médiathèque', gloss: { en: 'public library (with media)' } },
    { word: 'fermeture', lemma: 'fermeture', gloss: { en: 'closing time' } },
    { word: 'feuille', lemma: 'feuille', gloss: { en: 'sheet (of paper); leaf' } },
    { word: 'pliée', lemma: 'plier', gloss: { en: 'folded' } },
    { word: 'blague', lemma: 'blague', gloss: { en: 'joke' } },
    { word: 'phares', lemma: 'phare', gloss: { en: 'lighthouses' } },
    { word: 'a rendu', lemma: 'rendre', gloss: { en: 'returned, gave back' } },
    { word: 'échangé', lemma: 'échanger', gloss: { en: 'exchanged' } },
    { word: 'lectures', lemma: 'lecture', gloss: { en: 'reading, things read' } },
    { word: 'inquiet', lemma: 'inquiet', gloss: { en: 'worried' } },
    { word: 'bibliothécaire', lemma: 'bibliothécaire', gloss: { en: 'librarian' } },
    { word: 'tiroir', lemma: 'tiroir', gloss: { en: 'drawer' } },
    { word: 'avoué', lemma: 'avouer', gloss: { en: 'admitted, confessed' } },
    { word: 'déçu', lemma: 'décevoir', gloss: { en: 'disappointed' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Quel jour {{hero}} va-t-il à la médiathèque ?',
      options: ['Le lundi', 'Le mardi', 'Le samedi'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: "La première lettre était cachée dans un roman d'aventures.",
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: "Comment signait l'auteure des lettres ?",
      options: ['Avec son prénom complet', 'Avec un dessin', 'Seulement « M. »'],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} a demandé son nom dans sa deuxième lettre.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: "Pourquoi {{writer}} n'a-t-elle plus mis de lettre dans les livres ?",
      options: [
        'Elle avait changé de travail',
        'Elle avait peur que {{hero}} soit déçu',
        'Elle était partie en vacances',
      ],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: "Qu'y avait-il dans l'enveloppe ?",
      options: [
        'Deux billets pour Saint-Malo',
        'Un livre sur les phares',
        'Une photo de {{writer}}',
      ],
      answer: 0,
    },
  ],
})
