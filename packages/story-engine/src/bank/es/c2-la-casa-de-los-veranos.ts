import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: siblings empty their family's summer house. */
export default defineBankStory({
  id: 'es-c2-la-casa-de-los-veranos',
  language: 'es',
  level: 'C2',
  subLevel: 3,
  genres: ['slice of life'],
  title: 'La casa de los veranos',
  characters: [
    { key: 'hero', gender: 'f', names: ['Blanca', 'Carlota', 'Olvido', 'Reyes'] },
    { key: 'brother', gender: 'm', names: ['Julián', 'Rodrigo', 'Benito'] },
  ],
  paragraphs: [
    [
      'La casa olía, como siempre, a membrillo y a humedad, y {{hero}} tuvo la impresión absurda de que bastaría con abrir los postigos para que el verano de 1994 entrara a raudales por las ventanas.',
      'Pero no entró nada, salvo un sol de octubre, tibio y oblicuo, que dejó al descubierto el polvo acumulado sobre el aparador.',
    ],
    [
      '{{brother}} llegó una hora más tarde, con cajas de cartón plegadas bajo el brazo y esa prisa suya que a ella siempre le había parecido una forma elegante de huir.',
      'Habían quedado en vaciar la casa en un fin de semana; la inmobiliaria ya tenía comprador, un matrimonio de Bilbao que pensaba convertirla en un hotelito rural con encanto, fuera eso lo que fuera.',
    ],
    [
      'Trabajaron en silencio durante buena parte de la mañana.',
      'Cada objeto exigía un veredicto —guardar, regalar, tirar— y cada veredicto era, en el fondo, una pequeña traición.',
      'La vajilla de los domingos acabó en una caja para la parroquia; los libros de su padre, subrayados con un lápiz tan romo como su caligrafía, se repartieron sin discutir; el transistor que nunca sintonizó más que una emisora se quedó, por unanimidad, en el alféizar.',
      'A mediodía comieron de pie en la cocina unos bocadillos comprados en la gasolinera y hablaron de todo menos de la casa.',
    ],
    [
      'Fue {{brother}} quien encontró el cuaderno, embutido detrás del cajón de la cómoda.',
      'Era el diario de aquel verano, escrito con la letra redonda y presuntuosa de una {{hero}} de once años que juraba, con faltas de ortografía, que jamás se iría de aquel pueblo.',
      'Lo leyeron sentados en el suelo, turnándose las páginas, riéndose primero a carcajadas y luego con esa risa que se parece demasiado al llanto.',
    ],
    [
      'Al atardecer, con el coche ya cargado, {{hero}} volvió a entrar sola.',
      'Recorrió las habitaciones desnudas, que de pronto parecían más grandes y más ajenas, y dejó el cuaderno en el alféizar, junto al transistor.',
      'No supo explicar por qué.',
      'Quizá porque hay promesas que uno no cumple, pero tampoco tiene derecho a llevarse consigo; quizá porque algún niño de Bilbao, algún verano, necesitaría saber que alguien había sido feliz allí antes que él.',
    ],
  ],
  translations: {
    en: [
      [
        'The house smelled, as always, of quince and damp, and {{hero}} had the absurd impression that it would be enough to open the shutters for the summer of 1994 to come pouring in through the windows.',
        'But nothing came in, except an October sun, mild and slanting, that laid bare the dust gathered on the sideboard.',
      ],
      [
        '{{brother}} arrived an hour later, with folded cardboard boxes under his arm and that haste of his which she had always thought an elegant way of running away.',
        'They had agreed to empty the house in one weekend; the estate agency already had a buyer, a married couple from Bilbao who planned to turn it into a charming little rural hotel, whatever that meant.',
      ],
      [
        'They worked in silence for a good part of the morning.',
        'Every object demanded a verdict — keep, give away, throw out — and every verdict was, deep down, a small betrayal.',
        "The Sunday crockery ended up in a box for the parish; their father's books, underlined with a pencil as blunt as his handwriting, were shared out without argument; the transistor radio that never tuned in to more than one station stayed, unanimously, on the windowsill.",
        'At midday they ate sandwiches bought at the petrol station standing up in the kitchen, and talked about everything except the house.',
      ],
      [
        'It was {{brother}} who found the notebook, stuffed behind the drawer of the chest of drawers.',
        'It was the diary of that summer, written in the round, self-important handwriting of an eleven-year-old {{hero}} who swore, with spelling mistakes, that she would never leave that village.',
        'They read it sitting on the floor, taking turns with the pages, first roaring with laughter and then with that laughter which is too much like crying.',
      ],
      [
        'At dusk, with the car already loaded, {{hero}} went back in alone.',
        'She walked through the bare rooms, which suddenly seemed bigger and more foreign, and left the notebook on the windowsill, next to the transistor.',
        'She could not have said why.',
        'Perhaps because there are promises one does not keep, but has no right to take away either; perhaps because some child from Bilbao, some summer, would need to know that someone had been happy there before him.',
      ],
    ],
  },
  glossary: [
    { word: 'membrillo', lemma: 'membrillo', gloss: { en: 'quince (paste)' } },
    { word: 'humedad', lemma: 'humedad', gloss: { en: 'damp, humidity' } },
    { word: 'postigos', lemma: 'postigo', gloss: { en: 'shutters' } },
    { word: 'a raudales', lemma: 'a raudales', gloss: { en: 'in torrents, pouring in' } },
    { word: 'oblicuo', lemma: 'oblicuo', gloss: { en: 'slanting, oblique' } },
    { word: 'aparador', lemma: 'aparador', gloss: { en: 'sideboard' } },
    { word: 'plegadas', lemma: 'plegado', gloss: { en: 'folded (flat)' } },
    { word: 'inmobiliaria', lemma: 'inmobiliaria', gloss: { en: 'estate agency' } },
    { word: 'veredicto', lemma: 'veredicto', gloss: { en: 'verdict' } },
    { word: 'vajilla', lemma: 'vajilla', gloss: { en: 'crockery, dishes' } },
    { word: 'parroquia', lemma: 'parroquia', gloss: { en: 'parish' } },
    { word: 'romo', lemma: 'romo', gloss: { en: 'blunt' } },
    { word: 'sintonizó', lemma: 'sintonizar', gloss: { en: 'tuned in (to)' } },
    { word: 'alféizar', lemma: 'alféizar', gloss: { en: 'windowsill' } },
    { word: 'embutido', lemma: 'embutir', gloss: { en: 'stuffed, crammed' } },
    { word: 'cómoda', lemma: 'cómoda', gloss: { en: 'chest of drawers' } },
    { word: 'presuntuosa', lemma: 'presuntuoso', gloss: { en: 'self-important, conceited' } },
    { word: 'turnándose', lemma: 'turnarse', gloss: { en: 'taking turns' } },
    { word: 'a carcajadas', lemma: 'a carcajadas', gloss: { en: 'roaring with laughter' } },
    { word: 'llanto', lemma: 'llanto', gloss: { en: 'crying, weeping' } },
    { word: 'ajenas', lemma: 'ajeno', gloss: { en: 'foreign, belonging to others' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: '¿Por qué van {{hero}} y {{brother}} a la casa?',
      options: [
        'Para pasar allí las vacaciones',
        'Para vaciarla antes de venderla',
        'Para convertirla en un hotel',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'A {{hero}} la prisa de su hermano le parecía una manera de huir.',
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: '¿Qué decidieron hacer con el transistor?',
      options: [
        'Tirarlo a la basura',
        'Dárselo a la parroquia',
        'Dejarlo en el alféizar',
        'Llevárselo a la ciudad',
      ],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: 'El diario lo había escrito el padre de los dos hermanos.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: '¿Qué había prometido {{hero}} en su diario de niña?',
      options: ['Que sería escritora', 'Que nunca se iría del pueblo', 'Que compraría la casa'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Al final, {{hero}} se llevó el cuaderno consigo.',
      answer: false,
    },
  ],
})
