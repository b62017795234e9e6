import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a court stenographer notices a changed record. */
export default defineBankStory({
  id: 'de-c1-das-letzte-protokoll',
  language: 'de',
  level: 'C1',
  subLevel: 3,
  genres: ['thriller', 'mystery'],
  title: 'Das letzte Protokoll',
  characters: [
    { key: 'hero', gender: 'm', names: ['Clemens', 'Jakob', 'Valentin', 'Leopold'] },
    { key: 'judge', gender: 'f', names: ['Dr. Hartmann', 'Dr. Seidel', 'Dr. Brandt'] },
  ],
  paragraphs: [
    [
      'Seit fünfzehn Jahren führte {{hero}} am Landgericht Protokoll, und in all dieser Zeit hatte er sich einen Ruf als jemand erarbeitet, dem nichts entgeht.',
      'Kollegen zogen ihn gern damit auf, dass er vermutlich auch im Schlaf noch mitschreibe.',
      'Er nahm es mit Humor; insgeheim war er stolz darauf.',
    ],
    [
      'Umso mehr stutzte er, als er am Montagmorgen das Protokoll der vergangenen Freitagsverhandlung durchsah.',
      'Es ging um einen Bauunternehmer, dem Bestechung vorgeworfen wurde – ein Verfahren, das in der Stadt hohe Wellen schlug.',
      'Ein entscheidender Satz des Hauptzeugen fehlte.',
      'Nicht etwa gekürzt oder falsch wiedergegeben, sondern spurlos getilgt, und die Absätze davor und danach waren so geschickt angepasst, dass man die Lücke nur bemerken konnte, wenn man den Satz noch im Ohr hatte.',
    ],
    [
      '{{hero}} hatte ihn im Ohr.',
      'Der Zeuge hatte, sichtlich nervös, einen Namen genannt, der nicht zu den Angeklagten gehörte, und die Vorsitzende Richterin, {{judge}}, hatte ihn daraufhin scharf unterbrochen.',
      'Im Protokoll stand nun, der Zeuge habe „keine weiteren Angaben“ gemacht.',
    ],
    [
      'Er wusste, dass er sich auf dünnes Eis begab.',
      'Wer eine Richterin der Manipulation bezichtigte, ohne handfeste Beweise vorzulegen, konnte seinen Beruf an den Nagel hängen.',
      'Also tat er, was er am besten konnte: Er verglich.',
      'Abends, in der leeren Geschäftsstelle, legte er seine handschriftlichen Notizen neben die Datei, prüfte die Änderungshistorie des Systems und stellte fest, dass die Datei am Samstag um 23:12 Uhr bearbeitet worden war – mit dem Zugang einer Kollegin, die an diesem Wochenende nachweislich in Urlaub gewesen war.',
    ],
    [
      'Am nächsten Morgen lag ein Umschlag ohne Absender auf seinem Schreibtisch.',
      'Darin befand sich nur ein ausgedrucktes Foto seines eigenen Hauses, aufgenommen bei Nacht.',
      '{{hero}} betrachtete es lange.',
      'Dann kopierte er seine Notizen dreimal, schickte eine Kopie an die Staatsanwaltschaft, eine an eine Journalistin, deren Artikel er seit Jahren las, und schloss die dritte in das Schließfach seiner Bank ein.',
      'Erst danach gestattete er sich, Angst zu haben.',
    ],
  ],
  translations: {
    en: [
      [
        'For fifteen years {{hero}} had kept the record at the regional court, and in all that time he had earned a reputation as someone who misses nothing.',
        'Colleagues liked to tease him that he probably went on taking notes in his sleep.',
        'He took it with good humour; secretly he was proud of it.',
      ],
      [
        "He was all the more taken aback when, on Monday morning, he looked through the record of the previous Friday's hearing.",
        'It concerned a building contractor accused of bribery – a case that was causing a great stir in the city.',
        'A crucial sentence of the main witness was missing.',
        'Not shortened or misquoted, but erased without trace, and the paragraphs before and after had been so skilfully adjusted that you could notice the gap only if the sentence was still ringing in your ears.',
      ],
      [
        '{{hero}} still had it ringing in his ears.',
        'The witness, visibly nervous, had named a name that did not belong to the accused, and the presiding judge, {{judge}}, had thereupon interrupted him sharply.',
        'The record now said that the witness had given "no further information".',
      ],
      [
        'He knew that he was skating on thin ice.',
        'Anyone who accused a judge of manipulation without presenting hard evidence might as well give up their profession.',
        'So he did what he did best: he compared.',
        "In the evening, in the empty court office, he laid his handwritten notes beside the file, checked the system's change history and found that the file had been edited on Saturday at 23:12 – using the login of a colleague who had demonstrably been on holiday that weekend.",
      ],
      [
        'The next morning an envelope with no sender lay on his desk.',
        'Inside there was only a printed photo of his own house, taken at night.',
        '{{hero}} looked at it for a long time.',
        "Then he copied his notes three times, sent one copy to the public prosecutor's office, one to a journalist whose articles he had been reading for years, and locked the third in his safe-deposit box at the bank.",
        'Only then did he allow himself to be afraid.',
      ],
    ],
  },
  glossary: [
    { word: 'Landgericht', lemma: 'das Landgericht', gloss: { en: 'regional court' } },
    { word: 'führte', lemma: 'Protokoll führen', gloss: { en: 'kept (the record, the minutes)' } },
    { word: 'entgeht', lemma: 'entgehen', gloss: { en: 'escapes (notice), is missed' } },
    {
      word: 'zogen ihn gern damit auf',
      lemma: 'jemanden aufziehen',
      gloss: { en: 'liked to tease him about it' },
    },
    { word: 'insgeheim', lemma: 'insgeheim', gloss: { en: 'secretly, privately' } },
    { word: 'stutzte', lemma: 'stutzen', gloss: { en: 'was taken aback, paused in surprise' } },
    { word: 'Bestechung', lemma: 'die Bestechung', gloss: { en: 'bribery' } },
    {
      word: 'hohe Wellen schlug',
      lemma: 'hohe Wellen schlagen',
      gloss: { en: 'caused a great stir' },
    },
    { word: 'getilgt', lemma: 'tilgen', gloss: { en: 'erased, deleted' } },
    { word: 'im Ohr', lemma: 'etwas im Ohr haben', gloss: { en: "still ringing in one's ears" } },
    { word: 'Angeklagten', lemma: 'der/die Angeklagte', gloss: { en: 'the accused, defendants' } },
    {
      word: 'auf dünnes Eis',
      lemma: 'sich auf dünnes Eis begeben',
      gloss: { en: 'onto thin ice' },
    },
    { word: 'bezichtigte', lemma: 'bezichtigen', gloss: { en: 'accused (of)' } },
    { word: 'handfeste', lemma: 'handfest', gloss: { en: 'solid, hard (evidence)' } },
    {
      word: 'an den Nagel hängen',
      lemma: 'etwas an den Nagel hängen',
      gloss: { en: 'to give up, pack in (a job)' },
    },
    {
      word: 'Geschäftsstelle',
      lemma: 'die Geschäftsstelle',
      gloss: { en: 'court office, registry' },
    },
    { word: 'nachweislich', lemma: 'nachweislich', gloss: { en: 'demonstrably, provably' } },
    { word: 'Absender', lemma: 'der Absender', gloss: { en: 'sender' } },
    {
      word: 'Staatsanwaltschaft',
      lemma: 'die Staatsanwaltschaft',
      gloss: { en: "public prosecutor's office" },
    },
    { word: 'Schließfach', lemma: 'das Schließfach', gloss: { en: 'safe-deposit box, locker' } },
    { word: 'gestattete', lemma: 'gestatten', gloss: { en: 'allowed, permitted' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Welchen Ruf hatte {{hero}} unter seinen Kollegen?',
      options: [
        'Er galt als unzuverlässig',
        'Ihm entging angeblich nichts',
        'Er war als besonders streng bekannt',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Im Protokoll war der Satz des Zeugen falsch zitiert.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Was hatte der Zeuge in der Verhandlung getan?',
      options: [
        'Er hatte die Aussage verweigert',
        'Er hatte einen weiteren Namen genannt',
        'Er hatte den Bauunternehmer entlastet',
        'Er hatte den Saal verlassen',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Die Datei war mit dem Zugang einer Kollegin bearbeitet worden, die im Urlaub war.',
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Was befand sich in dem Umschlag?',
      options: [
        'Ein Foto seines Hauses bei Nacht',
        'Eine Kopie des Protokolls',
        'Ein Brief von {{judge}}',
      ],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} vernichtete nach der Drohung alle Notizen.',
      answer: false,
    },
  ],
})
