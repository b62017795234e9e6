import { defineBankStory } from '../types'

// An English story is its own English version, so `translations.en` repeats the text itself.
const paragraphs = [
  [
    'In the city of Oriel, the great library did not lend books; it lent memories.',
    'You could borrow, for a fortnight, the recollection of a summer you had never lived, a language you had never learned or the sensation of standing on a glacier at dawn; and when the loan expired, the memory returned to its shelf as quietly as a cat slipping back through a window, leaving behind only a faint, pleasant ache.',
  ],
  [
    '{{hero}} had been its keeper for thirty years, and in all that time the system had never failed.',
    'So when, one grey morning, a memory came back incomplete, she assumed at first that she had misfiled it.',
    'It was a modest thing, catalogued as “Kitchen, late afternoon, someone singing”, and the singing was gone: the kitchen was there, the slant of the light, the smell of onions, but where the voice should have been there was only an oddly shaped silence.',
  ],
  [
    'Within a month, dozens of memories were returning damaged.',
    'A wedding without the bride’s laughter, a harbour without gulls, a childhood garden in which every flower had lost its name.',
    'Readers began to complain, and the city council, which had never taken much interest in the library except as a line in its budget, appointed an inspector, a precise and humourless young man called {{inspector}}, to find the culprit.',
  ],
  [
    'It was {{inspector}}, oddly enough, who solved the mystery, though not in the way either of them expected.',
    'Going through the loan records, he noticed that every damaged memory had passed through the hands of the same borrower: an elderly woman from the lower town who had taken out more than four hundred memories in a single year and returned each of them punctually.',
    'When they visited her, they found a small, bare room, and a woman who could no longer remember her own name.',
  ],
  [
    'She had not been stealing, she explained, with the exquisite courtesy of the very confused.',
    'She had simply been trying to keep something of her own.',
    'Each time she borrowed a memory, a little of it stuck to her, like flour to a baker’s hands; and each time she returned one, she left behind, without meaning to, a little of herself, until there was almost nothing left to give.',
  ],
  [
    '{{hero}} did what no keeper before her had ever done: she opened the deepest shelf of the archive, where the library kept the memories nobody had borrowed because nobody knew they existed, and gave them to the woman to keep.',
    'Within a week, the damaged memories began to heal.',
    'And {{inspector}}, whose report had recommended closing the library, found when he reread it that he could not remember why he had written such a thing.',
  ],
]

/** Original story for Fabula's built-in bank: a fantasy about a library that lends memories. */
export default defineBankStory({
  id: 'en-c2-the-library-that-forgot',
  language: 'en',
  level: 'C2',
  subLevel: 3,
  genres: ['fantasy', 'fairy tale'],
  title: 'The Library That Forgot',
  characters: [
    { key: 'hero', gender: 'f', names: ['Agnes', 'Miriam', 'Rosalind', 'Iris'] },
    { key: 'inspector', gender: 'm', names: ['Crispin', 'Anselm', 'Jasper'] },
  ],
  paragraphs,
  translations: {
    en: paragraphs,
    es: [
      [
        'En la ciudad de Oriel, la gran biblioteca no prestaba libros: prestaba recuerdos.',
        'Uno podía llevarse prestado, durante quince días, el recuerdo de un verano que nunca había vivido, un idioma que nunca había aprendido o la sensación de estar de pie sobre un glaciar al amanecer; y cuando vencía el préstamo, el recuerdo volvía a su estante tan sigilosamente como un gato que se cuela de nuevo por una ventana, dejando tras de sí solo una leve y agradable nostalgia.',
      ],
      [
        '{{hero}} llevaba treinta años siendo su guardiana, y en todo ese tiempo el sistema no había fallado nunca.',
        'Por eso, cuando una mañana gris un recuerdo volvió incompleto, al principio supuso que lo había archivado mal.',
        'Era algo modesto, catalogado como «Cocina, última hora de la tarde, alguien canta», y el canto había desaparecido: allí estaban la cocina, la luz oblicua, el olor a cebolla, pero donde debería haber estado la voz solo había un silencio de forma extraña.',
      ],
      [
        'En menos de un mes, decenas de recuerdos volvían dañados.',
        'Una boda sin la risa de la novia, un puerto sin gaviotas, un jardín de la infancia en el que cada flor había perdido su nombre.',
        'Los lectores empezaron a quejarse, y el ayuntamiento, que nunca se había interesado mucho por la biblioteca salvo como una línea de su presupuesto, nombró a un inspector, un joven meticuloso y sin sentido del humor llamado {{inspector}}, para que encontrara al culpable.',
      ],
      [
        'Fue {{inspector}}, curiosamente, quien resolvió el misterio, aunque no de la manera que ninguno de los dos esperaba.',
        'Al revisar los registros de préstamos, se dio cuenta de que todos los recuerdos dañados habían pasado por las manos de la misma usuaria: una anciana de la ciudad baja que había sacado más de cuatrocientos recuerdos en un solo año y los había devuelto todos puntualmente.',
        'Cuando fueron a verla, encontraron una habitación pequeña y desnuda, y a una mujer que ya no recordaba su propio nombre.',
      ],
      [
        'No había estado robando, explicó, con la exquisita cortesía de quienes están muy confundidos.',
        'Solo había intentado conservar algo que fuera suyo.',
        'Cada vez que tomaba prestado un recuerdo, un poco de él se le quedaba pegado, como la harina a las manos de un panadero; y cada vez que devolvía uno, dejaba en él, sin querer, un poco de sí misma, hasta que ya casi no le quedaba nada que dar.',
      ],
      [
        '{{hero}} hizo lo que ninguna guardiana antes que ella había hecho jamás: abrió el estante más profundo del archivo, donde la biblioteca guardaba los recuerdos que nadie había pedido prestados porque nadie sabía que existían, y se los dio a la mujer para que se los quedara.',
        'En una semana, los recuerdos dañados empezaron a sanar.',
        'Y {{inspector}}, cuyo informe había recomendado cerrar la biblioteca, descubrió al releerlo que no conseguía recordar por qué había escrito algo así.',
      ],
    ],
  },
  glossary: [
    {
      word: 'lend',
      lemma: 'lend',
      gloss: { en: 'give for a time, to be returned', es: 'prestar' },
    },
    {
      word: 'fortnight',
      lemma: 'fortnight',
      gloss: { en: 'two weeks', es: 'quincena, dos semanas' },
    },
    { word: 'recollection', lemma: 'recollection', gloss: { en: 'a memory', es: 'recuerdo' } },
    {
      word: 'glacier',
      lemma: 'glacier',
      gloss: { en: 'a huge, slow river of ice', es: 'glaciar' },
    },
    { word: 'loan', lemma: 'loan', gloss: { en: 'something borrowed', es: 'préstamo' } },
    { word: 'expired', lemma: 'expire', gloss: { en: 'came to an end', es: 'vencía, caducaba' } },
    {
      word: 'slipping',
      lemma: 'slip',
      gloss: { en: 'moving quietly and smoothly', es: 'colándose' },
    },
    { word: 'faint', lemma: 'faint', gloss: { en: 'weak, slight', es: 'leve, tenue' } },
    {
      word: 'ache',
      lemma: 'ache',
      gloss: { en: 'a dull pain or longing', es: 'dolor sordo, nostalgia' },
    },
    {
      word: 'keeper',
      lemma: 'keeper',
      gloss: { en: 'a person in charge of something', es: 'guardiana, custodia' },
    },
    {
      word: 'misfiled',
      lemma: 'misfile',
      gloss: { en: 'put in the wrong place in a system', es: 'archivado mal' },
    },
    {
      word: 'catalogued',
      lemma: 'catalogue',
      gloss: { en: 'listed and described', es: 'catalogado' },
    },
    { word: 'slant', lemma: 'slant', gloss: { en: 'an angle, a slope', es: 'inclinación, sesgo' } },
    { word: 'oddly', lemma: 'oddly', gloss: { en: 'strangely', es: 'extrañamente, curiosamente' } },
    { word: 'gulls', lemma: 'gull', gloss: { en: 'seabirds', es: 'gaviotas' } },
    {
      word: 'council',
      lemma: 'council',
      gloss: { en: 'the group that governs a town', es: 'ayuntamiento' },
    },
    {
      word: 'budget',
      lemma: 'budget',
      gloss: { en: 'a plan for spending money', es: 'presupuesto' },
    },
    {
      word: 'appointed',
      lemma: 'appoint',
      gloss: { en: 'chose officially for a job', es: 'nombró' },
    },
    {
      word: 'humourless',
      lemma: 'humourless',
      gloss: { en: 'without a sense of humour', es: 'sin sentido del humor' },
    },
    {
      word: 'culprit',
      lemma: 'culprit',
      gloss: { en: 'the person responsible for a wrong', es: 'culpable' },
    },
    {
      word: 'borrower',
      lemma: 'borrower',
      gloss: { en: 'a person who borrows', es: 'usuaria, prestataria' },
    },
    { word: 'punctually', lemma: 'punctually', gloss: { en: 'on time', es: 'puntualmente' } },
    { word: 'bare', lemma: 'bare', gloss: { en: 'almost empty', es: 'desnudo, vacío' } },
    {
      word: 'exquisite',
      lemma: 'exquisite',
      gloss: { en: 'extremely fine and delicate', es: 'exquisito' },
    },
    { word: 'stuck', lemma: 'stick', gloss: { en: 'stayed attached', es: 'se quedaba pegado' } },
    { word: 'heal', lemma: 'heal', gloss: { en: 'become healthy again', es: 'sanar, curarse' } },
    { word: 'reread', lemma: 'reread', gloss: { en: 'read again', es: 'releyó' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'What did the great library of Oriel lend?',
      options: ['Books', 'Memories', 'Paintings'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Before these events, the system had often failed.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'What was missing from the memory “Kitchen, late afternoon, someone singing”?',
      options: ['The light', 'The smell of onions', 'The voice'],
      answer: 2,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Who had borrowed all the damaged memories?',
      options: ['The inspector', 'An elderly woman from the lower town', 'The keeper herself'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'The woman had been stealing memories on purpose.',
      answer: false,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} gave the woman memories from the deepest shelf to keep.',
      answer: true,
    },
  ],
})
