import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a meeting under a yellow umbrella at a bus stop. */
export default defineBankStory({
  id: 'pt-a2-o-guarda-chuva-amarelo',
  language: 'pt',
  level: 'A2',
  subLevel: 2,
  genres: ['romance'],
  title: 'O guarda-chuva amarelo',
  characters: [
    { key: 'hero', gender: 'f', names: ['Mariana', 'Gabriela', 'Patrícia', 'Renata'] },
    { key: 'stranger', gender: 'm', names: ['Rafael', 'Thiago', 'Bruno'] },
  ],
  paragraphs: [
    [
      'Era uma tarde de chuva em São Paulo.',
      '{{hero}} saiu do escritório sem guarda-chuva e correu até o ponto de ônibus.',
      'Lá, um rapaz com um guarda-chuva amarelo sorriu para ela.',
    ],
    [
      '— Quer dividir? — perguntou ele.',
      'Ela aceitou.',
      'Os dois ficaram embaixo do guarda-chuva, esperando o ônibus, que não vinha nunca.',
      'Ele se chamava {{stranger}} e trabalhava numa livraria na mesma rua.',
    ],
    [
      'Falaram sobre livros, sobre música e sobre a chuva.',
      'Quando o ônibus finalmente chegou, {{hero}} entrou e só depois percebeu uma coisa: não tinha o número de telefone dele.',
    ],
    [
      'No dia seguinte, não choveu.',
      'Mesmo assim, {{hero}} passou na frente da livraria.',
      'Na vitrine, havia um guarda-chuva amarelo e um bilhete: “Para a moça do ponto de ônibus. Hoje não chove, mas espero você para um café.”',
      'Ela entrou, rindo.',
    ],
  ],
  translations: {
    en: [
      [
        'It was a rainy afternoon in São Paulo.',
        '{{hero}} left the office without an umbrella and ran to the bus stop.',
        'There, a young man with a yellow umbrella smiled at her.',
      ],
      [
        '“Do you want to share?” he asked.',
        'She accepted.',
        'The two of them stood under the umbrella, waiting for the bus, which never seemed to come.',
        'His name was {{stranger}} and he worked in a bookshop on the same street.',
      ],
      [
        'They talked about books, about music and about the rain.',
        'When the bus finally arrived, {{hero}} got on and only afterwards realised something: she did not have his phone number.',
      ],
      [
        'The next day it did not rain.',
        'Even so, {{hero}} walked past the bookshop.',
        'In the window there was a yellow umbrella and a note: “For the girl from the bus stop. It isn’t raining today, but I’ll be waiting for you for a coffee.”',
        'She went in, laughing.',
      ],
    ],
  },
  glossary: [
    { word: 'chuva', lemma: 'chuva', gloss: { en: 'rain' } },
    { word: 'escritório', lemma: 'escritório', gloss: { en: 'office' } },
    { word: 'guarda-chuva', lemma: 'guarda-chuva', gloss: { en: 'umbrella' } },
    { word: 'correu', lemma: 'correr', gloss: { en: 'ran' } },
    { word: 'ponto de ônibus', lemma: 'ponto de ônibus', gloss: { en: 'bus stop' } },
    { word: 'rapaz', lemma: 'rapaz', gloss: { en: 'young man' } },
    { word: 'dividir', lemma: 'dividir', gloss: { en: 'to share' } },
    { word: 'embaixo', lemma: 'embaixo', gloss: { en: 'underneath (embaixo de: under)' } },
    { word: 'livraria', lemma: 'livraria', gloss: { en: 'bookshop' } },
    { word: 'percebeu', lemma: 'perceber', gloss: { en: 'realised, noticed' } },
    { word: 'choveu', lemma: 'chover', gloss: { en: 'rained' } },
    { word: 'mesmo assim', lemma: 'mesmo assim', gloss: { en: 'even so' } },
    { word: 'vitrine', lemma: 'vitrine', gloss: { en: 'shop window' } },
    { word: 'bilhete', lemma: 'bilhete', gloss: { en: 'note, short message' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Em que cidade acontece a história?',
      options: ['No Rio de Janeiro', 'Em São Paulo', 'Em Salvador'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} tinha um guarda-chuva.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Onde {{stranger}} trabalhava?',
      options: ['Numa livraria', 'Num banco', 'Num café'],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: 'No dia seguinte também choveu.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'O que havia na vitrine da livraria?',
      options: [
        'Um livro de música',
        'Um guarda-chuva amarelo e um bilhete',
        'Uma foto de {{hero}}',
      ],
      answer: 1,
    },
  ],
})
