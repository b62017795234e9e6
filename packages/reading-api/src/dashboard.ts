import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { failed, parseWith } from './parse.js'
import { NumericSchema } from './rows.js'

// The learner dashboard (PRODUCT.md §3): one database function per card, each answering small
// JSON computed from the caller's own rows (migration 20261125083000_learner_dashboard.sql).
// Days are the learner's: every call that counts days passes the browser's IANA time zone.

/** The learner's totals (`learner_totals`). */
export const LearnerTotalsSchema = v.object({
  /** Texts finished. */
  stories_read: v.number(),
  seconds_read: v.number(),
  /** Words read (scrolled past), over every text. */
  words_read: v.number(),
  /** Words marked known in the language asked for. */
  words_known: v.number(),
  tests_taken: v.number(),
  /** Mean share of right answers, 0..1; `null` before the first test. */
  average_score: v.nullable(NumericSchema),
})

/** The learner's totals. */
export type LearnerTotals = v.InferOutput<typeof LearnerTotalsSchema>

/** The learner's streak (`learner_streak`). */
export const StreakSchema = v.object({
  /** Days in a row with reading or a test, up to today (or yesterday, when today is still open). */
  current: v.number(),
  longest: v.number(),
  active_today: v.boolean(),
})

/** The learner's streak. */
export type Streak = v.InferOutput<typeof StreakSchema>

/** Words known at the end of one day (`learner_words_known_history`). */
export const KnownWordsDaySchema = v.object({ day: v.string(), words_known: v.number() })

/** Words known on a day. */
export type KnownWordsDay = v.InferOutput<typeof KnownWordsDaySchema>

/** Daily goal kinds. */
export const READING_GOAL_KINDS = ['words', 'minutes'] as const
/** A daily goal kind. */
export type ReadingGoalKind = (typeof READING_GOAL_KINDS)[number]

/** The goal a learner gets until they choose one (the database's default too). */
export const DEFAULT_READING_GOAL = { kind: 'minutes', target: 10 } as const

/** Targets a learner may choose, per kind (the database checks the same ranges). */
export const READING_GOAL_RANGES: Readonly<Record<ReadingGoalKind, { min: number; max: number }>> =
  {
    words: { min: 50, max: 20_000 },
    minutes: { min: 1, max: 240 },
  }

/** The daily goal and today's reading (`learner_daily_goal`). */
export const DailyGoalSchema = v.object({
  kind: v.picklist(READING_GOAL_KINDS),
  target: v.number(),
  /** Whether the learner chose it (else it is {@link DEFAULT_READING_GOAL}). */
  chosen: v.boolean(),
  words_today: v.number(),
  seconds_today: v.number(),
})

/** The daily goal and today's reading. */
export type DailyGoal = v.InferOutput<typeof DailyGoalSchema>

/** The unfinished text read last (`learner_continue_reading`). */
export const ContinueReadingSchema = v.object({
  story_id: v.string(),
  title: v.string(),
  language: v.string(),
  provider: v.string(),
  /** Furthest share read. */
  progress: NumericSchema,
  /** Where the learner stopped. */
  position: NumericSchema,
  /** For an imported text: its title and this part's place in it. */
  import_title: v.nullable(v.string()),
  import_part: v.nullable(v.number()),
  import_parts: v.nullable(v.number()),
  updated_at: v.string(),
})

/** The text to continue. */
export type ContinueReading = v.InferOutput<typeof ContinueReadingSchema>

/** The next comprehension test (`learner_next_test`). */
export const NextTestSchema = v.object({
  story_id: v.string(),
  title: v.string(),
  finished_at: v.string(),
})

/** The next test to take. */
export type NextTest = v.InferOutput<typeof NextTestSchema>

/** A staff account's overview (`staff_overview`); learner data only for roles that may read it. */
export const StaffOverviewSchema = v.object({
  role: v.string(),
  learners: v.number(),
  learners_new_today: v.number(),
  stories_today: v.optional(v.number()),
  failed_generations_today: v.optional(v.number()),
  active_learners_today: v.optional(v.number()),
  /** Open tasks, where the tasks tracker exists and the role manages it. */
  open_tasks: v.optional(v.number()),
})

/** A staff overview. */
export type StaffOverview = v.InferOutput<typeof StaffOverviewSchema>

async function call<S extends v.GenericSchema>(
  client: SupabaseClient,
  fn: string,
  args: Record<string, unknown>,
  schema: S,
  operation: string,
): Promise<v.InferOutput<S>> {
  const { data, error, status } = await client.rpc(fn, args)
  if (error) throw failed(error, status, operation)
  return parseWith(schema, data, operation)
}

/**
 * Texts finished, time and words read, words known in `language`, tests taken and their average.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export function getLearnerTotals(
  client: SupabaseClient,
  language: string | null,
): Promise<LearnerTotals> {
  return call(
    client,
    'learner_totals',
    { p_language: language },
    LearnerTotalsSchema,
    'dashboard.totals',
  )
}

/**
 * Days in a row with reading or tests, in the learner's time zone.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export function getStreak(client: SupabaseClient, timeZone: string): Promise<Streak> {
  return call(client, 'learner_streak', { p_tz: timeZone }, StreakSchema, 'dashboard.streak')
}

/**
 * Words of `language` known at the end of each of the last `days` days, oldest first.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export function getWordsKnownHistory(
  client: SupabaseClient,
  language: string | null,
  timeZone: string,
  days: number,
): Promise<KnownWordsDay[]> {
  return call(
    client,
    'learner_words_known_history',
    { p_language: language, p_tz: timeZone, p_days: days },
    v.array(KnownWordsDaySchema),
    'dashboard.wordsKnownHistory',
  )
}

/**
 * The daily goal and what today brought.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export function getDailyGoal(client: SupabaseClient, timeZone: string): Promise<DailyGoal> {
  return call(client, 'learner_daily_goal', { p_tz: timeZone }, DailyGoalSchema, 'dashboard.goal')
}

/**
 * The unfinished text the learner read last and where they stopped, or `null`.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export function getContinueReading(client: SupabaseClient): Promise<ContinueReading | null> {
  return call(
    client,
    'learner_continue_reading',
    {},
    v.nullable(ContinueReadingSchema),
    'dashboard.continue',
  )
}

/**
 * The most recently finished story whose test the learner has not taken, or `null`.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export function getNextTest(client: SupabaseClient): Promise<NextTest | null> {
  return call(client, 'learner_next_test', {}, v.nullable(NextTestSchema), 'dashboard.nextTest')
}

/**
 * Counts for a staff account's dashboard.
 *
 * @throws AppError 403 for a learner, else the HTTP status of a failed call
 */
export function getStaffOverview(client: SupabaseClient, timeZone: string): Promise<StaffOverview> {
  return call(
    client,
    'staff_overview',
    { p_tz: timeZone },
    StaffOverviewSchema,
    'dashboard.staffOverview',
  )
}

/** A learner's daily goal as chosen in settings. */
export const ReadingGoalSchema = v.pipe(
  v.object({
    kind: v.picklist(READING_GOAL_KINDS),
    target: v.pipe(v.number(), v.integer()),
  }),
  v.check(
    (goal) =>
      goal.target >= READING_GOAL_RANGES[goal.kind].min &&
      goal.target <= READING_GOAL_RANGES[goal.kind].max,
    'The goal is outside its range.',
  ),
)

/** A daily goal. */
export type ReadingGoal = v.InferOutput<typeof ReadingGoalSchema>

/**
 * The learner's chosen daily goal, or `null` when they have the default.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function getReadingGoal(
  client: SupabaseClient,
  userId: string,
): Promise<ReadingGoal | null> {
  const { data, error, status } = await client
    .from('reading_goals')
    .select('kind,target')
    .eq('user_id', userId)
    .maybeSingle()
  if (error) throw failed(error, status, 'readingGoals.get')
  return data === null ? null : parseWith(ReadingGoalSchema, data, 'readingGoals.get')
}

/**
 * Saves the learner's daily goal (server-side, so every device shows the same).
 *
 * @throws AppError `INVALID_FORMAT` for a goal outside its range (before any request), else the
 *   HTTP status of a failed call
 */
export async function setReadingGoal(
  client: SupabaseClient,
  userId: string,
  goal: ReadingGoal,
): Promise<void> {
  const parsed = parseWith(ReadingGoalSchema, goal, 'readingGoals.set', 'INVALID_FORMAT')
  const { error, status } = await client
    .from('reading_goals')
    .upsert({ user_id: userId, ...parsed }, { onConflict: 'user_id' })
  if (error) throw failed(error, status, 'readingGoals.set')
}
