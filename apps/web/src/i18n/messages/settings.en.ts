/**
 * English messages of the settings additions (issues 6 and 8): server-side email preferences and
 * the level suggestion on the profile page, plus the reader's time read. Spread into the catalogue in ./en.ts.
 */
export const settingsEn = {
  'settings.emailWeekly': 'Weekly progress',
  'settings.emailWeeklyHint': 'Stories read and test scores of the past week.',
  'settings.emailLoadFailed': 'Your email preferences could not be loaded.',
  'settings.emailRetry': 'Try again',
  'settings.suggestionTitle': 'A new level for you',
  'settings.suggestion': 'Your recent tests suggest {level} · band {band}',
  'settings.suggestionBasis':
    'Based on your last {tests, number} tests, with an average score of {percent, number}%.',
  'settings.suggestionAccept': 'Accept',
  'settings.suggestionDismiss': 'Dismiss',
  'settings.suggestionAccepted': 'Your level is now {level} · band {band}.',

  // The reader's time read (issue 8), from the same reading events the dashboard sums.
  'reader.timeRead':
    'Time read: {minutes, plural, =0 {under a minute} one {# minute} other {# minutes}}',
} as const
