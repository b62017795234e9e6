import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a quiet, unsettling tale of a house that moves. */
export default defineBankStory({
  id: 'fr-c2-la-maison-sur-la-dune',
  language: 'fr',
  level: 'C2',
  subLevel: 2,
  genres: ['horror', 'mystery'],
  title: 'La maison sur la dune',
  characters: [
    { key: 'hero', gender: 'm', names: ['Thibault', 'Aurélien', 'Corentin', 'Benoît'] },
    {
      key: 'neighbour',
      gender: 'f',
      names: ['Madame Le Gall', 'Madame Kerhervé', 'Madame Tanguy'],
    },
  ],
  paragraphs: [
    [
      "La maison que {{hero}} avait louée pour l'hiver se dressait seule sur la dune, à l'écart du bourg, tournée vers la mer comme une sentinelle que l'on aurait oublié de relever.",
      "L'agence l'avait décrite, avec un sens consommé de l'euphémisme, comme « pleine de caractère ».",
      'Il y était venu pour achever un livre qui, depuis trois ans, refusait obstinément de se laisser écrire.',
    ],
    [
      'Les premiers jours, il ne prêta guère attention aux détails.',
      "Que les volets battent la nuit, que le sable s'insinue sous les portes, que l'horloge de la cuisine retarde d'une minute chaque matin : rien là que de très banal, pour une bâtisse exposée à tous les vents.",
      "Ce ne fut qu'à la fin de la deuxième semaine qu'il s'avisa que, depuis la fenêtre de son bureau, le phare lui apparaissait légèrement plus à gauche qu'à son arrivée.",
    ],
    [
      'Il se moqua de lui-même, incrimina la fatigue, la solitude, le vin du soir.',
      'Mais, piqué au vif, il se mit à relever chaque matin, sur une feuille punaisée au mur, la position exacte du phare par rapport au montant de la fenêtre.',
      "Les croix s'alignèrent avec une régularité implacable : un demi-centimètre par jour, toujours dans le même sens.",
      'La maison, imperceptiblement, pivotait.',
    ],
    [
      "{{neighbour}}, qui tenait l'épicerie du bourg et avait vu défiler des générations de locataires, ne manifesta aucune surprise lorsqu'il s'en ouvrit à elle.",
      "Elle se contenta d'essuyer ses mains sur son tablier et de lui demander, d'un ton presque maternel, s'il dormait bien.",
      "Puis, comme il insistait, elle lâcha que la maison finissait toujours par se tourner vers ce qui manquait à celui qui l'habitait.",
      "« Les uns, c'est la mer ; les autres, la route ; certains, le cimetière. »",
    ],
    [
      'Il rentra par la grève, le cœur battant, sans oser se demander vers quoi la maison le menait.',
      "Il le sut un matin de février, lorsque la fenêtre de son bureau, ayant achevé sa lente révolution, s'ouvrit sur la route de la gare, celle par laquelle, quinze ans plus tôt, était partie la seule femme qu'il eût aimée.",
      "Ce jour-là, il écrivit vingt pages d'une traite.",
      'Au printemps, il rendit les clés, et {{neighbour}} nota, sans commentaire, que la maison faisait de nouveau face à la mer.',
    ],
  ],
  translations: {
    en: [
      [
        'The house {{hero}} had rented for the winter stood alone on the dune, away from the village, facing the sea like a sentry that someone had forgotten to relieve.',
        'The agency had described it, with a consummate sense of euphemism, as "full of character".',
        'He had come there to finish a book that, for three years, had stubbornly refused to let itself be written.',
      ],
      [
        'During the first days, he paid scarcely any attention to details.',
        'That the shutters banged at night, that sand crept in under the doors, that the kitchen clock lost a minute every morning: nothing in that but the most ordinary things, for a building exposed to every wind.',
        'It was only at the end of the second week that he realised that, from his study window, the lighthouse appeared slightly further to the left than when he had arrived.',
      ],
      [
        'He laughed at himself, blamed tiredness, solitude, the evening wine.',
        'But, stung to the quick, he began to record every morning, on a sheet pinned to the wall, the exact position of the lighthouse in relation to the window frame.',
        'The crosses lined up with relentless regularity: half a centimetre a day, always in the same direction.',
        'The house, imperceptibly, was turning.',
      ],
      [
        '{{neighbour}}, who ran the village grocery and had seen generations of tenants come and go, showed no surprise when he confided in her.',
        'She merely wiped her hands on her apron and asked him, in an almost motherly tone, whether he was sleeping well.',
        'Then, as he insisted, she let slip that the house always ended up turning towards whatever the person living in it was missing.',
        '"For some, it is the sea; for others, the road; for some, the cemetery."',
      ],
      [
        'He went home along the shore, his heart pounding, without daring to wonder where the house was leading him.',
        'He found out one February morning, when the window of his study, having completed its slow revolution, opened onto the road to the station, the one by which, fifteen years earlier, the only woman he had ever loved had left.',
        'That day, he wrote twenty pages at a stretch.',
        'In spring, he handed back the keys, and {{neighbour}} noted, without comment, that the house faced the sea once more.',
      ],
    ],
  },
  glossary: [
    { word: 'se dressait', lemma: 'se dresser', gloss: { en: 'stood, rose up' } },
    { word: "à l'écart", lemma: "à l'écart de", gloss: { en: 'away from, apart from' } },
    { word: 'bourg', lemma: 'bourg', gloss: { en: 'small market town, village' } },
    { word: 'sentinelle', lemma: 'sentinelle', gloss: { en: 'sentry, sentinel' } },
    { word: 'consommé', lemma: 'consommé', gloss: { en: 'consummate, accomplished' } },
    {
      word: 'ne prêta guère attention',
      lemma: 'prêter attention',
      gloss: { en: 'paid hardly any attention' },
    },
    { word: "s'insinue", lemma: "s'insinuer", gloss: { en: 'creeps in, worms its way in' } },
    { word: 'bâtisse', lemma: 'bâtisse', gloss: { en: 'building (large, often plain)' } },
    { word: "s'avisa", lemma: "s'aviser", gloss: { en: 'realised, noticed (literary)' } },
    { word: 'incrimina', lemma: 'incriminer', gloss: { en: 'blamed' } },
    { word: 'piqué au vif', lemma: 'piquer au vif', gloss: { en: 'stung to the quick' } },
    { word: 'punaisée', lemma: 'punaiser', gloss: { en: 'pinned (with a drawing pin)' } },
    { word: 'montant', lemma: 'montant', gloss: { en: 'upright (of a frame)' } },
    { word: 'implacable', lemma: 'implacable', gloss: { en: 'relentless' } },
    { word: 'pivotait', lemma: 'pivoter', gloss: { en: 'was turning, pivoting' } },
    { word: 'défiler', lemma: 'défiler', gloss: { en: 'to come and go in succession' } },
    {
      word: "s'en ouvrit à elle",
      lemma: "s'ouvrir de quelque chose à quelqu'un",
      gloss: { en: 'confided in her about it' },
    },
    { word: 'tablier', lemma: 'tablier', gloss: { en: 'apron' } },
    { word: 'lâcha', lemma: 'lâcher', gloss: { en: 'let slip' } },
    { word: 'grève', lemma: 'grève', gloss: { en: 'shore, strand (here); also strike' } },
    {
      word: "qu'il eût aimée",
      lemma: 'aimer',
      gloss: { en: 'that he had ever loved (past subjunctive)' },
    },
    { word: "d'une traite", lemma: "d'une traite", gloss: { en: 'at a stretch, in one go' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: "Pourquoi {{hero}} est-il venu passer l'hiver dans la maison ?",
      options: [
        'Pour se reposer après une maladie',
        'Pour achever un livre',
        'Pour retrouver une ancienne amie',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: "L'agence avait décrit la maison de façon très franche.",
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Comment {{hero}} a-t-il vérifié que la maison tournait ?',
      options: [
        'Il a interrogé le gardien du phare',
        'Il a noté chaque jour la position du phare',
        "Il a mesuré l'ombre de la maison",
        "Il a consulté l'horloge de la cuisine",
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{neighbour}} a été très étonnée par le récit de {{hero}}.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Selon {{neighbour}}, vers quoi la maison se tourne-t-elle ?',
      options: [
        'Vers le soleil',
        'Vers ce qui manque à son habitant',
        'Toujours vers le cimetière',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Quand la maison a fini de tourner, {{hero}} a pu écrire de nouveau.',
      answer: true,
    },
  ],
})
