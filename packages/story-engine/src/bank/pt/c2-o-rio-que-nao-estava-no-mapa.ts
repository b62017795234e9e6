import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a cartographer's expedition into the Pantanal. */
export default defineBankStory({
  id: 'pt-c2-o-rio-que-nao-estava-no-mapa',
  language: 'pt',
  level: 'C2',
  subLevel: 2,
  genres: ['adventure', 'fantasy'],
  title: 'O rio que não estava no mapa',
  characters: [
    { key: 'hero', gender: 'f', names: ['Heloísa', 'Débora', 'Yara', 'Luíza'] },
    { key: 'guide', gender: 'm', names: ['Benedito', 'Dorival', 'Aparecido'] },
  ],
  paragraphs: [
    [
      'Há expedições que começam com um mapa e outras que começam com a suspeita de que o mapa mente.',
      'A de {{hero}} pertencia, sem sombra de dúvida, à segunda categoria: cartógrafa de formação e teimosa por temperamento, ela passara três anos debruçada sobre imagens de satélite até se convencer de que, no coração do Pantanal, corria um rio que nenhuma carta oficial registrava.',
    ],
    [
      'Partiu em setembro, no auge da seca, acompanhada por {{guide}}, um barqueiro de poucas palavras que conhecia aquelas águas como quem conhece as rugas da própria mão.',
      'Durante os primeiros dias, o rio fantasma se recusou a aparecer.',
      'Havia apenas o de sempre: jacarés imóveis como troncos, nuvens de mosquitos, garças que levantavam voo com uma lentidão quase cerimoniosa e um calor que amolecia as ideias.',
    ],
    [
      'Na sexta manhã, quando as provisões já davam sinais de cansaço, e a paciência de {{guide}} também, o barco encalhou num banco de areia que, segundo o GPS, não deveria existir.',
      'Foi então que ela o viu: um fio de água escura, estreito como uma costura, que se insinuava por entre os aguapés e desaparecia na direção do poente.',
      'O barqueiro se benzeu discretamente.',
      '— Os antigos chamavam esse aí de rio que volta — murmurou. — Quem entra nele sai em outro tempo.',
    ],
    [
      '{{hero}}, que não acreditava em superstições mas tampouco era imprudente, hesitou apenas o suficiente para parecer sensata.',
      'Depois empurrou o barco.',
      'Navegaram por horas num silêncio que nem os pássaros ousavam quebrar, até que o canal se abriu numa lagoa de águas tão paradas que o céu parecia ter se deitado sobre elas para descansar.',
      'Na margem, meio engolida pela vegetação, havia uma canoa antiga, de madeira escura, e dentro dela um caderno protegido por um pano encerado.',
    ],
    [
      'O caderno era um diário de viagem, escrito numa caligrafia miúda e elegante.',
      'Na primeira página, lia-se um nome que {{hero}} conhecia de cor, porque era o seu, e uma data que ainda estava por vir.',
      'Ela o fechou sem ler mais nada.',
      'Há descobertas, pensou, que um cartógrafo tem a obrigação de registrar; e há outras que só se honram deixando-as onde estão.',
    ],
    [
      'No relatório que entregou meses depois, o rio aparece com o nome técnico de “canal sazonal sem denominação”.',
      'O que não aparece é a canoa.',
      'Mas quem a conhece bem diz que, desde aquela viagem, {{hero}} carrega na mochila um caderno em branco e que às vezes, à noite, escreve nele com uma caligrafia miúda e elegante que antes não era a sua.',
    ],
  ],
  translations: {
    en: [
      [
        'There are expeditions that begin with a map and others that begin with the suspicion that the map is lying.',
        '{{hero}}’s belonged, beyond any shadow of a doubt, to the second category: a cartographer by training and stubborn by temperament, she had spent three years poring over satellite images until she was convinced that, in the heart of the Pantanal, there ran a river that no official chart recorded.',
      ],
      [
        'She set off in September, at the height of the dry season, with {{guide}}, a boatman of few words who knew those waters the way one knows the lines on one’s own hand.',
        'For the first few days, the phantom river refused to appear.',
        'There was only the usual: caimans as still as logs, clouds of mosquitoes, herons taking flight with an almost ceremonious slowness, and a heat that softened one’s thoughts.',
      ],
      [
        'On the sixth morning, when the supplies were showing signs of fatigue, and so was {{guide}}’s patience, the boat ran aground on a sandbank that, according to the GPS, should not have existed.',
        'It was then that she saw it: a thread of dark water, as narrow as a seam, creeping between the water hyacinths and disappearing towards the west.',
        'The boatman discreetly crossed himself.',
        '“The old folk called that one the river that turns back,” he murmured. “Whoever goes into it comes out in another time.”',
      ],
      [
        '{{hero}}, who did not believe in superstitions but was not reckless either, hesitated just long enough to seem sensible.',
        'Then she pushed the boat off.',
        'They sailed for hours in a silence that not even the birds dared to break, until the channel opened out into a lagoon whose waters were so still that the sky seemed to have lain down on them to rest.',
        'On the bank, half swallowed by the vegetation, there was an old canoe of dark wood, and inside it a notebook wrapped in waxed cloth.',
      ],
      [
        'The notebook was a travel journal, written in a tiny, elegant hand.',
        'On the first page was a name that {{hero}} knew by heart, because it was her own, and a date that was yet to come.',
        'She closed it without reading any further.',
        'There are discoveries, she thought, that a cartographer is obliged to record; and there are others that can only be honoured by leaving them where they are.',
      ],
      [
        'In the report she handed in months later, the river appears under the technical name of “unnamed seasonal channel”.',
        'What does not appear is the canoe.',
        'But those who know her well say that, ever since that journey, {{hero}} carries a blank notebook in her backpack and that sometimes, at night, she writes in it in a tiny, elegant hand that was not hers before.',
      ],
    ],
  },
  glossary: [
    {
      word: 'sem sombra de dúvida',
      lemma: 'sem sombra de dúvida',
      gloss: { en: 'beyond any shadow of a doubt' },
    },
    { word: 'cartógrafa', lemma: 'cartógrafo', gloss: { en: 'cartographer, map-maker (woman)' } },
    { word: 'teimosa', lemma: 'teimoso', gloss: { en: 'stubborn' } },
    { word: 'debruçada', lemma: 'debruçar-se', gloss: { en: 'bent over, poring over' } },
    { word: 'carta', lemma: 'carta', gloss: { en: 'chart, map (here)' } },
    { word: 'auge', lemma: 'auge', gloss: { en: 'height, peak' } },
    { word: 'seca', lemma: 'seca', gloss: { en: 'dry season, drought' } },
    { word: 'barqueiro', lemma: 'barqueiro', gloss: { en: 'boatman' } },
    { word: 'rugas', lemma: 'ruga', gloss: { en: 'wrinkles, lines' } },
    { word: 'jacarés', lemma: 'jacaré', gloss: { en: 'caimans' } },
    { word: 'troncos', lemma: 'tronco', gloss: { en: 'logs, trunks' } },
    { word: 'garças', lemma: 'garça', gloss: { en: 'herons, egrets' } },
    { word: 'amolecia', lemma: 'amolecer', gloss: { en: 'softened' } },
    { word: 'provisões', lemma: 'provisão', gloss: { en: 'supplies, provisions' } },
    { word: 'encalhou', lemma: 'encalhar', gloss: { en: 'ran aground' } },
    { word: 'banco de areia', lemma: 'banco de areia', gloss: { en: 'sandbank' } },
    { word: 'costura', lemma: 'costura', gloss: { en: 'seam' } },
    { word: 'se insinuava', lemma: 'insinuar-se', gloss: { en: 'crept, wound its way' } },
    { word: 'aguapés', lemma: 'aguapé', gloss: { en: 'water hyacinths' } },
    { word: 'poente', lemma: 'poente', gloss: { en: 'west, where the sun sets' } },
    { word: 'se benzeu', lemma: 'benzer-se', gloss: { en: 'crossed himself' } },
    { word: 'tampouco', lemma: 'tampouco', gloss: { en: 'nor, not … either' } },
    { word: 'sensata', lemma: 'sensato', gloss: { en: 'sensible' } },
    { word: 'ousavam', lemma: 'ousar', gloss: { en: 'dared' } },
    { word: 'engolida', lemma: 'engolir', gloss: { en: 'swallowed' } },
    { word: 'encerado', lemma: 'encerado', gloss: { en: 'waxed' } },
    { word: 'miúda', lemma: 'miúdo', gloss: { en: 'tiny, small' } },
    { word: 'de cor', lemma: 'de cor', gloss: { en: 'by heart' } },
    { word: 'sazonal', lemma: 'sazonal', gloss: { en: 'seasonal' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Qual era a profissão de {{hero}}?',
      options: ['Bióloga', 'Cartógrafa', 'Jornalista'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'A expedição partiu na época das chuvas.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Como {{guide}} reagiu ao ver o rio?',
      options: [
        'Riu da superstição',
        'Se benzeu e falou de uma lenda',
        'Quis voltar imediatamente para casa',
      ],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'O que {{hero}} encontrou na canoa?',
      options: [
        'Um mapa antigo',
        'Um caderno com o nome dela e uma data futura',
        'Um saco de moedas de ouro',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} leu o caderno inteiro.',
      answer: false,
    },
    {
      kind: 'true_false',
      prompt: 'No relatório oficial, a canoa não é mencionada.',
      answer: true,
    },
  ],
})
