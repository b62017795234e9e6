import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getSchema } from '../../src/rest/schema-cache'
import type { FunctionInfo } from '../../src/rest/schema-cache'
import { startTestServer, type TestServer } from '@fabula/local-supabase/testing'

/*
 * Every function the app's migrations put in the public schema is reachable at /rpc/<name>. None
 * may answer 5xx, whatever the arguments and whoever calls: anon, a learner who owns a running
 * story request and a story with questions (so the deep paths run too), or the service role.
 */

const junk = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
)

/** A story-shaped object with wrong, missing or plausible fields. */
const storyLike = fc.record(
  {
    language: fc.oneof(fc.constantFrom('es', 'en', 'xx'), junk),
    native_language: fc.oneof(fc.constantFrom('en', 'de'), junk),
    level: fc.oneof(fc.constantFrom('A1', 'B2', 'Z9'), junk),
    sub_level: fc.oneof(fc.constantFrom(1, 2, 3, '2', 70000, '1e10'), junk),
    genre: fc.oneof(fc.constantFrom('mystery', 'fantasy'), junk),
    title: fc.oneof(fc.string({ maxLength: 300 }), junk),
    paragraphs: fc.oneof(fc.array(fc.string(), { maxLength: 3 }), junk),
    glossary: junk,
    gloss_language: fc.oneof(fc.constantFrom('en'), junk),
    sentence_translations: junk,
    coverage: fc.oneof(fc.constantFrom(0.5, 2, 'NaN', '1e400'), junk),
    new_word_count: fc.oneof(fc.integer(), fc.constant(2 ** 40), junk),
    word_count: fc.oneof(fc.nat(), junk),
    levelling_rounds: fc.oneof(fc.nat(5), junk),
    provider: fc.oneof(fc.constantFrom('builtin', 'openai-compatible'), junk),
    model: junk,
    timings: junk,
    questions: fc.oneof(
      fc.array(
        fc.record({
          kind: fc.oneof(fc.constantFrom('multiple_choice', 'true_false'), junk),
          prompt: fc.oneof(fc.string({ maxLength: 20 }), junk),
          options: junk,
          answer: junk,
        }),
        { maxLength: 22 },
      ),
      junk,
    ),
  },
  { requiredKeys: [] },
)

describe.each(['pglite', 'postgres'] as const)('every RPC over %s', (database) => {
  let server: TestServer
  let functions: FunctionInfo[]
  const ids = { story: '', request: '' }
  const tokens: Record<'anon' | 'learner' | 'service', string> = {
    anon: '',
    learner: '',
    service: '',
  }

  beforeAll(async () => {
    server = await startTestServer({ database })
    const learner = await server.createUser({
      email: 'fuzz@example.test',
      password: 'secret-123',
    })
    const { data } = await server.createClient().auth.signInWithPassword(learner)
    tokens.anon = server.anonKey
    tokens.learner = data.session!.access_token
    tokens.service = server.serviceRoleKey
    const parameters = {
      genre: 'mystery',
      length: 'short',
      level: 'A2',
      sub_level: 2,
      language: 'es',
      native_language: 'en',
    }
    const request = await server.db.query<{ id: string }>(
      `insert into public.story_requests (user_id, status, parameters) values ($1, 'running', $2)
       returning id`,
      [learner.id, JSON.stringify(parameters)],
    )
    ids.request = request.rows[0]!.id
    const story = await server.db.query<{ id: string }>(
      `insert into public.stories (user_id, language, native_language, level, sub_level, genre,
         title, paragraphs, gloss_language, coverage, new_word_count, word_count, provider)
       values ($1, 'es', 'en', 'A2', 2, 'mystery', 'Una casa', array['Hay una casa.'], 'en',
         0.9, 1, 3, 'builtin')
       returning id`,
      [learner.id],
    )
    ids.story = story.rows[0]!.id
    await server.db.query(
      `insert into public.story_questions (story_id, position, kind, prompt, options)
       values ($1, 1, 'true_false', '¿Hay una casa?', null),
              ($1, 2, 'multiple_choice', '¿Qué hay?', '["casa","perro"]')`,
      [ids.story],
    )
    await server.db.query(
      `insert into public.story_answer_keys (story_id, position, answer)
       values ($1, 1, 'true'), ($1, 2, '0')`,
      [ids.story],
    )
    functions = [...(await getSchema(server.db, 'public', true)).functions.values()].flat()
  })
  afterAll(() => server?.stop())

  /** Values for a parameter of `type`: mostly of that type, sometimes anything at all. */
  function valueFor(type: string): fc.Arbitrary<unknown> {
    if (type === 'uuid') {
      return fc.oneof(fc.constantFrom(ids.story, ids.request), fc.uuid(), junk)
    }
    if (type.endsWith('[]')) return fc.oneof(fc.array(fc.string({ maxLength: 30 })), junk)
    if (type === 'jsonb' || type === 'json') {
      return fc.oneof(
        storyLike,
        fc.array(fc.oneof(fc.boolean(), fc.nat(3), junk), { maxLength: 3 }),
        fc.constant([true, 0]),
        junk,
      )
    }
    return junk
  }

  it('finds the app’s functions in the schema', () => {
    const names = functions.map((f) => f.name)
    expect(names).toEqual(
      expect.arrayContaining(['submit_story_test', 'save_generated_story', 'profile_genres']),
    )
  })

  // 40 calls per function over every RPC of every migration, and the app keeps adding
  // functions: a loaded machine needs minutes.
  it('answers every call below 500, as anon, learner and service role, by POST and GET', async () => {
    // Each function gets its own runs, so a rarely drawn one is still fuzzed.
    for (const fn of functions) await fuzz(fn)
  }, 600_000)

  async function fuzz(fn: FunctionInfo): Promise<void> {
    const call = fc.record({
      caller: fc.constantFrom('anon', 'learner', 'service') as fc.Arbitrary<keyof typeof tokens>,
      get: fc.boolean(),
      args: fc.record(
        Object.fromEntries(fn.params.map((p) => [p.name || 'body', valueFor(p.type)])),
        { requiredKeys: [] },
      ),
      extra: fc.option(fc.dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 2 }), {
        freq: 4,
      }),
    })
    await fc.assert(
      fc.asyncProperty(call, async ({ caller, get, args, extra }) => {
        const body = { ...args, ...(extra ?? {}) }
        const headers = {
          apikey: server.anonKey,
          Authorization: `Bearer ${tokens[caller]}`,
          'Content-Type': 'application/json',
        }
        let res: Response
        if (get) {
          const query = new URLSearchParams(
            Object.entries(body).map(([k, v]): [string, string] => [
              k,
              typeof v === 'string' ? v : JSON.stringify(v),
            ]),
          )
          res = await fetch(`${server.url}/rest/v1/rpc/${fn.name}?${query}`, { headers })
        } else {
          res = await fetch(`${server.url}/rest/v1/rpc/${fn.name}`, {
            method: 'POST',
            headers,
            body: JSON.stringify(body),
          })
        }
        const text = await res.text()
        if (res.status >= 500) {
          throw new Error(`${fn.name} as ${caller} answered ${res.status}: ${text}`)
        }
      }),
      { numRuns: 40 },
    )
  }
})
