import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a mild ghost story in an old guesthouse in Ouro Preto. */
export default defineBankStory({
  id: 'pt-c2-o-hospede-do-quarto-sete',
  language: 'pt',
  level: 'C2',
  subLevel: 3,
  genres: ['horror', 'mystery'],
  title: 'O hóspede do quarto sete',
  characters: [
    { key: 'hero', gender: 'm', names: ['Artur', 'Bernardo', 'Joaquim', 'Inácio'] },
    { key: 'owner', gender: 'f', names: ['Eulália', 'Otília', 'Filipa'] },
  ],
  paragraphs: [
    [
      'A Pensão Boa Vista ocupava um sobrado de azulejos desbotados numa ladeira de Ouro Preto, e a sua proprietária, dona {{owner}}, se gabava de nunca ter perdido um hóspede.',
      'A frase, dita assim, parecia apenas um elogio ao próprio serviço; {{hero}} só percebeu a ambiguidade tarde demais.',
    ],
    [
      'Chegou numa noite de junho, com a neblina tão baixa que os lampiões da rua pareciam flutuar.',
      'Vinha pesquisar, para uma tese interminável, os livros de registro das antigas igrejas, e precisava de um quarto barato e silencioso.',
      'Dona {{owner}} lhe deu o sete, no fim do corredor, avisando com um sorriso que não chegava aos olhos: — É o mais tranquilo da casa. Só peço que não abra a janela depois da meia-noite.',
    ],
    [
      'Nas primeiras noites, {{hero}} obedeceu sem pensar no assunto.',
      'Na quarta, porém, o abafamento do quarto, a insônia e uma curiosidade que sempre o metera em apuros juntaram forças.',
      'Do lado de fora, alguém batia no vidro: três toques leves, educados, quase tímidos, como quem pede licença.',
    ],
    [
      'Ele puxou a cortina.',
      'Não havia ninguém, pois o quarto ficava no segundo andar, sobre um barranco; mas na vidraça embaçada, escrita ao contrário, como se a tivessem traçado do lado de fora, lia-se uma palavra: “Entra.”',
      'Não era um convite, percebeu com um arrepio que lhe desceu pela espinha.',
      'Era um pedido.',
    ],
    [
      'Na manhã seguinte, durante o café, mencionou o episódio com um ar deliberadamente casual.',
      'Dona {{owner}} pousou o bule, alisou o avental e contou, sem pressa, a história de um seminarista que, em mil oitocentos e noventa e tantos, ocupara aquele mesmo quarto e saíra pela janela numa noite de nevoeiro, atrás de uma voz.',
      'Nunca o encontraram.',
      '— Desde então, de vez em quando, ele tenta voltar — concluiu ela. — Coitado. Só quer terminar os estudos.',
    ],
    [
      '{{hero}} terminou a tese dois anos depois, num quarto de república barulhento, longe de Ouro Preto.',
      'Nos agradecimentos, entre orientadores e bibliotecárias, há uma linha que a banca achou excêntrica e que ele se recusou a retirar: “A um colega do quarto sete, que me ensinou o valor de uma janela fechada.”',
      'Todos os anos, em junho, recebe pelo correio um cartão sem remetente.',
      'Traz sempre a mesma palavra, escrita ao contrário.',
    ],
  ],
  translations: {
    en: [
      [
        'The Boa Vista guesthouse occupied a two-storey house with faded tiles on a steep street in Ouro Preto, and its owner, Dona {{owner}}, boasted that she had never lost a guest.',
        'Put that way, the sentence seemed merely to praise her own service; {{hero}} only noticed its ambiguity when it was too late.',
      ],
      [
        'He arrived on a June night, with the mist so low that the street lamps seemed to float.',
        'He had come to research the registers of the old churches for a never-ending thesis, and he needed a cheap, quiet room.',
        'Dona {{owner}} gave him number seven, at the end of the corridor, warning him with a smile that did not reach her eyes: “It is the quietest one in the house. I only ask that you don’t open the window after midnight.”',
      ],
      [
        'For the first few nights, {{hero}} obeyed without giving it a thought.',
        'On the fourth, however, the stuffiness of the room, insomnia and a curiosity that had always got him into trouble joined forces.',
        'Outside, someone was tapping on the glass: three light, polite, almost shy knocks, like someone asking permission.',
      ],
      [
        'He pulled back the curtain.',
        'There was nobody there, since the room was on the second floor, above a steep drop; but on the misted pane, written backwards, as if it had been traced from outside, there was one word: “Come in.”',
        'It was not an invitation, he realised, with a shiver that ran down his spine.',
        'It was a plea.',
      ],
      [
        'The next morning, over breakfast, he mentioned the episode with a deliberately casual air.',
        'Dona {{owner}} put down the coffee pot, smoothed her apron and told, unhurriedly, the story of a seminarian who, in eighteen-ninety-something, had stayed in that same room and gone out of the window one foggy night, following a voice.',
        'He was never found.',
        '“Ever since, every now and then, he tries to come back,” she concluded. “Poor thing. He only wants to finish his studies.”',
      ],
      [
        '{{hero}} finished his thesis two years later, in a noisy room in a student house, far from Ouro Preto.',
        'In the acknowledgements, among supervisors and librarians, there is a line that the examining board found eccentric and that he refused to remove: “To a colleague from room seven, who taught me the value of a closed window.”',
        'Every year, in June, he receives a card in the post with no sender.',
        'It always bears the same word, written backwards.',
      ],
    ],
  },
  glossary: [
    { word: 'pensão', lemma: 'pensão', gloss: { en: 'guesthouse, boarding house' } },
    { word: 'sobrado', lemma: 'sobrado', gloss: { en: 'two-storey (colonial) house' } },
    { word: 'azulejos', lemma: 'azulejo', gloss: { en: 'glazed tiles' } },
    { word: 'desbotados', lemma: 'desbotado', gloss: { en: 'faded' } },
    { word: 'ladeira', lemma: 'ladeira', gloss: { en: 'steep street, slope' } },
    { word: 'se gabava', lemma: 'gabar-se', gloss: { en: 'boasted' } },
    { word: 'hóspede', lemma: 'hóspede', gloss: { en: 'guest (at a hotel)' } },
    { word: 'neblina', lemma: 'neblina', gloss: { en: 'mist' } },
    { word: 'lampiões', lemma: 'lampião', gloss: { en: 'street lamps, lanterns' } },
    { word: 'tese', lemma: 'tese', gloss: { en: 'thesis' } },
    { word: 'interminável', lemma: 'interminável', gloss: { en: 'never-ending' } },
    { word: 'abafamento', lemma: 'abafamento', gloss: { en: 'stuffiness, closeness (of air)' } },
    { word: 'em apuros', lemma: 'em apuros', gloss: { en: 'in trouble' } },
    {
      word: 'pede licença',
      lemma: 'pedir licença',
      gloss: { en: 'asks permission, says “excuse me”' },
    },
    { word: 'barranco', lemma: 'barranco', gloss: { en: 'steep bank, drop' } },
    { word: 'vidraça', lemma: 'vidraça', gloss: { en: 'window pane' } },
    { word: 'embaçada', lemma: 'embaçado', gloss: { en: 'misted up' } },
    { word: 'arrepio', lemma: 'arrepio', gloss: { en: 'shiver' } },
    { word: 'espinha', lemma: 'espinha', gloss: { en: 'spine' } },
    { word: 'pousou', lemma: 'pousar', gloss: { en: 'put down, set down' } },
    { word: 'bule', lemma: 'bule', gloss: { en: 'coffee pot, teapot' } },
    { word: 'alisou', lemma: 'alisar', gloss: { en: 'smoothed' } },
    { word: 'avental', lemma: 'avental', gloss: { en: 'apron' } },
    { word: 'seminarista', lemma: 'seminarista', gloss: { en: 'seminarian (trainee priest)' } },
    { word: 'nevoeiro', lemma: 'nevoeiro', gloss: { en: 'fog' } },
    { word: 'Coitado', lemma: 'coitado', gloss: { en: 'poor thing' } },
    { word: 'república', lemma: 'república', gloss: { en: 'shared student house (in Brazil)' } },
    { word: 'banca', lemma: 'banca', gloss: { en: 'examining board' } },
    { word: 'remetente', lemma: 'remetente', gloss: { en: 'sender' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Em que cidade fica a pensão?',
      options: ['Em Ouro Preto', 'Em Salvador', 'Em Curitiba'],
      answer: 0,
    },
    {
      kind: 'multiple_choice',
      prompt: 'O que dona {{owner}} pediu a {{hero}}?',
      options: [
        'Que não fizesse barulho',
        'Que não abrisse a janela depois da meia-noite',
        'Que pagasse adiantado',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'O quarto sete ficava no térreo.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Que palavra estava escrita na vidraça?',
      options: ['“Socorro”', '“Entra”', '“Sai”'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Segundo dona {{owner}}, o seminarista só quer terminar os estudos.',
      answer: true,
    },
    {
      kind: 'true_false',
      prompt: 'Depois de sair da pensão, {{hero}} nunca mais recebeu nada de estranho.',
      answer: false,
    },
  ],
})
