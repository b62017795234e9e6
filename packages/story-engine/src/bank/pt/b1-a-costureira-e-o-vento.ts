import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a fairy tale about a seamstress who sews a cloak for the wind. */
export default defineBankStory({
  id: 'pt-b1-a-costureira-e-o-vento',
  language: 'pt',
  level: 'B1',
  subLevel: 1,
  genres: ['fairy tale', 'fantasy'],
  title: 'A costureira e o vento',
  characters: [{ key: 'hero', gender: 'f', names: ['Rosa', 'Helena', 'Isabel', 'Cecília'] }],
  paragraphs: [
    [
      'Era uma vez, numa aldeia no alto da serra, uma costureira chamada {{hero}}.',
      'Ela era pobre, mas tinha mãos tão boas que todos diziam que ela costurava melhor do que as fadas.',
    ],
    [
      'Todos os dias, à tarde, o vento do norte vinha da montanha e passava pela janela da sua oficina.',
      'Ele bagunçava os tecidos, as linhas e os botões.',
      '{{hero}} tentava fechar a janela, mas o vento sempre achava uma fresta.',
    ],
    [
      'Um dia, cansada, ela disse bem alto: — Vento, o que você quer de mim?',
      'Para sua surpresa, o vento respondeu com uma voz triste: — Eu tenho frio. Eu vou pelo mundo inteiro, mas ninguém nunca fez uma roupa para mim.',
    ],
    [
      '{{hero}} pensou durante muito tempo.',
      'Como se faz uma roupa para quem não tem corpo?',
      'Por fim, pegou todos os retalhos de muitas cores que tinha há anos e começou a fazer uma capa enorme, leve como uma nuvem.',
      'Trabalhou sete dias e sete noites.',
    ],
    [
      'Quando terminou, abriu a janela e entregou a capa ao vento.',
      'Ele a vestiu e saiu dançando pelo céu, tão feliz que as pessoas da aldeia viram, pela primeira vez, que o vento tinha cor.',
      'Desde então, ele nunca mais fez bagunça na oficina.',
      'Mas, todos os anos, no fim do verão, deixa na porta de {{hero}} uma cesta cheia de sementes e de folhas de ouro que trouxe de muito longe.',
    ],
  ],
  translations: {
    en: [
      [
        'Once upon a time, in a village high in the hills, there was a seamstress called {{hero}}.',
        'She was poor, but she had such good hands that everyone said she sewed better than the fairies.',
      ],
      [
        'Every day, in the afternoon, the north wind came from the mountain and blew in through the window of her workshop.',
        'It messed up the fabrics, the threads and the buttons.',
        '{{hero}} tried to close the window, but the wind always found a gap.',
      ],
      [
        'One day, fed up, she said out loud: “Wind, what do you want from me?”',
        'To her surprise, the wind answered in a sad voice: “I am cold. I go all over the world, but nobody has ever made any clothes for me.”',
      ],
      [
        '{{hero}} thought for a long time.',
        'How do you make clothes for someone who has no body?',
        'At last she took all the scraps of fabric in many colours that she had had for years and began to make an enormous cloak, as light as a cloud.',
        'She worked for seven days and seven nights.',
      ],
      [
        'When she had finished, she opened the window and handed the cloak to the wind.',
        'It put it on and went dancing across the sky, so happy that the people of the village saw, for the first time, that the wind had a colour.',
        'Since then, it has never messed up the workshop again.',
        'But every year, at the end of summer, it leaves at {{hero}}’s door a basket full of seeds and leaves of gold that it has brought from far away.',
      ],
    ],
  },
  glossary: [
    { word: 'aldeia', lemma: 'aldeia', gloss: { en: 'village' } },
    { word: 'serra', lemma: 'serra', gloss: { en: 'hills, mountain range' } },
    { word: 'costureira', lemma: 'costureira', gloss: { en: 'seamstress' } },
    { word: 'costurava', lemma: 'costurar', gloss: { en: 'sewed' } },
    { word: 'fadas', lemma: 'fada', gloss: { en: 'fairies' } },
    { word: 'oficina', lemma: 'oficina', gloss: { en: 'workshop' } },
    { word: 'bagunçava', lemma: 'bagunçar', gloss: { en: 'messed up' } },
    { word: 'tecidos', lemma: 'tecido', gloss: { en: 'fabrics, cloth' } },
    { word: 'linhas', lemma: 'linha', gloss: { en: 'threads' } },
    { word: 'botões', lemma: 'botão', gloss: { en: 'buttons' } },
    { word: 'fresta', lemma: 'fresta', gloss: { en: 'gap, crack' } },
    { word: 'retalhos', lemma: 'retalho', gloss: { en: 'scraps of fabric' } },
    { word: 'capa', lemma: 'capa', gloss: { en: 'cloak, cape' } },
    { word: 'leve', lemma: 'leve', gloss: { en: 'light (not heavy)' } },
    { word: 'entregou', lemma: 'entregar', gloss: { en: 'handed over, delivered' } },
    { word: 'vestiu', lemma: 'vestir', gloss: { en: 'put on (clothes)' } },
    { word: 'cesta', lemma: 'cesta', gloss: { en: 'basket' } },
    { word: 'sementes', lemma: 'semente', gloss: { en: 'seeds' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Qual era a profissão de {{hero}}?',
      options: ['Padeira', 'Costureira', 'Professora'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'O vento entrava na oficina todas as manhãs.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Por que o vento fazia bagunça na oficina?',
      options: [
        'Porque tinha frio e ninguém fazia roupa para ele',
        'Porque não gostava da costureira',
        'Porque queria os botões',
      ],
      answer: 0,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Quanto tempo {{hero}} trabalhou na capa?',
      options: ['Três dias', 'Sete dias e sete noites', 'Um mês'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Depois de receber a capa, o vento parou de bagunçar a oficina.',
      answer: true,
    },
  ],
})
