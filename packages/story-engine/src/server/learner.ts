/**
 * What the function reads about the learner, as the learner (RLS: their own rows only): the
 * profile fields a request resolves from, and the word statuses the pipeline levels against.
 */
import type { WordStatus } from '@fabula/reading'
import * as v from 'valibot'
import type { Rest } from './rest'
import { ProfileRowSchema } from './schemas'

const WORD_STATUS_PAGE = 1000
/** PostgREST caps a page at 1,000 rows; a learner's statuses beyond this are not read. */
const MAX_WORD_STATUSES = 50_000

/** The profile a request needs: both languages set. */
interface LearnerProfile {
  nl: NonNullable<v.InferOutput<typeof ProfileRowSchema>['nl']>
  tl: NonNullable<v.InferOutput<typeof ProfileRowSchema>['tl']>
  lang_lvl: v.InferOutput<typeof ProfileRowSchema>['lang_lvl']
  lang_sub_lvl: v.InferOutput<typeof ProfileRowSchema>['lang_sub_lvl']
}

/**
 * The learner's profile, or `undefined` while it lacks a native or target language (or is
 * missing, or holds values this function does not know).
 */
export async function loadLearnerProfile(
  rest: Rest,
  userId: string,
): Promise<LearnerProfile | undefined> {
  const rows = await rest.select('profiles', {
    user_id: `eq.${userId}`,
    select: 'nl,tl,lang_lvl,lang_sub_lvl',
  })
  const parsed = rows[0] === undefined ? undefined : v.safeParse(ProfileRowSchema, rows[0])
  if (!parsed?.success) return undefined
  const { nl, tl, lang_lvl, lang_sub_lvl } = parsed.output
  return nl && tl ? { nl, tl, lang_lvl, lang_sub_lvl } : undefined
}

/** The learner's word statuses in one language, page by page. */
export async function loadWordStatuses(
  rest: Rest,
  userId: string,
  language: string,
): Promise<Map<string, WordStatus>> {
  const statuses = new Map<string, WordStatus>()
  for (let offset = 0; offset < MAX_WORD_STATUSES; offset += WORD_STATUS_PAGE) {
    const rows = await rest.select<{ word: string; status: WordStatus }>('word_statuses', {
      select: 'word,status',
      user_id: `eq.${userId}`,
      language: `eq.${language}`,
      order: 'word.asc',
      limit: String(WORD_STATUS_PAGE),
      offset: String(offset),
    })
    for (const row of rows) statuses.set(row.word, row.status)
    if (rows.length < WORD_STATUS_PAGE) break
  }
  return statuses
}
