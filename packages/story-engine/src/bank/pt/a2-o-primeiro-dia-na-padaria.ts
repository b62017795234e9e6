import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a first day at work in a bakery. */
export default defineBankStory({
  id: 'pt-a2-o-primeiro-dia-na-padaria',
  language: 'pt',
  level: 'A2',
  subLevel: 1,
  genres: ['slice of life'],
  title: 'O primeiro dia na padaria',
  characters: [
    { key: 'hero', gender: 'f', names: ['Camila', 'Juliana', 'Fernanda', 'Larissa'] },
    { key: 'boss', gender: 'm', names: ['Osvaldo', 'Raimundo', 'Geraldo'] },
  ],
  paragraphs: [
    [
      'Na semana passada, {{hero}} começou a trabalhar numa padaria no centro de Belo Horizonte.',
      'Ela acordou às quatro da manhã, tomou um café rápido e pegou o primeiro ônibus.',
      'Estava nervosa, porque era o seu primeiro emprego.',
    ],
    [
      'O dono da padaria, {{boss}}, era um senhor baixo e muito legal.',
      'Ele mostrou tudo com paciência: como fazer o pão de queijo, como usar o forno e como atender os clientes.',
    ],
    [
      'Às sete horas, a padaria ficou cheia.',
      'Todo mundo queria pão quentinho e café.',
      '{{hero}} trabalhou muito e, às vezes, errou o troco.',
      'Uma senhora reclamou, mas um menino pequeno disse: — Moça, o seu pão de queijo é o melhor da cidade!',
    ],
    [
      'No final do dia, {{hero}} estava cansada, mas feliz.',
      '{{boss}} deu a ela um saco de pão para levar para casa.',
      '— Até amanhã, às cinco — disse ele.',
      'Naquela noite, ela dormiu às oito horas, como uma criança.',
    ],
  ],
  translations: {
    en: [
      [
        'Last week, {{hero}} started working at a bakery in the centre of Belo Horizonte.',
        'She woke up at four in the morning, had a quick coffee and caught the first bus.',
        'She was nervous, because it was her first job.',
      ],
      [
        'The owner of the bakery, {{boss}}, was a short and very nice man.',
        'He showed her everything patiently: how to make cheese bread, how to use the oven and how to serve the customers.',
      ],
      [
        'At seven o’clock the bakery got full.',
        'Everybody wanted warm bread and coffee.',
        '{{hero}} worked hard and sometimes got the change wrong.',
        'A lady complained, but a little boy said: “Miss, your cheese bread is the best in town!”',
      ],
      [
        'At the end of the day, {{hero}} was tired but happy.',
        '{{boss}} gave her a bag of bread to take home.',
        '“See you tomorrow, at five,” he said.',
        'That night she went to sleep at eight o’clock, like a child.',
      ],
    ],
  },
  glossary: [
    { word: 'padaria', lemma: 'padaria', gloss: { en: 'bakery' } },
    { word: 'acordou', lemma: 'acordar', gloss: { en: 'woke up' } },
    { word: 'pegou', lemma: 'pegar', gloss: { en: 'caught, took' } },
    { word: 'emprego', lemma: 'emprego', gloss: { en: 'job' } },
    { word: 'dono', lemma: 'dono', gloss: { en: 'owner' } },
    {
      word: 'pão de queijo',
      lemma: 'pão de queijo',
      gloss: { en: 'cheese bread (a Brazilian snack)' },
    },
    { word: 'forno', lemma: 'forno', gloss: { en: 'oven' } },
    { word: 'atender', lemma: 'atender', gloss: { en: 'to serve, to attend to' } },
    { word: 'quentinho', lemma: 'quente', gloss: { en: 'nice and warm' } },
    { word: 'errou', lemma: 'errar', gloss: { en: 'got wrong, made a mistake' } },
    { word: 'troco', lemma: 'troco', gloss: { en: 'change (money given back)' } },
    { word: 'reclamou', lemma: 'reclamar', gloss: { en: 'complained' } },
    { word: 'Moça', lemma: 'moça', gloss: { en: 'Miss, young woman' } },
    { word: 'cansada', lemma: 'cansado', gloss: { en: 'tired' } },
    { word: 'saco', lemma: 'saco', gloss: { en: 'bag' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Onde {{hero}} começou a trabalhar?',
      options: ['Num restaurante', 'Numa padaria', 'Num hotel'],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'A que horas ela acordou?',
      options: ['Às quatro', 'Às seis', 'Às sete'],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: '{{boss}} era antipático.',
      answer: false,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} errou o troco algumas vezes.',
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: 'O que o menino disse?',
      options: [
        'Que o café estava frio',
        'Que o pão de queijo dela era o melhor da cidade',
        'Que a padaria era cara',
      ],
      answer: 1,
    },
  ],
})
