import type { SupabaseClient } from '@supabase/supabase-js'
import { AppError, codeFromHttpStatus } from '@fabula/errors'
import * as v from 'valibot'
import {
  QuestionSchema,
  STORY_COLUMNS,
  StoryRequestSchema,
  StorySchema,
  TestResultSchema,
} from './types'
import type {
  Answer,
  Question,
  ReadingEvent,
  StartStoryInput,
  Story,
  StoryRequest,
  TestHistoryEntry,
  TestResult,
  WordStatusValue,
} from './types'

const FUNCTION = 'generate-story'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Data access of the reading screens over supabase-js (RLS keeps every row the learner's own). */
export interface ReadingRepository {
  startStory: (input: StartStoryInput) => Promise<StoryRequest>
  /** `null` for an unknown id or another learner's request (the function answers 404 alike). */
  getRequest: (id: string) => Promise<StoryRequest | null>
  cancelRequest: (id: string) => Promise<void>
  getStory: (id: string) => Promise<Story | null>
  listStories: () => Promise<Story[]>
  listWordStatuses: (language: string) => Promise<Map<string, WordStatusValue>>
  setWordStatuses: (
    language: string,
    entries: readonly { word: string; status: WordStatusValue }[],
  ) => Promise<void>
  recordReadingEvent: (event: Omit<ReadingEvent, 'created_at'>) => Promise<void>
  listReadingEvents: () => Promise<ReadingEvent[]>
  getQuestions: (storyId: string) => Promise<Question[]>
  submitTest: (storyId: string, answers: readonly Answer[]) => Promise<TestResult>
  saveVocabularyResult: (result: {
    language: string
    kind: 'cloze' | 'meaning'
    score: number
    total: number
  }) => Promise<void>
  listTestHistory: () => Promise<TestHistoryEntry[]>
}

interface PostgrestLikeError {
  message: string
  code?: string
}

function fail(error: PostgrestLikeError, status?: number): never {
  const code = status ? codeFromHttpStatus(status) : 'SERVER_ERROR'
  throw new AppError(code, { message: error.message, cause: error })
}

/** The HTTP status of a supabase-js functions error, when it carries a response. */
function statusOf(error: unknown): number | undefined {
  const context = (error as { context?: unknown }).context
  return context instanceof Response ? context.status : undefined
}

async function functionError(error: unknown): Promise<never> {
  const context = (error as { context?: unknown }).context
  if (context instanceof Response) {
    const body = (await context
      .clone()
      .json()
      .catch(() => null)) as {
      error?: { code?: string; message?: string }
    } | null
    const message = body?.error?.message ?? context.statusText
    throw new AppError(codeFromHttpStatus(context.status), { message, cause: error })
  }
  throw error
}

/** Creates the reading repository over the app's supabase-js client. */
export function createReadingRepository(client: SupabaseClient): ReadingRepository {
  return {
    async startStory(input) {
      const { data, error } = await client.functions.invoke(FUNCTION, { body: input })
      if (error) return functionError(error)
      return v.parse(StoryRequestSchema, (data as { request: unknown }).request)
    },
    async getRequest(id) {
      if (!UUID.test(id)) return null
      const { data, error } = await client.functions.invoke(
        `${FUNCTION}?request=${encodeURIComponent(id)}`,
        { method: 'GET' },
      )
      if (error) {
        const status = statusOf(error)
        if (status === 404 || status === 400) return null
        return functionError(error)
      }
      return v.parse(StoryRequestSchema, (data as { request: unknown }).request)
    },
    async cancelRequest(id) {
      const { error } = await client.functions.invoke(FUNCTION, {
        body: { action: 'cancel', request_id: id },
      })
      // Already finished (409): nothing left to cancel.
      if (error && statusOf(error) !== 409) await functionError(error)
    },
    async getStory(id) {
      if (!UUID.test(id)) return null
      const { data, error, status } = await client
        .from('stories')
        .select(STORY_COLUMNS)
        .eq('id', id)
        .maybeSingle()
      if (error) fail(error, status)
      return data ? v.parse(StorySchema, data) : null
    },
    async listStories() {
      const { data, error, status } = await client
        .from('stories')
        .select(STORY_COLUMNS)
        .order('created_at', { ascending: false })
        .limit(500)
      if (error) fail(error, status)
      return v.parse(v.array(StorySchema), data)
    },
    async listWordStatuses(language) {
      const statuses = new Map<string, WordStatusValue>()
      const PAGE = 1000
      for (let from = 0; ; from += PAGE) {
        const { data, error, status } = await client
          .from('word_statuses')
          .select('word,status')
          .eq('language', language)
          .order('word')
          .range(from, from + PAGE - 1)
        if (error) fail(error, status)
        const rows = data as { word: string; status: WordStatusValue }[]
        for (const row of rows) statuses.set(row.word, row.status)
        if (rows.length < PAGE) return statuses
      }
    },
    async setWordStatuses(language, entries) {
      if (entries.length === 0) return
      const { error, status } = await client.from('word_statuses').upsert(
        entries.map((entry) => ({ language, word: entry.word, status: entry.status })),
        { onConflict: 'user_id,language,word' },
      )
      if (error) fail(error, status)
    },
    async recordReadingEvent(event) {
      const { error, status } = await client.from('reading_events').insert(event)
      if (error) fail(error, status)
    },
    async listReadingEvents() {
      const { data, error, status } = await client
        .from('reading_events')
        .select('story_id,kind,seconds_read,position,created_at')
        .order('created_at', { ascending: false })
        .limit(2000)
      if (error) fail(error, status)
      return data as ReadingEvent[]
    },
    async getQuestions(storyId) {
      const { data, error, status } = await client
        .from('story_questions')
        .select('position,kind,prompt,options')
        .eq('story_id', storyId)
        .order('position')
      if (error) fail(error, status)
      return v.parse(v.array(QuestionSchema), data)
    },
    async submitTest(storyId, answers) {
      const { data, error, status } = await client.rpc('submit_story_test', {
        p_story_id: storyId,
        p_answers: answers,
      })
      if (error) fail(error, status)
      return v.parse(TestResultSchema, data)
    },
    async saveVocabularyResult(result) {
      const { error, status } = await client.from('vocabulary_test_results').insert(result)
      if (error) fail(error, status)
    },
    async listTestHistory() {
      const [comprehension, vocabulary] = await Promise.all([
        client
          .from('story_test_attempts')
          .select('id,story_id,score,total,created_at')
          .order('created_at', { ascending: false })
          .limit(200),
        client
          .from('vocabulary_test_results')
          .select('id,kind,score,total,created_at')
          .order('created_at', { ascending: false })
          .limit(200),
      ])
      if (comprehension.error) fail(comprehension.error, comprehension.status)
      if (vocabulary.error) fail(vocabulary.error, vocabulary.status)
      const entries: TestHistoryEntry[] = [
        ...(
          comprehension.data as {
            id: string
            story_id: string
            score: number
            total: number
            created_at: string
          }[]
        ).map((row) => ({
          id: row.id,
          kind: 'comprehension' as const,
          storyId: row.story_id,
          score: row.score,
          total: row.total,
          createdAt: row.created_at,
        })),
        ...(
          vocabulary.data as {
            id: string
            kind: 'cloze' | 'meaning'
            score: number
            total: number
            created_at: string
          }[]
        ).map((row) => ({
          id: row.id,
          kind: row.kind,
          storyId: null,
          score: row.score,
          total: row.total,
          createdAt: row.created_at,
        })),
      ]
      return entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    },
  }
}
