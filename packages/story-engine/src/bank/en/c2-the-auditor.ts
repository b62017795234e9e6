import { defineBankStory } from '../types'

// An English story is its own English version, so `translations.en` repeats the text itself.
const paragraphs = [
  [
    'The discrepancy was eleven pence.',
    '{{hero}} had found it at twenty past one in the morning, buried in the quarterly accounts of a transport firm so dull that she had volunteered for the audit precisely because nobody else would.',
    'Eleven pence, recurring, on every one of forty thousand invoices, siphoned into an account whose name was a string of numbers and whose registered address, when she looked it up, was a launderette in Rotterdam.',
  ],
  [
    'Any sensible person would have flagged it and gone to bed.',
    '{{hero}}, who had built a modest reputation on never being entirely sensible, made a pot of coffee instead and started pulling at the thread.',
    'By dawn she had traced the money through six countries, three shell companies and a charity for retired racehorses, and she had begun, with a detached, almost clinical curiosity, to feel afraid.',
  ],
  [
    'The sum was no longer trivial.',
    'Over the years and across the subsidiaries, those eleven pence added up to a little under forty million pounds, and the trail ended, with a tidiness that struck her as almost insolent, at the desk of the firm’s chief financial officer, {{cfo}}, a man she had met exactly once, at a Christmas party, where he had told her how much he admired her thoroughness.',
  ],
  [
    'She was still staring at his name when her phone lit up.',
    'A message from an unknown number: “Lovely work. Shame about the timing.”',
    'Then a second: “Check your car.”',
    'She did not check her car.',
    'She put everything on two memory sticks, posted one to her sister in an envelope addressed with her left hand, and took the other, by a deliberately circuitous route involving two buses and a ferry, to the only journalist she trusted.',
  ],
  [
    'The story broke nine days later, and its aftermath was as messy as the fraud had been careful: resignations, denials, a government inquiry that dragged on for a year and decided, as they always do, that lessons would be learned.',
    '{{cfo}} was arrested at an airport, holding a ticket to a country with no extradition treaty and a cheap book about staying calm.',
  ],
  [
    'As for {{hero}}, she went back to auditing, though never again to that firm.',
    'When people ask her how she spotted it, she says it was luck, which is a lie, or instinct, which is closer to the truth.',
    'What she does not say is that, to this day, before she turns the key in the ignition, she waits for exactly eleven seconds; and that she has never once been able to explain, even to herself, why eleven.',
  ],
]

/** Original story for Fabula's built-in bank: an auditor follows eleven pence to a forty-million fraud. */
export default defineBankStory({
  id: 'en-c2-the-auditor',
  language: 'en',
  level: 'C2',
  subLevel: 2,
  genres: ['thriller'],
  title: 'The Auditor',
  characters: [
    { key: 'hero', gender: 'f', names: ['Eleanor', 'Margaret', 'Philippa', 'Anya'] },
    { key: 'cfo', gender: 'm', names: ['Julian Pryce', 'Richard Vane', 'Simon Hale'] },
  ],
  paragraphs,
  translations: {
    en: paragraphs,
    es: [
      [
        'La discrepancia era de once peniques.',
        '{{hero}} la había encontrado a la una y veinte de la madrugada, enterrada en las cuentas trimestrales de una empresa de transportes tan gris que se había ofrecido voluntaria para la auditoría precisamente porque nadie más quería hacerla.',
        'Once peniques, repetidos en cada una de cuarenta mil facturas, desviados a una cuenta cuyo nombre era una ristra de números y cuyo domicilio social, cuando lo buscó, era una lavandería de autoservicio en Róterdam.',
      ],
      [
        'Cualquier persona sensata lo habría señalado y se habría ido a dormir.',
        '{{hero}}, que se había labrado una modesta reputación a base de no ser nunca del todo sensata, preparó en cambio una cafetera y empezó a tirar del hilo.',
        'Al amanecer había seguido el dinero a través de seis países, tres empresas pantalla y una fundación benéfica para caballos de carreras jubilados, y había empezado, con una curiosidad distante, casi clínica, a sentir miedo.',
      ],
      [
        'La suma ya no era insignificante.',
        'A lo largo de los años y de las filiales, aquellos once peniques sumaban algo menos de cuarenta millones de libras, y el rastro terminaba, con una pulcritud que le pareció casi insolente, en el despacho del director financiero de la empresa, {{cfo}}, un hombre al que había visto exactamente una vez, en una fiesta de Navidad, donde le había dicho cuánto admiraba su minuciosidad.',
      ],
      [
        'Todavía estaba mirando su nombre cuando se iluminó su teléfono.',
        'Un mensaje de un número desconocido: «Buen trabajo. Lástima del momento».',
        'Luego, un segundo: «Revisa tu coche».',
        'No revisó su coche.',
        'Copió todo en dos memorias USB, envió una a su hermana en un sobre escrito con la mano izquierda y llevó la otra, por una ruta deliberadamente enrevesada que incluía dos autobuses y un ferri, al único periodista en quien confiaba.',
      ],
      [
        'La noticia salió a la luz nueve días después, y sus consecuencias fueron tan caóticas como cuidadoso había sido el fraude: dimisiones, desmentidos y una comisión de investigación del gobierno que se alargó durante un año y decidió, como siempre, que se aprenderían las lecciones.',
        '{{cfo}} fue detenido en un aeropuerto, con un billete a un país sin tratado de extradición y un libro barato sobre cómo mantener la calma.',
      ],
      [
        'En cuanto a {{hero}}, volvió a las auditorías, aunque nunca más en aquella empresa.',
        'Cuando le preguntan cómo lo detectó, dice que fue suerte, lo cual es mentira, o instinto, lo cual se acerca más a la verdad.',
        'Lo que no dice es que, hasta el día de hoy, antes de girar la llave en el contacto, espera exactamente once segundos; y que nunca ha sido capaz de explicar, ni siquiera a sí misma, por qué once.',
      ],
    ],
  },
  glossary: [
    {
      word: 'discrepancy',
      lemma: 'discrepancy',
      gloss: { en: 'a difference that should not exist', es: 'discrepancia' },
    },
    {
      word: 'pence',
      lemma: 'penny',
      gloss: { en: 'British coins (100 make a pound)', es: 'peniques' },
    },
    {
      word: 'quarterly',
      lemma: 'quarterly',
      gloss: { en: 'every three months', es: 'trimestral' },
    },
    { word: 'dull', lemma: 'dull', gloss: { en: 'boring', es: 'gris, aburrido' } },
    {
      word: 'audit',
      lemma: 'audit',
      gloss: { en: 'an official check of accounts', es: 'auditoría' },
    },
    {
      word: 'recurring',
      lemma: 'recur',
      gloss: { en: 'happening again and again', es: 'repetido, recurrente' },
    },
    {
      word: 'invoices',
      lemma: 'invoice',
      gloss: { en: 'bills asking for payment', es: 'facturas' },
    },
    {
      word: 'siphoned',
      lemma: 'siphon',
      gloss: { en: 'secretly moved away (money)', es: 'desviados' },
    },
    {
      word: 'launderette',
      lemma: 'launderette',
      gloss: { en: 'a shop with washing machines', es: 'lavandería de autoservicio' },
    },
    { word: 'flagged', lemma: 'flag', gloss: { en: 'marked as a problem', es: 'señalado' } },
    {
      word: 'pulling at the thread',
      lemma: 'pull at the thread',
      gloss: { en: 'following a clue to see where it leads', es: 'tirar del hilo' },
    },
    {
      word: 'shell companies',
      lemma: 'shell company',
      gloss: { en: 'companies that exist only on paper', es: 'empresas pantalla' },
    },
    { word: 'detached', lemma: 'detached', gloss: { en: 'emotionally distant', es: 'distante' } },
    { word: 'trivial', lemma: 'trivial', gloss: { en: 'unimportant', es: 'insignificante' } },
    {
      word: 'subsidiaries',
      lemma: 'subsidiary',
      gloss: { en: 'companies owned by a larger one', es: 'filiales' },
    },
    { word: 'trail', lemma: 'trail', gloss: { en: 'a series of signs to follow', es: 'rastro' } },
    {
      word: 'insolent',
      lemma: 'insolent',
      gloss: { en: 'rude and disrespectful', es: 'insolente' },
    },
    {
      word: 'thoroughness',
      lemma: 'thoroughness',
      gloss: { en: 'great care with every detail', es: 'minuciosidad' },
    },
    {
      word: 'circuitous',
      lemma: 'circuitous',
      gloss: { en: 'long and indirect', es: 'enrevesado, con muchos rodeos' },
    },
    {
      word: 'broke',
      lemma: 'break (a story)',
      gloss: { en: 'became public', es: 'salió a la luz' },
    },
    {
      word: 'aftermath',
      lemma: 'aftermath',
      gloss: { en: 'the consequences of an event', es: 'consecuencias, secuelas' },
    },
    {
      word: 'resignations',
      lemma: 'resignation',
      gloss: { en: 'people leaving their jobs officially', es: 'dimisiones' },
    },
    {
      word: 'denials',
      lemma: 'denial',
      gloss: { en: 'statements that something is not true', es: 'desmentidos' },
    },
    {
      word: 'inquiry',
      lemma: 'inquiry',
      gloss: { en: 'an official investigation', es: 'comisión de investigación' },
    },
    {
      word: 'dragged on',
      lemma: 'drag on',
      gloss: { en: 'continued for too long', es: 'se alargó' },
    },
    {
      word: 'extradition',
      lemma: 'extradition',
      gloss: { en: 'sending a suspect back to another country', es: 'extradición' },
    },
    { word: 'spotted', lemma: 'spot', gloss: { en: 'noticed', es: 'detectó' } },
    {
      word: 'ignition',
      lemma: 'ignition',
      gloss: { en: 'where the key starts a car', es: 'contacto (del coche)' },
    },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'How much was taken from each invoice?',
      options: ['Eleven pence', 'Eleven pounds', 'Forty pence'],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} reported the problem and went to bed.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Where did the trail of money end?',
      options: [
        'At a charity for racehorses',
        'At the desk of the chief financial officer',
        'At a launderette in Rotterdam',
      ],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'What did {{hero}} do with the evidence?',
      options: [
        'She took it straight to the police',
        'She posted one copy to her sister and took the other to a journalist',
        'She deleted it',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{cfo}} was arrested at an airport.',
      answer: true,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} can explain why she waits eleven seconds.',
      answer: false,
    },
  ],
})
