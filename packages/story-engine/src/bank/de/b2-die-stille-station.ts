import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a lone researcher on a Moon station hears a signal. */
export default defineBankStory({
  id: 'de-b2-die-stille-station',
  language: 'de',
  level: 'B2',
  subLevel: 3,
  genres: ['science fiction', 'thriller'],
  title: 'Die stille Station',
  characters: [
    { key: 'hero', gender: 'f', names: ['Carolin', 'Verena', 'Simone', 'Annika'] },
    { key: 'commander', gender: 'm', names: ['Reinhard', 'Dominik', 'Kaspar'] },
  ],
  paragraphs: [
    [
      'Die Forschungsstation Selene lag am Rand eines Kraters auf der Rückseite des Mondes, dort, wo die Erde nie zu sehen ist.',
      'Seit drei Wochen war {{hero}} allein dort, weil der Versorgungsflug mit ihrer Kollegin verschoben worden war: Es gab ein Problem mit dem Schiff.',
      'Die Einsamkeit machte ihr wenig aus; sie hatte ihre Arbeit, ihre Bücher und jeden Abend zehn Minuten Funkkontakt mit der Bodenstation.',
    ],
    [
      'In der Nacht zum Dienstag wurde sie von einem Geräusch wach, das nicht in die Station gehörte: ein Klopfen, ganz leise und immer gleich.',
      'Drei kurze Schläge, drei lange, drei kurze.',
      'Es kam von der Außenwand der Luftschleuse.',
      '{{hero}} lag lange wach und redete sich ein, dass sich Metall nun einmal ausdehnt, wenn sich die Temperatur ändert.',
      'Aber Metall sendet keinen Notruf.',
    ],
    [
      'Sie rief außerplanmäßig die Bodenstation an.',
      'Der Einsatzleiter, {{commander}}, hörte ihr zu, ohne sie zu unterbrechen, und sagte danach sehr lange nichts.',
      'Dann sagte er ihr, dass eine Sonde ohne Menschen an Bord vor zwei Tagen in der Nähe notgelandet sei.',
      'Eigentlich hätte er ihr nichts davon erzählen dürfen, weil die Mission geheim war.',
    ],
    [
      '{{hero}} zog den Raumanzug an und trat hinaus.',
      'Im Licht ihrer Helmlampe entdeckte sie die Sonde nur wenige Meter von der Schleuse entfernt.',
      'Einer ihrer Greifarme war beschädigt und schlug immer wieder gegen die Wand – drei kurz, drei lang, drei kurz.',
      'Jemand hatte dem Roboter beigebracht, im Notfall genau dieses Signal zu senden.',
    ],
    [
      'Sie machte die Sonde aus und nahm die Festplatte mit hinein.',
      'Als der Versorgungsflug zwei Wochen später endlich kam, waren die Daten verschwunden, und {{commander}} bestritt, je mit ihr über eine Sonde gesprochen zu haben.',
      'In den Aufzeichnungen der Station fehlte genau eine Nacht.',
      'Nur an der Außenwand der Schleuse blieben drei Gruppen kleiner Dellen zurück, die niemand erklären wollte.',
    ],
  ],
  translations: {
    en: [
      [
        'The research station Selene lay at the edge of a crater on the far side of the Moon, where Earth can never be seen.',
        'For three weeks {{hero}} had been there alone, because the supply flight with her colleague had been postponed: there was a problem with the ship.',
        'The solitude did not bother her much; she had her work, her books and ten minutes of radio contact with ground control every evening.',
      ],
      [
        'During the night before Tuesday she woke up to a noise that did not belong in the station: a knocking, very quiet and always the same.',
        'Three short knocks, three long, three short.',
        'It came from the outer wall of the airlock.',
        '{{hero}} lay awake for a long time, telling herself that metal simply expands when the temperature changes.',
        'But metal does not send out a distress call.',
      ],
      [
        'She called ground control outside the schedule.',
        'The flight director, {{commander}}, listened to her without interrupting and then said nothing for a very long time.',
        'Then he told her that a probe with nobody on board had made an emergency landing nearby two days earlier.',
        'Strictly speaking he should not have told her anything about it, because the mission was secret.',
      ],
      [
        '{{hero}} put on her spacesuit and stepped outside.',
        'In the light of her helmet lamp she found the probe only a few metres from the airlock.',
        'One of its gripper arms was damaged and kept striking the wall – three short, three long, three short.',
        'Someone had taught the robot to send exactly this signal in an emergency.',
      ],
      [
        'She switched the probe off and took its hard drive inside with her.',
        'When the supply flight finally arrived two weeks later, the data had disappeared, and {{commander}} denied ever having spoken to her about a probe.',
        "In the station's records exactly one night was missing.",
        'Only on the outer wall of the airlock did three groups of small dents remain, which nobody wanted to explain.',
      ],
    ],
  },
  glossary: [
    {
      word: 'Forschungsstation',
      lemma: 'die Forschungsstation',
      gloss: { en: 'research station' },
    },
    { word: 'Rückseite', lemma: 'die Rückseite', gloss: { en: 'far side, back' } },
    { word: 'Versorgungsflug', lemma: 'der Versorgungsflug', gloss: { en: 'supply flight' } },
    { word: 'verschoben', lemma: 'verschieben', gloss: { en: 'postponed' } },
    { word: 'machte ihr wenig aus', lemma: 'ausmachen', gloss: { en: 'did not bother her much' } },
    {
      word: 'Bodenstation',
      lemma: 'die Bodenstation',
      gloss: { en: 'ground station, ground control' },
    },
    { word: 'Luftschleuse', lemma: 'die Luftschleuse', gloss: { en: 'airlock' } },
    { word: 'ausdehnt', lemma: 'sich ausdehnen', gloss: { en: 'expands' } },
    {
      word: 'außerplanmäßig',
      lemma: 'außerplanmäßig',
      gloss: { en: 'unscheduled, outside the plan' },
    },
    { word: 'notgelandet', lemma: 'notlanden', gloss: { en: 'made an emergency landing' } },
    { word: 'Greifarme', lemma: 'der Greifarm', gloss: { en: 'gripper arms' } },
    { word: 'bestritt', lemma: 'bestreiten', gloss: { en: 'denied' } },
    { word: 'Aufzeichnungen', lemma: 'die Aufzeichnung', gloss: { en: 'records, recordings' } },
    { word: 'Dellen', lemma: 'die Delle', gloss: { en: 'dents' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Warum war {{hero}} allein auf der Station?',
      options: [
        'Sie wollte allein arbeiten',
        'Der Versorgungsflug war verschoben worden',
        'Ihre Kollegin war krank geworden',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Von der Station Selene aus kann man die Erde sehen.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Woher kam das Klopfen?',
      options: [
        'Von der Außenwand der Luftschleuse',
        'Aus der Küche',
        'Vom Funkgerät',
        'Aus dem Labor',
      ],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: '{{commander}} hätte ihr von der Sonde eigentlich nichts erzählen dürfen.',
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Was verursachte das Klopfen?',
      options: ['Ein Meteorit', 'Der beschädigte Greifarm einer Sonde', 'Ein anderer Astronaut'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Am Ende bestätigte {{commander}} das Gespräch über die Sonde.',
      answer: false,
    },
  ],
})
