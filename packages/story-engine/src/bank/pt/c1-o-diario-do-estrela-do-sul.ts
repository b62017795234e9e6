import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a young emigrant's diary on a crossing to Brazil in 1911. */
export default defineBankStory({
  id: 'pt-c1-o-diario-do-estrela-do-sul',
  language: 'pt',
  level: 'C1',
  subLevel: 2,
  genres: ['historical', 'adventure'],
  title: 'O diário do Estrela do Sul',
  characters: [
    { key: 'hero', gender: 'f', names: ['Albertina', 'Custódia', 'Filomena', 'Rosário'] },
    { key: 'sailor', gender: 'm', names: ['Amílcar', 'Firmino', 'Jacinto'] },
  ],
  paragraphs: [
    [
      'Em março de 1911, quando o vapor Estrela do Sul largou do cais de Leixões rumo a Santos, {{hero}} tinha quase vinte anos, uma mala de couro emprestada e um caderno em branco que a mãe lhe enfiara no bolso à última hora.',
      '“Escreve tudo”, tinha-lhe dito ela, “para um dia poderes ver de onde és.”',
    ],
    [
      'Nas primeiras semanas, o caderno ficou cheio de queixas: o enjoo que não dava trégua, a comida que tinha gosto de ferrugem, o beliche pequeno onde dormia com duas irmãs de Trás-os-Montes que roncavam em perfeita harmonia.',
      'Aos poucos, porém, a letra foi ficando mais calma, e as páginas passaram a registrar outra coisa: as pessoas.',
    ],
    [
      'Havia um alfaiate de Viseu que fazia roupa de graça para quem precisasse, um padre que jogava cartas em segredo e nunca ganhava nada, uma viúva que levava num vaso de barro um pé de oliveira, que queria pôr na terra do outro lado do oceano, a qualquer preço.',
      'Havia também {{sailor}}, um marinheiro de Cabo Verde que sabia ler as estrelas e que, nas noites de calmaria, ensinou {{hero}} a encontrar o Cruzeiro do Sul.',
    ],
    [
      'Foi numa dessas noites que ela escreveu a frase que, décadas depois, os netos iam ler em voz alta em todas as festas de família: “Não sei o que me espera em terra, mas já não tenho medo do mar.”',
      'A viagem durou vinte e três dias.',
      'Quando o navio enfim atracou em Santos, sob uma chuva morna que ninguém a bordo sabia se era bom ou mau presságio, {{hero}} levou o caderno junto ao peito e desceu a escada sem olhar para trás.',
    ],
    [
      'Nunca mais viu {{sailor}}, nem soube se a viúva conseguiu plantar a sua oliveira.',
      'Trabalhou como costureira, casou, enviuvou cedo e criou quatro filhos numa casa de quintal grande em São Paulo.',
      'O caderno, esse, atravessou mais de um século numa gaveta da família, e hoje qualquer pessoa o pode ver no arquivo de um pequeno museu da imigração, aberto, por acaso, na página do Cruzeiro do Sul.',
    ],
  ],
  translations: {
    en: [
      [
        'In March 1911, when the steamer Estrela do Sul cast off from the quay at Leixões bound for Santos, {{hero}} was almost twenty, with a borrowed leather suitcase and a blank notebook that her mother had slipped into her pocket at the last minute.',
        '“Write everything down,” her mother had told her, “so that one day you can see where you are from.”',
      ],
      [
        'In the first weeks, the notebook filled with complaints: the seasickness that gave her no respite, the food that tasted of rust, the small bunk where she slept with two sisters from Trás-os-Montes who snored in perfect harmony.',
        'Little by little, however, the handwriting grew calmer, and the pages began to record something else: the people.',
      ],
      [
        'There was a tailor from Viseu who made clothes for free for anyone in need, a priest who played cards in secret and never won anything, a widow who carried an olive sapling in a clay pot, which she wanted to put in the ground on the other side of the ocean, whatever the price.',
        'There was also {{sailor}}, a Cape Verdean sailor who could read the stars and who, on calm nights, taught {{hero}} to find the Southern Cross.',
      ],
      [
        'It was on one of those nights that she wrote the sentence that, decades later, her grandchildren would read aloud at every family party: “I don’t know what awaits me on land, but I am no longer afraid of the sea.”',
        'The voyage lasted twenty-three days.',
        'When the ship finally docked at Santos, in a warm rain that nobody on board could tell was a good or a bad omen, {{hero}} held the notebook close to her chest and walked down the gangway without looking back.',
      ],
      [
        'She never saw {{sailor}} again, nor did she find out whether the widow managed to plant her olive tree.',
        'She worked as a seamstress, married, was widowed early and raised four children in a house with a big backyard in São Paulo.',
        'The notebook itself spent more than a century in a family drawer, and today anyone can see it in the archive of a small immigration museum, open, as it happens, at the page of the Southern Cross.',
      ],
    ],
  },
  glossary: [
    { word: 'vapor', lemma: 'vapor', gloss: { en: 'steamer, steamship' } },
    { word: 'largou', lemma: 'largar', gloss: { en: 'cast off, set sail (from)' } },
    { word: 'cais', lemma: 'cais', gloss: { en: 'quay, wharf' } },
    { word: 'rumo a', lemma: 'rumo a', gloss: { en: 'bound for, heading to' } },
    { word: 'emprestada', lemma: 'emprestado', gloss: { en: 'borrowed, lent' } },
    { word: 'enfiara', lemma: 'enfiar', gloss: { en: 'had slipped, had stuffed (into)' } },
    { word: 'queixas', lemma: 'queixa', gloss: { en: 'complaints' } },
    { word: 'enjoo', lemma: 'enjoo', gloss: { en: 'seasickness, nausea' } },
    {
      word: 'não dava trégua',
      lemma: 'não dar trégua',
      gloss: { en: 'gave no respite, never let up' },
    },
    { word: 'ferrugem', lemma: 'ferrugem', gloss: { en: 'rust' } },
    { word: 'beliche', lemma: 'beliche', gloss: { en: 'bunk (bed)' } },
    { word: 'roncavam', lemma: 'roncar', gloss: { en: 'snored' } },
    { word: 'aos poucos', lemma: 'aos poucos', gloss: { en: 'little by little' } },
    { word: 'alfaiate', lemma: 'alfaiate', gloss: { en: 'tailor' } },
    { word: 'de graça', lemma: 'de graça', gloss: { en: 'for free' } },
    { word: 'viúva', lemma: 'viúva', gloss: { en: 'widow' } },
    { word: 'barro', lemma: 'barro', gloss: { en: 'clay' } },
    { word: 'calmaria', lemma: 'calmaria', gloss: { en: 'calm (at sea), lull' } },
    { word: 'atracou', lemma: 'atracar', gloss: { en: 'docked, berthed' } },
    { word: 'morna', lemma: 'morno', gloss: { en: 'lukewarm, warm' } },
    { word: 'presságio', lemma: 'presságio', gloss: { en: 'omen' } },
    { word: 'enviuvou', lemma: 'enviuvar', gloss: { en: 'was widowed' } },
    { word: 'quintal', lemma: 'quintal', gloss: { en: 'backyard' } },
    { word: 'gaveta', lemma: 'gaveta', gloss: { en: 'drawer' } },
    { word: 'por acaso', lemma: 'por acaso', gloss: { en: 'by chance, as it happens' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Para onde ia o Estrela do Sul?',
      options: ['Para Lisboa', 'Para Santos', 'Para o Rio de Janeiro'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Foi o marinheiro quem deu o caderno a {{hero}}.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'O que a viúva levava no navio?',
      options: ['Um gato', 'Um pé de oliveira num vaso de barro', 'As cartas do marido'],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'O que {{sailor}} ensinou a {{hero}}?',
      options: ['A jogar cartas', 'A costurar', 'A encontrar o Cruzeiro do Sul'],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: 'A viagem durou vinte e três dias.',
      answer: true,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} reencontrou {{sailor}} anos depois, em São Paulo.',
      answer: false,
    },
  ],
})
