import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: the life of an invented perfumer from Grasse. */
export default defineBankStory({
  id: 'fr-c1-le-nez-de-grasse',
  language: 'fr',
  level: 'C1',
  subLevel: 3,
  genres: ['biography'],
  title: 'Le nez de Grasse',
  characters: [
    { key: 'hero', gender: 'f', names: ['Adèle', 'Joséphine', 'Berthe', 'Germaine'] },
    { key: 'mentor', gender: 'm', names: ['Honoré', 'Fernand', 'Auguste'] },
  ],
  paragraphs: [
    [
      "Rien ne prédestinait {{hero}}, fille de cueilleurs de jasmin, à devenir l'un des « nez » les plus respectés de son temps.",
      "Née en 1921 dans un hameau des collines de Grasse, elle passa son enfance les mains plongées dans les pétales, à une époque où l'on récoltait les fleurs à l'aube, avant que la chaleur n'en dissipe le parfum.",
      "Elle racontait volontiers qu'à sept ans, elle reconnaissait les yeux fermés chacun des champs de la vallée à son odeur.",
    ],
    [
      'À quinze ans, elle entra comme manutentionnaire dans une parfumerie de la ville.',
      "C'est là que {{mentor}}, un chimiste bourru au caractère bien trempé, remarqua qu'elle corrigeait à mi-voix les mélanges des apprentis.",
      "Plutôt que de la remettre à sa place, il la mit au défi d'identifier les composants d'une essence rare.",
      'Elle en trouva onze sur douze, et il la prit sous son aile le jour même.',
    ],
    [
      'Les années qui suivirent ne furent pas un long fleuve tranquille.',
      "Dans un milieu presque exclusivement masculin, on lui reprochait tour à tour d'être trop jeune, trop paysanne, trop sûre d'elle.",
      "Pendant la guerre, faute de matières premières, elle apprit à tirer le meilleur parti d'ingrédients ordinaires, ce qui lui valut plus tard sa réputation de magicienne des notes humbles.",
    ],
    [
      "Son parfum le plus célèbre, créé en 1958, ne contenait pourtant ni rose ni jasmin : il évoquait l'odeur de la pierre chaude après l'orage, souvenir des murets de son enfance.",
      "Les critiques le jugèrent d'abord déroutant, puis s'en disputèrent les éloges.",
      "Elle, fidèle à sa discrétion, refusa toujours de donner son nom à une création, estimant qu'un parfum appartient à celui qui le porte.",
    ],
    [
      "Retirée dans son hameau, elle passa ses dernières années à former gratuitement des jeunes gens du pays, sans exiger d'eux le moindre diplôme.",
      "À ceux qui s'en étonnaient, elle répondait avec un sourire en coin que le talent ne se lit pas sur un papier : il se respire.",
    ],
  ],
  translations: {
    en: [
      [
        'Nothing destined {{hero}}, the daughter of jasmine pickers, to become one of the most respected "noses" of her time.',
        'Born in 1921 in a hamlet in the hills of Grasse, she spent her childhood with her hands plunged in petals, at a time when flowers were harvested at dawn, before the heat could dissipate their scent.',
        "She liked to tell how at seven she could recognise each of the valley's fields by its smell with her eyes shut.",
      ],
      [
        'At fifteen, she started as a warehouse hand at a perfume house in the town.',
        "It was there that {{mentor}}, a gruff chemist with a strong temper, noticed that she was correcting the apprentices' blends under her breath.",
        'Rather than putting her in her place, he challenged her to identify the components of a rare essence.',
        'She found eleven out of twelve, and he took her under his wing that very day.',
      ],
      [
        'The years that followed were no bed of roses.',
        'In an almost exclusively male world, she was reproached in turn for being too young, too much of a country girl, too sure of herself.',
        'During the war, for lack of raw materials, she learned to make the most of ordinary ingredients, which later earned her a reputation as the magician of humble notes.',
      ],
      [
        'Her most famous perfume, created in 1958, nevertheless contained neither rose nor jasmine: it evoked the smell of warm stone after a storm, a memory of the low walls of her childhood.',
        'Critics at first found it disconcerting, then competed to praise it.',
        'She, true to her discretion, always refused to give her name to a creation, feeling that a perfume belongs to the person who wears it.',
      ],
      [
        'Retired to her hamlet, she spent her last years training young people from the area free of charge, without demanding the slightest diploma from them.',
        'To those who were surprised, she replied with a half-smile that talent cannot be read on a piece of paper: it is breathed in.',
      ],
    ],
  },
  glossary: [
    { word: 'prédestinait', lemma: 'prédestiner', gloss: { en: 'destined, predestined' } },
    { word: 'cueilleurs', lemma: 'cueilleur', gloss: { en: 'pickers, gatherers' } },
    { word: 'nez', lemma: 'nez', gloss: { en: 'nose; (in perfumery) master perfumer' } },
    { word: 'hameau', lemma: 'hameau', gloss: { en: 'hamlet' } },
    { word: 'dissipe', lemma: 'dissiper', gloss: { en: 'dissipates, disperses' } },
    {
      word: 'manutentionnaire',
      lemma: 'manutentionnaire',
      gloss: { en: 'warehouse hand, packer' },
    },
    { word: 'bourru', lemma: 'bourru', gloss: { en: 'gruff, surly' } },
    {
      word: 'bien trempé',
      lemma: 'caractère bien trempé',
      gloss: { en: 'strong-willed (of a temper)' },
    },
    { word: 'à mi-voix', lemma: 'à mi-voix', gloss: { en: "under one's breath, in a low voice" } },
    { word: 'la mit au défi', lemma: 'mettre au défi', gloss: { en: 'challenged her' } },
    { word: 'sous son aile', lemma: 'prendre sous son aile', gloss: { en: 'under his wing' } },
    {
      word: 'un long fleuve tranquille',
      lemma: 'un long fleuve tranquille',
      gloss: { en: 'plain sailing, a bed of roses' },
    },
    { word: 'tour à tour', lemma: 'tour à tour', gloss: { en: 'in turn, alternately' } },
    { word: 'faute de', lemma: 'faute de', gloss: { en: 'for lack of' } },
    {
      word: 'tirer le meilleur parti',
      lemma: 'tirer le meilleur parti de',
      gloss: { en: 'to make the most of' },
    },
    { word: 'murets', lemma: 'muret', gloss: { en: 'low walls' } },
    { word: 'déroutant', lemma: 'déroutant', gloss: { en: 'disconcerting, baffling' } },
    { word: 'éloges', lemma: 'éloge', gloss: { en: 'praise' } },
    {
      word: 'un sourire en coin',
      lemma: 'sourire en coin',
      gloss: { en: 'a half-smile, a wry smile' },
    },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Que faisaient les parents de {{hero}} ?',
      options: [
        'Ils étaient chimistes',
        'Ils cueillaient du jasmin',
        'Ils tenaient une parfumerie',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: "{{mentor}} a renvoyé {{hero}} parce qu'elle corrigeait les apprentis.",
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Combien de composants {{hero}} a-t-elle identifiés lors du défi ?',
      options: ['Tous les douze', 'Onze sur douze', 'Sept sur douze', 'Aucun'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Pendant la guerre, elle a appris à travailler avec des ingrédients ordinaires.',
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: "Qu'évoquait son parfum le plus célèbre ?",
      options: ['Un bouquet de roses', 'Le jasmin du matin', "La pierre chaude après l'orage"],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: 'Elle exigeait un diplôme de ses élèves.',
      answer: false,
    },
  ],
})
