import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { failed, parseWith } from './parse.js'
import {
  QuestionSchema,
  TestAttemptRowSchema,
  TestResultSchema,
  VocabularyResultRowSchema,
  type Answer,
  type Question,
  type TestHistoryEntry,
  type TestResult,
} from './rows.js'

/** How many of the newest tests of each kind the history shows. */
const HISTORY_LIMIT = 200

/**
 * A story's comprehension questions, without answers (those stay on the server).
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function getQuestions(client: SupabaseClient, storyId: string): Promise<Question[]> {
  const { data, error, status } = await client
    .from('story_questions')
    .select('position,kind,prompt,options')
    .eq('story_id', storyId)
    .order('position')
  if (error) throw failed(error, status, 'tests.questions')
  return parseWith(v.array(QuestionSchema), data, 'tests.questions')
}

/**
 * Submits a comprehension test: the server scores it, records the attempt and only then reveals
 * the answers.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function submitTest(
  client: SupabaseClient,
  storyId: string,
  answers: readonly Answer[],
): Promise<TestResult> {
  const { data, error, status } = await client.rpc('submit_story_test', {
    p_story_id: storyId,
    p_answers: answers,
  })
  if (error) throw failed(error, status, 'tests.submit')
  return parseWith(TestResultSchema, data, 'tests.submit')
}

/** A vocabulary test's score, as the learner's browser scored it. */
export interface VocabularyResultInput {
  language: string
  kind: 'cloze' | 'meaning'
  score: number
  total: number
}

/**
 * Stores a vocabulary test's score.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function saveVocabularyResult(
  client: SupabaseClient,
  result: VocabularyResultInput,
): Promise<void> {
  const { error, status } = await client.from('vocabulary_test_results').insert(result)
  if (error) throw failed(error, status, 'tests.saveVocabulary')
}

/**
 * The learner's scored tests (comprehension and vocabulary), oldest first.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function listTestHistory(
  client: SupabaseClient,
  userId: string,
): Promise<TestHistoryEntry[]> {
  const [comprehension, vocabulary] = await Promise.all([
    client
      .from('story_test_attempts')
      .select('id,story_id,score,total,created_at,stories(title,language)')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(HISTORY_LIMIT),
    client
      .from('vocabulary_test_results')
      .select('id,kind,language,score,total,created_at')
      .eq('user_id', userId)
      .order('created_at', { ascending: false })
      .limit(HISTORY_LIMIT),
  ])
  if (comprehension.error) {
    throw failed(comprehension.error, comprehension.status, 'tests.history')
  }
  if (vocabulary.error) throw failed(vocabulary.error, vocabulary.status, 'tests.history')
  const attempts = parseWith(v.array(TestAttemptRowSchema), comprehension.data, 'tests.history')
  const results = parseWith(v.array(VocabularyResultRowSchema), vocabulary.data, 'tests.history')
  const entries: TestHistoryEntry[] = [
    ...attempts.map((row) => ({
      id: row.id,
      kind: 'comprehension' as const,
      language: row.stories?.language ?? null,
      storyId: row.story_id,
      storyTitle: row.stories?.title ?? null,
      score: row.score,
      total: row.total,
      createdAt: row.created_at,
    })),
    ...results.map((row) => ({
      id: row.id,
      kind: row.kind,
      language: row.language,
      storyId: null,
      storyTitle: null,
      score: row.score,
      total: row.total,
      createdAt: row.created_at,
    })),
  ]
  return entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt))
}
