import type { ReviewCard, ReviewInput, WordStatusValue } from '@fabula/reading-api'
import { Rating, createEmptyCard, fsrs, type Card, type Grade } from 'ts-fsrs'

/** The four grades, as the review keys 1–4 give them. */
export const GRADES = [Rating.Again, Rating.Hard, Rating.Good, Rating.Easy] as const

/** A word whose next review is at least this many days away after a good recall is known. */
export const KNOWN_AFTER_DAYS = 21

// FSRS with its published default weights and 90 % target retention; fuzz off, so the interval a
// button shows is the interval the learner gets.
const scheduler = fsrs({ enable_fuzz: false })

/** The ts-fsrs card of a queued card (the database stores its fields one to one). */
export function cardOf(
  row: Pick<
    ReviewCard,
    | 'due'
    | 'stability'
    | 'difficulty'
    | 'elapsed_days'
    | 'scheduled_days'
    | 'learning_steps'
    | 'reps'
    | 'lapses'
    | 'state'
    | 'last_review'
  >,
): Card {
  return {
    ...createEmptyCard(new Date(row.due)),
    due: new Date(row.due),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsed_days,
    scheduled_days: row.scheduled_days,
    learning_steps: row.learning_steps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state,
    ...(row.last_review ? { last_review: new Date(row.last_review) } : {}),
  }
}

/**
 * The status a review earns: a good or easy recall that puts the next review
 * {@link KNOWN_AFTER_DAYS} or more days away makes the word known (it leaves the review);
 * anything else keeps it learning (`undefined`: unchanged).
 */
export function statusAfterReview(rating: Grade, next: Card): WordStatusValue | undefined {
  return rating >= Rating.Good && next.scheduled_days >= KNOWN_AFTER_DAYS ? 'known' : undefined
}

/** A graded card: what to store, and the status it earned. */
export type GradedReview = Omit<ReviewInput, 'cardId' | 'mode'>

/**
 * Grades a card with ts-fsrs: its next state, the review log entry and the status it earned,
 * as {@link ReviewInput} wants them (dates as ISO strings).
 */
export function gradeCard(
  row: Parameters<typeof cardOf>[0],
  rating: Grade,
  now: Date,
): GradedReview {
  const { card, log } = scheduler.next(cardOf(row), now, rating)
  const status = statusAfterReview(rating, card)
  return {
    card: {
      due: card.due.toISOString(),
      stability: card.stability,
      difficulty: card.difficulty,
      elapsed_days: card.elapsed_days,
      scheduled_days: card.scheduled_days,
      learning_steps: card.learning_steps,
      reps: card.reps,
      lapses: card.lapses,
      state: card.state,
      last_review: card.last_review ? card.last_review.toISOString() : null,
    },
    log: {
      rating: log.rating as Grade,
      state: log.state,
      due: log.due.toISOString(),
      stability: log.stability,
      difficulty: log.difficulty,
      elapsed_days: log.elapsed_days,
      last_elapsed_days: log.last_elapsed_days,
      scheduled_days: log.scheduled_days,
      learning_steps: log.learning_steps,
      review: log.review.toISOString(),
    },
    ...(status ? { status } : {}),
  }
}

/** When each grade would bring the card back, for the grade buttons. */
export function nextDueByGrade(row: Parameters<typeof cardOf>[0], now: Date): Record<Grade, Date> {
  const preview = scheduler.repeat(cardOf(row), now)
  return {
    [Rating.Again]: preview[Rating.Again].card.due,
    [Rating.Hard]: preview[Rating.Hard].card.due,
    [Rating.Good]: preview[Rating.Good].card.due,
    [Rating.Easy]: preview[Rating.Easy].card.due,
  } as Record<Grade, Date>
}
