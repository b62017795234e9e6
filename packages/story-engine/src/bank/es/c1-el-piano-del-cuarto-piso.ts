import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a mild ghost story in an old Madrid building. */
export default defineBankStory({
  id: 'es-c1-el-piano-del-cuarto-piso',
  language: 'es',
  level: 'C1',
  subLevel: 1,
  genres: ['horror', 'mystery'],
  title: 'El piano del cuarto piso',
  characters: [
    { key: 'hero', gender: 'f', names: ['Noelia', 'Begoña', 'Lorena', 'Silvia'] },
    { key: 'concierge', gender: 'm', names: ['Eusebio', 'Ramiro', 'Matías'] },
  ],
  paragraphs: [
    [
      'Cuando {{hero}} alquiló el piso del tercero, el casero le advirtió, medio en broma, que el edificio tenía más años que la mayoría de sus vecinos juntos.',
      'A ella le dio igual: los techos altos, las baldosas hidráulicas y un alquiler que no le dejaba tiritando a fin de mes compensaban con creces las tuberías ruidosas.',
    ],
    [
      'La primera noche, a eso de las tres, la despertó una melodía de piano que se filtraba a través del techo.',
      'Era una pieza lenta, casi un vals, que se interrumpía siempre en el mismo compás, como si quien tocaba hubiera olvidado cómo seguía.',
      'Al cabo de un silencio largo, la música volvía a empezar desde el principio.',
    ],
    [
      'Por la mañana, se cruzó con el portero, {{concierge}}, y le preguntó con toda la naturalidad del mundo quién vivía en el cuarto.',
      'El hombre se quedó de piedra.',
      '—Nadie, señorita —contestó, bajando la voz—. Ese piso lleva cerrado desde que murió doña Rosario, y de eso hace ya veinte años.',
      'Luego, como quien no quiere la cosa, añadió que allí dentro no quedaba ningún mueble, y mucho menos un piano.',
    ],
    [
      '{{hero}} no era de las que se dejan llevar por supersticiones, así que esa misma noche subió con una linterna y la oreja pegada a la puerta.',
      'La música empezó puntual, a las tres.',
      'Llegó al compás de siempre y se detuvo.',
      'Entonces, sin pensárselo dos veces, {{hero}} tarareó en voz baja las notas que, según su intuición, debían venir a continuación.',
    ],
    [
      'Al otro lado se hizo un silencio distinto, más denso, como el de alguien que contiene la respiración.',
      'Después, el piano retomó la melodía justo donde ella la había dejado y la tocó entera, de principio a fin, con una dulzura que le puso la piel de gallina.',
      'Desde aquella noche, el edificio duerme en paz.',
      'Solo a veces, cuando {{hero}} vuelve tarde a casa, encuentra en el felpudo una partitura antigua que nadie reconoce haber dejado.',
    ],
  ],
  translations: {
    en: [
      [
        'When {{hero}} rented the third-floor flat, the landlord warned her, half jokingly, that the building was older than most of its neighbours put together.',
        'She did not mind: the high ceilings, the patterned cement tiles and a rent that did not leave her scraping by at the end of the month more than made up for the noisy pipes.',
      ],
      [
        'On the first night, at around three, she was woken by a piano melody seeping through the ceiling.',
        'It was a slow piece, almost a waltz, that always broke off at the same bar, as if whoever was playing had forgotten how it went on.',
        'After a long silence, the music would start again from the beginning.',
      ],
      [
        'In the morning, she ran into the concierge, {{concierge}}, and asked him as casually as anything who lived on the fourth floor.',
        'The man was stunned.',
        '"Nobody, miss," he answered, lowering his voice. "That flat has been shut since Doña Rosario died, and that was twenty years ago now."',
        'Then, as if in passing, he added that there was no furniture left in there, let alone a piano.',
      ],
      [
        '{{hero}} was not one to be carried away by superstitions, so that very night she went up with a torch and her ear pressed to the door.',
        'The music began punctually, at three.',
        'It reached the usual bar and stopped.',
        'Then, without thinking twice, {{hero}} hummed softly the notes that, according to her intuition, ought to come next.',
      ],
      [
        'On the other side fell a different silence, thicker, like that of someone holding their breath.',
        'Then the piano took up the melody exactly where she had left it and played it in full, from start to finish, with a sweetness that gave her goosebumps.',
        'Since that night, the building has slept in peace.',
        'Only sometimes, when {{hero}} comes home late, does she find on the doormat an old piece of sheet music that nobody admits to having left.',
      ],
    ],
  },
  glossary: [
    { word: 'casero', lemma: 'casero', gloss: { en: 'landlord' } },
    {
      word: 'baldosas hidráulicas',
      lemma: 'baldosa hidráulica',
      gloss: { en: 'patterned cement floor tiles' },
    },
    { word: 'tiritando', lemma: 'tiritar', gloss: { en: 'shivering (here: broke, scraping by)' } },
    { word: 'con creces', lemma: 'con creces', gloss: { en: 'more than enough, amply' } },
    { word: 'tuberías', lemma: 'tubería', gloss: { en: 'pipes' } },
    { word: 'se filtraba', lemma: 'filtrarse', gloss: { en: 'seeped, filtered through' } },
    { word: 'compás', lemma: 'compás', gloss: { en: 'bar (in music); rhythm' } },
    { word: 'portero', lemma: 'portero', gloss: { en: 'concierge, doorman' } },
    {
      word: 'se quedó de piedra',
      lemma: 'quedarse de piedra',
      gloss: { en: 'was stunned, was dumbfounded' },
    },
    {
      word: 'como quien no quiere la cosa',
      lemma: 'como quien no quiere la cosa',
      gloss: { en: 'casually, as if it were nothing' },
    },
    {
      word: 'sin pensárselo dos veces',
      lemma: 'pensárselo dos veces',
      gloss: { en: 'without thinking twice' },
    },
    { word: 'tarareó', lemma: 'tararear', gloss: { en: 'hummed' } },
    { word: 'retomó', lemma: 'retomar', gloss: { en: 'took up again, resumed' } },
    { word: 'la piel de gallina', lemma: 'piel de gallina', gloss: { en: 'goosebumps' } },
    { word: 'felpudo', lemma: 'felpudo', gloss: { en: 'doormat' } },
    { word: 'partitura', lemma: 'partitura', gloss: { en: 'sheet music, score' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: '¿A qué hora empezaba la música?',
      options: ['A medianoche', 'A eso de las tres', 'Al amanecer'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'La melodía se interrumpía cada noche en un lugar distinto.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Según {{concierge}}, ¿qué había en el piso del cuarto?',
      options: [
        'Solo un piano viejo',
        'Los muebles de doña Rosario',
        'Nada: estaba vacío',
        'Un nuevo inquilino',
      ],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} es una persona muy supersticiosa.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: '¿Qué hizo {{hero}} cuando la música se detuvo delante de la puerta?',
      options: [
        'Llamó a la policía',
        'Tarareó las notas que faltaban',
        'Abrió la puerta con una llave',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Desde aquella noche, el piano ya no interrumpe el sueño de los vecinos.',
      answer: true,
    },
  ],
})
