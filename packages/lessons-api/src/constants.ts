/**
 * The package's fixed lists, in a module of plain values: a bundle that needs only them (a route
 * table's search parameters) does not pull in the schemas and their code.
 *
 * @packageDocumentation
 */

/**
 * The fixed list of lesson topics, `grammar:…` or `vocabulary:…`; a lesson has 1–3. Learners
 * filter by them, so a new topic is added here (and in the interface catalogues), never ad hoc.
 */
export const LESSON_TOPICS = [
  'grammar:to-be',
  'grammar:articles',
  'grammar:gender-number',
  'grammar:adjectives',
  'grammar:pronouns',
  'grammar:possessives',
  'grammar:present-tense',
  'grammar:past-tense',
  'grammar:future',
  'grammar:conditional',
  'grammar:subjunctive',
  'grammar:imperative',
  'grammar:reflexive-verbs',
  'grammar:modal-verbs',
  'grammar:comparison',
  'grammar:prepositions',
  'grammar:cases',
  'grammar:questions',
  'grammar:negation',
  'grammar:word-order',
  'grammar:subordinate-clauses',
  'grammar:relative-clauses',
  'grammar:passive',
  'grammar:reported-speech',
  'vocabulary:greetings',
  'vocabulary:people',
  'vocabulary:family',
  'vocabulary:numbers',
  'vocabulary:time',
  'vocabulary:food',
  'vocabulary:shopping',
  'vocabulary:home',
  'vocabulary:daily-routine',
  'vocabulary:work',
  'vocabulary:travel',
  'vocabulary:city',
  'vocabulary:health',
  'vocabulary:weather',
  'vocabulary:hobbies',
  'vocabulary:feelings',
  'vocabulary:nature',
  'vocabulary:news',
] as const

/** A lesson topic, e.g. `'grammar:past-tense'`. */
export type LessonTopic = (typeof LESSON_TOPICS)[number]

/** Where a lesson stands: only published lessons reach learners. */
export const LESSON_STATUSES = ['draft', 'published'] as const

/** A learner's state in a lesson, as the catalogue reports it. */
export const LESSON_STATES = ['new', 'in-progress', 'completed'] as const

/** Tabs of the learner's lessons (seed §2: `tab`, falling back to browse). */
export const LESSON_TABS = ['browse', 'in-progress', 'completed'] as const

/** Orders of the authoring list: the course (language, level, order) or the latest edits. */
export const ADMIN_LESSON_SORTS = ['course', 'updated'] as const

/** Columns the staff's learner table sorts by on the server. */
export const LEARNER_SORTS = [
  'name',
  'words_known',
  'stories_read',
  'minutes_read',
  'average_score',
  'last_active',
] as const

/** Activity windows of the learner table's filter, in days. */
export const ACTIVITY_WINDOWS = [7, 30] as const

/** The ranges the analytics screen offers, in days (default 30). */
export const ANALYTICS_RANGES = [7, 30, 90] as const

/**
 * How far analytics reach: at most 366 days in one range, starting at most two years back. The
 * database function `analytics_check_range` holds the same limits.
 */
export const ANALYTICS_LIMITS = { maxDays: 366, maxAgeDays: 730 } as const

/** Days the drill-in chart may cover. */
export const DETAIL_DAYS = { min: 7, max: 366, default: 90 } as const
