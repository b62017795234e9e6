import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a baker's apprentice during the Paris flood of 1910. */
export default defineBankStory({
  id: 'fr-b2-la-crue-de-1910',
  language: 'fr',
  level: 'B2',
  subLevel: 1,
  genres: ['historical'],
  title: 'La crue de 1910',
  characters: [
    { key: 'hero', gender: 'm', names: ['Émile', 'Gustave', 'Marcel', 'Albert'] },
    { key: 'widow', gender: 'f', names: ['Madame Lefort', 'Madame Duval', 'Madame Morel'] },
  ],
  paragraphs: [
    [
      'En janvier 1910, {{hero}} avait seize ans et travaillait comme apprenti chez un boulanger de la rue de Lille, à deux pas de la Seine.',
      "Il se levait à trois heures du matin pour allumer le four et, comme tous les Parisiens, il avait d'abord regardé la montée du fleuve avec plus de curiosité que d'inquiétude.",
    ],
    [
      'Mais la pluie ne cessait pas.',
      "En quelques jours, l'eau a envahi les caves, puis les rues, puis les rez-de-chaussée.",
      "Le métro s'est arrêté, les lampes se sont éteintes et l'on a vu des barques circuler là où, une semaine plus tôt, passaient les fiacres.",
      'Des passerelles en bois, construites à la hâte par les soldats, reliaient les immeubles entre eux.',
    ],
    [
      'Le four de la boulangerie, heureusement, était surélevé.',
      'Le patron a décidé de continuer à cuire du pain coûte que coûte, car les quartiers inondés risquaient de manquer de tout.',
      'Chaque matin, {{hero}} remplissait un grand panier et partait sur les passerelles glissantes pour distribuer les miches aux familles bloquées dans les étages.',
    ],
    [
      "Au quatrième étage d'un immeuble de la rue de Beaune vivait {{widow}}, une veuve qui refusait obstinément de partir.",
      "Elle gardait chez elle les lettres de son mari, mort au Tonkin, et ne voulait pas les abandonner à l'eau.",
      "Tous les jours, {{hero}} montait lui porter du pain, et elle lui racontait en échange un morceau de sa vie : ses années de couturière, ses promenades du dimanche, l'Exposition universelle de 1889.",
    ],
    [
      'Fin janvier, la Seine a enfin commencé à baisser, laissant derrière elle une boue épaisse et une odeur tenace.',
      "Quand {{hero}} est venu pour la dernière fois, {{widow}} lui a offert une petite boîte en fer contenant une médaille de l'Exposition.",
      "« Pour le garçon qui n'a jamais eu les pieds secs », a-t-elle dit en riant.",
      "Il l'a gardée toute sa vie, et il racontait volontiers que cet hiver-là, il avait appris que le pain nourrit le corps, mais que les histoires tiennent chaud.",
    ],
  ],
  translations: {
    en: [
      [
        "In January 1910, {{hero}} was sixteen and worked as an apprentice to a baker in the rue de Lille, a stone's throw from the Seine.",
        'He got up at three in the morning to light the oven and, like all Parisians, he had at first watched the river rise with more curiosity than worry.',
      ],
      [
        'But the rain did not stop.',
        'In a few days, the water invaded the cellars, then the streets, then the ground floors.',
        'The metro stopped, the lamps went out and rowing boats were seen moving where, a week earlier, cabs had passed.',
        'Wooden footbridges, hastily built by soldiers, linked the buildings to one another.',
      ],
      [
        'The bakery oven, fortunately, was raised.',
        'The owner decided to go on baking bread whatever it took, because the flooded districts were in danger of running short of everything.',
        'Every morning, {{hero}} filled a big basket and set off along the slippery footbridges to hand out loaves to the families stuck on the upper floors.',
      ],
      [
        'On the fourth floor of a building in the rue de Beaune lived {{widow}}, a widow who stubbornly refused to leave.',
        'She kept at home the letters from her husband, who had died in Tonkin, and did not want to abandon them to the water.',
        "Every day, {{hero}} went up to bring her bread, and in exchange she told him a piece of her life: her years as a seamstress, her Sunday walks, the World's Fair of 1889.",
      ],
      [
        'At the end of January, the Seine at last began to fall, leaving behind it a thick mud and a lingering smell.',
        'When {{hero}} came for the last time, {{widow}} gave him a small tin box containing a medal from the Fair.',
        '"For the boy who never had dry feet," she said, laughing.',
        'He kept it all his life, and he liked to say that that winter he had learned that bread feeds the body, but stories keep you warm.',
      ],
    ],
  },
  glossary: [
    { word: 'fleuve', lemma: 'fleuve', gloss: { en: 'river (flowing into the sea)' } },
    { word: 'apprenti', lemma: 'apprenti', gloss: { en: 'apprentice' } },
    { word: 'à deux pas de', lemma: 'à deux pas de', gloss: { en: "a stone's throw from" } },
    { word: 'four', lemma: 'four', gloss: { en: 'oven' } },
    { word: 'a envahi', lemma: 'envahir', gloss: { en: 'invaded' } },
    { word: 'rez-de-chaussée', lemma: 'rez-de-chaussée', gloss: { en: 'ground floor(s)' } },
    { word: 'barques', lemma: 'barque', gloss: { en: 'rowing boats' } },
    { word: 'fiacres', lemma: 'fiacre', gloss: { en: 'horse-drawn cabs' } },
    { word: 'passerelles', lemma: 'passerelle', gloss: { en: 'footbridges, walkways' } },
    { word: 'à la hâte', lemma: 'à la hâte', gloss: { en: 'hastily, in a hurry' } },
    { word: 'surélevé', lemma: 'surélevé', gloss: { en: 'raised, elevated' } },
    {
      word: 'coûte que coûte',
      lemma: 'coûte que coûte',
      gloss: { en: 'whatever it takes, at all costs' },
    },
    { word: 'inondés', lemma: 'inondé', gloss: { en: 'flooded' } },
    { word: 'glissantes', lemma: 'glissant', gloss: { en: 'slippery' } },
    { word: 'miches', lemma: 'miche', gloss: { en: 'round loaves' } },
    { word: 'veuve', lemma: 'veuve', gloss: { en: 'widow' } },
    { word: 'obstinément', lemma: 'obstinément', gloss: { en: 'stubbornly' } },
    { word: 'boue', lemma: 'boue', gloss: { en: 'mud' } },
    { word: 'tenace', lemma: 'tenace', gloss: { en: 'lingering, persistent' } },
    { word: 'tiennent chaud', lemma: 'tenir chaud', gloss: { en: 'keep (you) warm' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Quel était le travail de {{hero}} en 1910 ?',
      options: ['Soldat', 'Apprenti boulanger', 'Conducteur de fiacre'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Au début, {{hero}} était très inquiet de la montée de la Seine.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Comment les gens se déplaçaient-ils entre les immeubles ?',
      options: [
        'En métro',
        'Sur des passerelles en bois et en barque',
        'À cheval',
        'Ils ne sortaient pas du tout',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'La boulangerie a fermé pendant toute la durée de la crue.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Pourquoi {{widow}} refusait-elle de partir ?',
      options: [
        'Elle était trop malade',
        'Elle ne voulait pas abandonner les lettres de son mari',
        'Elle attendait son fils',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: "{{widow}} a donné à {{hero}} une médaille de l'Exposition de 1889.",
      answer: true,
    },
  ],
})
