import { defineBankStory } from '../types'

// An English story is its own English version, so `translations.en` repeats the text itself.
const paragraphs = [
  [
    '{{hero}} was born in 1952 in a small town in the north of England, the youngest of five children.',
    'His father was a postman, and the family did not have much money, so the children shared everything: clothes, books and one old red bicycle.',
  ],
  [
    'The bicycle broke down all the time, and because nobody could pay a mechanic, {{hero}} learned to repair it himself.',
    'By the age of twelve he could fix a chain, a brake or a flat tyre in a few minutes, and the neighbours began to knock on the door with their own bikes.',
    'They called him “the bicycle doctor”, and the name stayed with him for the rest of his life.',
  ],
  [
    'He left school at sixteen and worked in a factory for many years.',
    'It was a hard job, and he never really liked it.',
    'But every Saturday he opened the garage behind his house and repaired bicycles for free for anyone who needed help.',
  ],
  [
    'In 1990 the factory closed, and {{hero}} lost his job.',
    'Instead of looking for another one, he did something that surprised everybody: he turned his garage into a “bicycle library”.',
    'People could borrow a bike for a week, just like a book, and bring it back when they finished.',
    'Children learned to ride there, and many adults who could not afford a car used the bikes to get to work.',
  ],
  [
    'By the time he retired, the library had more than three hundred bicycles and twenty volunteers.',
    '{{hero}} died in 2019, but the garage is still open every Saturday.',
    'On the wall there is a sign in his handwriting: “Everything can be fixed, if you are patient.”',
  ],
]

/** Original story for Fabula's built-in bank: the life of an invented bicycle repairer. */
export default defineBankStory({
  id: 'en-b1-the-bicycle-doctor',
  language: 'en',
  level: 'B1',
  subLevel: 1,
  genres: ['biography', 'slice of life'],
  title: '{{hero}}, the Bicycle Doctor',
  characters: [{ key: 'hero', gender: 'm', names: ['Arthur', 'Frank', 'Walter', 'George'] }],
  paragraphs,
  translations: {
    en: paragraphs,
    es: [
      [
        '{{hero}} nació en 1952 en un pueblo del norte de Inglaterra; era el menor de cinco hermanos.',
        'Su padre era cartero y la familia no tenía mucho dinero, así que los niños lo compartían todo: la ropa, los libros y una vieja bicicleta roja.',
      ],
      [
        'La bicicleta se estropeaba continuamente y, como nadie podía pagar a un mecánico, {{hero}} aprendió a repararla él mismo.',
        'A los doce años ya sabía arreglar una cadena, un freno o una rueda pinchada en pocos minutos, y los vecinos empezaron a llamar a su puerta con sus propias bicicletas.',
        'Lo llamaban «el médico de las bicicletas», y el nombre lo acompañó el resto de su vida.',
      ],
      [
        'Dejó la escuela a los dieciséis años y trabajó muchos años en una fábrica.',
        'Era un trabajo duro y nunca le gustó de verdad.',
        'Pero cada sábado abría el garaje que había detrás de su casa y reparaba gratis las bicicletas de cualquiera que necesitara ayuda.',
      ],
      [
        'En 1990 la fábrica cerró y {{hero}} se quedó sin trabajo.',
        'En lugar de buscar otro, hizo algo que sorprendió a todo el mundo: convirtió su garaje en una «biblioteca de bicicletas».',
        'La gente podía tomar prestada una bici durante una semana, igual que un libro, y devolverla al terminar.',
        'Allí aprendieron a montar muchos niños, y muchos adultos que no podían permitirse un coche usaban las bicis para ir al trabajo.',
      ],
      [
        'Cuando se jubiló, la biblioteca tenía más de trescientas bicicletas y veinte voluntarios.',
        '{{hero}} murió en 2019, pero el garaje sigue abierto todos los sábados.',
        'En la pared hay un cartel escrito con su letra: «Todo se puede arreglar si tienes paciencia».',
      ],
    ],
  },
  glossary: [
    {
      word: 'youngest',
      lemma: 'young',
      gloss: { en: 'the one born last', es: 'el menor, el más pequeño' },
    },
    {
      word: 'postman',
      lemma: 'postman',
      gloss: { en: 'a person who delivers letters', es: 'cartero' },
    },
    { word: 'shared', lemma: 'share', gloss: { en: 'used together', es: 'compartían' } },
    {
      word: 'broke down',
      lemma: 'break down',
      gloss: { en: 'stopped working', es: 'se estropeaba, se averiaba' },
    },
    {
      word: 'mechanic',
      lemma: 'mechanic',
      gloss: { en: 'a person who repairs machines', es: 'mecánico' },
    },
    {
      word: 'repair',
      lemma: 'repair',
      gloss: { en: 'to make something work again', es: 'reparar' },
    },
    { word: 'fix', lemma: 'fix', gloss: { en: 'to repair', es: 'arreglar' } },
    { word: 'chain', lemma: 'chain', gloss: { en: 'metal rings joined together', es: 'cadena' } },
    { word: 'brake', lemma: 'brake', gloss: { en: 'the part that stops a bike', es: 'freno' } },
    {
      word: 'flat tyre',
      lemma: 'flat tyre',
      gloss: { en: 'a wheel with no air in it', es: 'rueda pinchada' },
    },
    {
      word: 'factory',
      lemma: 'factory',
      gloss: { en: 'a building where things are made', es: 'fábrica' },
    },
    {
      word: 'for free',
      lemma: 'for free',
      gloss: { en: 'without asking for money', es: 'gratis' },
    },
    {
      word: 'instead of',
      lemma: 'instead of',
      gloss: { en: 'in the place of', es: 'en lugar de' },
    },
    {
      word: 'turned',
      lemma: 'turn into',
      gloss: { en: 'changed (into something else)', es: 'convirtió (en)' },
    },
    {
      word: 'borrow',
      lemma: 'borrow',
      gloss: { en: 'to take and give back later', es: 'tomar prestado' },
    },
    {
      word: 'afford',
      lemma: 'afford',
      gloss: { en: 'to have enough money for', es: 'permitirse (pagar)' },
    },
    {
      word: 'retired',
      lemma: 'retire',
      gloss: { en: 'stopped working because of age', es: 'se jubiló' },
    },
    {
      word: 'volunteers',
      lemma: 'volunteer',
      gloss: { en: 'people who work without pay', es: 'voluntarios' },
    },
    {
      word: 'sign',
      lemma: 'sign',
      gloss: { en: 'a board with words on it', es: 'cartel, letrero' },
    },
    { word: 'patient', lemma: 'patient', gloss: { en: 'able to wait calmly', es: 'paciente' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'What was his father’s job?',
      options: ['Mechanic', 'Postman', 'Teacher'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'As a child, {{hero}} had a new bicycle of his own.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'What did {{hero}} do every Saturday?',
      options: [
        'He worked in the factory',
        'He repaired bicycles for free',
        'He went to the library',
      ],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'What was the “bicycle library”?',
      options: [
        'A shop that sold bikes',
        'A place where people could borrow bikes',
        'A library of books about bikes',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'The garage is still open after his death.',
      answer: true,
    },
  ],
})
