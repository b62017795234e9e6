import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a literary fantasy about a trader in shadows. */
export default defineBankStory({
  id: 'it-c2-il-mercante-di-ombre',
  language: 'it',
  level: 'C2',
  subLevel: 3,
  genres: ['fantasy', 'fairy tale'],
  title: 'Il mercante di ombre',
  characters: [
    { key: 'hero', gender: 'f', names: ['Nives', 'Ortensia', 'Fiamma', 'Bianca'] },
    { key: 'merchant', gender: 'm', names: ['Anselmo', 'Gaspare', 'Tiberio'] },
  ],
  paragraphs: [
    [
      'Nella città di Vellaria, dove le strade cambiavano direzione a seconda dell’umore di chi le percorreva, viveva un mercante che commerciava in ombre.',
      'Si chiamava {{merchant}}, e la sua bottega, incastrata tra una conceria e un tempio caduto in disuso, non aveva insegna: chi ne aveva bisogno finiva sempre per trovarla.',
    ],
    [
      'Le ombre, va detto, non erano merce da poco.',
      'Un’ombra ben tagliata poteva rendere autorevole un uomo insignificante, slanciare una figura tozza, oppure, più semplicemente, tenere compagnia a chi si sentiva solo nelle lunghe sere d’estate.',
      'I nobili le cambiavano a ogni stagione, come i cappelli; i poveri si accontentavano di ombre di seconda mano, un po’ sbiadite, che ogni tanto si staccavano dai talloni e bisognava rincorrere per i vicoli.',
    ],
    [
      'Un giorno entrò nella bottega una ragazza di nome {{hero}}, che non chiedeva di comprare, ma di vendere.',
      'Voleva cedere la propria ombra, l’unica cosa di valore che possedesse, per pagare il medico a sua madre.',
      '{{merchant}} la osservò a lungo, con quella diffidenza che i mercanti riservano a chi tratta per disperazione, poi le prese la mano e la fece girare lentamente verso la lampada.',
    ],
    [
      'L’ombra che si allungò sul pavimento non somigliava affatto alla ragazza.',
      'Era ampia, regale, con un’increspatura ai bordi simile a un mantello mosso dal vento; sul capo, dove avrebbero dovuto esserci i capelli, si disegnava inequivocabilmente una corona.',
      'Il mercante, che in quarant’anni di mestiere credeva di aver visto tutto, sentì la gola seccarsi.',
    ],
    [
      'Gli antichi trattati della sua arte erano concordi su un punto: le ombre non mentono, semmai anticipano.',
      'Comprarla avrebbe significato, forse, comprare un destino; e lui, che di destini non ne aveva mai desiderati altri all’infuori del proprio, ne ebbe paura.',
      'Così fece l’unica cosa che un mercante non dovrebbe mai fare: pagò senza prendere nulla in cambio, e rimandò a casa la ragazza con la sua ombra addosso e il borsello pieno.',
    ],
    [
      'Le cronache di Vellaria non dicono se {{hero}} sia mai diventata regina.',
      'Dicono soltanto che, molti anni dopo, una donna dallo sguardo fermo ordinò che in ogni piazza si accendesse una lanterna, perché nessun povero dovesse più vendere la propria ombra; e che il vecchio {{merchant}}, passando sotto una di quelle luci, si tolse il cappello senza sapere bene davanti a chi.',
    ],
  ],
  translations: {
    en: [
      [
        'In the city of Vellaria, where the streets changed direction according to the mood of those who walked them, there lived a merchant who traded in shadows.',
        'His name was {{merchant}}, and his shop, squeezed between a tannery and a temple fallen into disuse, had no sign: those who needed it always ended up finding it.',
      ],
      [
        'Shadows, it must be said, were no trifling merchandise.',
        'A well-cut shadow could make an insignificant man look authoritative, make a stocky figure look slender or, more simply, keep company with someone who felt lonely on long summer evenings.',
        'The nobles changed them every season, like their hats; the poor made do with second-hand shadows, somewhat faded, which every so often came loose from their heels and had to be chased through the alleys.',
      ],
      [
        'One day a girl named {{hero}} came into the shop, asking not to buy but to sell.',
        'She wanted to give up her own shadow, the only thing of value she owned, to pay the doctor for her mother.',
        '{{merchant}} studied her for a long time, with that wariness merchants reserve for those who bargain out of desperation, then took her hand and turned her slowly towards the lamp.',
      ],
      [
        'The shadow that stretched across the floor did not resemble the girl at all.',
        'It was broad, regal, with a ripple at its edges like a cloak stirred by the wind; on its head, where the hair should have been, a crown was unmistakably outlined.',
        'The merchant, who in forty years of trade believed he had seen everything, felt his throat go dry.',
      ],
      [
        'The ancient treatises of his craft agreed on one point: shadows do not lie; if anything, they anticipate.',
        'To buy it would have meant, perhaps, buying a destiny; and he, who had never wished for any destiny but his own, was afraid of it.',
        'So he did the one thing a merchant should never do: he paid without taking anything in return, and sent the girl home with her shadow still on her and her purse full.',
      ],
      [
        'The chronicles of Vellaria do not say whether {{hero}} ever became a queen.',
        'They say only that, many years later, a woman with a steady gaze ordered a lantern to be lit in every square, so that no poor person should ever again have to sell their shadow; and that old {{merchant}}, passing under one of those lights, took off his hat without quite knowing before whom.',
      ],
    ],
  },
  glossary: [
    { word: 'umore', lemma: 'umore', gloss: { en: 'mood' } },
    { word: 'percorreva', lemma: 'percorrere', gloss: { en: 'walked along, travelled' } },
    { word: 'commerciava', lemma: 'commerciare', gloss: { en: 'traded, dealt' } },
    { word: 'conceria', lemma: 'conceria', gloss: { en: 'tannery' } },
    { word: 'in disuso', lemma: 'in disuso', gloss: { en: 'disused, fallen out of use' } },
    { word: 'merce', lemma: 'merce', gloss: { en: 'goods, merchandise' } },
    { word: 'autorevole', lemma: 'autorevole', gloss: { en: 'authoritative' } },
    { word: 'slanciare', lemma: 'slanciare', gloss: { en: 'to make (look) slender' } },
    { word: 'tozza', lemma: 'tozzo', gloss: { en: 'stocky, squat' } },
    { word: 'si accontentavano', lemma: 'accontentarsi', gloss: { en: 'made do, were content' } },
    { word: 'sbiadite', lemma: 'sbiadito', gloss: { en: 'faded' } },
    { word: 'talloni', lemma: 'tallone', gloss: { en: 'heels' } },
    { word: 'rincorrere', lemma: 'rincorrere', gloss: { en: 'to chase' } },
    { word: 'vicoli', lemma: 'vicolo', gloss: { en: 'alleys' } },
    { word: 'cedere', lemma: 'cedere', gloss: { en: 'to give up, to hand over' } },
    { word: 'tratta', lemma: 'trattare', gloss: { en: 'bargains, negotiates' } },
    { word: 'regale', lemma: 'regale', gloss: { en: 'regal' } },
    { word: 'increspatura', lemma: 'increspatura', gloss: { en: 'ripple' } },
    { word: 'inequivocabilmente', lemma: 'inequivocabilmente', gloss: { en: 'unmistakably' } },
    { word: 'trattati', lemma: 'trattato', gloss: { en: 'treatises' } },
    { word: 'concordi', lemma: 'concorde', gloss: { en: 'in agreement' } },
    { word: 'semmai', lemma: 'semmai', gloss: { en: 'if anything' } },
    { word: 'all’infuori del', lemma: 'all’infuori di', gloss: { en: 'apart from, except' } },
    { word: 'borsello', lemma: 'borsello', gloss: { en: 'purse, pouch' } },
    { word: 'sguardo', lemma: 'sguardo', gloss: { en: 'gaze, look' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'In che cosa commerciava {{merchant}}?',
      options: ['In cappelli', 'In ombre', 'In lanterne'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'La bottega di {{merchant}} aveva un’insegna ben visibile.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Perché {{hero}} voleva vendere la propria ombra?',
      options: [
        'Per comprarsi un vestito',
        'Per pagare il medico a sua madre',
        'Per diventare regina',
      ],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Che cosa aveva di particolare l’ombra di {{hero}}?',
      options: ['Era piccola e sbiadita', 'Portava una corona', 'Si staccava dai talloni'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Il mercante comprò l’ombra e la rivendette a un nobile.',
      answer: false,
    },
    {
      kind: 'true_false',
      prompt: 'Molti anni dopo, una donna fece accendere una lanterna in ogni piazza.',
      answer: true,
    },
  ],
})
