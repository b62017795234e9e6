import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a literary fantasy about a man who sells silences. */
export default defineBankStory({
  id: 'fr-c2-le-marchand-de-silences',
  language: 'fr',
  level: 'C2',
  subLevel: 3,
  genres: ['fantasy', 'fairy tale'],
  title: 'Le marchand de silences',
  characters: [
    { key: 'hero', gender: 'f', names: ['Apolline', 'Séverine', 'Éléonore', 'Bérénice'] },
    { key: 'merchant', gender: 'm', names: ['Maître Anselme', 'Maître Firmin', 'Maître Quentin'] },
  ],
  paragraphs: [
    [
      "Dans la ville basse, où les ateliers ne s'arrêtaient jamais et où l'on vivait les uns sur les autres, il existait une boutique dont nul ne savait au juste depuis quand elle était là.",
      "On n'y vendait ni étoffes ni épices, mais des silences, soigneusement rangés dans des flacons de verre poli, étiquetés d'une écriture fine et penchée.",
      "Le tenancier, {{merchant}}, était un vieillard affable qui parlait si bas qu'il fallait se pencher vers lui pour l'entendre.",
    ],
    [
      "Il y avait là des silences pour tous les goûts et toutes les bourses : le silence d'une église de campagne à midi, celui d'une forêt sous la neige, celui, plus rare et plus cher, qui suit un aveu.",
      "Les ouvriers venaient y acheter, le samedi, une fiole de silence de lac qu'ils débouchaient le soir au-dessus de leur lit, et pour quelques heures le vacarme de la ville s'estompait.",
    ],
    [
      '{{hero}} franchit le seuil de la boutique un soir de novembre, les traits tirés, les yeux rougis.',
      'Elle ne demandait aucun des silences exposés en vitrine.',
      "Elle voulait, dit-elle d'une voix blanche, le silence qui avait régné entre sa mère et elle pendant dix ans, et qui s'était achevé le mois précédent, trop tard, dans une chambre d'hôpital.",
      'Elle voulait le racheter, disait-elle, pour avoir le droit de le briser autrement.',
    ],
    [
      '{{merchant}} la considéra longuement.',
      "Puis il descendit à la cave et en remonta un flacon terne, presque opaque, qu'il posa sur le comptoir avec une délicatesse infinie.",
      '« Ce silence-là ne se vend pas, murmura-t-il ; il se rend. Mais je puis vous le prêter une nuit, à condition que vous le rapportiez intact. »',
    ],
    [
      "Nul ne sut jamais ce qu'elle en fit.",
      "On raconte seulement qu'à l'aube, elle revint avec le flacon, désormais limpide comme de l'eau de source, et qu'elle avait le visage de quelqu'un qui a beaucoup parlé.",
      "{{merchant}} le plaça sans un mot sur l'étagère la plus haute, parmi les silences qui ne sont plus à vendre, ceux qui ont fini par dire ce qu'ils avaient à dire.",
      "Et l'on prétend qu'aujourd'hui encore, quand le vent tombe sur la ville basse, on peut y entendre, très loin, deux voix qui se répondent.",
    ],
  ],
  translations: {
    en: [
      [
        'In the lower town, where the workshops never stopped and where people lived on top of one another, there was a shop about which nobody knew exactly how long it had been there.',
        'It sold neither cloth nor spices, but silences, carefully arranged in bottles of polished glass, labelled in a fine, slanting hand.',
        'The keeper, {{merchant}}, was an affable old man who spoke so softly that you had to lean towards him to hear him.',
      ],
      [
        'There were silences for every taste and every purse: the silence of a country church at noon, that of a forest under snow, and that, rarer and dearer, which follows a confession.',
        'The workers came on Saturdays to buy a phial of lake silence, which they uncorked at night above their beds, and for a few hours the din of the town faded away.',
      ],
      [
        '{{hero}} crossed the threshold of the shop one November evening, her face drawn, her eyes red.',
        'She did not ask for any of the silences displayed in the window.',
        'She wanted, she said in a toneless voice, the silence that had reigned between her mother and her for ten years, and which had ended the month before, too late, in a hospital room.',
        'She wanted to buy it back, she said, so as to have the right to break it differently.',
      ],
      [
        '{{merchant}} looked at her for a long time.',
        'Then he went down to the cellar and came back up with a dull, almost opaque bottle, which he set on the counter with infinite delicacy.',
        '"That silence is not sold," he murmured; "it is given back. But I may lend it to you for one night, on condition that you bring it back intact."',
      ],
      [
        'Nobody ever knew what she did with it.',
        'It is said only that at dawn she came back with the bottle, now as clear as spring water, and that she had the face of someone who has talked a great deal.',
        '{{merchant}} placed it without a word on the highest shelf, among the silences that are no longer for sale, those that have finally said what they had to say.',
        'And people claim that even today, when the wind drops over the lower town, you can hear there, very far away, two voices answering each other.',
      ],
    ],
  },
  glossary: [
    { word: 'ateliers', lemma: 'atelier', gloss: { en: 'workshops' } },
    { word: 'nul', lemma: 'nul', gloss: { en: 'nobody, no one (literary)' } },
    { word: 'au juste', lemma: 'au juste', gloss: { en: 'exactly, precisely' } },
    { word: 'étoffes', lemma: 'étoffe', gloss: { en: 'fabrics, cloth' } },
    { word: 'flacons', lemma: 'flacon', gloss: { en: 'small bottles, flasks' } },
    { word: 'tenancier', lemma: 'tenancier', gloss: { en: 'keeper, proprietor' } },
    { word: 'affable', lemma: 'affable', gloss: { en: 'affable, courteous' } },
    { word: 'bourses', lemma: 'bourse', gloss: { en: 'purses (here: budgets)' } },
    { word: 'aveu', lemma: 'aveu', gloss: { en: 'confession, admission' } },
    { word: 'fiole', lemma: 'fiole', gloss: { en: 'phial, vial' } },
    { word: 'débouchaient', lemma: 'déboucher', gloss: { en: 'uncorked' } },
    { word: 'vacarme', lemma: 'vacarme', gloss: { en: 'din, racket' } },
    { word: "s'estompait", lemma: "s'estomper", gloss: { en: 'faded, blurred away' } },
    { word: 'seuil', lemma: 'seuil', gloss: { en: 'threshold' } },
    {
      word: 'les traits tirés',
      lemma: 'avoir les traits tirés',
      gloss: { en: 'with a drawn, tired face' },
    },
    {
      word: "d'une voix blanche",
      lemma: 'voix blanche',
      gloss: { en: 'in a toneless, flat voice' },
    },
    { word: 'régné', lemma: 'régner', gloss: { en: 'reigned, prevailed' } },
    { word: 'considéra', lemma: 'considérer', gloss: { en: 'looked at attentively, considered' } },
    { word: 'terne', lemma: 'terne', gloss: { en: 'dull, lustreless' } },
    { word: 'je puis', lemma: 'pouvoir', gloss: { en: 'I can, I may (formal)' } },
    { word: 'limpide', lemma: 'limpide', gloss: { en: 'clear, limpid' } },
    { word: 'prétend', lemma: 'prétendre', gloss: { en: 'claims (not: pretends)' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Que vendait la boutique de {{merchant}} ?',
      options: ['Des épices', 'Des flacons de parfum', 'Des silences', 'Des étoffes'],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: "{{merchant}} parlait d'une voix très forte.",
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Pourquoi les ouvriers achetaient-ils du silence de lac ?',
      options: [
        'Pour oublier le bruit de la ville la nuit',
        "Pour l'offrir à leur famille",
        'Pour le revendre plus cher',
      ],
      answer: 0,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Quel silence {{hero}} voulait-elle ?',
      options: [
        "Celui d'une forêt sous la neige",
        'Celui qui avait existé entre sa mère et elle',
        "Celui d'une église à midi",
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{merchant}} a vendu ce silence à {{hero}} pour une forte somme.',
      answer: false,
    },
    {
      kind: 'true_false',
      prompt: 'Quand {{hero}} a rapporté le flacon, il était devenu clair.',
      answer: true,
    },
  ],
})
