import { defineBankStory } from '../types'

// An English story is its own English version, so `translations.en` repeats the text itself.
const paragraphs = [
  [
    'In the winter of 1893, {{hero}} was one of some two hundred lamplighters who kept the gas lights of Southwark burning from dusk till dawn.',
    'Every evening he set out with his long pole and his ladder, and every morning he returned to extinguish what he had lit, recording each lamp in a battered leather ledger that the parish checked once a month.',
  ],
  [
    'It was a solitary trade, and most of his colleagues drank to keep out the cold.',
    '{{hero}} read instead.',
    'He had taught himself his letters from discarded newspapers, and in the margins of the ledger, in a cramped, careful hand, he had begun to jot down what he saw on his rounds: a quarrel outside a public house, a child asleep on the steps of a church, a gentleman who tipped his hat to every lamp as though it were a lady.',
  ],
  [
    'One night of thick fog in February, near the river, he noticed that a lamp he had lit an hour earlier had gone out.',
    'As he climbed the ladder, he heard voices below: two men, speaking low, planning to meet at the same spot on Thursday with “the papers”.',
    'One of them mentioned a warehouse on Bankside; the other, a name that {{hero}} recognised from the headlines, that of a magistrate who had recently disappeared.',
  ],
  [
    'He wrote it all down, as was his habit, and thought no more of it until the following week, when the same magistrate was found alive, bound and half frozen, in exactly that warehouse.',
    'The police, it transpired, had been tipped off by an anonymous letter, written in a cramped, careful hand.',
  ],
  [
    '{{hero}} never claimed the reward, nor did he mention the matter to anyone.',
    'He did the job until electricity made his trade obsolete, and died in 1931, a respected if unremarkable grandfather.',
    'It was only decades later, when his great-granddaughter {{descendant}} found the ledger in an attic and began reading the margins, that the family learned what he had done, and how many other small, unrecorded kindnesses lay hidden among the columns of numbers.',
  ],
]

/** Original story for Fabula's built-in bank: a Victorian lamplighter who overhears a crime. */
export default defineBankStory({
  id: 'en-c1-the-lamplighters-ledger',
  language: 'en',
  level: 'C1',
  subLevel: 3,
  genres: ['historical', 'mystery'],
  title: 'The Lamplighter’s Ledger',
  characters: [
    { key: 'hero', gender: 'm', names: ['Albert', 'Edwin', 'Silas', 'Thomas'] },
    { key: 'descendant', gender: 'f', names: ['Jenny', 'Clare', 'Fiona'] },
  ],
  paragraphs,
  translations: {
    en: paragraphs,
    es: [
      [
        'En el invierno de 1893, {{hero}} era uno de los cerca de doscientos faroleros que mantenían encendidas las farolas de gas de Southwark desde el anochecer hasta el amanecer.',
        'Cada tarde salía con su larga pértiga y su escalera, y cada mañana volvía para apagar lo que había encendido, anotando cada farola en un gastado libro de registro de cuero que la parroquia revisaba una vez al mes.',
      ],
      [
        'Era un oficio solitario, y la mayoría de sus compañeros bebían para combatir el frío.',
        '{{hero}}, en cambio, leía.',
        'Había aprendido a leer por su cuenta con periódicos desechados y, en los márgenes del libro de registro, con una letra apretada y cuidadosa, había empezado a anotar lo que veía en sus rondas: una riña a la puerta de una taberna, un niño dormido en los escalones de una iglesia, un caballero que se tocaba el sombrero ante cada farola como si fuera una dama.',
      ],
      [
        'Una noche de niebla espesa de febrero, cerca del río, se dio cuenta de que una farola que había encendido una hora antes se había apagado.',
        'Mientras subía la escalera, oyó voces abajo: dos hombres que hablaban en voz baja y quedaban en verse en el mismo lugar el jueves con «los papeles».',
        'Uno de ellos mencionó un almacén en Bankside; el otro, un nombre que {{hero}} reconoció por los titulares: el de un magistrado que había desaparecido hacía poco.',
      ],
      [
        'Lo anotó todo, como era su costumbre, y no volvió a pensar en ello hasta la semana siguiente, cuando encontraron al mismo magistrado vivo, atado y medio congelado, precisamente en aquel almacén.',
        'Según se supo después, a la policía la había alertado una carta anónima, escrita con una letra apretada y cuidadosa.',
      ],
      [
        '{{hero}} nunca reclamó la recompensa ni habló del asunto con nadie.',
        'Siguió con el oficio hasta que la electricidad lo dejó obsoleto, y murió en 1931, convertido en un abuelo respetado, aunque corriente.',
        'Solo décadas después, cuando su bisnieta {{descendant}} encontró el libro en un desván y empezó a leer los márgenes, supo la familia lo que había hecho, y cuántos otros pequeños gestos de bondad, nunca registrados, se escondían entre las columnas de números.',
      ],
    ],
  },
  glossary: [
    {
      word: 'lamplighters',
      lemma: 'lamplighter',
      gloss: { en: 'men who lit street lamps', es: 'faroleros' },
    },
    { word: 'dusk', lemma: 'dusk', gloss: { en: 'the time when night begins', es: 'anochecer' } },
    { word: 'dawn', lemma: 'dawn', gloss: { en: 'the time when day begins', es: 'amanecer' } },
    { word: 'pole', lemma: 'pole', gloss: { en: 'a long stick', es: 'pértiga, vara' } },
    {
      word: 'extinguish',
      lemma: 'extinguish',
      gloss: { en: 'put out (a light or fire)', es: 'apagar' },
    },
    {
      word: 'battered',
      lemma: 'battered',
      gloss: { en: 'old and damaged by use', es: 'gastado, estropeado' },
    },
    {
      word: 'ledger',
      lemma: 'ledger',
      gloss: { en: 'a book of records or accounts', es: 'libro de registro' },
    },
    { word: 'parish', lemma: 'parish', gloss: { en: 'a local church district', es: 'parroquia' } },
    { word: 'trade', lemma: 'trade', gloss: { en: 'a job needing skill', es: 'oficio' } },
    {
      word: 'keep out the cold',
      lemma: 'keep out the cold',
      gloss: { en: 'protect oneself from the cold', es: 'combatir el frío' },
    },
    { word: 'discarded', lemma: 'discard', gloss: { en: 'thrown away', es: 'desechados' } },
    {
      word: 'cramped',
      lemma: 'cramped',
      gloss: { en: 'small and crowded (of handwriting)', es: 'apretada' },
    },
    { word: 'jot down', lemma: 'jot down', gloss: { en: 'write quickly', es: 'anotar' } },
    { word: 'rounds', lemma: 'round', gloss: { en: 'a regular route of visits', es: 'rondas' } },
    { word: 'quarrel', lemma: 'quarrel', gloss: { en: 'an angry argument', es: 'riña, pelea' } },
    { word: 'public house', lemma: 'public house', gloss: { en: 'a pub', es: 'taberna' } },
    {
      word: 'tipped his hat',
      lemma: 'tip one’s hat',
      gloss: { en: 'touched his hat as a greeting', es: 'se tocaba el sombrero' },
    },
    {
      word: 'warehouse',
      lemma: 'warehouse',
      gloss: { en: 'a large building for storing goods', es: 'almacén' },
    },
    {
      word: 'headlines',
      lemma: 'headline',
      gloss: { en: 'titles of newspaper stories', es: 'titulares' },
    },
    {
      word: 'magistrate',
      lemma: 'magistrate',
      gloss: { en: 'a judge in a local court', es: 'magistrado' },
    },
    { word: 'bound', lemma: 'bind', gloss: { en: 'tied up', es: 'atado' } },
    {
      word: 'it transpired',
      lemma: 'transpire',
      gloss: { en: 'it became known', es: 'según se supo' },
    },
    {
      word: 'tipped off',
      lemma: 'tip off',
      gloss: { en: 'given secret information', es: 'alertado' },
    },
    { word: 'reward', lemma: 'reward', gloss: { en: 'money given for help', es: 'recompensa' } },
    { word: 'obsolete', lemma: 'obsolete', gloss: { en: 'no longer used', es: 'obsoleto' } },
    {
      word: 'unremarkable',
      lemma: 'unremarkable',
      gloss: { en: 'ordinary', es: 'corriente, normal' },
    },
    {
      word: 'kindnesses',
      lemma: 'kindness',
      gloss: { en: 'kind actions', es: 'gestos de bondad' },
    },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'What was {{hero}}’s job?',
      options: ['Policeman', 'Lamplighter', 'Newspaper seller'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} learned to read at school.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'What did he write in the margins of the ledger?',
      options: ['The price of gas', 'Things he saw on his rounds', 'Letters to his family'],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Where was the magistrate found?',
      options: ['In a church', 'In a warehouse on Bankside', 'On a boat'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} received a reward from the police.',
      answer: false,
    },
    {
      kind: 'true_false',
      prompt: 'His family learned the story from the ledger decades later.',
      answer: true,
    },
  ],
})
