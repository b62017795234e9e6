import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a grandfather who cannot find his hat. */
export default defineBankStory({
  id: 'pt-a1-o-chapeu-do-vovo',
  language: 'pt',
  level: 'A1',
  subLevel: 1,
  genres: ['humour', 'slice of life'],
  title: 'O chapéu do vovô',
  characters: [
    { key: 'hero', gender: 'any', names: ['Ana', 'Pedro', 'Bia', 'Lucas'] },
    { key: 'grandpa', gender: 'm', names: ['Joaquim', 'Antônio', 'Sebastião'] },
  ],
  paragraphs: [
    [
      '{{hero}} tem oito anos e mora com o avô em uma casa amarela.',
      'O avô se chama {{grandpa}}.',
      'Ele tem um chapéu velho e grande.',
    ],
    [
      'Todo dia, o avô procura o chapéu.',
      '— Onde está o meu chapéu? — pergunta ele.',
      'O chapéu está na cozinha, no sofá ou no jardim.',
    ],
    [
      'Hoje o avô não encontra o chapéu.',
      '{{hero}} procura na sala, no quarto e no banheiro.',
      'Nada!',
    ],
    [
      'Então {{hero}} olha para o avô e começa a rir.',
      '— Vovô, o chapéu está na sua cabeça!',
      'O avô toca a cabeça e ri também.',
      '— Ah, é verdade! Por isso estou com calor!',
    ],
  ],
  translations: {
    en: [
      [
        '{{hero}} is eight years old and lives with their grandfather in a yellow house.',
        'The grandfather is called {{grandpa}}.',
        'He has an old, big hat.',
      ],
      [
        'Every day, Grandpa looks for his hat.',
        '“Where is my hat?” he asks.',
        'The hat is in the kitchen, on the sofa or in the garden.',
      ],
      [
        'Today Grandpa cannot find the hat.',
        '{{hero}} looks in the living room, in the bedroom and in the bathroom.',
        'Nothing!',
      ],
      [
        'Then {{hero}} looks at Grandpa and starts to laugh.',
        '“Grandpa, the hat is on your head!”',
        'Grandpa touches his head and laughs too.',
        '“Oh, that’s true! That’s why I feel hot!”',
      ],
    ],
  },
  glossary: [
    { word: 'mora', lemma: 'morar', gloss: { en: 'lives' } },
    { word: 'avô', lemma: 'avô', gloss: { en: 'grandfather' } },
    { word: 'chapéu', lemma: 'chapéu', gloss: { en: 'hat' } },
    { word: 'velho', lemma: 'velho', gloss: { en: 'old' } },
    { word: 'procura', lemma: 'procurar', gloss: { en: 'looks for' } },
    { word: 'cozinha', lemma: 'cozinha', gloss: { en: 'kitchen' } },
    { word: 'encontra', lemma: 'encontrar', gloss: { en: 'finds' } },
    { word: 'quarto', lemma: 'quarto', gloss: { en: 'bedroom' } },
    { word: 'banheiro', lemma: 'banheiro', gloss: { en: 'bathroom' } },
    { word: 'cabeça', lemma: 'cabeça', gloss: { en: 'head' } },
    { word: 'toca', lemma: 'tocar', gloss: { en: 'touches' } },
    {
      word: 'estou com calor',
      lemma: 'estar com calor',
      gloss: { en: 'I feel hot' },
    },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Quantos anos tem {{hero}}?',
      options: ['Seis', 'Oito', 'Dez'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'O chapéu do avô é novo e pequeno.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Onde {{hero}} procura o chapéu hoje?',
      options: ['Na sala, no quarto e no banheiro', 'No carro', 'Na escola'],
      answer: 0,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Onde está o chapéu?',
      options: ['Na cozinha', 'No jardim', 'Na cabeça do avô'],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: 'No final, o avô ri.',
      answer: true,
    },
  ],
})
