import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a night-train conductor and an abandoned briefcase. */
export default defineBankStory({
  id: 'it-c1-il-treno-delle-23-40',
  language: 'it',
  level: 'C1',
  subLevel: 2,
  genres: ['thriller', 'mystery'],
  title: 'Il treno delle 23.40',
  characters: [
    { key: 'hero', gender: 'm', names: ['Salvatore', 'Gianni', 'Massimo', 'Franco'] },
    { key: 'agent', gender: 'f', names: ['Rossana', 'Daniela', 'Patrizia'] },
  ],
  paragraphs: [
    [
      'Il regionale delle 23.40 per Genova era quasi vuoto, come ogni martedì.',
      '{{hero}}, che da vent’anni faceva il capotreno su quella linea, conosceva a memoria ogni curva, ogni galleria e perfino il cigolio del terzo vagone, che nessun meccanico era mai riuscito a eliminare.',
      'Per questo, quando vide la valigetta abbandonata sotto un sedile, ebbe subito la sensazione che qualcosa non tornasse.',
    ],
    [
      'Non era una valigetta qualunque: era di pelle scura, chiusa con un lucchetto a combinazione, e qualcuno l’aveva incastrata sotto il sedile con una cura quasi maniacale.',
      'Il vagone era deserto, a parte una donna con un cappotto verde che fingeva di dormire due file più avanti.',
      'Fingeva, ne era certo: nessuno che dorma davvero tiene la mano così stretta sul telefono.',
    ],
    [
      '{{hero}} decise di non dare nell’occhio.',
      'Passò oltre con la solita aria annoiata, controllò un paio di biglietti immaginari e, una volta nella cabina, chiamò la centrale.',
      'La risposta lo lasciò di stucco: la polizia cercava da giorni una valigetta identica, contenente i documenti di un processo per corruzione che avrebbe fatto tremare mezza regione.',
    ],
    [
      'Alla stazione di Recco salirono due uomini in giacca e cravatta, troppo eleganti per quell’ora e per quel treno.',
      'Si guardarono intorno con finta indifferenza e si diressero, senza esitare, verso il terzo vagone.',
      'Fu allora che la donna con il cappotto verde aprì gli occhi e, incrociando lo sguardo del capotreno, fece un cenno quasi impercettibile verso la porta.',
    ],
    [
      'Quello che accadde nei minuti successivi, {{hero}} l’avrebbe raccontato per anni, aggiungendo ogni volta qualche dettaglio.',
      'Il treno frenò di colpo in galleria, per un guasto provvidenziale, come si disse poi ufficialmente, e nel buio i due uomini persero l’orientamento.',
      'Quando le luci si riaccesero, la valigetta era sparita, e con lei la donna.',
    ],
    [
      'Due settimane più tardi, il processo si aprì come previsto.',
      'Sul banco dei testimoni sedeva una donna in cappotto verde, che si presentò come {{agent}}, ispettrice della Guardia di Finanza.',
      'Il capotreno, seduto tra il pubblico, non riuscì a trattenere un sorriso: quel freno, dopotutto, l’aveva tirato lui.',
    ],
  ],
  translations: {
    en: [
      [
        'The 11.40 p.m. regional train to Genoa was almost empty, as it was every Tuesday.',
        '{{hero}}, who had been a conductor on that line for twenty years, knew by heart every bend, every tunnel and even the squeak of the third carriage, which no mechanic had ever managed to get rid of.',
        'That is why, when he saw the briefcase abandoned under a seat, he immediately had the feeling that something did not add up.',
      ],
      [
        'It was no ordinary briefcase: it was made of dark leather, closed with a combination lock, and someone had wedged it under the seat with almost obsessive care.',
        'The carriage was deserted, apart from a woman in a green coat who was pretending to sleep two rows ahead.',
        'She was pretending, he was sure of it: nobody who is really asleep holds their phone so tightly.',
      ],
      [
        '{{hero}} decided not to attract attention.',
        'He walked past with his usual bored air, checked a couple of imaginary tickets and, once in the cab, called the control centre.',
        'The answer left him dumbfounded: the police had been looking for days for an identical briefcase, containing the documents of a corruption trial that would make half the region tremble.',
      ],
      [
        'At Recco station two men in jackets and ties got on, too elegant for that hour and that train.',
        'They looked around with feigned indifference and headed, without hesitation, towards the third carriage.',
        'It was then that the woman in the green coat opened her eyes and, meeting the conductor’s gaze, made an almost imperceptible sign towards the door.',
      ],
      [
        'What happened in the following minutes {{hero}} would go on telling for years, adding some detail each time.',
        'The train braked suddenly in a tunnel, because of a providential fault, as was later said officially, and in the dark the two men lost their bearings.',
        'When the lights came back on, the briefcase had vanished, and the woman with it.',
      ],
      [
        'Two weeks later, the trial opened as planned.',
        'In the witness box sat a woman in a green coat, who introduced herself as {{agent}}, an inspector of the Financial Police.',
        'The conductor, sitting among the public, could not hold back a smile: after all, he was the one who had pulled that brake.',
      ],
    ],
  },
  glossary: [
    { word: 'capotreno', lemma: 'capotreno', gloss: { en: 'train conductor, guard' } },
    { word: 'a memoria', lemma: 'a memoria', gloss: { en: 'by heart' } },
    { word: 'galleria', lemma: 'galleria', gloss: { en: 'tunnel' } },
    { word: 'cigolio', lemma: 'cigolio', gloss: { en: 'squeak, creaking' } },
    { word: 'valigetta', lemma: 'valigetta', gloss: { en: 'briefcase' } },
    {
      word: 'non tornasse',
      lemma: 'non tornare',
      gloss: { en: 'did not add up (idiom: qualcosa non torna)' },
    },
    {
      word: 'lucchetto',
      lemma: 'lucchetto',
      gloss: { en: 'padlock (a combinazione: combination)' },
    },
    { word: 'incastrata', lemma: 'incastrare', gloss: { en: 'wedged, jammed' } },
    { word: 'fingeva', lemma: 'fingere', gloss: { en: 'pretended' } },
    {
      word: 'dare nell’occhio',
      lemma: 'dare nell’occhio',
      gloss: { en: 'to attract attention, to stand out' },
    },
    { word: 'di stucco', lemma: 'rimanere di stucco', gloss: { en: 'dumbfounded, speechless' } },
    { word: 'processo', lemma: 'processo', gloss: { en: 'trial' } },
    { word: 'finta', lemma: 'finto', gloss: { en: 'feigned, fake' } },
    { word: 'cenno', lemma: 'cenno', gloss: { en: 'sign, nod, gesture' } },
    { word: 'impercettibile', lemma: 'impercettibile', gloss: { en: 'imperceptible' } },
    { word: 'di colpo', lemma: 'di colpo', gloss: { en: 'suddenly, all at once' } },
    { word: 'provvidenziale', lemma: 'provvidenziale', gloss: { en: 'providential, timely' } },
    { word: 'orientamento', lemma: 'orientamento', gloss: { en: 'sense of direction, bearings' } },
    {
      word: 'testimoni',
      lemma: 'testimone',
      gloss: { en: 'witnesses (banco dei testimoni: witness box)' },
    },
    { word: 'trattenere', lemma: 'trattenere', gloss: { en: 'to hold back' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Da quanto tempo {{hero}} lavora su quella linea?',
      options: ['Da due anni', 'Da dieci anni', 'Da vent’anni'],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: 'La donna con il cappotto verde dormiva profondamente.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Che cosa conteneva la valigetta?',
      options: ['Banconote false', 'I documenti di un processo per corruzione', 'Gioielli rubati'],
      answer: 1,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Chi era in realtà la donna?',
      options: [
        'Una giornalista',
        'Un’ispettrice della Guardia di Finanza',
        'La complice dei due uomini',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Secondo la versione ufficiale, il treno si fermò per un guasto.',
      answer: true,
    },
    {
      kind: 'true_false',
      prompt: 'In realtà fu {{hero}} a fermare il treno.',
      answer: true,
    },
  ],
})
