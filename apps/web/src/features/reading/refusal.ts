import { functionRefusalOf } from '@fabula/reading-api'
import * as v from 'valibot'
import { formatDate, t } from '@/i18n/learner'
import { userMessageOf } from '@/lib/errors'
import { languageName } from '@/lib/language-name'

/** What the story form shows for a refused start, worded from the function's reason. */
export type StartRefusal =
  | { kind: 'message'; message: string }
  /** Nothing unread near the level: other levels to offer. */
  | { kind: 'levels'; message: string; choices: { level: string; label: string }[] }
  /** The library lacks the language and no provider is connected. */
  | { kind: 'language'; message: string; detail: string | null }
  | { kind: 'profile'; message: string }
  | { kind: 'active'; message: string; requestId: string }

const RateLimitSchema = v.object({
  limit: v.pipe(v.number(), v.integer(), v.minValue(1)),
  retry_after: v.pipe(v.number(), v.minValue(0)),
})
const ExhaustedSchema = v.object({
  language: v.string(),
  level: v.string(),
  choices: v.array(v.object({ level: v.string(), unread: v.number() })),
})
const LanguageMissingSchema = v.object({
  language: v.string(),
  languages: v.optional(v.array(v.string()), []),
})
const ActiveSchema = v.object({ request_id: v.string() })

/**
 * Words a refused generate-story call for the learner (issue 15): how many stories an hour and
 * when the next is possible; which levels still have unread library stories; which languages the
 * library has; that the profile is incomplete; that a story is already being written. Anything
 * else gets the catalogue's message for its code, never a generic one for a known reason.
 *
 * @param error - What `startStory` threw.
 * @param now - The clock, for "at 14:05".
 */
export function describeStartRefusal(error: unknown, now = Date.now()): StartRefusal {
  const refusal = functionRefusalOf(error)
  const fallback: StartRefusal = { kind: 'message', message: userMessageOf(error) }
  if (!refusal) return fallback
  const { reason, params } = refusal
  if (reason === 'rate_limited') {
    const parsed = v.safeParse(RateLimitSchema, params)
    if (!parsed.success) return fallback
    const seconds = parsed.output.retry_after
    return {
      kind: 'message',
      message: t('refusal.rateLimited', {
        limit: parsed.output.limit,
        minutes: Math.max(1, Math.ceil(seconds / 60)),
        time: formatDate(now + seconds * 1000, { timeStyle: 'short' }),
      }),
    }
  }
  if (reason === 'LIBRARY_EXHAUSTED') {
    const parsed = v.safeParse(ExhaustedSchema, params)
    if (!parsed.success) return fallback
    const language = languageName(parsed.output.language)
    if (parsed.output.choices.length === 0) {
      return { kind: 'message', message: t('refusal.libraryEmpty', { language }) }
    }
    return {
      kind: 'levels',
      message: t('refusal.libraryExhausted', { language, level: parsed.output.level }),
      choices: parsed.output.choices.map((choice) => ({
        level: choice.level,
        label: t('refusal.libraryChoice', { level: choice.level, count: choice.unread }),
      })),
    }
  }
  if (reason === 'LIBRARY_LANGUAGE_MISSING') {
    const parsed = v.safeParse(LanguageMissingSchema, params)
    if (!parsed.success) return fallback
    const available = parsed.output.languages.map((code) => languageName(code))
    return {
      kind: 'language',
      message: t('refusal.languageMissing', { language: languageName(parsed.output.language) }),
      detail:
        available.length > 0
          ? t('refusal.languagesAvailable', { languages: available.join(', ') })
          : null,
    }
  }
  if (reason === 'profile_incomplete') {
    return { kind: 'profile', message: t('refusal.profileIncomplete') }
  }
  if (reason === 'generation_active') {
    const parsed = v.safeParse(ActiveSchema, params)
    return parsed.success
      ? {
          kind: 'active',
          message: t('refusal.generationActive'),
          requestId: parsed.output.request_id,
        }
      : { kind: 'message', message: t('refusal.generationActive') }
  }
  if (reason === 'invalid_body') return { kind: 'message', message: t('refusal.invalid') }
  return fallback
}
