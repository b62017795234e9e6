import { defineBankStory } from '../types'

// An English story is its own English version, so `translations.en` repeats the text itself.
const paragraphs = [
  [
    'Last Saturday, {{hero}} had an important job interview in the city centre.',
    'She got up early, put on her best jacket and left the house at half past eight.',
    'The bus stop was busy, and when a blue bus arrived, she got on without looking at the number.',
  ],
  [
    'After twenty minutes, she looked out of the window.',
    'There were no shops or offices, only fields, cows and a lot of sheep.',
    '“Excuse me,” she said to the driver, “is this the bus to the city centre?”',
    'The driver laughed.',
    '“No, love. This is the bus to the farm festival!”',
  ],
  [
    '{{hero}} got off at the next stop and called the company.',
    'A man called {{boss}} answered the phone.',
    'She explained everything and said sorry many times.',
  ],
  [
    'There was a short silence.',
    'Then {{boss}} said: “Are you at the farm festival? I’m there too, with my children! Come and find me at the cheese tent.”',
    'So the interview happened between a very big cheese and a very loud goat.',
    'And the next Monday, {{hero}} started her new job.',
  ],
]

/** Original story for Fabula's built-in bank: a job interview that goes wonderfully wrong. */
export default defineBankStory({
  id: 'en-a2-the-wrong-bus',
  language: 'en',
  level: 'A2',
  subLevel: 2,
  genres: ['humour', 'slice of life'],
  title: 'The Wrong Bus',
  characters: [
    { key: 'hero', gender: 'f', names: ['Amy', 'Chloe', 'Hannah', 'Olivia'] },
    { key: 'boss', gender: 'm', names: ['Mr Hughes', 'David', 'Peter'] },
  ],
  paragraphs,
  translations: {
    en: paragraphs,
    es: [
      [
        'El sábado pasado, {{hero}} tenía una entrevista de trabajo importante en el centro de la ciudad.',
        'Se levantó temprano, se puso su mejor chaqueta y salió de casa a las ocho y media.',
        'La parada estaba llena de gente y, cuando llegó un autobús azul, subió sin mirar el número.',
      ],
      [
        'Después de veinte minutos, miró por la ventana.',
        'No había tiendas ni oficinas, solo campos, vacas y muchas ovejas.',
        '—Perdone —le dijo al conductor—, ¿es este el autobús al centro?',
        'El conductor se rio.',
        '—No, guapa. ¡Este es el autobús a la feria del campo!',
      ],
      [
        '{{hero}} se bajó en la siguiente parada y llamó a la empresa.',
        'Un hombre llamado {{boss}} contestó al teléfono.',
        'Ella se lo explicó todo y pidió perdón muchas veces.',
      ],
      [
        'Hubo un breve silencio.',
        'Entonces {{boss}} dijo: —¿Estás en la feria del campo? ¡Yo también estoy allí, con mis hijos! Ven a buscarme a la carpa de los quesos.',
        'Así que la entrevista tuvo lugar entre un queso enorme y una cabra muy ruidosa.',
        'Y el lunes siguiente, {{hero}} empezó en su nuevo trabajo.',
      ],
    ],
  },
  glossary: [
    {
      word: 'job interview',
      lemma: 'job interview',
      gloss: { en: 'a meeting to see if you are right for a job', es: 'entrevista de trabajo' },
    },
    { word: 'got up', lemma: 'get up', gloss: { en: 'left bed in the morning', es: 'se levantó' } },
    {
      word: 'busy',
      lemma: 'busy',
      gloss: { en: 'full of people', es: 'concurrido, lleno de gente' },
    },
    {
      word: 'got on',
      lemma: 'get on',
      gloss: { en: 'went into (a bus or train)', es: 'subió (a)' },
    },
    {
      word: 'fields',
      lemma: 'field',
      gloss: { en: 'open areas of grass on a farm', es: 'campos' },
    },
    { word: 'sheep', lemma: 'sheep', gloss: { en: 'farm animals with wool', es: 'ovejas' } },
    { word: 'driver', lemma: 'driver', gloss: { en: 'the person who drives', es: 'conductor' } },
    {
      word: 'love',
      lemma: 'love',
      gloss: { en: 'a friendly way to call someone (British)', es: 'cariño, guapa' },
    },
    {
      word: 'festival',
      lemma: 'festival',
      gloss: { en: 'a big public party or event', es: 'feria, fiesta' },
    },
    {
      word: 'got off',
      lemma: 'get off',
      gloss: { en: 'left (a bus or train)', es: 'se bajó (de)' },
    },
    { word: 'company', lemma: 'company', gloss: { en: 'a business', es: 'empresa' } },
    { word: 'silence', lemma: 'silence', gloss: { en: 'no sound at all', es: 'silencio' } },
    { word: 'tent', lemma: 'tent', gloss: { en: 'a shelter made of cloth', es: 'carpa, tienda' } },
    { word: 'loud', lemma: 'loud', gloss: { en: 'making a lot of noise', es: 'ruidoso' } },
    { word: 'goat', lemma: 'goat', gloss: { en: 'a farm animal with horns', es: 'cabra' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Why was {{hero}} going to the city centre?',
      options: ['To go shopping', 'For a job interview', 'To visit a friend'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'She looked at the bus number before she got on.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Where was the bus going?',
      options: ['To the airport', 'To the farm festival', 'To the beach'],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Where did {{hero}} meet {{boss}}?',
      options: ['At the office', 'At the bus station', 'At the cheese tent'],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} got the job.',
      answer: true,
    },
  ],
})
