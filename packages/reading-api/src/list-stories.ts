import type { SupabaseClient } from '@supabase/supabase-js'
import { failed, parseWith } from './parse.js'
import { STORY_SUMMARY_COLUMNS, StorySummarySchema, type Page, type StorySummary } from './rows.js'
import * as v from 'valibot'
import type { LIBRARY_READ_FILTERS, LIBRARY_SORTS } from './constants.js'

/** What one library page asks for. Every list is the caller's own: `userId` is required. */
export interface StoryListQuery {
  /** The signed-in learner; staff, whom row-level security lets read more, still see only theirs. */
  userId: string
  /** 1-based page. */
  page: number
  pageSize: number
  levels?: readonly string[]
  genres?: readonly string[]
  language?: string | undefined
  read?: (typeof LIBRARY_READ_FILTERS)[number]
  /** Words of the title, matched case-insensitively. */
  search?: string
  sort?: (typeof LIBRARY_SORTS)[number]
}

// LIKE's own wildcards in the learner's text are escaped. PostgREST reads every `*` as `%` and
// has no escape for it, so a literal `*` matches any one character instead.
function ilikePattern(text: string): string {
  return `*${text.replace(/[\\%_]/g, (c) => `\\${c}`).replaceAll('*', '_')}*`
}

/** The library view filtered by `query` (everything but sort and paging). */
function libraryQuery(
  client: SupabaseClient,
  query: StoryListQuery,
  columns: string,
  options: { count: 'exact'; head?: boolean },
) {
  let request = client.from('story_library').select(columns, options).eq('user_id', query.userId)
  if (query.levels?.length) request = request.in('level', [...query.levels])
  if (query.genres?.length) request = request.in('genre', [...query.genres])
  if (query.language) request = request.eq('language', query.language)
  if (query.read === 'read') request = request.not('finished_at', 'is', null)
  if (query.read === 'unread') request = request.is('finished_at', null)
  const search = query.search?.trim()
  if (search) request = request.ilike('title', ilikePattern(search))
  return request
}

async function countStories(client: SupabaseClient, query: StoryListQuery): Promise<number> {
  const { error, status, count } = await libraryQuery(client, query, 'id', {
    count: 'exact',
    head: true,
  })
  if (error) throw failed(error, status, 'stories.count')
  return count ?? 0
}

/**
 * One page of the learner's library, filtered, sorted and counted on the server
 * (`public.story_library`, `.range()` + `count: 'exact'`).
 *
 * @throws AppError carrying the HTTP status of a failed call, or `DATA_CORRUPTION` for bad rows
 */
export async function listStories(
  client: SupabaseClient,
  query: StoryListQuery,
): Promise<Page<StorySummary>> {
  const from = (query.page - 1) * query.pageSize
  let request = libraryQuery(client, query, STORY_SUMMARY_COLUMNS, { count: 'exact' })
  const sort = query.sort ?? 'newest'
  if (sort === 'title') request = request.order('title', { ascending: true })
  else if (sort === 'known') request = request.order('coverage', { ascending: false })
  request = request
    .order('created_at', { ascending: sort === 'oldest' })
    .order('id', { ascending: true })
  const { data, error, status, count } = await request.range(from, from + query.pageSize - 1)
  // A page past the end answers 416: an empty page of a shorter list, not a failure.
  if (error && status === 416) return { rows: [], total: await countStories(client, query) }
  if (error) throw failed(error, status, 'stories.list')
  return {
    rows: parseWith(v.array(StorySummarySchema), data, 'stories.list'),
    total: count ?? 0,
  }
}
