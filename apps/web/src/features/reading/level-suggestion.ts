import { CEFR_LEVELS } from '@fabula/reading'
import { useProfile } from '@fabula/profile-api/react'
import type { TestHistoryEntry } from '@fabula/reading-api'
import { useTestHistory } from '@fabula/reading-api/react'
import { useAccount, useServices } from '@/app/app-context'
import { readCountedFrom } from './suggestion-memory'

/** How many recent tests a suggestion looks at, and how many it needs. */
const SUGGESTION_WINDOW = 5
const MIN_TESTS = 3
const STEP_UP = 0.9
const STEP_DOWN = 0.5

/** A level the learner may switch to in settings. */
export interface LevelSuggestion {
  level: string
  subLevel: number
  direction: 'up' | 'down'
  /** Mean score of the tests it is based on (0..1). */
  average: number
  tests: number
}

/** One sub-level up or down (A1.1 … C2.3); `null` past either end. */
export function stepLevel(level: string, subLevel: number, step: 1 | -1) {
  const position = CEFR_LEVELS.indexOf(level as 'A1') * 3 + (subLevel - 1) + step
  if (position < 0 || position >= CEFR_LEVELS.length * 3) return null
  return { level: CEFR_LEVELS[Math.floor(position / 3)] ?? 'A1', subLevel: (position % 3) + 1 }
}

/**
 * Suggests a level from the recent tests: a mean of 90 % or more over at least three tests
 * suggests one sub-level up, under 50 % one sub-level down; otherwise nothing.
 */
export function suggestLevel(
  history: readonly TestHistoryEntry[],
  level: string | null | undefined,
  subLevel: number | null | undefined,
): LevelSuggestion | null {
  if (!level || !subLevel) return null
  const recent = history.slice(-SUGGESTION_WINDOW)
  if (recent.length < MIN_TESTS) return null
  const average = recent.reduce((sum, e) => sum + e.score / e.total, 0) / recent.length
  const direction = average >= STEP_UP ? 'up' : average < STEP_DOWN ? 'down' : null
  if (!direction) return null
  const next = stepLevel(level, subLevel, direction === 'up' ? 1 : -1)
  return next ? { ...next, direction, average, tests: recent.length } : null
}

/**
 * The tests a suggestion for `language` may count: those in that language (a level is per
 * language, so tests in one never suggest a level in another — issue 15) taken after `since`
 * (the last accepted suggestion, whose tests were at the old level).
 */
export function testsCountingFor(
  history: readonly TestHistoryEntry[],
  language: string | null | undefined,
  since: number | null,
): TestHistoryEntry[] {
  return history.filter(
    (entry) =>
      language != null &&
      entry.language === language &&
      (since === null || Date.parse(entry.createdAt) > since),
  )
}

/**
 * The signed-in learner's level suggestion from their test history in their target language
 * (for the tests page and the settings page, where the learner can accept it).
 */
export function useLevelSuggestion(): LevelSuggestion | null {
  const { userId } = useAccount()
  const { profiles, reading } = useServices()
  const { data: profile } = useProfile(profiles, userId)
  const { data: history } = useTestHistory(reading, userId)
  // Tests taken before an accepted suggestion were at the old level and must not count again.
  const countedFrom = readCountedFrom(userId)
  const since = countedFrom === null ? null : Date.parse(countedFrom)
  const recent = testsCountingFor(history ?? [], profile?.tl, since)
  return suggestLevel(recent, profile?.lang_lvl, profile?.lang_sub_lvl)
}
