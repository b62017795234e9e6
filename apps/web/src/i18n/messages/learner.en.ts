/**
 * English messages of issue 15: where a story came from and what differs from the request, the
 * generate-story refusals worded from their reason, texts of their own (/read/import), reading
 * progress, the learner dashboard, the staff overview, the daily goal and the profile papercuts.
 * Loaded with those pages (../learner.ts).
 */
export const learnerEn = {
  'band.1': 'Low',
  'band.2': 'Mid',
  'band.3': 'High',
  'level.withBand': '{level} · {band}',

  'origin.library': 'From the Fabula library',
  'origin.libraryHint':
    'No story provider is connected, so no one wrote this story for you: it is the unread story of the Fabula library that fits your request best.',
  'origin.provider': 'Written for you',
  'origin.import': 'Your text',
  'origin.differences': 'What differs from your request',
  'length.short': 'short',
  'length.medium': 'medium-length',
  'length.long': 'long',
  'difference.level': 'You asked for level {asked}; this story is written for {got}.',
  'difference.genre': 'You asked for {asked}; this story is {got}.',
  'difference.length': 'You asked for a {asked} story; this one is {got}.',
  'difference.topic':
    'The library cannot write about “{asked}”: this story has a topic of its own.',
  'difference.style_author': 'The library cannot write in the style of {asked}.',

  'generate.libraryNotice':
    'No story provider is connected, so your story comes from the Fabula library: the unread story closest to the level, genre and length you choose. The library cannot follow a topic or an author’s style; the story says what differs.',
  'refusal.rateLimited':
    'You can start {limit, plural, one {# story} other {# stories}} an hour. The next one is possible in {minutes, plural, one {# minute} other {# minutes}}, at {time}.',
  'refusal.libraryExhausted':
    'You have read every Fabula library story in {language} near level {level}.',
  'refusal.libraryChoices': 'Unread stories are waiting at other levels:',
  'refusal.libraryChoice':
    '{level} · {count, plural, one {# unread story} other {# unread stories}}',
  'refusal.libraryEmpty':
    'You have read every story the library has in {language}. A connected story provider could write new ones.',
  'refusal.languageMissing':
    'The Fabula library has no stories in {language} yet, and no story provider is connected to write them.',
  'refusal.languagesAvailable': 'Stories are ready in: {languages}.',
  'refusal.changeLanguage': 'Choose another language',
  'refusal.profileIncomplete':
    'Your profile does not say which languages you speak and learn yet. Complete it to get stories.',
  'refusal.generationActive': 'A story is already being written for you.',
  'refusal.openActive': 'See its progress',
  'refusal.invalid': 'Some of the choices were not accepted. Check the form and try again.',

  'generating.fromLibrary': 'Finding the unread library story that fits your request best…',

  'reader.partOf': 'Part {part} of {parts}',
  'reader.parts': 'Parts of this text',
  'reader.previousPart': 'Previous part',
  'reader.nextPart': 'Next part',
  'reader.finishHintPart': 'Finishing saves your reading time and opens the next part.',
  'reader.finishHintText': 'Finishing saves your reading time and marks the text read.',

  'library.yourText': 'Your text',
  'library.fromLibrary': 'Fabula library',
  'library.parts': '{count, plural, one {# part} other {# parts}}',
  'library.importAction': 'Import a text',

  'import.description': 'Read a text of your own with the same help as a story.',
  'import.limits':
    'Paste a text, or upload a .txt (UTF-8), .epub (without copy protection), .srt or .vtt file of up to {mb} MB and {words, number} words. Long texts are split into parts.',
  'import.source': 'Where is the text?',
  'import.paste': 'Paste it',
  'import.file': 'Upload a file',
  'import.title': 'Title',
  'import.titleHint': 'At most {max} characters.',
  'import.titleRequired': 'Give the text a title of at most {max} characters.',
  'import.language': 'Language of the text',
  'import.text': 'Text',
  'import.textPlaceholder': 'Paste the text here…',
  'import.chooseFile': 'File',
  'import.submit': 'Import and read',
  'import.working': 'Importing…',
  'import.ready':
    '{words, plural, one {# word} other {# words}} in {parts, plural, one {# part} other {# parts}}.',
  'import.error.FILE_TOO_LARGE':
    'This file is {size, number} MB; files of up to {max, number} MB can be imported.',
  'import.error.TOO_MANY_WORDS':
    'This text has {words, number} words; at most {max, number} can be imported. Import a part of it.',
  'import.error.NO_TEXT': 'There is no text to read in this file.',
  'import.error.EMPTY_PASTE': 'Paste some text first.',
  'import.error.BAD_EPUB': 'This EPUB file could not be opened: it is damaged or not an EPUB.',
  'import.error.DRM_EPUB': 'This EPUB is copy-protected (DRM), so its text cannot be read.',
  'import.error.NOT_UTF8': 'This text file is not in UTF-8. Save it as UTF-8 and try again.',
  'import.error.UNSUPPORTED': 'Choose a .txt, .epub, .srt or .vtt file.',
  'import.error.EPUB_TOO_LARGE':
    'This EPUB unpacks to more than {max, number} MB; import a smaller book or a part of it.',
  'import.error.TOO_MANY_PARTS':
    'This text would need {parts, number} parts; at most {max, number} fit. Import a part of it.',
  'import.failed': 'The text could not be saved, and nothing was stored. Please try again.',
  'import.fileRequired': 'Choose a file.',

  'dashboard.streak': 'Streak',
  'dashboard.streakDays': '{count, plural, =0 {No streak yet} one {# day} other {# days}}',
  'dashboard.streakToday': 'You read today.',
  'dashboard.streakKeep': 'Read or take a test today to keep it going.',
  'dashboard.vocabularyEstimate': 'About {count, number} words in your vocabulary',
  'dashboard.wordsKnownHint': 'Words you marked known in {language}',
  'dashboard.noScoreYet': 'No tests yet',
  'dashboard.percentValue': '{percent}%',
  'dashboard.testsTaken': '{count, plural, one {# test} other {# tests}}',
  'dashboard.goalTitle': 'Today’s goal',
  'dashboard.goalWords': '{done, number} of {target, number} words read',
  'dashboard.goalMinutes': '{done, number} of {target, number} minutes read',
  'dashboard.goalReached': 'Goal reached. Well done!',
  'dashboard.goalChange': 'Change goal',
  'dashboard.goalProgress': 'Progress toward today’s goal',
  'dashboard.chartTitle': 'Words known over time',
  'dashboard.chartDescription':
    'Words you know in {language}, at the end of each of the last 30 days.',
  'dashboard.chartDay': 'Day',
  'dashboard.chartWords': 'Words known',
  'dashboard.chartTable': 'Show as a table',
  'dashboard.continueProgress': '{percent}% read',
  'dashboard.continueAction': 'Continue reading',
  'dashboard.continuePart': 'Part {part} of {parts}',
  'dashboard.nextTestTitle': 'Next test',
  'dashboard.nextTestStory': 'Check your understanding of “{title}”.',
  'dashboard.nextTestAction': 'Take the test',
  'dashboard.nextTestNone': 'Every story you finished has been tested. Practise your own words.',
  'dashboard.nextTestVocabulary': 'Vocabulary test',
  'dashboard.cardFailed': 'This could not be loaded.',
  'dashboard.retry': 'Try again',
  'dashboard.staffTitle': 'Fabula today',
  'dashboard.staffDescription':
    'You have no learning profile, so this is the staff overview. Set up a profile in settings to read stories yourself.',
  'dashboard.staffLearners': 'Learners',
  'dashboard.staffNewToday': 'New learners today',
  'dashboard.staffStoriesToday': 'Stories today',
  'dashboard.staffFailures': 'Failed generations today',
  'dashboard.staffActive': 'Learners reading today',
  'dashboard.staffOpenTasks': 'Open tasks',
  'dashboard.staffSetUpProfile': 'Set up a learning profile',

  'settings.languagesLibrary':
    'No story provider is connected, so you can choose the languages the Fabula library has stories in: {languages}. Every other language needs a story provider, which an administrator connects under Apps.',
  'settings.languagesProvider':
    'A story provider is connected: stories can be written in any of these languages.',
  'settings.languageNeedsProvider':
    '{language} has no library stories, so it needs a story provider; choose one of the languages above to read now.',
  'settings.goalTitle': 'Daily goal',
  'settings.goalDescription':
    'What a good reading day is for you. The dashboard shows your progress.',
  'settings.goalKind': 'Count',
  'settings.goalKind.words': 'Words read',
  'settings.goalKind.minutes': 'Minutes read',
  'settings.goalTarget': 'Per day',
  'settings.goalRange': 'Between {min, number} and {max, number}.',
  'settings.goalSave': 'Save goal',
  'settings.goalSaved': 'Your daily goal has been saved.',
  'settings.authorInput': 'Author’s name',
  'settings.authorAdd': 'Add author',
  'settings.authorTooLong': 'An author’s name has at most {max} characters.',
  'settings.authorsFull': 'You have {max} authors; remove one to add another.',
  'settings.authorDuplicate': '{name} is already in your list.',
  'settings.authorsAdded': 'Your favourite authors',
  'settings.suggestionLevel': 'Your recent tests suggest {level}',
  'settings.suggestionAcceptedLevel': 'Your level is now {level}.',
  'settings.profileReady': 'Your profile is ready. Let’s find your first story.',
} as const
