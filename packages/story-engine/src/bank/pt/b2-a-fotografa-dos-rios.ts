import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: the life of an invented Amazonian photographer. */
export default defineBankStory({
  id: 'pt-b2-a-fotografa-dos-rios',
  language: 'pt',
  level: 'B2',
  subLevel: 3,
  genres: ['biography'],
  title: '{{hero}}, a fotógrafa dos rios',
  characters: [{ key: 'hero', gender: 'f', names: ['Iracema', 'Benedita', 'Raimunda', 'Socorro'] }],
  paragraphs: [
    [
      '{{hero}} nasceu em 1948 em Santarém, no Pará, na margem de um dos maiores rios do mundo.',
      'Filha de um comerciante de barcos e de uma professora de escola, cresceu entre redes de pesca, livros e o barulho constante dos motores no rio Tapajós.',
    ],
    [
      'A sua primeira câmera foi um presente improvável: um viajante alemão, que ficou doente durante uma viagem e foi cuidado pela mãe dela, deixou-a como agradecimento.',
      '{{hero}} tinha doze anos e não sabia nada de fotografia, mas passou o verão inteiro tirando fotos de tudo: homens da pesca, crianças, tempestades, a luz da tarde sobre a água.',
      'Gastava em filmes todo o dinheiro que fazia vendendo doces no porto.',
    ],
    [
      'Mais tarde, mudou-se para o Rio de Janeiro para estudar e ser jornalista e, por algum tempo, trabalhou em jornais, cobrindo futebol e política.',
      'Não era feliz.',
      'Dizia que as cidades grandes tinham pressa demais para uma mulher que gostava de esperar.',
    ],
    [
      'Em 1979, voltou para o Norte com um projeto que todos achavam uma loucura: tirar fotos, ao longo de dez anos, a vida das comunidades ribeirinhas da Amazônia.',
      'Viajou de barco, dormiu em redes, aprendeu a cozinhar e a contar histórias, e nunca tirou foto de ninguém sem antes passar alguns dias convivendo com a família.',
      'O resultado foi um livro, Água que lembra, que se tornou um clássico da fotografia do Brasil.',
    ],
    [
      'Nos últimos anos de vida, {{hero}} criou em Santarém uma escola gratuita de fotografia para jovens da região.',
      'Morreu em 2016, mas as suas imagens continuam a viajar pelo mundo.',
      'Aos alunos, dava sempre o mesmo conselho: “Antes de apontar a câmera, aprenda o nome das pessoas.”',
    ],
  ],
  translations: {
    en: [
      [
        '{{hero}} was born in 1948 in Santarém, in the state of Pará, on the bank of one of the largest rivers in the world.',
        'The daughter of a boat trader and a school teacher, she grew up among fishing nets, books and the constant noise of the engines on the Tapajós river.',
      ],
      [
        'Her first camera was an unlikely gift: a German traveller who fell ill during a trip and was looked after by her mother left it to her as a thank-you.',
        '{{hero}} was twelve and knew nothing about photography, but she spent the whole summer photographing everything: fishermen, children, storms, the afternoon light on the water.',
        'She spent all the money she earned selling sweets at the harbour on film.',
      ],
      [
        'Later she moved to Rio de Janeiro to study and become a journalist and, for a while, worked for newspapers, covering football and politics.',
        'She was not happy.',
        'She used to say that big cities were in too much of a hurry for a woman who liked to wait.',
      ],
      [
        'In 1979 she went back to the North with a project that everyone considered madness: to photograph, over ten years, the life of the riverside communities of the Amazon.',
        'She travelled by boat, slept in hammocks, learned to cook and to tell stories, and never took a picture of anyone without first spending a few days living with the family.',
        'The result was a book, Water That Remembers, which became a classic of Brazilian photography.',
      ],
      [
        'In the last years of her life, {{hero}} founded a free photography school in Santarém for young people from the region.',
        'She died in 2016, but her pictures still travel around the world.',
        'She always gave her students the same advice: “Before you point the camera, learn people’s names.”',
      ],
    ],
  },
  glossary: [
    { word: 'margem', lemma: 'margem', gloss: { en: 'bank (of a river)' } },
    { word: 'comerciante', lemma: 'comerciante', gloss: { en: 'trader, merchant' } },
    { word: 'redes', lemma: 'rede', gloss: { en: 'nets; hammocks' } },
    { word: 'barulho', lemma: 'barulho', gloss: { en: 'noise' } },
    { word: 'improvável', lemma: 'improvável', gloss: { en: 'unlikely' } },
    { word: 'agradecimento', lemma: 'agradecimento', gloss: { en: 'thanks, thank-you' } },
    { word: 'tempestades', lemma: 'tempestade', gloss: { en: 'storms' } },
    { word: 'gastava', lemma: 'gastar', gloss: { en: 'spent (money)' } },
    { word: 'doces', lemma: 'doce', gloss: { en: 'sweets' } },
    { word: 'porto', lemma: 'porto', gloss: { en: 'harbour, port' } },
    { word: 'cobrindo', lemma: 'cobrir', gloss: { en: 'covering (as a reporter)' } },
    { word: 'pressa', lemma: 'pressa', gloss: { en: 'hurry, haste' } },
    { word: 'loucura', lemma: 'loucura', gloss: { en: 'madness' } },
    { word: 'ao longo de', lemma: 'ao longo de', gloss: { en: 'over, throughout' } },
    { word: 'ribeirinhas', lemma: 'ribeirinho', gloss: { en: 'riverside (communities)' } },
    {
      word: 'convivendo',
      lemma: 'conviver',
      gloss: { en: 'living together with, spending time with' },
    },
    { word: 'se tornou', lemma: 'tornar-se', gloss: { en: 'became' } },
    { word: 'gratuita', lemma: 'gratuito', gloss: { en: 'free of charge' } },
    { word: 'conselho', lemma: 'conselho', gloss: { en: 'advice' } },
    { word: 'apontar', lemma: 'apontar', gloss: { en: 'to point, to aim' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Onde nasceu {{hero}}?',
      options: ['No Rio de Janeiro', 'Em Santarém, no Pará', 'Na Alemanha'],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Como ela conseguiu a primeira câmera?',
      options: [
        'Comprou-a com o dinheiro dos doces',
        'Recebeu-a de um turista alemão',
        'Ganhou-a do pai',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} era muito feliz trabalhando em jornais no Rio.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'O que ela fazia antes de fotografar uma família?',
      options: [
        'Pedia dinheiro à família',
        'Passava alguns dias convivendo com ela',
        'Mandava uma carta',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Ela criou uma escola gratuita de fotografia.',
      answer: true,
    },
  ],
})
