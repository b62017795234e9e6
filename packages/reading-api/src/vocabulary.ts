import { AppError } from '@fabula/errors'
import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { failed, parseWith } from './parse.js'
import { VOCABULARY_COLUMNS, VocabularyItemSchema, type Page, type VocabularyItem } from './rows.js'
import {
  VocabularyImportRowSchema,
  importProblems,
  type ImportProblem,
  type VocabularyImportRow,
} from './vocabulary-rules.js'
import type { VocabularyKind, VocabularySort, WordStatusValue } from './constants.js'

/** Most rows an export reads. */
export const EXPORT_LIMIT = 50_000
/** Most rows one import may hold (the database refuses more). */
export const IMPORT_LIMIT = 5_000
/** PostgREST serves at most this many rows a page. */
const PAGE = 1000

/** What a vocabulary page asks for. Every list is the caller's own: `userId` is required. */
export interface VocabularyQuery {
  userId: string
  /** 1-based page. */
  page: number
  pageSize: number
  statuses?: readonly WordStatusValue[]
  kinds?: readonly VocabularyKind[]
  language?: string | undefined
  /** Only items added at or after this time (ISO 8601). */
  addedFrom?: string | undefined
  /** Words of the term, the form or the meaning, matched case-insensitively. */
  search?: string
  sort?: VocabularySort
}

// The search goes into an `or=(…)` logic tree as a quoted value; characters with a meaning there
// or in LIKE become `_` (any one character), so a search never breaks the query.
function searchPattern(text: string): string {
  return `"*${text.replace(/["\\,()%_*]/g, '_')}*"`
}

function vocabularyQuery(
  client: SupabaseClient,
  query: Omit<VocabularyQuery, 'page' | 'pageSize'>,
  columns: string,
  options: { count?: 'exact'; head?: boolean } = {},
) {
  let request = client.from('vocabulary_items').select(columns, options).eq('user_id', query.userId)
  if (query.statuses?.length) request = request.in('status', [...query.statuses])
  if (query.kinds?.length) request = request.in('kind', [...query.kinds])
  if (query.language) request = request.eq('language', query.language)
  if (query.addedFrom) request = request.gte('created_at', query.addedFrom)
  const search = query.search?.trim()
  if (search) {
    const pattern = searchPattern(search)
    request = request.or(`term.ilike.${pattern},text.ilike.${pattern},meaning.ilike.${pattern}`)
  }
  return request
}

function sorted<Q extends { order: (column: string, options: { ascending: boolean }) => Q }>(
  request: Q,
  sort: VocabularySort,
): Q {
  if (sort === 'term') request = request.order('term', { ascending: true })
  else if (sort === 'updated') request = request.order('updated_at', { ascending: false })
  return request
    .order('created_at', { ascending: sort === 'oldest' })
    .order('id', { ascending: true })
}

/**
 * One page of the learner's words and phrases, filtered, sorted and counted on the server
 * (`public.vocabulary_items`, `.range()` + `count: 'exact'`). A page past the end is an empty
 * page with the real total.
 *
 * @throws AppError carrying the HTTP status of a failed call, or `DATA_CORRUPTION` for bad rows
 */
export async function listVocabulary(
  client: SupabaseClient,
  query: VocabularyQuery,
): Promise<Page<VocabularyItem>> {
  const from = (query.page - 1) * query.pageSize
  const request = sorted(
    vocabularyQuery(client, query, VOCABULARY_COLUMNS, { count: 'exact' }),
    query.sort ?? 'newest',
  )
  const { data, error, status, count } = await request.range(from, from + query.pageSize - 1)
  if (error && status === 416) {
    const head = await vocabularyQuery(client, query, 'id', { count: 'exact', head: true })
    if (head.error) throw failed(head.error, head.status, 'vocabulary.count')
    return { rows: [], total: head.count ?? 0 }
  }
  if (error) throw failed(error, status, 'vocabulary.list')
  return {
    rows: parseWith(v.array(VocabularyItemSchema), data, 'vocabulary.list'),
    total: count ?? 0,
  }
}

/**
 * Every item matching the filters (no paging), for export; at most {@link EXPORT_LIMIT}.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function listAllVocabulary(
  client: SupabaseClient,
  query: Omit<VocabularyQuery, 'page' | 'pageSize'>,
): Promise<VocabularyItem[]> {
  const items: VocabularyItem[] = []
  for (let from = 0; from < EXPORT_LIMIT; from += PAGE) {
    const { data, error, status } = await sorted(
      vocabularyQuery(client, query, VOCABULARY_COLUMNS),
      query.sort ?? 'term',
    ).range(from, from + PAGE - 1)
    if (error && status === 416) return items
    if (error) throw failed(error, status, 'vocabulary.export')
    const rows = parseWith(v.array(VocabularyItemSchema), data, 'vocabulary.export')
    items.push(...rows)
    if (rows.length < PAGE) return items
  }
  return items
}

/** Which word or phrase a bulk action names. */
export interface VocabularyKey {
  kind: VocabularyKind
  language: string
  term: string
}

/**
 * Gives many of the learner's words and phrases one status, in one transaction
 * (`set_vocabulary_status()`).
 *
 * @returns How many items changed.
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function setVocabularyStatus(
  client: SupabaseClient,
  items: readonly VocabularyKey[],
  status: WordStatusValue,
): Promise<number> {
  if (items.length === 0) return 0
  const result = await client.rpc('set_vocabulary_status', {
    p_items: items.map(({ kind, language, term }) => ({ kind, language, term })),
    p_status: status,
  })
  if (result.error) throw failed(result.error, result.status, 'vocabulary.setStatus')
  return typeof result.data === 'number' ? result.data : 0
}

const ServerProblemsSchema = v.array(
  v.object({ line: v.nullable(v.number()), field: v.string(), code: v.string() }),
)

function importRefused(problems: ImportProblem[], message: string): AppError {
  return new AppError('INVALID_FORMAT', {
    message,
    context: { operation: 'vocabulary.import', problems },
  })
}

/**
 * Imports words and phrases, all or nothing (`import_vocabulary()`). Every row is checked in the
 * browser first and again by the database; when any line is bad nothing is written and the
 * promise rejects with `INVALID_FORMAT` whose `context.problems` lists every bad field with its
 * line (`{ line, field }`).
 *
 * @returns How many rows were imported.
 * @throws AppError `INVALID_FORMAT` with `context.problems`; otherwise the call's HTTP status
 */
export async function importVocabulary(
  client: SupabaseClient,
  rows: readonly VocabularyImportRow[],
): Promise<number> {
  const local = importProblems(rows)
  if (local.length > 0) throw importRefused(local, 'The import has bad lines')
  if (rows.length > IMPORT_LIMIT) {
    throw importRefused([{ line: IMPORT_LIMIT + 2, field: 'row' }], 'The import is too long')
  }
  const body = rows.map((row) => v.parse(VocabularyImportRowSchema, row))
  const { data, error, status } = await client.rpc('import_vocabulary', { p_rows: body })
  if (error) {
    const details = v.safeParse(
      ServerProblemsSchema,
      (() => {
        try {
          return JSON.parse(error.details ?? '')
        } catch {
          return null
        }
      })(),
    )
    if (status === 400 && details.success) {
      throw importRefused(
        details.output.map((p) => ({ line: p.line ?? 0, field: p.field })),
        error.message,
      )
    }
    throw failed(error, status, 'vocabulary.import')
  }
  return typeof data === 'number' ? data : 0
}
