/**
 * What the generate-story function needs to serve the Fabula library honestly: the stories a
 * learner already has (so none is served twice) and the refusal of a request the provider cannot
 * serve, answered before anything is stored or counted against the hourly limit.
 */
import type { ProviderRefusal, StoryProvider } from '../types'
import type { Rest } from './rest'
import type { StoryRequestParameters } from './schemas'

const PAGE = 1000
/** Far above any learner's story count; a bound, so a broken backend cannot loop forever. */
const MAX_STORIES = 100_000

/**
 * The source ids (library story ids) of the learner's stories, read with the learner's own JWT
 * (RLS: their rows only), page by page.
 *
 * @param rest - PostgREST client acting as the learner.
 * @param userId - The learner.
 * @returns Distinct source ids.
 */
async function loadReadSourceIds(rest: Rest, userId: string): Promise<string[]> {
  const ids = new Set<string>()
  for (let offset = 0; offset < MAX_STORIES; offset += PAGE) {
    const rows = await rest.select<{ source_id: string | null }>('stories', {
      select: 'source_id',
      user_id: `eq.${userId}`,
      source_id: 'not.is.null',
      order: 'id.asc',
      limit: String(PAGE),
      offset: String(offset),
    })
    for (const row of rows) if (row.source_id) ids.add(row.source_id)
    if (rows.length < PAGE) break
  }
  return [...ids]
}

/** What the handler hands to the pipeline and the refusal, if any. */
export interface LibraryPrecheck {
  /** The learner's source ids; empty for providers that write (they never repeat). */
  readSourceIds: string[]
  /** Why the provider cannot serve this request, or `null`. */
  refusal: ProviderRefusal | null
}

/**
 * Runs the provider's own check (the library's: a language without stories, nothing unread near
 * the level) with the learner's read stories. Providers without a check cost no query.
 *
 * @param rest - PostgREST client acting as the learner.
 * @param userId - The learner.
 * @param provider - The configured provider.
 * @param parameters - The resolved request.
 * @returns Read source ids and the refusal.
 */
export async function precheckRequest(
  rest: Rest,
  userId: string,
  provider: StoryProvider,
  parameters: Pick<StoryRequestParameters, 'language' | 'level'>,
): Promise<LibraryPrecheck> {
  if (!provider.checkRequest) return { readSourceIds: [], refusal: null }
  const readSourceIds = await loadReadSourceIds(rest, userId)
  const refusal = provider.checkRequest({
    language: parameters.language,
    level: parameters.level,
    readSourceIds,
  })
  return { readSourceIds, refusal }
}
