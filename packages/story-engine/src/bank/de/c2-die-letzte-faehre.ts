import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a ferrywoman's last day before the bridge opens. */
export default defineBankStory({
  id: 'de-c2-die-letzte-faehre',
  language: 'de',
  level: 'C2',
  subLevel: 3,
  genres: ['slice of life'],
  title: 'Die letzte Fähre',
  characters: [
    { key: 'hero', gender: 'f', names: ['Gertrud', 'Brigitte', 'Renate', 'Ingrid'] },
    { key: 'boy', gender: 'm', names: ['Malte', 'Henrik', 'Jannis'] },
  ],
  paragraphs: [
    [
      'Einunddreißig Jahre lang hatte {{hero}} die Fähre über den Fluss gesteuert, bei Hochwasser und Eisgang, bei Nebel, der so dicht war, dass sie sich nach dem Gehör richten musste, und an Sommerabenden, an denen das Wasser wie flüssiges Messing glänzte.',
      'Am kommenden Montag sollte zwei Kilometer flussabwärts die neue Brücke eingeweiht werden, mit Blaskapelle, Landrat und einem Band, das zu zerschneiden man ihr, fast entschuldigend, angeboten hatte.',
      'Sie hatte dankend abgelehnt.',
    ],
    [
      'Den letzten Tag verbrachte sie, wie sie alle anderen verbracht hatte: Sie legte pünktlich um sechs ab, kassierte, grüßte, schwieg.',
      'Es kamen mehr Fahrgäste als sonst, und die meisten fuhren nicht, weil sie ans andere Ufer wollten, sondern um ein letztes Mal gefahren zu sein.',
      'Einige brachten Blumen mit, andere Fotoapparate; ein altes Ehepaar, das sich, wie es ihr verschämt gestand, vor vierzig Jahren auf eben diesem Deck kennengelernt hatte, fuhr viermal hin und her, ohne auszusteigen.',
    ],
    [
      'Gegen Abend, als der Andrang verebbt war, stand plötzlich {{boy}} an der Rampe, ein schmächtiger Junge aus dem Dorf am anderen Ufer, der jahrelang jeden Morgen mit ihr zur Schule übergesetzt hatte.',
      'Inzwischen studierte er in einer fernen Stadt irgendetwas mit Wasserbau, was sie insgeheim für eine späte Rache des Flusses hielt.',
      'Er hatte eigens den Zug genommen, um, wie er verlegen murmelte, „nicht mit dem Auto über die Brücke zu kommen, solange es noch anders geht“.',
    ],
    [
      'Sie ließ ihn die letzte Überfahrt selbst steuern.',
      'Er stellte sich ungeschickt an, unterschätzte die Strömung, korrigierte zu spät, und sie sah ihm mit einer Geduld zu, die sie selbst überraschte.',
      'Erst als der Bug sanft gegen den Anleger stieß, merkte sie, dass sie die ganze Zeit über den Atem angehalten hatte.',
    ],
    [
      'Später saßen sie noch eine Weile auf der Bank am Fähranleger, während über dem Wasser die Mücken tanzten.',
      'Von der neuen Brücke sprachen sie nicht.',
      'Stattdessen erzählte er von Schleusen und Staustufen, und sie von dem Winter, in dem der Fluss so fest zugefroren war, dass man zu Fuß hinübergehen konnte und sie sich zum ersten Mal im Leben überflüssig gefühlt hatte.',
      'Als {{boy}} sich schließlich verabschiedete, drückte sie ihm den schweren Messingschlüssel des Fährhauses in die Hand, den sie am nächsten Tag hätte abgeben müssen.',
      '„Den vermisst keiner“, sagte sie, „und irgendwer muss ja wissen, wie man hier übersetzt.“',
    ],
  ],
  translations: {
    en: [
      [
        'For thirty-one years {{hero}} had steered the ferry across the river, in floods and drifting ice, in fog so thick that she had to navigate by ear, and on summer evenings when the water gleamed like liquid brass.',
        'The following Monday, two kilometres downstream, the new bridge was to be opened, with a brass band, the district administrator and a ribbon which she had been offered, almost apologetically, the chance to cut.',
        'She had politely declined.',
      ],
      [
        'She spent the last day as she had spent all the others: she cast off punctually at six, took the fares, greeted people, kept silent.',
        'More passengers came than usual, and most of them did not travel because they wanted to reach the other bank, but in order to have made the crossing one last time.',
        'Some brought flowers, others cameras; an elderly couple who, as they sheepishly confessed to her, had met forty years earlier on this very deck went back and forth four times without getting off.',
      ],
      [
        'Towards evening, when the crowds had ebbed away, {{boy}} suddenly stood at the ramp, a slight boy from the village on the other bank who for years had crossed with her to school every morning.',
        "By now he was studying something to do with hydraulic engineering in a distant city, which she secretly regarded as the river's belated revenge.",
        'He had taken the train specially so as, he mumbled in embarrassment, "not to come across the bridge by car, while there is still another way".',
      ],
      [
        'She let him steer the last crossing himself.',
        'He was clumsy about it, underestimated the current, corrected too late, and she watched him with a patience that surprised even her.',
        'Only when the bow bumped gently against the landing stage did she notice that she had been holding her breath the whole time.',
      ],
      [
        'Later they sat for a while on the bench at the ferry landing, while gnats danced over the water.',
        'They did not talk about the new bridge.',
        'Instead he talked about locks and weirs, and she about the winter when the river had frozen so hard that people could walk across, and she had felt superfluous for the first time in her life.',
        'When {{boy}} finally said goodbye, she pressed into his hand the heavy brass key to the ferry house, which she should have handed in the next day.',
        '"Nobody will miss it," she said, "and somebody has to know how to get across here."',
      ],
    ],
  },
  glossary: [
    { word: 'Fähre', lemma: 'die Fähre', gloss: { en: 'ferry' } },
    { word: 'Eisgang', lemma: 'der Eisgang', gloss: { en: 'drifting ice (on a river)' } },
    { word: 'nach dem Gehör', lemma: 'sich nach dem Gehör richten', gloss: { en: 'by ear' } },
    { word: 'Messing', lemma: 'das Messing', gloss: { en: 'brass' } },
    { word: 'flussabwärts', lemma: 'flussabwärts', gloss: { en: 'downstream' } },
    { word: 'eingeweiht', lemma: 'einweihen', gloss: { en: 'inaugurated, officially opened' } },
    { word: 'Blaskapelle', lemma: 'die Blaskapelle', gloss: { en: 'brass band' } },
    { word: 'Landrat', lemma: 'der Landrat', gloss: { en: 'district administrator' } },
    { word: 'legte', lemma: 'ablegen', gloss: { en: 'cast off (legte … ab)' } },
    { word: 'verschämt', lemma: 'verschämt', gloss: { en: 'bashfully, sheepishly' } },
    { word: 'Andrang', lemma: 'der Andrang', gloss: { en: 'crush, rush of people' } },
    { word: 'verebbt', lemma: 'verebben', gloss: { en: 'ebbed away, subsided' } },
    { word: 'schmächtiger', lemma: 'schmächtig', gloss: { en: 'slight, slender' } },
    {
      word: 'übergesetzt',
      lemma: 'übersetzen',
      gloss: { en: 'crossed over (by boat) — not "translated"' },
    },
    { word: 'Wasserbau', lemma: 'der Wasserbau', gloss: { en: 'hydraulic engineering' } },
    { word: 'eigens', lemma: 'eigens', gloss: { en: 'specially, expressly' } },
    { word: 'verlegen', lemma: 'verlegen', gloss: { en: 'embarrassed, sheepish' } },
    {
      word: 'stellte sich ungeschickt an',
      lemma: 'sich ungeschickt anstellen',
      gloss: { en: 'was clumsy about it' },
    },
    { word: 'Strömung', lemma: 'die Strömung', gloss: { en: 'current' } },
    { word: 'Bug', lemma: 'der Bug', gloss: { en: 'bow (of a boat)' } },
    { word: 'Anleger', lemma: 'der Anleger', gloss: { en: 'landing stage, jetty' } },
    { word: 'Mücken', lemma: 'die Mücke', gloss: { en: 'gnats, mosquitoes' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Warum ist es der letzte Tag der Fähre?',
      options: ['Die Fähre ist zu alt', 'Eine neue Brücke wird eröffnet', '{{hero}} wird krank'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} nahm das Angebot an, das Band bei der Einweihung zu zerschneiden.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Warum fuhren am letzten Tag so viele Menschen mit?',
      options: [
        'Weil die Fahrt an diesem Tag kostenlos war',
        'Weil sie ein letztes Mal mit der Fähre fahren wollten',
        'Weil die Straße gesperrt war',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Das alte Ehepaar hatte sich auf der Fähre kennengelernt.',
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Wie kam {{boy}} zur Fähre?',
      options: ['Mit dem Auto über die Brücke', 'Mit dem Zug', 'Mit dem Fahrrad', 'Zu Fuß'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Am Ende gab {{hero}} dem Jungen den Schlüssel des Fährhauses.',
      answer: true,
    },
  ],
})
