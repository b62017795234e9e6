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
      'Cuando {{hero}} se fue a vivir al piso del tercero, el casero le dijo, medio en broma, que el edificio tenía más años que la mayoría de sus vecinos juntos.',
      'A ella le dio igual: los techos altos, los suelos antiguos y un alquiler barato valían mucho más que el ruido de las tuberías.',
    ],
    [
      'La primera noche, a eso de las tres, la despertó una música de piano que llegaba a través del techo.',
      'Era una pieza lenta, casi un vals, que se paraba siempre en el mismo compás, como si quien tocaba hubiera olvidado cómo seguía.',
      'Al cabo de un silencio largo, la música volvía a empezar desde el principio.',
    ],
    [
      'Por la mañana, vio al portero, {{concierge}}, y le preguntó como si nada quién vivía en el cuarto.',
      'El hombre se quedó de piedra.',
      '—Nadie, señorita —dijo, bajando la voz—. Ese piso lleva cerrado desde que murió doña Rosario, y de eso hace ya veinte años.',
      'Luego, como quien no quiere la cosa, dijo también que allí dentro no quedaba nada, y mucho menos un piano.',
    ],
    [
      '{{hero}} no era de las que creen en fantasmas, así que esa misma noche subió con una linterna y la oreja pegada a la puerta.',
      'La música empezó a las tres en punto.',
      'Llegó al compás de siempre y se detuvo.',
      'Entonces, sin pensárselo dos veces, {{hero}} tarareó en voz baja las notas que, según ella, tenían que venir después.',
    ],
    [
      'Al otro lado se hizo un silencio distinto, más denso, como el de alguien que contiene la respiración.',
      'Después, el piano retomó la música justo donde ella la había dejado y la tocó entera, de principio a fin, con una dulzura que le puso la piel de gallina.',
      'Desde aquella noche, el edificio duerme en paz.',
      'Solo a veces, cuando {{hero}} vuelve tarde a casa, encuentra en el felpudo una partitura antigua que nadie reconoce haber dejado.',
    ],
  ],
  translations: {
    en: [
      [
        'When {{hero}} moved into the third-floor flat, the landlord told her, half jokingly, that the building was older than most of its neighbours put together.',
        'She did not mind: the high ceilings, the old floors and a cheap rent were worth far more than the noise of the pipes.',
      ],
      [
        'On the first night, at around three, she was woken by piano music coming through the ceiling.',
        'It was a slow piece, almost a waltz, that always broke off at the same bar, as if whoever was playing had forgotten how it went on.',
        'After a long silence, the music would start again from the beginning.',
      ],
      [
        'In the morning, she saw the concierge, {{concierge}}, and asked him as casually as anything who lived on the fourth floor.',
        'The man was stunned.',
        '"Nobody, miss," he answered, lowering his voice. "That flat has been shut since Doña Rosario died, and that was twenty years ago now."',
        'Then, as if in passing, he also said that there was nothing left in there, let alone a piano.',
      ],
      [
        '{{hero}} was not one to believe in ghosts, so that very night she went up with a torch and her ear pressed to the door.',
        "The music began at three o'clock sharp.",
        'It reached the usual bar and stopped.',
        'Then, without thinking twice, {{hero}} hummed softly the notes that, in her view, had to come next.',
      ],
      [
        'On the other side fell a different silence, thicker, like that of someone holding their breath.',
        'Then the piano took up the music exactly where she had left it and played it in full, from start to finish, with a sweetness that gave her goosebumps.',
        'Since that night, the building has slept in peace.',
        'Only sometimes, when {{hero}} comes home late, does she find on the doormat an old piece of sheet music that nobody admits to having left.',
      ],
    ],
  },
  glossary: [
    { word: 'casero', lemma: 'casero', gloss: { en: 'landlord' } },
    { word: 'tuberías', lemma: 'tubería', gloss: { en: 'pipes' } },
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
