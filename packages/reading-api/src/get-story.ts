import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { failed, parseWith } from './parse.js'
import { STORY_COLUMNS, StorySchema, type Story } from './rows.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether `id` can name a row at all (anything else is "not found" without a round trip). */
export function isUuid(id: string): boolean {
  return UUID.test(id)
}

/**
 * One of the learner's stories, or `null` when it does not exist or is someone else's.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function getStory(
  client: SupabaseClient,
  userId: string,
  id: string,
): Promise<Story | null> {
  if (!isUuid(id)) return null
  const { data, error, status } = await client
    .from('stories')
    .select(STORY_COLUMNS)
    .eq('id', id)
    .eq('user_id', userId)
    .maybeSingle()
  if (error) throw failed(error, status, 'stories.get')
  return data === null ? null : parseWith(StorySchema, data, 'stories.get')
}

/** What {@link listRecentStories} asks for. */
export interface RecentStoriesQuery {
  userId: string
  /** Only stories in this language. */
  language?: string | undefined
  /** At most this many, newest first. */
  limit: number
}

/**
 * The learner's newest stories in full (text and glossary), for what is built from them in the
 * browser: vocabulary tests, the comprehension test picker. Imported texts are left out: they
 * have no questions and no glossary.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function listRecentStories(
  client: SupabaseClient,
  query: RecentStoriesQuery,
): Promise<Story[]> {
  let request = client
    .from('stories')
    .select(STORY_COLUMNS)
    .eq('user_id', query.userId)
    .neq('provider', 'import')
  if (query.language) request = request.eq('language', query.language)
  const { data, error, status } = await request
    .order('created_at', { ascending: false })
    .limit(query.limit)
  if (error) throw failed(error, status, 'stories.recent')
  return parseWith(v.array(StorySchema), data, 'stories.recent')
}
