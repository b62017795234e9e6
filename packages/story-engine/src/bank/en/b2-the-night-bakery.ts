import { defineBankStory } from '../types'

// An English story is its own English version, so `translations.en` repeats the text itself.
const paragraphs = [
  [
    'At three o’clock in the morning, when the rest of the city was asleep, the lights came on in the small bakery on Mill Street.',
    '{{hero}} had been a baker there for eleven years, and he still loved the first moment of the night, when the ovens were getting hot and the dough was waiting under its cloths like something alive.',
  ],
  [
    'He worked alone until five, when {{apprentice}} arrived.',
    'She was nineteen, had dropped out of university after one term and, by her own admission, had no idea what she wanted to do with her life.',
    'She had answered his advertisement mostly because the hours meant she would never have to see her old friends from school.',
  ],
  [
    'At first she was hopeless.',
    'She burned the first batch of bread, forgot the salt in the sourdough and, on one occasion nobody would forget, dropped an entire tray of cinnamon buns on the floor.',
    '{{hero}} never raised his voice.',
    'He simply showed her again, and then again, with the same patience he used on the dough.',
  ],
  [
    'Somewhere around the third month, something shifted.',
    'She started arriving early, asking questions about flour and temperature, and scribbling notes in a little book she kept in her apron pocket.',
    'One morning, she came in with a recipe of her own: a dark rye loaf with honey and walnuts, inspired by her grandmother.',
  ],
  [
    'They baked it together, and at seven, when the first customers came in shaking the rain off their coats, it was already on the counter.',
    'By nine it had sold out.',
    '{{hero}} wrote its name on the blackboard by the door in careful chalk letters and, underneath, a little smaller, the name of the baker who had invented it.',
    '{{apprentice}} stared at it for a long time, and then, for the first time in months, she laughed.',
  ],
]

/** Original story for Fabula's built-in bank: a night baker and his unlikely apprentice. */
export default defineBankStory({
  id: 'en-b2-the-night-bakery',
  language: 'en',
  level: 'B2',
  subLevel: 1,
  genres: ['slice of life'],
  title: 'The Night Bakery',
  characters: [
    { key: 'hero', gender: 'm', names: ['Martin', 'Joe', 'Patrick', 'Ian'] },
    { key: 'apprentice', gender: 'f', names: ['Jess', 'Zoe', 'Abby'] },
  ],
  paragraphs,
  translations: {
    en: paragraphs,
    es: [
      [
        'A las tres de la madrugada, cuando el resto de la ciudad dormía, se encendían las luces de la pequeña panadería de Mill Street.',
        '{{hero}} llevaba once años trabajando allí como panadero y todavía le encantaba el primer momento de la noche, cuando los hornos se calentaban y la masa esperaba bajo sus paños como algo vivo.',
      ],
      [
        'Trabajaba solo hasta las cinco, cuando llegaba {{apprentice}}.',
        'Tenía diecinueve años, había dejado la universidad después de un trimestre y, según reconocía ella misma, no tenía ni idea de qué quería hacer con su vida.',
        'Había respondido al anuncio de él sobre todo porque, con ese horario, nunca tendría que ver a sus antiguos amigos del colegio.',
      ],
      [
        'Al principio era un desastre.',
        'Quemó la primera hornada de pan, olvidó la sal en el pan de masa madre y, en una ocasión que nadie olvidaría, tiró al suelo una bandeja entera de bollos de canela.',
        '{{hero}} nunca levantó la voz.',
        'Simplemente se lo volvía a enseñar, una y otra vez, con la misma paciencia que tenía con la masa.',
      ],
      [
        'Hacia el tercer mes, algo cambió.',
        'Empezó a llegar temprano, a hacer preguntas sobre la harina y la temperatura y a apuntar cosas en una libretita que llevaba en el bolsillo del delantal.',
        'Una mañana llegó con una receta propia: un pan oscuro de centeno con miel y nueces, inspirado en su abuela.',
      ],
      [
        'Lo hornearon juntos y, a las siete, cuando entraron los primeros clientes sacudiéndose la lluvia de los abrigos, ya estaba en el mostrador.',
        'A las nueve se había agotado.',
        '{{hero}} escribió su nombre en la pizarra junto a la puerta con cuidadosas letras de tiza y, debajo, un poco más pequeño, el nombre de la panadera que lo había inventado.',
        '{{apprentice}} se quedó mirándolo mucho rato y luego, por primera vez en meses, se rio.',
      ],
    ],
  },
  glossary: [
    {
      word: 'dough',
      lemma: 'dough',
      gloss: { en: 'flour and water mixed, before baking', es: 'masa' },
    },
    { word: 'cloths', lemma: 'cloth', gloss: { en: 'pieces of fabric', es: 'paños, trapos' } },
    {
      word: 'dropped out',
      lemma: 'drop out',
      gloss: { en: 'left (a course) before finishing', es: 'abandonó (los estudios)' },
    },
    {
      word: 'term',
      lemma: 'term',
      gloss: { en: 'one part of a school or university year', es: 'trimestre' },
    },
    {
      word: 'by her own admission',
      lemma: 'by one’s own admission',
      gloss: { en: 'as she herself admitted', es: 'según reconocía ella misma' },
    },
    {
      word: 'advertisement',
      lemma: 'advertisement',
      gloss: { en: 'a public notice offering a job', es: 'anuncio' },
    },
    {
      word: 'hopeless',
      lemma: 'hopeless',
      gloss: { en: 'very bad at something', es: 'un desastre, negada' },
    },
    {
      word: 'batch',
      lemma: 'batch',
      gloss: { en: 'a group made at the same time', es: 'hornada, tanda' },
    },
    {
      word: 'sourdough',
      lemma: 'sourdough',
      gloss: { en: 'bread made with a natural starter', es: 'pan de masa madre' },
    },
    { word: 'tray', lemma: 'tray', gloss: { en: 'a flat metal plate for baking', es: 'bandeja' } },
    {
      word: 'cinnamon buns',
      lemma: 'cinnamon bun',
      gloss: { en: 'sweet rolls with cinnamon', es: 'bollos de canela' },
    },
    { word: 'shifted', lemma: 'shift', gloss: { en: 'changed', es: 'cambió' } },
    {
      word: 'scribbling',
      lemma: 'scribble',
      gloss: { en: 'writing quickly and untidily', es: 'garabateando, apuntando' },
    },
    {
      word: 'apron',
      lemma: 'apron',
      gloss: { en: 'a cloth worn to keep clothes clean', es: 'delantal' },
    },
    { word: 'rye', lemma: 'rye', gloss: { en: 'a dark grain used for bread', es: 'centeno' } },
    { word: 'walnuts', lemma: 'walnut', gloss: { en: 'a kind of nut', es: 'nueces' } },
    {
      word: 'counter',
      lemma: 'counter',
      gloss: { en: 'the long table in a shop', es: 'mostrador' },
    },
    { word: 'sold out', lemma: 'sell out', gloss: { en: 'all been sold', es: 'se había agotado' } },
    {
      word: 'blackboard',
      lemma: 'blackboard',
      gloss: { en: 'a dark board for writing on', es: 'pizarra' },
    },
    {
      word: 'chalk',
      lemma: 'chalk',
      gloss: { en: 'a white stick for writing on boards', es: 'tiza' },
    },
    {
      word: 'stared',
      lemma: 'stare',
      gloss: { en: 'looked for a long time', es: 'se quedó mirando' },
    },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'At what time do the lights come on in the bakery?',
      options: ['At one o’clock', 'At three o’clock', 'At five o’clock'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{apprentice}} had finished her university degree.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'How did {{hero}} react to her mistakes?',
      options: ['He shouted at her', 'He patiently showed her again', 'He told her to leave'],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'What was in her recipe?',
      options: ['Chocolate and orange', 'Honey and walnuts', 'Cheese and onion'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'The new loaf had sold out by nine.',
      answer: true,
    },
  ],
})
