import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: an archivist of recorded memories and one request to forget. */
export default defineBankStory({
  id: 'pt-c1-o-arquivo-das-lembrancas',
  language: 'pt',
  level: 'C1',
  subLevel: 3,
  genres: ['science fiction'],
  title: 'O arquivo das lembranças',
  characters: [
    { key: 'hero', gender: 'm', names: ['Otávio', 'Henrique', 'Maurício', 'Augusto'] },
    { key: 'applicant', gender: 'f', names: ['Zélia', 'Aurora', 'Conceição'] },
  ],
  paragraphs: [
    [
      'Em 2091, esquecer tinha se tornado um luxo.',
      'Desde que os implantes de memória passaram a ser obrigatórios, cada cidadão tinha atrás da orelha um registro completo de tudo o que vivera: cada conversa, cada cheiro, cada vergonha.',
      'Os tribunais adoraram; os psicólogos, nem tanto.',
    ],
    [
      '{{hero}} trabalhava no Arquivo Central de São Paulo, num setor cujo nome oficial era Curadoria de Dados Afetivos e que os funcionários, com o humor ácido de quem vive no subsolo, chamavam simplesmente de Lixeira.',
      'A função dele era analisar os pedidos de apagamento: pessoas que queriam, amparadas pela lei, eliminar uma única lembrança insuportável.',
      'Nove em cada dez pedidos eram recusados.',
      'A lei era clara: só se podia apagar o que não tivesse valor jurídico, e quase tudo, de algum modo, tinha.',
    ],
    [
      'Numa sexta-feira de chuva, chegou à sua mesa o pedido de uma senhora de oitenta e poucos anos, {{applicant}}.',
      'Ela não queria apagar uma tragédia, nem um crime, nem um amor mal resolvido.',
      'Queria apagar um dia perfeitamente comum de 2043: uma tarde em que tinha tomado sorvete com a filha numa praça do Cambuci.',
      'No campo “motivo”, tinha escrito apenas: “Porque é a única lembrança que ainda me dói.”',
    ],
    [
      '{{hero}} assistiu à gravação, como mandava o protocolo.',
      'Não havia nada de especial: uma menina de tranças, uma mãe jovem, o sorvete escorrendo pelo pulso, uma risada à toa.',
      'Ao consultar o resto do processo, entendeu: a filha tinha morrido poucos meses depois, e aquela tarde, de tão feliz, fazia doer todas as outras.',
    ],
    [
      'Pelas regras, o pedido devia ser negado: a lembrança não tinha valor jurídico, mas tinha, segundo o sistema, “alto valor afetivo para terceiros”.',
      'Ele passou a noite em claro, olhando para a tela.',
      'Na segunda-feira, fez algo que nunca tinha feito em onze anos de carreira: aceitou o pedido, mas antes fez uma cópia da gravação num cartão sem registro, que guardou no bolso do paletó.',
    ],
    [
      'Dizem que {{applicant}} morreu em paz no ano seguinte.',
      'E dizem, também, que no arquivo pessoal de {{hero}}, entre milhares de lembranças próprias, há uma tarde que não é dele: uma praça, uma menina, um sorvete de morango que não para de derreter.',
    ],
  ],
  translations: {
    en: [
      [
        'By 2091, forgetting had become a luxury.',
        'Ever since memory implants had become compulsory, every citizen had behind one ear a complete record of everything they had lived through: every conversation, every smell, every embarrassment.',
        'The courts loved it; the psychologists, not so much.',
      ],
      [
        '{{hero}} worked at the Central Archive of São Paulo, in a department whose official name was Curation of Emotional Data and which the staff, with the acid humour of people who live underground, simply called the Bin.',
        'His job was to examine erasure requests: people who wanted, with the backing of the law, to delete one single unbearable memory.',
        'Nine out of ten requests were turned down.',
        'The law was clear: only what had no legal value could be erased, and almost everything, in some way, had.',
      ],
      [
        'On a rainy Friday, a request reached his desk from a lady in her early eighties, {{applicant}}.',
        'She did not want to erase a tragedy, or a crime, or an unresolved love affair.',
        'She wanted to erase a perfectly ordinary day in 2043: an afternoon when she had eaten ice cream with her daughter in a square in Cambuci.',
        'In the “reason” field, she had written only: “Because it is the only memory that still hurts.”',
      ],
      [
        '{{hero}} watched the recording, as the protocol required.',
        'There was nothing special about it: a little girl with plaits, a young mother, the ice cream dripping down a wrist, a laugh about nothing.',
        'When he looked through the rest of the file, he understood: the daughter had died a few months later, and that afternoon, precisely because it was so happy, made all the others hurt.',
      ],
      [
        'By the rules, the request had to be refused: the memory had no legal value, but it had, according to the system, “high emotional value for third parties”.',
        'He spent a sleepless night staring at the screen.',
        'On Monday, he did something he had never done in eleven years on the job: he accepted the request, but first he made a copy of the recording on an unregistered card, which he put in his jacket pocket.',
      ],
      [
        'They say that {{applicant}} died peacefully the following year.',
        'And they also say that in {{hero}}’s personal archive, among thousands of his own memories, there is an afternoon that is not his: a square, a little girl, a strawberry ice cream that never stops melting.',
      ],
    ],
  },
  glossary: [
    { word: 'luxo', lemma: 'luxo', gloss: { en: 'luxury' } },
    { word: 'implantes', lemma: 'implante', gloss: { en: 'implants' } },
    { word: 'obrigatórios', lemma: 'obrigatório', gloss: { en: 'compulsory' } },
    { word: 'vivera', lemma: 'viver', gloss: { en: 'had lived (through)' } },
    { word: 'vergonha', lemma: 'vergonha', gloss: { en: 'shame, embarrassment' } },
    { word: 'tribunais', lemma: 'tribunal', gloss: { en: 'courts' } },
    { word: 'nem tanto', lemma: 'nem tanto', gloss: { en: 'not so much' } },
    { word: 'setor', lemma: 'setor', gloss: { en: 'department, section' } },
    { word: 'subsolo', lemma: 'subsolo', gloss: { en: 'basement, underground level' } },
    { word: 'Lixeira', lemma: 'lixeira', gloss: { en: 'rubbish bin, trash can' } },
    { word: 'apagamento', lemma: 'apagamento', gloss: { en: 'erasure, deletion' } },
    { word: 'amparadas', lemma: 'amparar', gloss: { en: 'backed, supported' } },
    { word: 'insuportável', lemma: 'insuportável', gloss: { en: 'unbearable' } },
    { word: 'recusados', lemma: 'recusar', gloss: { en: 'refused, turned down' } },
    { word: 'jurídico', lemma: 'jurídico', gloss: { en: 'legal' } },
    { word: 'mal resolvido', lemma: 'mal resolvido', gloss: { en: 'unresolved' } },
    { word: 'dói', lemma: 'doer', gloss: { en: 'hurts' } },
    { word: 'tranças', lemma: 'trança', gloss: { en: 'plaits, braids' } },
    { word: 'escorrendo', lemma: 'escorrer', gloss: { en: 'dripping, running down' } },
    { word: 'pulso', lemma: 'pulso', gloss: { en: 'wrist' } },
    { word: 'à toa', lemma: 'à toa', gloss: { en: 'for no reason, about nothing' } },
    { word: 'terceiros', lemma: 'terceiro', gloss: { en: 'third parties' } },
    { word: 'em claro', lemma: 'passar a noite em claro', gloss: { en: 'sleepless (a night)' } },
    { word: 'paletó', lemma: 'paletó', gloss: { en: 'jacket (of a suit)' } },
    { word: 'derreter', lemma: 'derreter', gloss: { en: 'to melt' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Onde ficava o implante de memória?',
      options: ['No pulso', 'Atrás da orelha', 'No peito'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'A maioria dos pedidos de apagamento era aprovada.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Que lembrança {{applicant}} queria apagar?',
      options: ['Um crime', 'Um amor mal resolvido', 'Uma tarde comum com a filha'],
      answer: 2,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Por que aquela lembrança doía tanto?',
      options: [
        'Porque a filha morreu pouco tempo depois',
        'Porque a filha fugiu de casa',
        'Porque ela brigou com a filha naquele dia',
      ],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} aceitou o pedido.',
      answer: true,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} destruiu todas as cópias da gravação.',
      answer: false,
    },
  ],
})
