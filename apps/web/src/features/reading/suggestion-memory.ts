import * as v from 'valibot'
import type { LevelSuggestion } from '@/features/reading/level-suggestion'

/** localStorage key of the level suggestions the learner has dismissed. */
export const DISMISSED_SUGGESTIONS_KEY = 'fabula-dismissed-level-suggestions'

// A handful is plenty: once the level changes, older suggestions can no longer come back.
const MAX_REMEMBERED = 20

const DismissedSchema = v.array(v.pipe(v.string(), v.maxLength(40)))

/**
 * Identifies one suggestion: the level it starts from and the one it proposes, so dismissing
 * "B1.2 → B1.3" does not hide a later "B1.3 → C1.1".
 */
export function suggestionId(
  from: { level: string | null; subLevel: number | null },
  to: Pick<LevelSuggestion, 'level' | 'subLevel'>,
): string {
  return `${from.level ?? '-'}.${from.subLevel ?? '-'}>${to.level}.${to.subLevel}`
}

/** The dismissed ids; anything unreadable or malformed counts as none dismissed. */
export function readDismissedSuggestions(storage: Storage = localStorage): readonly string[] {
  try {
    const raw = storage.getItem(DISMISSED_SUGGESTIONS_KEY)
    if (raw === null) return []
    const parsed = v.safeParse(DismissedSchema, JSON.parse(raw))
    return parsed.success ? parsed.output : []
  } catch {
    return []
  }
}

/** Remembers a dismissal; a full or blocked storage only means it may be shown again. */
export function dismissSuggestion(id: string, storage: Storage = localStorage): void {
  const next = [...readDismissedSuggestions(storage).filter((known) => known !== id), id]
  try {
    storage.setItem(DISMISSED_SUGGESTIONS_KEY, JSON.stringify(next.slice(-MAX_REMEMBERED)))
  } catch {
    // Private mode or quota: the card simply comes back on the next visit.
  }
}

/** localStorage key of when each learner last accepted a suggestion (newest test it used). */
export const ACCEPTED_SUGGESTIONS_KEY = 'fabula-accepted-level-suggestions'

const AcceptedSchema = v.record(
  v.pipe(v.string(), v.maxLength(64)),
  v.pipe(
    v.string(),
    v.maxLength(40),
    v.check((value) => !Number.isNaN(Date.parse(value))),
  ),
)

function readAccepted(storage: Storage): Record<string, string> {
  try {
    const raw = storage.getItem(ACCEPTED_SUGGESTIONS_KEY)
    if (raw === null) return {}
    const parsed = v.safeParse(AcceptedSchema, JSON.parse(raw))
    return parsed.success ? parsed.output : {}
  } catch {
    return {}
  }
}

/**
 * When the learner's suggestions start counting: tests up to the one an accepted suggestion was
 * based on were taken at the old level, so they must not push the new level straight on again.
 */
export function readCountedFrom(userId: string, storage: Storage = localStorage): string | null {
  return readAccepted(storage)[userId] ?? null
}

/** Remembers the newest test an accepted suggestion used; later suggestions start after it. */
export function rememberAccepted(
  userId: string,
  newestTestAt: string,
  storage: Storage = localStorage,
): void {
  try {
    storage.setItem(
      ACCEPTED_SUGGESTIONS_KEY,
      JSON.stringify({ ...readAccepted(storage), [userId]: newestTestAt }),
    )
  } catch {
    // Without storage the old tests may suggest again; the learner can still dismiss it.
  }
}
