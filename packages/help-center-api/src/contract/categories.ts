/**
 * The help center's categories, in a module of their own: the app's address rules (search
 * parameters) need them in its entry, without the article schema and the lesson text parser.
 */

/** Categories of the help center, in the order it lists them. */
export const HELP_CATEGORIES = [
  'getting-started',
  'reading-and-words',
  'stories-and-tests',
  'lessons',
  'account-and-privacy',
  'for-staff',
] as const
/** A help category. */
export type HelpCategory = (typeof HELP_CATEGORIES)[number]
