import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a literary fantasy about an archive of lost words. */
export default defineBankStory({
  id: 'de-c2-das-archiv-der-verlorenen-woerter',
  language: 'de',
  level: 'C2',
  subLevel: 2,
  genres: ['fantasy'],
  title: 'Das Archiv der verlorenen Wörter',
  characters: [
    { key: 'hero', gender: 'f', names: ['Rosalie', 'Henriette', 'Mathilde', 'Luise'] },
    { key: 'archivist', gender: 'm', names: ['Eberhard', 'Gottfried', 'Wendelin'] },
  ],
  paragraphs: [
    [
      'Es heißt, dass jedes Wort, das niemand mehr ausspricht, nicht einfach verschwindet, sondern sich auf den Weg macht – über Dachrinnen und Bahndämme, durch Schlüssellöcher und Briefschlitze – bis es in einem unscheinbaren Haus am Ende einer Sackgasse ankommt, dessen Adresse auf keinem Stadtplan verzeichnet ist.',
      'Dort, in Tausenden von Schubladen, ruhen die verlorenen Wörter, und ein alter Archivar namens {{archivist}} wacht darüber, dass sie nicht ganz verblassen.',
    ],
    [
      '{{hero}} fand das Haus an einem regnerischen Novemberabend, als sie eigentlich auf der Suche nach einer Apotheke war.',
      'Sie war Übersetzerin, und seit dem Tod ihrer Großmutter plagte sie ein eigentümliches Gefühl, als sei ihr mitten im Satz etwas abhandengekommen, für das es in keiner ihrer Sprachen einen Ausdruck gab.',
      'Sie hatte Wörterbücher gewälzt, Kolleginnen befragt und nächtelang wach gelegen, doch das fehlende Etwas blieb hartnäckig namenlos.',
    ],
    [
      '{{archivist}} empfing sie ohne die geringste Verwunderung, so als hätte er sie seit Langem erwartet.',
      'Er führte sie durch Gänge, in denen es nach Papier, Wachs und Lindenblüten roch, und zog hier und da eine Schublade auf.',
      'In einer lag, sorgsam gefaltet wie ein Taschentuch, das Wort „Sommerfrische“; in einer anderen zappelte, ungeduldig und kaum zu bändigen, ein mundartlicher Ausdruck für das Geräusch, das Schnee unter Stiefeln macht.',
      'Manche Wörter schliefen, andere flüsterten in einer Lautung, die sich jeder Schrift entzog.',
    ],
    [
      'Schließlich blieb er vor einer winzigen Lade stehen, auf deren Schild in verblichener Sütterlinschrift der Nachname ihrer Großmutter stand.',
      'Darin lag ein einziges Wort, ein Kosewort, das die alte Frau nur für sie erfunden und mit ins Grab genommen hatte.',
      '{{hero}} erkannte es sofort, obwohl sie es seit zwanzig Jahren nicht mehr gehört hatte, und mit ihm kehrte eine ganze Kindheit zurück: der Geruch von Bratäpfeln, das Knarren der Treppe, eine Hand auf ihrer Stirn.',
    ],
    [
      '„Sie dürfen es mitnehmen“, sagte {{archivist}}, „unter einer Bedingung: Es muss wieder gebraucht werden, sonst findet es den Weg zurück zu mir.“',
      '{{hero}} lächelte und verstaute es behutsam in ihrer Manteltasche.',
      'Im Frühjahr darauf wurde ihre Tochter geboren.',
      'Und wer abends an ihrem Fenster vorbeigeht, kann, wenn er genau hinhört, ein Wort vernehmen, das in keinem Wörterbuch steht und doch wieder, wie es sich gehört, in Gebrauch ist.',
    ],
  ],
  translations: {
    en: [
      [
        'It is said that every word nobody speaks any more does not simply vanish, but sets off – over gutters and railway embankments, through keyholes and letterboxes – until it arrives at an inconspicuous house at the end of a cul-de-sac whose address appears on no city map.',
        'There, in thousands of drawers, the lost words rest, and an old archivist called {{archivist}} watches over them so that they do not fade away entirely.',
      ],
      [
        "{{hero}} found the house on a rainy November evening, when she was actually looking for a chemist's.",
        "She was a translator, and since her grandmother's death she had been troubled by a peculiar feeling, as if something had slipped away from her in mid-sentence for which there was no expression in any of her languages.",
        'She had pored over dictionaries, asked colleagues and lain awake for nights on end, but the missing something remained stubbornly nameless.',
      ],
      [
        '{{archivist}} received her without the slightest surprise, as though he had been expecting her for a long time.',
        'He led her through corridors that smelled of paper, wax and lime blossom, and pulled open a drawer here and there.',
        'In one lay, carefully folded like a handkerchief, the word "Sommerfrische" (a summer retreat in the countryside); in another, impatient and hard to tame, a dialect expression for the sound that snow makes under boots was wriggling.',
        'Some words were asleep, others whispered in a pronunciation that eluded any script.',
      ],
      [
        "At last he stopped in front of a tiny drawer whose label bore her grandmother's surname in faded Sütterlin script.",
        'In it lay a single word, a pet name that the old woman had invented just for her and taken with her to the grave.',
        '{{hero}} recognised it at once, although she had not heard it for twenty years, and with it a whole childhood came back: the smell of baked apples, the creaking of the stairs, a hand on her forehead.',
      ],
      [
        '"You may take it with you," said {{archivist}}, "on one condition: it must be used again, otherwise it will find its way back to me."',
        '{{hero}} smiled and carefully tucked it away in her coat pocket.',
        'The following spring her daughter was born.',
        'And whoever walks past her window in the evening can, if they listen closely, hear a word that is in no dictionary and yet, as it should be, is in use again.',
      ],
    ],
  },
  glossary: [
    { word: 'Dachrinnen', lemma: 'die Dachrinne', gloss: { en: 'gutters' } },
    { word: 'Bahndämme', lemma: 'der Bahndamm', gloss: { en: 'railway embankments' } },
    { word: 'Briefschlitze', lemma: 'der Briefschlitz', gloss: { en: 'letterboxes, mail slots' } },
    { word: 'unscheinbaren', lemma: 'unscheinbar', gloss: { en: 'inconspicuous, nondescript' } },
    { word: 'Sackgasse', lemma: 'die Sackgasse', gloss: { en: 'cul-de-sac, dead end' } },
    { word: 'verzeichnet', lemma: 'verzeichnen', gloss: { en: 'listed, recorded' } },
    { word: 'verblassen', lemma: 'verblassen', gloss: { en: 'to fade' } },
    { word: 'plagte', lemma: 'plagen', gloss: { en: 'troubled, plagued' } },
    { word: 'eigentümliches', lemma: 'eigentümlich', gloss: { en: 'peculiar, strange' } },
    { word: 'abhandengekommen', lemma: 'abhandenkommen', gloss: { en: 'gone missing, got lost' } },
    { word: 'Verwunderung', lemma: 'die Verwunderung', gloss: { en: 'astonishment, surprise' } },
    { word: 'Lindenblüten', lemma: 'die Lindenblüte', gloss: { en: 'lime (linden) blossom' } },
    { word: 'zappelte', lemma: 'zappeln', gloss: { en: 'wriggled, fidgeted' } },
    { word: 'bändigen', lemma: 'bändigen', gloss: { en: 'to tame, restrain' } },
    { word: 'mundartlicher', lemma: 'mundartlich', gloss: { en: 'dialectal, regional' } },
    { word: 'entzog', lemma: 'sich entziehen', gloss: { en: 'eluded, escaped' } },
    { word: 'Lade', lemma: 'die Lade', gloss: { en: 'drawer (old-fashioned, regional)' } },
    { word: 'verblichener', lemma: 'verblichen', gloss: { en: 'faded' } },
    {
      word: 'Sütterlinschrift',
      lemma: 'die Sütterlinschrift',
      gloss: { en: 'Sütterlin (old German handwriting)' },
    },
    { word: 'Kosewort', lemma: 'das Kosewort', gloss: { en: 'pet name, term of endearment' } },
    { word: 'Knarren', lemma: 'das Knarren', gloss: { en: 'creaking' } },
    { word: 'verstaute', lemma: 'verstauen', gloss: { en: 'stowed, tucked away' } },
    { word: 'vernehmen', lemma: 'vernehmen', gloss: { en: 'to hear, perceive (elevated)' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Wo landen nach der Erzählung die verlorenen Wörter?',
      options: [
        'In einer großen Bibliothek',
        'In einem unscheinbaren Haus in einer Sackgasse',
        'In alten Wörterbüchern',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} hatte gezielt nach dem Archiv gesucht.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Welchen Beruf hat {{hero}}?',
      options: ['Archivarin', 'Apothekerin', 'Übersetzerin', 'Lehrerin'],
      answer: 2,
    },
    {
      kind: 'true_false',
      prompt: '{{archivist}} war sehr überrascht, {{hero}} zu sehen.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Welches Wort fand {{hero}} in der kleinen Lade?',
      options: [
        'Das Wort „Sommerfrische“',
        'Ein Kosewort ihrer Großmutter für sie',
        'Den Namen ihrer Tochter',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Das Wort durfte sie nur behalten, wenn es wieder benutzt wird.',
      answer: true,
    },
  ],
})
