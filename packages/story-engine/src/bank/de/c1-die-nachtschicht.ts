import { defineBankStory } from '../types'

/** Original story for Fabula's built-in bank: an East Berlin nurse on the night the Wall opened. */
export default defineBankStory({
  id: 'de-c1-die-nachtschicht',
  language: 'de',
  level: 'C1',
  subLevel: 1,
  genres: ['historical'],
  title: 'Die Nachtschicht',
  characters: [
    { key: 'hero', gender: 'f', names: ['Ulrike', 'Petra', 'Kerstin', 'Sabine'] },
    { key: 'patient', gender: 'm', names: ['Herr Lindner', 'Herr Grabowski', 'Herr Thiele'] },
  ],
  paragraphs: [
    [
      'Am Abend des 9. November 1989 trat {{hero}} ihre Nachtschicht in einem Krankenhaus im Prenzlauer Berg an, ohne zu ahnen, dass diese Nacht in die Geschichtsbücher eingehen würde.',
      'Die Pressekonferenz im Fernsehen hatte sie nur mit halbem Ohr verfolgt; zwischen Medikamentenausgabe und Verbandswechsel blieb für Politik ohnehin wenig Zeit.',
    ],
    [
      'Gegen elf Uhr fiel ihr auf, dass auf der Station etwas anders war als sonst.',
      'Patienten, die sonst um diese Zeit längst im Bett lagen, standen in Bademänteln am Fenster und tuschelten.',
      '{{patient}}, ein wortkarger Rentner mit einem gebrochenen Bein, der seit Tagen kaum einen Satz herausgebracht hatte, rief sie zu sich.',
      '„Schwester“, sagte er leise, mit Tränen in den Augen, „die lassen die Leute rüber.',
      'Einfach so.“',
    ],
    [
      '{{hero}} hielt das zunächst für ein Gerücht, wie es in jenem Herbst so viele gab.',
      'Doch das Radio im Schwesternzimmer sagte dasselbe: An der Bornholmer Straße hatten die Grenzer dem Druck der Menge nachgegeben und den Schlagbaum geöffnet.',
      'Sie setzte sich einen Moment hin, weil ihr die Knie weich wurden.',
      'Achtundzwanzig Jahre lang hatte die Mauer zu ihrem Leben gehört wie das Wetter – man redete schlecht darüber, aber niemand glaubte, dass sie je verschwinden würde.',
    ],
    [
      'An Schlaf war in dieser Nacht nicht zu denken.',
      '{{hero}} machte ihre Runden, sprach den Leuten Mut zu, brachte Tee und hörte sich Geschichten von Verwandten an, die man seit vielen Jahren nicht gesehen hatte.',
      '{{patient}} erzählte ihr von seinem Bruder in Spandau, mit dem er sich 1961 wegen einer Lappalie zerstritten hatte, zwei Wochen bevor die Grenze dichtgemacht wurde.',
      '„Ich wollte mich immer entschuldigen“, sagte er.',
      '„Dann war es zu spät, und später war es zu peinlich.“',
    ],
    [
      'Als ihre Schicht um sechs Uhr morgens zu Ende ging, lief {{hero}} nicht wie sonst zur Straßenbahn, sondern folgte dem Strom der Menschen zum Grenzübergang.',
      'In der Manteltasche trug sie einen Zettel mit einer Adresse in Spandau und drei Zeilen in krakeliger Schrift.',
      'Es war, wie sie später oft sagte, das erste und einzige Mal, dass sie für einen Patienten Briefträgerin gespielt hatte.',
    ],
  ],
  translations: {
    en: [
      [
        'On the evening of 9 November 1989 {{hero}} began her night shift at a hospital in Prenzlauer Berg, without suspecting that this night would go down in the history books.',
        'She had only half-listened to the press conference on television; between handing out medication and changing dressings there was little time for politics anyway.',
      ],
      [
        "At around eleven o'clock she noticed that something on the ward was different from usual.",
        'Patients who would normally have been in bed long before at this hour were standing at the window in dressing gowns, whispering.',
        '{{patient}}, a taciturn pensioner with a broken leg who had barely got a sentence out for days, called her over.',
        '"Nurse," he said quietly, with tears in his eyes, "they\'re letting people across.',
        'Just like that."',
      ],
      [
        '{{hero}} at first took it for a rumour, of which there were many that autumn.',
        "But the radio in the nurses' room said the same: at Bornholmer Straße the border guards had given in to the pressure of the crowd and opened the barrier.",
        'She sat down for a moment because her knees went weak.',
        'For twenty-eight years the Wall had been part of her life like the weather – people complained about it, but nobody believed that it would ever disappear.',
      ],
      [
        'Sleep was out of the question that night.',
        '{{hero}} did her rounds, gave people courage, brought tea and listened to stories about relatives nobody had seen for many years.',
        '{{patient}} told her about his brother in Spandau, with whom he had fallen out in 1961 over a trifle, two weeks before the border was sealed.',
        '"I always meant to apologise," he said.',
        '"Then it was too late, and later it was too embarrassing."',
      ],
      [
        'When her shift ended at six in the morning, {{hero}} did not walk to the tram as usual, but followed the stream of people to the border crossing.',
        'In her coat pocket she carried a note with an address in Spandau and three lines in shaky handwriting.',
        'It was, as she often said later, the first and only time she had played postwoman for a patient.',
      ],
    ],
  },
  glossary: [
    { word: 'trat', lemma: 'antreten', gloss: { en: 'began (trat … an: started a shift, job)' } },
    { word: 'ahnen', lemma: 'ahnen', gloss: { en: 'to suspect, have an inkling' } },
    {
      word: 'in die Geschichtsbücher eingehen',
      lemma: 'in die Geschichte eingehen',
      gloss: { en: 'to go down in history' },
    },
    {
      word: 'mit halbem Ohr',
      lemma: 'mit halbem Ohr zuhören',
      gloss: { en: 'with half an ear, half-listening' },
    },
    {
      word: 'Verbandswechsel',
      lemma: 'der Verbandswechsel',
      gloss: { en: 'changing of dressings' },
    },
    { word: 'tuschelten', lemma: 'tuscheln', gloss: { en: 'whispered, murmured' } },
    { word: 'wortkarger', lemma: 'wortkarg', gloss: { en: 'taciturn, of few words' } },
    { word: 'Rentner', lemma: 'der Rentner', gloss: { en: 'pensioner' } },
    { word: 'rüber', lemma: 'herüber / hinüber', gloss: { en: 'across, over (colloquial)' } },
    { word: 'Gerücht', lemma: 'das Gerücht', gloss: { en: 'rumour' } },
    { word: 'Grenzer', lemma: 'der Grenzer', gloss: { en: 'border guards' } },
    { word: 'nachgegeben', lemma: 'nachgeben', gloss: { en: 'given in, yielded' } },
    { word: 'Schlagbaum', lemma: 'der Schlagbaum', gloss: { en: 'barrier, boom gate' } },
    {
      word: 'die Knie weich wurden',
      lemma: 'weiche Knie bekommen',
      gloss: { en: 'her knees went weak' },
    },
    {
      word: 'An Schlaf war',
      lemma: 'an etwas ist nicht zu denken',
      gloss: { en: '(sleep) was out of the question' },
    },
    { word: 'Lappalie', lemma: 'die Lappalie', gloss: { en: 'trifle, petty matter' } },
    { word: 'zerstritten', lemma: 'sich zerstreiten', gloss: { en: 'fallen out, quarrelled' } },
    {
      word: 'dichtgemacht',
      lemma: 'dichtmachen',
      gloss: { en: 'sealed, closed off (colloquial)' },
    },
    { word: 'peinlich', lemma: 'peinlich', gloss: { en: 'embarrassing' } },
    { word: 'krakeliger', lemma: 'krakelig', gloss: { en: 'shaky, scrawly (handwriting)' } },
  ],
  questions: [
    {
      kind: 'multiple_choice',
      prompt: 'Wo arbeitete {{hero}}?',
      options: [
        'In einem Krankenhaus im Prenzlauer Berg',
        'An der Bornholmer Straße',
        'In einem Radiosender',
      ],
      answer: 0,
    },
    {
      kind: 'true_false',
      prompt: '{{hero}} hatte die Pressekonferenz sehr aufmerksam verfolgt.',
      answer: false,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Was für ein Mensch war {{patient}} normalerweise?',
      options: ['Sehr gesprächig', 'Wortkarg', 'Aggressiv', 'Fröhlich und laut'],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Das Radio bestätigte, dass die Grenze geöffnet worden war.',
      answer: true,
    },
    {
      kind: 'multiple_choice',
      prompt: 'Warum hatte {{patient}} keinen Kontakt zu seinem Bruder?',
      options: [
        'Der Bruder war gestorben',
        'Sie hatten sich 1961 wegen einer Kleinigkeit zerstritten',
        'Der Bruder wollte ihn nicht sehen',
      ],
      answer: 1,
    },
    {
      kind: 'true_false',
      prompt: 'Nach der Schicht fuhr {{hero}} direkt mit der Straßenbahn nach Hause.',
      answer: false,
    },
  ],
})
