import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a suitcase mix-up at a train station turns dangerous. */
export default defineBankStory({
  id: 'es-b2-la-maleta-equivocada',
  language: 'es',
  level: 'B2',
  subLevel: 3,
  genres: ['thriller', 'mystery'],
  title: 'La maleta equivocada',
  characters: [
    { key: 'hero', gender: 'm', names: ['Raúl', 'Héctor', 'Ignacio', 'Samuel'] },
    { key: 'stranger', gender: 'f', names: ['Beatriz', 'Olga', 'Miriam'] },
  ],
  paragraphs: [
    [
      '{{hero}} no se dio cuenta del error hasta que llegó al hotel de Zaragoza y abrió la maleta.',
      'En lugar de sus camisas arrugadas y el portátil del trabajo, encontró un jersey gris cuidadosamente doblado, un cuaderno de tapas negras y un sobre cerrado con su nombre escrito a mano.',
      'No el nombre de otra persona: el suyo.',
    ],
    [
      'Se sentó en la cama con el corazón acelerado.',
      'Las dos maletas eran idénticas, eso estaba claro; seguramente las habían confundido en la estación de Atocha, cuando una mujer con gafas de sol le había pedido ayuda para subir su equipaje al tren.',
      'Pero ¿cómo era posible que alguien supiera que él iba a estar allí?',
    ],
    [
      'Dentro del sobre había una llave pequeña y una frase: «Si lees esto, ya te han visto con ella. No vuelvas a casa esta noche».',
      'En ese momento sonó el teléfono de la habitación.',
      '{{hero}} dudó, lo dejó sonar cuatro veces y al final contestó.',
      '—Creo que tiene usted algo mío —dijo una voz de mujer, tranquila, casi amable—. Y yo tengo algo suyo.',
      'Era {{stranger}}, la mujer de la estación.',
    ],
    [
      'Quedaron en la cafetería de la estación una hora después.',
      '{{stranger}} le contó, en voz muy baja, que era periodista y que el cuaderno tenía pruebas de un fraude en una constructora.',
      'Al sentirse vigilada, había cambiado las maletas a propósito para que las pruebas fueran con un desconocido; el sobre lo había preparado en el tren, después de leer la etiqueta de su equipaje.',
      '—Lo siento —dijo—. No tenía otra salida.',
    ],
    [
      '{{hero}} pensó en enfadarse, pero vio por la ventana a dos hombres que estaban mirando la entrada con demasiada atención.',
      'Sin decir nada, empujó la maleta hacia ella por debajo de la mesa y se levantó para pagar, hablando en voz alta por teléfono con un amigo imaginario.',
      'Cuando los hombres se volvieron hacia él, {{stranger}} ya había salido por la puerta de la cocina.',
      'Tres semanas después, {{hero}} vio la noticia en la portada de un periódico nacional y sonrió.',
    ],
  ],
  translations: {
    en: [
      [
        '{{hero}} did not notice the mistake until he reached the hotel in Zaragoza and opened the suitcase.',
        'Instead of his creased shirts and his work laptop, he found a carefully folded grey jumper, a notebook with black covers and a sealed envelope with his name handwritten on it.',
        "Not someone else's name: his own.",
      ],
      [
        'He sat down on the bed with his heart racing.',
        'The two suitcases were identical, that much was clear; they had probably been mixed up at Atocha station, when a woman in sunglasses had asked him to help her lift her luggage onto the train.',
        'But how was it possible that someone knew he was going to be there?',
      ],
      [
        'Inside the envelope there was a small key and a sentence: "If you are reading this, they have already seen you with her. Do not go home tonight."',
        'At that moment the room phone rang.',
        '{{hero}} hesitated, let it ring four times and finally answered.',
        '"I think you have something of mine," said a woman\'s voice, calm, almost kind. "And I have something of yours."',
        'It was {{stranger}}, the woman from the station.',
      ],
      [
        'They arranged to meet in the station café an hour later.',
        '{{stranger}} told him, in a very low voice, that she was a journalist and that the notebook held evidence of fraud at a construction company.',
        'Feeling that she was being watched, she had switched the suitcases on purpose so that the evidence would go with a stranger; she had prepared the envelope on the train, after reading the label on his luggage.',
        '"I\'m sorry," she said. "I had no other way out."',
      ],
      [
        '{{hero}} thought about getting angry, but through the window he saw two men watching the entrance with too much attention.',
        'Without saying anything, he pushed the suitcase towards her under the table and got up to pay, talking loudly on the phone to an imaginary friend.',
        'When the men turned towards him, {{stranger}} had already left through the kitchen door.',
        'Three weeks later, {{hero}} saw the story on the front page of a national newspaper and smiled.',
      ],
    ],
  },
  glossary: [
    {
      word: 'no se dio cuenta',
      lemma: 'darse cuenta',
      gloss: { en: 'did not notice, did not realise' },
    },
    { word: 'en lugar de', lemma: 'en lugar de', gloss: { en: 'instead of' } },
    { word: 'arrugadas', lemma: 'arrugado', gloss: { en: 'creased, wrinkled' } },
    { word: 'doblado', lemma: 'doblado', gloss: { en: 'folded' } },
    { word: 'sobre', lemma: 'sobre', gloss: { en: 'envelope (also: on, about)' } },
    { word: 'acelerado', lemma: 'acelerado', gloss: { en: 'racing, sped up' } },
    { word: 'confundido', lemma: 'confundir', gloss: { en: 'mixed up, confused' } },
    { word: 'equipaje', lemma: 'equipaje', gloss: { en: 'luggage' } },
    { word: 'dudó', lemma: 'dudar', gloss: { en: 'hesitated' } },
    { word: 'quedaron', lemma: 'quedar', gloss: { en: 'arranged to meet' } },
    { word: 'pruebas', lemma: 'prueba', gloss: { en: 'evidence, proof' } },
    { word: 'constructora', lemma: 'constructora', gloss: { en: 'construction company' } },
    { word: 'vigilada', lemma: 'vigilado', gloss: { en: 'watched, under surveillance' } },
    { word: 'a propósito', lemma: 'a propósito', gloss: { en: 'on purpose' } },
    { word: 'desconocido', lemma: 'desconocido', gloss: { en: 'stranger; unknown' } },
    { word: 'etiqueta', lemma: 'etiqueta', gloss: { en: 'label, tag' } },
    { word: 'empujó', lemma: 'empujar', gloss: { en: 'pushed' } },
    { word: 'portada', lemma: 'portada', gloss: { en: 'front page, cover' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: '¿Dónde descubrió {{hero}} que tenía la maleta equivocada?',
      options: ['En el tren', 'En la estación de Atocha', 'En un hotel de Zaragoza'],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: 'El sobre tenía escrito el nombre de {{hero}}.',
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: '¿A qué se dedicaba {{stranger}}?',
      options: ['Era policía', 'Era periodista', 'Trabajaba en una constructora', 'Era camarera'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{stranger}} cambió las maletas por accidente.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: '¿Cómo ayudó {{hero}} a {{stranger}} en la cafetería?',
      options: [
        'Llamó a la policía',
        'Se quedó con el cuaderno',
        'Distrajo a los dos hombres mientras ella se iba',
      ],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: 'Al final, la historia del fraude apareció en un periódico.',
      answer: true,
    },
  ],
})
