import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a literary fairy tale about a queen who wept salt. */
export default defineBankStory({
  id: 'es-c2-la-reina-de-la-sal',
  language: 'es',
  level: 'C2',
  subLevel: 2,
  genres: ['fairy tale', 'fantasy'],
  title: 'La reina de la sal',
  characters: [
    { key: 'hero', gender: 'f', names: ['Almudena', 'Ximena', 'Soledad', 'Maite'] },
    { key: 'queen', gender: 'f', names: ['Urraca', 'Berenguela', 'Sancha'] },
  ],
  paragraphs: [
    [
      'Hubo una vez un reino tierra adentro, tan alejado del mar que sus habitantes lo tenían por una invención de los juglares.',
      'Lo gobernaba la reina {{queen}}, a quien nadie había visto llorar, ni siquiera el día en que enterró a su único hijo.',
      'Decían en las tabernas, bajando la voz, que tenía el corazón de pedernal; y lo decían con esa mezcla de temor y orgullo con que los pueblos hablan de sus desgracias.',
    ],
    [
      'Aquel mismo invierno empezó a faltar la sal.',
      'Las salinas del sur se secaron sin que los sabios acertaran a explicar por qué, la carne se pudría en las despensas y el pan sabía a ceniza.',
      'Los mercaderes, que huelen la necesidad ajena como los lobos la sangre, multiplicaron los precios hasta que un puñado de sal valió lo que una oveja.',
    ],
    [
      'Fue entonces cuando {{hero}}, una muchacha que barría los suelos de palacio, se atrevió a hacer lo que ningún consejero había osado.',
      'Una noche en que la reina velaba sola junto a la chimenea, se arrodilló frente a ella y, en lugar de suplicarle, le preguntó por el príncipe: cómo reía, qué canciones le gustaban, de qué tenía miedo cuando era niño.',
      'La reina tardó mucho en contestar.',
      'Luego habló, primero con frases cortas y secas, después a borbotones, como un río al que se le rompe el dique.',
    ],
    [
      'Al alba, las lágrimas que había contenido durante años habían empapado la alfombra, y donde la luz las tocaba relucían cristales blancos.',
      'Era sal, tan pura que parecía nieve recién caída.',
      'Los criados la recogieron en cuencos de barro, luego en sacos, luego en carros, y el reino entero comió aquel invierno gracias a un duelo que su reina, por fin, se había permitido.',
    ],
    [
      'Cuentan que, a partir de entonces, la reina lloraba cuando tenía motivo y reía cuando se le antojaba, y que el pueblo, lejos de perderle el respeto, la quiso como nunca.',
      '{{hero}} no aceptó tierras ni títulos; pidió solo un banco junto a la chimenea.',
      'Y dicen también que las salinas del sur volvieron a llenarse la primavera siguiente, aunque en esto último los cronistas de la corte nunca llegaron a ponerse de acuerdo.',
    ],
  ],
  translations: {
    en: [
      [
        'Once upon a time there was an inland kingdom, so far from the sea that its people took it for an invention of the minstrels.',
        'It was ruled by Queen {{queen}}, whom nobody had ever seen cry, not even on the day she buried her only son.',
        'In the taverns they said, lowering their voices, that she had a heart of flint; and they said it with that mixture of fear and pride with which peoples speak of their misfortunes.',
      ],
      [
        'That same winter, salt began to run short.',
        'The salt pans of the south dried up without the wise men being able to explain why, meat rotted in the larders and bread tasted of ash.',
        "The merchants, who smell other people's need as wolves smell blood, multiplied their prices until a handful of salt was worth as much as a sheep.",
      ],
      [
        'It was then that {{hero}}, a girl who swept the palace floors, dared to do what no counsellor had ventured.',
        'One night when the queen was keeping watch alone by the fireplace, she knelt before her and, instead of begging, asked her about the prince: how he laughed, what songs he liked, what he was afraid of as a child.',
        'The queen took a long time to answer.',
        'Then she spoke, first in short, dry sentences, then in a gush, like a river whose dam breaks.',
      ],
      [
        'At dawn, the tears she had held back for years had soaked the carpet, and where the light touched them white crystals glittered.',
        'It was salt, so pure that it looked like freshly fallen snow.',
        'The servants gathered it in clay bowls, then in sacks, then in carts, and the whole kingdom ate that winter thanks to a grief that its queen had at last allowed herself.',
      ],
      [
        'They say that, from then on, the queen cried when she had reason to and laughed whenever she felt like it, and that the people, far from losing respect for her, loved her as never before.',
        '{{hero}} accepted neither lands nor titles; she asked only for a bench by the fireplace.',
        'And they also say that the salt pans of the south filled up again the following spring, although on this last point the court chroniclers never managed to agree.',
      ],
    ],
  },
  glossary: [
    { word: 'tierra adentro', lemma: 'tierra adentro', gloss: { en: 'inland' } },
    { word: 'juglares', lemma: 'juglar', gloss: { en: 'minstrels' } },
    { word: 'enterró', lemma: 'enterrar', gloss: { en: 'buried' } },
    { word: 'pedernal', lemma: 'pedernal', gloss: { en: 'flint' } },
    { word: 'desgracias', lemma: 'desgracia', gloss: { en: 'misfortunes' } },
    { word: 'salinas', lemma: 'salina', gloss: { en: 'salt pans, saltworks' } },
    { word: 'acertaran', lemma: 'acertar', gloss: { en: 'managed, succeeded (in doing)' } },
    { word: 'despensas', lemma: 'despensa', gloss: { en: 'larders, pantries' } },
    { word: 'ceniza', lemma: 'ceniza', gloss: { en: 'ash' } },
    { word: 'ajena', lemma: 'ajeno', gloss: { en: "other people's, belonging to others" } },
    { word: 'puñado', lemma: 'puñado', gloss: { en: 'handful' } },
    { word: 'osado', lemma: 'osar', gloss: { en: 'dared, ventured' } },
    { word: 'velaba', lemma: 'velar', gloss: { en: 'kept vigil, stayed awake' } },
    { word: 'suplicarle', lemma: 'suplicar', gloss: { en: 'to beg, plead with (her)' } },
    { word: 'a borbotones', lemma: 'a borbotones', gloss: { en: 'in a gush, pouring out' } },
    { word: 'dique', lemma: 'dique', gloss: { en: 'dam, dyke' } },
    { word: 'empapado', lemma: 'empapar', gloss: { en: 'soaked' } },
    { word: 'relucían', lemma: 'relucir', gloss: { en: 'glittered, shone' } },
    { word: 'cuencos', lemma: 'cuenco', gloss: { en: 'bowls' } },
    { word: 'duelo', lemma: 'duelo', gloss: { en: 'grief, mourning' } },
    {
      word: 'se le antojaba',
      lemma: 'antojarse',
      gloss: { en: 'she felt like it, took her fancy' },
    },
    { word: 'cronistas', lemma: 'cronista', gloss: { en: 'chroniclers' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: '¿Qué se decía de la reina {{queen}} en las tabernas?',
      options: [
        'Que lloraba todas las noches',
        'Que tenía el corazón de piedra',
        'Que no sabía gobernar',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Los mercaderes bajaron los precios para ayudar al pueblo.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: '¿Qué hizo {{hero}} que nadie se había atrevido a hacer?',
      options: [
        'Buscar sal en el mar',
        'Preguntar a la reina por su hijo muerto',
        'Robar las llaves de las despensas',
        'Huir del reino',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Las lágrimas de la reina se convirtieron en sal.',
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: '¿Qué recompensa pidió {{hero}}?',
      options: ['Tierras y títulos', 'Un saco de sal', 'Un banco junto a la chimenea'],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: 'Después de aquella noche, el pueblo respetó menos a la reina.',
      answer: false,
    },
  ],
})
