// @vitest-environment node
import { startTestServer, type TestServer } from '@fabula/local-supabase/testing'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { StoryRequestParametersSchema } from './index.js'

// The database keeps its own check of stored request parameters; it must accept and refuse
// exactly what the contract does, on both engines.

const VALID = {
  genre: 'mystery',
  length: 'short',
  level: 'A2',
  sub_level: 2,
  language: 'es',
  native_language: 'en',
}

const CASES: [string, unknown][] = [
  ['the minimum', VALID],
  ['with style and topic', { ...VALID, style_author: 'Borges', topic: 'a market' }],
  ['every length', { ...VALID, length: 'long' }],
  ['C2 high band', { ...VALID, level: 'C2', sub_level: 3 }],
  ['Japanese', { ...VALID, language: 'ja' }],
  ['an unknown genre', { ...VALID, genre: 'cooking' }],
  ['an unknown length', { ...VALID, length: 'epic' }],
  ['a level out of range', { ...VALID, level: 'D1' }],
  ['band 4', { ...VALID, sub_level: 4 }],
  ['band as text', { ...VALID, sub_level: '2' }],
  ['an unknown target language', { ...VALID, language: 'xx' }],
  ['an unknown native language', { ...VALID, native_language: 'zz' }],
  ['an extra key', { ...VALID, extra: true }],
  ['an empty topic', { ...VALID, topic: '' }],
  ['a topic of 200', { ...VALID, topic: 't'.repeat(200) }],
  ['a topic of 201', { ...VALID, topic: 't'.repeat(201) }],
  ['an author of 81', { ...VALID, style_author: 'a'.repeat(81) }],
  [
    'a missing genre',
    { length: 'short', level: 'A2', sub_level: 2, language: 'es', native_language: 'en' },
  ],
  ['not an object', ['mystery']],
]

describe.each(['pglite', 'postgres'] as const)(
  'generate-story contract vs SQL on %s',
  (database) => {
    let server: TestServer

    beforeAll(async () => {
      server = await startTestServer({ database })
    }, 120_000)

    afterAll(async () => {
      await server?.stop()
    })

    it.each(CASES)('agrees on %s', async (_name, parameters) => {
      const { rows } = await server.db.query<{ valid: boolean | null }>(
        'select public.story_request_parameters_valid($1::jsonb) as valid',
        [JSON.stringify(parameters)],
      )
      const sql = rows[0]?.valid === true
      expect(sql).toBe(v.safeParse(StoryRequestParametersSchema, parameters).success)
    })
  },
)
