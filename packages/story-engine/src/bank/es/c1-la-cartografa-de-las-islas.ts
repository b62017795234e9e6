import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: the life of an invented cartographer. */
export default defineBankStory({
  id: 'es-c1-la-cartografa-de-las-islas',
  language: 'es',
  level: 'C1',
  subLevel: 2,
  genres: ['biography', 'historical'],
  title: 'La cartógrafa de las islas',
  characters: [
    { key: 'hero', gender: 'f', names: ['Elvira', 'Mercedes', 'Leonor', 'Aurora'] },
    { key: 'teacher', gender: 'm', names: ['Cipriano', 'Baltasar', 'Fermín'] },
  ],
  paragraphs: [
    [
      'Nadie en su familia habría apostado un céntimo por que {{hero}} acabara dedicándose a dibujar mapas.',
      'Hija de un farero y de una costurera, creció en una isla tan pequeña que, según decía ella misma, se podía recorrer de punta a punta antes de que se enfriara el café.',
      'Quizá por eso desarrolló muy pronto una obsesión por lo que había más allá del horizonte.',
    ],
    [
      'A los catorce años, mientras sus compañeras bordaban, ella se dedicaba a medir a pasos la costa y a anotar en un cuaderno cada roca, cada cala y cada corriente traicionera.',
      'Fue el viejo maestro del pueblo, {{teacher}}, quien se tomó en serio aquellos garabatos y le consiguió una beca para estudiar en la península.',
      'Allí tuvo que abrirse paso a codazos en un mundo que, por aquel entonces, no concebía que una mujer pudiera firmar una carta náutica.',
    ],
    [
      'Durante años trabajó en la sombra: levantaba los planos, corregía los errores de otros y veía cómo sus mapas se publicaban con el nombre de su jefe.',
      'Lejos de tirar la toalla, aprovechó aquella invisibilidad para recorrer archipiélagos que nadie había cartografiado con rigor.',
      'Se le atribuye, aunque no consta en ningún documento oficial, el descubrimiento de un bajo de arena que había hecho naufragar a tres barcos en menos de una década.',
    ],
    [
      'El reconocimiento le llegó tarde y casi por casualidad.',
      'Un joven investigador, revisando un archivo naval, advirtió que la letra de las anotaciones al margen no coincidía con la del firmante.',
      'Tiró del hilo y, al cabo de dos años de pesquisas, publicó un artículo que le devolvía a {{hero}} la autoría de más de cuarenta mapas.',
    ],
    [
      'Ella, que ya rondaba los ochenta, recibió la noticia sin aspavientos.',
      'Cuentan que, cuando un periodista le preguntó si guardaba rencor, se encogió de hombros y respondió que los mapas no entienden de firmas: o te llevan a puerto, o no.',
      'Pasó sus últimos años en la isla donde había nacido, corrigiendo a lápiz, con pulso todavía firme, el plano de un puerto que ya no existía más que en su memoria.',
    ],
  ],
  translations: {
    en: [
      [
        'Nobody in her family would have bet a penny on {{hero}} ending up drawing maps for a living.',
        'The daughter of a lighthouse keeper and a seamstress, she grew up on an island so small that, as she herself used to say, you could walk it from end to end before your coffee went cold.',
        'Perhaps that is why she very early developed an obsession with what lay beyond the horizon.',
      ],
      [
        'At fourteen, while the other girls embroidered, she spent her time pacing out the coast and noting down in a notebook every rock, every cove and every treacherous current.',
        'It was the old village schoolmaster, {{teacher}}, who took those scribbles seriously and got her a grant to study on the mainland.',
        'There she had to elbow her way into a world that, back then, could not conceive of a woman signing a nautical chart.',
      ],
      [
        "For years she worked in the shadows: she drew up the plans, corrected other people's mistakes and watched her maps being published under her boss's name.",
        'Far from throwing in the towel, she used that invisibility to travel through archipelagos that nobody had mapped rigorously.',
        'She is credited, although it is not recorded in any official document, with discovering a sandbank that had wrecked three ships in less than a decade.',
      ],
      [
        'Recognition came late and almost by chance.',
        'A young researcher, going through a naval archive, noticed that the handwriting of the notes in the margin did not match that of the man who had signed them.',
        'He followed the thread and, after two years of investigation, published an article that restored to {{hero}} the authorship of more than forty maps.',
      ],
      [
        'She, by then nearly eighty, received the news without any fuss.',
        'It is said that, when a journalist asked her whether she bore a grudge, she shrugged and replied that maps do not care about signatures: either they get you to port, or they do not.',
        'She spent her last years on the island where she had been born, correcting in pencil, with a still steady hand, the plan of a harbour that no longer existed anywhere but in her memory.',
      ],
    ],
  },
  glossary: [
    { word: 'apostado', lemma: 'apostar', gloss: { en: 'bet, wagered' } },
    { word: 'farero', lemma: 'farero', gloss: { en: 'lighthouse keeper' } },
    { word: 'costurera', lemma: 'costurera', gloss: { en: 'seamstress' } },
    { word: 'bordaban', lemma: 'bordar', gloss: { en: 'were embroidering' } },
    { word: 'cala', lemma: 'cala', gloss: { en: 'cove, small bay' } },
    { word: 'traicionera', lemma: 'traicionero', gloss: { en: 'treacherous' } },
    { word: 'garabatos', lemma: 'garabato', gloss: { en: 'scribbles, doodles' } },
    { word: 'beca', lemma: 'beca', gloss: { en: 'grant, scholarship' } },
    {
      word: 'abrirse paso a codazos',
      lemma: 'abrirse paso a codazos',
      gloss: { en: "to elbow one's way through" },
    },
    { word: 'carta náutica', lemma: 'carta náutica', gloss: { en: 'nautical chart' } },
    { word: 'en la sombra', lemma: 'en la sombra', gloss: { en: 'in the shadows, unseen' } },
    {
      word: 'tirar la toalla',
      lemma: 'tirar la toalla',
      gloss: { en: 'to throw in the towel, give up' },
    },
    { word: 'bajo de arena', lemma: 'bajo de arena', gloss: { en: 'sandbank, shoal' } },
    { word: 'naufragar', lemma: 'naufragar', gloss: { en: 'to be shipwrecked' } },
    { word: 'advirtió', lemma: 'advertir', gloss: { en: 'noticed (also: warned)' } },
    {
      word: 'tiró del hilo',
      lemma: 'tirar del hilo',
      gloss: { en: 'followed the thread, dug deeper' },
    },
    { word: 'pesquisas', lemma: 'pesquisa', gloss: { en: 'inquiries, investigations' } },
    { word: 'rondaba', lemma: 'rondar', gloss: { en: 'was around, was nearly (an age)' } },
    { word: 'aspavientos', lemma: 'aspaviento', gloss: { en: 'fuss, dramatic gestures' } },
    { word: 'rencor', lemma: 'rencor', gloss: { en: 'grudge, resentment' } },
    { word: 'se encogió de hombros', lemma: 'encogerse de hombros', gloss: { en: 'shrugged' } },
    { word: 'pulso', lemma: 'pulso', gloss: { en: 'steadiness of hand; pulse' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: '¿Cómo era la isla donde nació {{hero}}?',
      options: ['Grande y montañosa', 'Muy pequeña', 'Desierta', 'Llena de fábricas'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{teacher}} ayudó a {{hero}} a conseguir una beca.',
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: '¿Qué ocurría con los mapas de {{hero}} durante años?',
      options: [
        'Se perdían en los naufragios',
        'Nadie quería comprarlos',
        'Se publicaban con el nombre de su jefe',
      ],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: 'Un documento oficial confirma que ella descubrió el bajo de arena.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: '¿Qué pista llevó al investigador a descubrir la verdad?',
      options: [
        'Una carta de {{hero}}',
        'La letra de las notas al margen',
        'Una entrevista en la radio',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Cuando se supo la verdad, {{hero}} reaccionó con mucho enfado.',
      answer: false,
    },
  ],
})
