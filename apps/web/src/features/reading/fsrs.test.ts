import { describe, expect, it } from 'vitest'
import { Rating } from 'ts-fsrs'
import { KNOWN_AFTER_DAYS, gradeCard, nextDueByGrade, statusAfterReview } from './fsrs'

const NOW = new Date('2026-03-01T09:00:00Z')
const DAY = 86_400_000

/** A new card as the database makes it (due at once). */
const fresh = {
  due: NOW.toISOString(),
  stability: 0,
  difficulty: 0,
  elapsed_days: 0,
  scheduled_days: 0,
  learning_steps: 0,
  reps: 0,
  lapses: 0,
  state: 0 as const,
  last_review: null,
}

describe('FSRS scheduling through ts-fsrs', () => {
  it('brings a new card back sooner for a worse grade', () => {
    const due = nextDueByGrade(fresh, NOW)
    expect(due[Rating.Again].getTime()).toBeLessThan(due[Rating.Hard].getTime())
    expect(due[Rating.Hard].getTime()).toBeLessThan(due[Rating.Good].getTime())
    expect(due[Rating.Good].getTime()).toBeLessThan(due[Rating.Easy].getTime())
    // Again on a new card: minutes, not days (a learning step).
    expect(due[Rating.Again].getTime() - NOW.getTime()).toBeLessThan(DAY)
  })

  it('logs the card as it was and returns its next state for storage', () => {
    const graded = gradeCard(fresh, Rating.Good, NOW)
    expect(graded.log).toMatchObject({ rating: Rating.Good, state: 0, review: NOW.toISOString() })
    expect(graded.card.reps).toBe(1)
    expect(graded.card.last_review).toBe(NOW.toISOString())
    expect(new Date(graded.card.due).getTime()).toBeGreaterThan(NOW.getTime())
    expect(graded.status).toBeUndefined()
  })

  it('grows the interval with each good recall until the word becomes known', () => {
    let row: Parameters<typeof gradeCard>[0] = fresh
    let now = NOW
    const intervals: number[] = []
    let status: string | undefined
    for (let review = 0; review < 12 && !status; review += 1) {
      const graded = gradeCard(row, Rating.Good, now)
      intervals.push(graded.card.scheduled_days)
      status = graded.status
      row = graded.card
      now = new Date(graded.card.due)
    }
    expect(status).toBe('known')
    const last = intervals.at(-1)!
    expect(last).toBeGreaterThanOrEqual(KNOWN_AFTER_DAYS)
    // Review intervals never shrink under steady good recall.
    const reviews = intervals.filter((days) => days > 0)
    expect(reviews).toEqual([...reviews].sort((a, b) => a - b))
  })

  it('counts a lapse and keeps the word learning when it is forgotten', () => {
    let row: Parameters<typeof gradeCard>[0] = fresh
    let now = NOW
    for (let review = 0; review < 3; review += 1) {
      const graded = gradeCard(row, Rating.Good, now)
      row = graded.card
      now = new Date(graded.card.due)
    }
    const forgotten = gradeCard(row, Rating.Again, now)
    expect(forgotten.card.lapses).toBe(1)
    expect(forgotten.status).toBeUndefined()
    expect(new Date(forgotten.card.due).getTime() - now.getTime()).toBeLessThan(DAY)
  })

  it('makes a word known only for a good or easy recall with a long next interval', () => {
    const far = { scheduled_days: KNOWN_AFTER_DAYS } as Parameters<typeof statusAfterReview>[1]
    const near = { scheduled_days: KNOWN_AFTER_DAYS - 1 } as Parameters<typeof statusAfterReview>[1]
    expect(statusAfterReview(Rating.Easy, far)).toBe('known')
    expect(statusAfterReview(Rating.Good, far)).toBe('known')
    expect(statusAfterReview(Rating.Hard, far)).toBeUndefined()
    expect(statusAfterReview(Rating.Good, near)).toBeUndefined()
  })
})
