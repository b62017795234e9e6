import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a warning text message in the middle of the night. */
export default defineBankStory({
  id: 'pt-b2-a-mensagem-das-tres-da-manha',
  language: 'pt',
  level: 'B2',
  subLevel: 2,
  genres: ['thriller', 'mystery'],
  title: 'A mensagem das três da manhã',
  characters: [{ key: 'hero', gender: 'm', names: ['Eduardo', 'Marcelo', 'Leonardo', 'Vinícius'] }],
  paragraphs: [
    [
      'O celular de {{hero}} vibrou às três e dezessete da manhã.',
      'Era uma mensagem de um número desconhecido, com uma única frase: “Não abra a porta para o homem do casaco cinza.”',
      '{{hero}} leu duas vezes, achou que fosse engano ou brincadeira de mau gosto e tentou voltar a dormir.',
    ],
    [
      'Não conseguiu.',
      'Morava sozinho num prédio antigo de Porto Alegre, no sétimo andar, e conhecia todos os vizinhos, pelo menos de vista.',
      'Nenhum deles usava casaco cinza; aliás, ninguém em seu juízo perfeito estaria acordado àquela hora numa terça-feira.',
    ],
    [
      'Às três e meia, a campainha tocou.',
      '{{hero}} se aproximou da porta sem acender a luz e olhou pelo olho mágico.',
      'No corredor, de costas, havia um homem alto, de chapéu, que parecia esperar com uma paciência inquietante.',
      'O casaco, é claro, era cinza.',
    ],
    [
      'O coração disparou.',
      'Com as mãos tremendo, ele respondeu à mensagem: “Quem é você?”',
      'A resposta chegou em segundos: “Alguém que já abriu essa porta. Olhe o relógio da cozinha.”',
      '{{hero}} obedeceu.',
      'O relógio, que estava parado havia meses, marcava três e dezessete, exatamente a hora em que a primeira mensagem tinha chegado.',
    ],
    [
      'A campainha tocou outra vez, e depois outra.',
      'Então, de repente, silêncio.',
      'Quando {{hero}} teve coragem de olhar de novo pelo olho mágico, o corredor estava vazio; no chão, diante da porta, havia apenas um envelope.',
      'Dentro, encontrou uma foto antiga dele mesmo, diante daquele mesmo prédio, vestindo um casaco cinza que ele nunca tinha comprado.',
      'No verso, com a sua própria letra, alguém tinha escrito: “Desta vez, você não abriu. Obrigado.”',
    ],
  ],
  translations: {
    en: [
      [
        '{{hero}}’s mobile phone vibrated at seventeen minutes past three in the morning.',
        'It was a message from an unknown number, with a single sentence: “Don’t open the door to the man in the grey coat.”',
        '{{hero}} read it twice, thought it was a wrong number or a joke in bad taste and tried to go back to sleep.',
      ],
      [
        'He couldn’t.',
        'He lived alone in an old building in Porto Alegre, on the seventh floor, and knew all the neighbours, at least by sight.',
        'None of them wore a grey coat; besides, nobody in their right mind would be awake at that hour on a Tuesday.',
      ],
      [
        'At half past three, the doorbell rang.',
        '{{hero}} went up to the door without switching on the light and looked through the peephole.',
        'In the corridor, with his back turned, stood a tall man in a hat, who seemed to be waiting with unsettling patience.',
        'His coat, of course, was grey.',
      ],
      [
        'His heart raced.',
        'With trembling hands, he replied to the message: “Who are you?”',
        'The answer came within seconds: “Someone who has already opened that door. Look at the kitchen clock.”',
        '{{hero}} obeyed.',
        'The clock, which had stopped months before, showed seventeen minutes past three, exactly the time the first message had arrived.',
      ],
      [
        'The doorbell rang again, and then again.',
        'Then, suddenly, silence.',
        'When {{hero}} found the courage to look through the peephole again, the corridor was empty; on the floor, in front of the door, there was only an envelope.',
        'Inside, he found an old photo of himself, in front of that very building, wearing a grey coat he had never bought.',
        'On the back, in his own handwriting, someone had written: “This time, you didn’t open. Thank you.”',
      ],
    ],
  },
  glossary: [
    { word: 'celular', lemma: 'celular', gloss: { en: 'mobile phone' } },
    { word: 'vibrou', lemma: 'vibrar', gloss: { en: 'vibrated' } },
    { word: 'desconhecido', lemma: 'desconhecido', gloss: { en: 'unknown' } },
    { word: 'casaco', lemma: 'casaco', gloss: { en: 'coat' } },
    { word: 'engano', lemma: 'engano', gloss: { en: 'mistake, wrong number' } },
    { word: 'de mau gosto', lemma: 'de mau gosto', gloss: { en: 'in bad taste' } },
    { word: 'prédio', lemma: 'prédio', gloss: { en: 'building, block of flats' } },
    { word: 'andar', lemma: 'andar', gloss: { en: 'floor, storey' } },
    { word: 'aliás', lemma: 'aliás', gloss: { en: 'besides, in fact' } },
    {
      word: 'em seu juízo perfeito',
      lemma: 'em seu juízo perfeito',
      gloss: { en: 'in one’s right mind' },
    },
    { word: 'campainha', lemma: 'campainha', gloss: { en: 'doorbell' } },
    { word: 'olho mágico', lemma: 'olho mágico', gloss: { en: 'peephole' } },
    { word: 'de costas', lemma: 'de costas', gloss: { en: 'with one’s back turned' } },
    { word: 'inquietante', lemma: 'inquietante', gloss: { en: 'unsettling, disturbing' } },
    { word: 'disparou', lemma: 'disparar', gloss: { en: 'raced (of the heart), shot off' } },
    { word: 'tremendo', lemma: 'tremer', gloss: { en: 'trembling, shaking' } },
    { word: 'obedeceu', lemma: 'obedecer', gloss: { en: 'obeyed' } },
    { word: 'parado', lemma: 'parado', gloss: { en: 'stopped, not working' } },
    { word: 'verso', lemma: 'verso', gloss: { en: 'back (of a sheet or photo)' } },
    { word: 'letra', lemma: 'letra', gloss: { en: 'handwriting' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'A que horas chegou a primeira mensagem?',
      options: ['Às duas e meia', 'Às três e dezessete', 'Às quatro'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} morava com a família.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'O que {{hero}} viu pelo olho mágico?',
      options: ['Um vizinho', 'Um homem alto de casaco cinza', 'Uma mulher com um envelope'],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'O que havia de estranho no relógio da cozinha?',
      options: [
        'Estava adiantado uma hora',
        'Estava parado na hora exata da primeira mensagem',
        'Tinha desaparecido',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} abriu a porta para o homem.',
      answer: false,
    },
    {
      kind: 'true_false',
      prompt: 'A letra no verso da foto era do próprio {{hero}}.',
      answer: true,
    },
  ],
})
