import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a mountain hike caught in fog. */
export default defineBankStory({
  id: 'fr-b1-le-brouillard',
  language: 'fr',
  level: 'B1',
  subLevel: 2,
  genres: ['adventure'],
  title: 'Le brouillard',
  characters: [
    { key: 'hero', gender: 'f', names: ['Élise', 'Lucie', 'Anaïs', 'Clémence'] },
    { key: 'guide', gender: 'm', names: ['Bastien', 'Gaspard', 'Yann'] },
  ],
  paragraphs: [
    [
      'Quand {{hero}} a quitté le village, le ciel était parfaitement bleu.',
      "Elle avait prévu une randonnée de six heures jusqu'au lac des Aiguilles, un endroit dont son grand-père lui parlait souvent quand elle était petite.",
      "Dans son sac, elle avait de l'eau, de quoi manger, une carte et une lampe frontale, « au cas où ».",
    ],
    [
      'Vers midi, elle est arrivée au lac.',
      "L'eau était si claire qu'on pouvait voir les pierres au fond.",
      "Elle a mangé au bord de l'eau et elle a pris des dizaines de photos pour sa mère.",
      "Mais pendant qu'elle rangeait son appareil, elle a remarqué que les sommets avaient disparu.",
      "Un brouillard épais venait de la vallée, beaucoup plus vite qu'elle ne l'avait imaginé.",
    ],
    [
      'En quelques minutes, elle ne pouvait plus voir le sentier.',
      'Elle a essayé de suivre les marques blanches et rouges peintes sur les rochers, mais elle les perdait sans arrêt.',
      "Son téléphone n'avait plus de réseau.",
      "Elle a senti la panique monter, puis elle a pensé à un conseil de son grand-père : « En montagne, quand on est perdu, on s'arrête et on pense. »",
    ],
    [
      "Alors elle s'est mise par terre, elle a pris sa veste et elle a mis sa lampe frontale.",
      'Toutes les cinq minutes, elle sifflait trois fois, le signal de détresse.',
      "Au bout d'une heure, une lumière a répondu dans le brouillard.",
      "C'était {{guide}}, un guide de montagne qui redescendait avec un groupe.",
    ],
    [
      "Le soir, au village, {{guide}} lui a dit qu'elle avait eu le bon réflexe.",
      '« La plupart des gens continuent à marcher et se perdent encore plus », a-t-il dit.',
      '{{hero}} a eu un sourire : elle venait de comprendre pourquoi son grand-père parlait tant de ce lac.',
    ],
  ],
  translations: {
    en: [
      [
        'When {{hero}} left the village, the sky was perfectly blue.',
        'She had planned a six-hour hike to the Lac des Aiguilles, a place her grandfather often told her about when she was little.',
        'In her bag, she had water, something to eat, a map and a head torch, "just in case".',
      ],
      [
        'Around noon, she reached the lake.',
        'The water was so clear that you could see the stones on the bottom.',
        'She ate by the water and took dozens of photos for her mother.',
        'But while she was putting her camera away, she noticed that the peaks had disappeared.',
        'A thick fog was coming up from the valley, much faster than she had imagined.',
      ],
      [
        'Within a few minutes, she could no longer see the path.',
        'She tried to follow the white and red marks painted on the rocks, but she kept losing them.',
        'Her phone had no signal any more.',
        'She felt the panic rising, then she thought of a piece of advice from her grandfather: "In the mountains, when you are lost, you stop and you think."',
      ],
      [
        'So she sat down on the ground, put on her jacket and put on her head torch.',
        'Every five minutes, she whistled three times, the distress signal.',
        'After an hour, a light answered in the fog.',
        'It was {{guide}}, a mountain guide who was coming back down with a group.',
      ],
      [
        'In the evening, in the village, {{guide}} told her that she had done exactly the right thing.',
        '"Most people keep walking and get even more lost," he said.',
        '{{hero}} smiled: she had just understood why her grandfather talked so much about that lake.',
      ],
    ],
  },
  glossary: [
    { word: 'randonnée', lemma: 'randonnée', gloss: { en: 'hike' } },
    { word: 'lampe frontale', lemma: 'lampe frontale', gloss: { en: 'head torch' } },
    { word: 'au cas où', lemma: 'au cas où', gloss: { en: 'just in case' } },
    { word: 'fond', lemma: 'fond', gloss: { en: 'bottom' } },
    { word: 'dizaines', lemma: 'dizaine', gloss: { en: 'dozens (lit. about ten)' } },
    { word: 'rangeait', lemma: 'ranger', gloss: { en: 'was putting away' } },
    { word: 'sommets', lemma: 'sommet', gloss: { en: 'peaks, summits' } },
    { word: 'brouillard', lemma: 'brouillard', gloss: { en: 'fog' } },
    { word: 'épais', lemma: 'épais', gloss: { en: 'thick' } },
    { word: 'sentier', lemma: 'sentier', gloss: { en: 'path, trail' } },
    { word: 'sans arrêt', lemma: 'sans arrêt', gloss: { en: 'constantly, non-stop' } },
    { word: 'réseau', lemma: 'réseau', gloss: { en: 'network, (phone) signal' } },
    { word: 'sifflait', lemma: 'siffler', gloss: { en: 'whistled' } },
    { word: 'détresse', lemma: 'détresse', gloss: { en: 'distress' } },
    { word: 'réflexe', lemma: 'réflexe', gloss: { en: 'reflex, instinctive reaction' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Pourquoi {{hero}} voulait-elle voir le lac des Aiguilles ?',
      options: [
        "Parce qu'elle voulait y nager",
        'Parce que son grand-père lui en parlait souvent',
        "Parce que c'était son travail",
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Il faisait mauvais temps quand {{hero}} a quitté le village.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: "Qu'est-ce qui a caché le sentier ?",
      options: ['La neige', 'La nuit', 'Un brouillard épais', 'La pluie'],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} a appelé les secours avec son téléphone.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: "Qu'a fait {{hero}} pour qu'on la trouve ?",
      options: [
        'Elle a couru vers le village',
        'Elle a sifflé trois fois toutes les cinq minutes',
        'Elle a allumé un feu',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Selon {{guide}}, beaucoup de gens continuent à marcher quand ils sont perdus.',
      answer: true,
    },
  ],
})
