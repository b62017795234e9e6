import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a fisherman and a talking golden fish. */
export default defineBankStory({
  id: 'pt-a1-o-peixe-dourado',
  language: 'pt',
  level: 'A1',
  subLevel: 3,
  genres: ['fantasy', 'fairy tale'],
  title: 'O peixe dourado',
  characters: [{ key: 'hero', gender: 'm', names: ['Zé', 'Chico', 'Manuel', 'Tiago'] }],
  paragraphs: [
    [
      '{{hero}} é pescador.',
      'Ele mora numa pequena casa perto do rio.',
      'Todos os dias, ele sai com o seu barco azul.',
    ],
    [
      'Um dia, ele pesca um peixe dourado.',
      'O peixe abre a boca e diz: — Por favor, eu quero voltar para a água!',
      '{{hero}} fica muito surpreso.',
      'Um peixe que fala!',
    ],
    [
      '— Eu tenho um presente para você — diz o peixe.',
      '{{hero}} coloca o peixe na água.',
      'O peixe nada e vai embora.',
    ],
    [
      'No dia seguinte, o barco azul está cheio de flores.',
      'As flores cantam com a voz do peixe.',
      '{{hero}} fica feliz.',
      'Agora ele tem o barco mais bonito do rio, e todos os dias o peixe dourado nada perto dele.',
    ],
  ],
  translations: {
    en: [
      [
        '{{hero}} is a fisherman.',
        'He lives in a small house near the river.',
        'Every day he goes out in his blue boat.',
      ],
      [
        'One day he catches a golden fish.',
        'The fish opens its mouth and says: “Please, I want to go back into the water!”',
        '{{hero}} is very surprised.',
        'A fish that talks!',
      ],
      [
        '“I have a present for you,” says the fish.',
        '{{hero}} puts the fish in the water.',
        'The fish swims away.',
      ],
      [
        'The next day, the blue boat is full of flowers.',
        'The flowers sing with the fish’s voice.',
        '{{hero}} is happy.',
        'Now he has the most beautiful boat on the river, and every day the golden fish swims near him.',
      ],
    ],
  },
  glossary: [
    { word: 'pescador', lemma: 'pescador', gloss: { en: 'fisherman' } },
    { word: 'rio', lemma: 'rio', gloss: { en: 'river' } },
    { word: 'pesca', lemma: 'pescar', gloss: { en: 'fishes, catches (a fish)' } },
    { word: 'barco', lemma: 'barco', gloss: { en: 'boat' } },
    { word: 'dourado', lemma: 'dourado', gloss: { en: 'golden' } },
    { word: 'boca', lemma: 'boca', gloss: { en: 'mouth' } },
    { word: 'surpreso', lemma: 'surpreso', gloss: { en: 'surprised' } },
    { word: 'presente', lemma: 'presente', gloss: { en: 'present, gift' } },
    { word: 'coloca', lemma: 'colocar', gloss: { en: 'puts' } },
    { word: 'nada', lemma: 'nadar', gloss: { en: 'swims' } },
    { word: 'seguinte', lemma: 'seguinte', gloss: { en: 'next, following' } },
    { word: 'cheio', lemma: 'cheio', gloss: { en: 'full' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Qual é a profissão de {{hero}}?',
      options: ['Professor', 'Pescador', 'Médico'],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'De que cor é o barco?',
      options: ['Azul', 'Vermelho', 'Verde'],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: 'O peixe é dourado.',
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: 'O que tem no barco no dia seguinte?',
      options: ['Peixes', 'Flores', 'Pedras'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} leva o peixe para casa.',
      answer: false,
    },
  ],
})
