import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: a missing bicycle and a surprising explanation. */
export default defineBankStory({
  id: 'de-a2-das-verschwundene-fahrrad',
  language: 'de',
  level: 'A2',
  subLevel: 3,
  genres: ['mystery', 'slice of life'],
  title: 'Das verschwundene Fahrrad',
  characters: [
    { key: 'hero', gender: 'm', names: ['Niklas', 'Moritz', 'David', 'Jan'] },
    { key: 'friend', gender: 'f', names: ['Sophie', 'Laura', 'Emilia'] },
    { key: 'flatmate', gender: 'm', names: ['Kai', 'Timo', 'Ben'] },
  ],
  paragraphs: [
    [
      'Am Montagmorgen wollte {{hero}} mit dem Fahrrad zur Uni fahren.',
      'Aber im Hof war kein Fahrrad.',
      'Nur das Schloss lag noch auf dem Boden, offen und ganz.',
    ],
    [
      '{{hero}} war sauer.',
      'Er hatte das Fahrrad erst im Frühling gekauft, und es war rot und sehr schnell.',
      'Er ist zu Fuß zur Uni gegangen und hat seiner Freundin {{friend}} alles erzählt.',
      '„Komisch“, hat {{friend}} gesagt.',
      '„Ein Dieb schneidet das Schloss normalerweise kaputt.',
      'Wer hatte noch einen Schlüssel?“',
    ],
    [
      '{{hero}} hat lange nachgedacht.',
      'Einen zweiten Schlüssel hatte nur sein Mitbewohner {{flatmate}}.',
      'Aber {{flatmate}} war seit Freitag bei seinen Eltern in Köln.',
    ],
    [
      'Am Abend hat {{hero}} {{flatmate}} angerufen.',
      '{{flatmate}} hat zuerst gar nichts gesagt.',
      'Dann hat er gelacht.',
      '„Oh nein!',
      'Ich war spät dran und bin mit deinem Fahrrad zum Bahnhof gefahren.',
      'Es steht noch dort.',
      'Ich wollte dir eine Nachricht schreiben, aber ich habe es vergessen.',
      'Entschuldigung!“',
    ],
    [
      'Am nächsten Tag haben {{hero}} und {{friend}} das Fahrrad am Bahnhof gefunden.',
      'Es hatte einen platten Reifen, aber sonst war alles in Ordnung.',
      'Am Lenker hing ein kleiner Zettel: „Danke! Ich bringe dir Schokolade mit. {{flatmate}}.“',
    ],
  ],
  translations: {
    en: [
      [
        'On Monday morning {{hero}} wanted to ride his bike to university.',
        'But there was no bike in the courtyard.',
        'Only the lock was still lying on the ground, open and in one piece.',
      ],
      [
        '{{hero}} was annoyed.',
        'He had only bought the bike in the spring, and it was red and very fast.',
        'He walked to university and told his friend {{friend}} everything.',
        '"Strange," said {{friend}}.',
        '"A thief normally cuts through the lock.',
        'Who else had a key?"',
      ],
      [
        '{{hero}} thought for a long time.',
        'Only his flatmate {{flatmate}} had a second key.',
        "But {{flatmate}} had been at his parents' in Cologne since Friday.",
      ],
      [
        'In the evening {{hero}} called {{flatmate}}.',
        'At first {{flatmate}} said nothing at all.',
        'Then he laughed.',
        '"Oh no!',
        'I was running late and rode your bike to the station.',
        'It is still there.',
        'I wanted to send you a message, but I forgot.',
        'Sorry!"',
      ],
      [
        'The next day {{hero}} and {{friend}} found the bike at the station.',
        'It had a flat tyre, but otherwise everything was fine.',
        'On the handlebars hung a little note: "Thanks! I\'ll bring you some chocolate. {{flatmate}}."',
      ],
    ],
  },
  glossary: [
    { word: 'Hof', lemma: 'der Hof', gloss: { en: 'courtyard, yard' } },
    { word: 'Schloss', lemma: 'das Schloss', gloss: { en: 'lock (also: castle)' } },
    { word: 'sauer', lemma: 'sauer', gloss: { en: 'annoyed, cross (lit. sour)' } },
    { word: 'zu Fuß', lemma: 'zu Fuß', gloss: { en: 'on foot' } },
    { word: 'Dieb', lemma: 'der Dieb', gloss: { en: 'thief' } },
    { word: 'schneidet', lemma: 'schneiden', gloss: { en: 'cuts' } },
    { word: 'Mitbewohner', lemma: 'der Mitbewohner', gloss: { en: 'flatmate' } },
    { word: 'spät dran', lemma: 'spät dran sein', gloss: { en: 'running late' } },
    { word: 'Nachricht', lemma: 'die Nachricht', gloss: { en: 'message' } },
    { word: 'vergessen', lemma: 'vergessen', gloss: { en: 'forgotten' } },
    { word: 'platten Reifen', lemma: 'der platte Reifen', gloss: { en: 'flat tyre' } },
    { word: 'Lenker', lemma: 'der Lenker', gloss: { en: 'handlebars' } },
    { word: 'Zettel', lemma: 'der Zettel', gloss: { en: 'note, slip of paper' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Was lag im Hof?',
      options: ['Das Fahrrad', 'Nur das Schloss', 'Ein Zettel'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Das Schloss war kaputt geschnitten.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Wer hatte einen zweiten Schlüssel?',
      options: ['{{friend}}', 'Der Vermieter', '{{flatmate}}, der Mitbewohner'],
      answer: 2,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Warum hat {{flatmate}} das Fahrrad genommen?',
      options: [
        'Er wollte es verkaufen',
        'Er war spät dran für seinen Zug',
        'Sein eigenes Fahrrad war kaputt',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Das Fahrrad hatte am Ende einen platten Reifen.',
      answer: true,
    },
  ],
})
