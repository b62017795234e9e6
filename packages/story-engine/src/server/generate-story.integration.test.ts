import { randomUUID } from 'node:crypto'
import type { ErrorCode } from '@fabula/errors'
import { getUserMessage } from '@fabula/errors'
import { startTestServer } from '@fabula/local-supabase/testing'
import type { TestServer } from '@fabula/local-supabase/testing'
import { FunctionErrorBodySchema, GENERATE_STORY_ERROR_REASONS } from '@fabula/reading-api/contract'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FakeOpenAiServer } from '../../test/fake-openai-server'
import { startFakeOpenAiServer } from '../../test/fake-openai-server'
import { validOutputJson } from '../../test/fixtures'
import { FABULA_LIBRARY, libraryLanguages } from '../index'
import type { RequestView } from '../../test/support'
import { finished, invoke, poll, signIn, waitFor } from '../../test/support'

const API_KEY = 'sk-never-leaves-the-server-42'
let server: TestServer
let fake: FakeOpenAiServer | undefined

afterEach(async () => {
  await fake?.close()
  fake = undefined
})

async function useFakeProvider(script: Parameters<typeof startFakeOpenAiServer>[0]) {
  fake = await startFakeOpenAiServer(script)
  vi.stubEnv('STORY_PROVIDER_BASE_URL', fake.baseUrl)
  vi.stubEnv('STORY_PROVIDER_MODEL', 'fake-model')
  vi.stubEnv('STORY_PROVIDER_API_KEY', API_KEY)
  vi.stubEnv('STORY_PROVIDER_MAX_RETRIES', '0')
  vi.stubEnv('STORY_PROVIDER_TIMEOUT_MS', '20000')
}

const START = { genre: 'mystery', length: 'short' }

// The same suite runs with the function imported into the test's process (node) and under
// real Deno (deno: its own process, its deno.json as import map), as Supabase runs it.
describe.each(['node', 'deno'] as const)('generate-story on %s', (functionsRuntime) => {
  beforeAll(async () => {
    server = await startTestServer({ autoconfirm: true, functionsRuntime })
  })
  afterAll(async () => {
    await server.stop()
  })

  describe('generate-story with the built-in library', () => {
    it('produces a stored story at the learner’s level with glossary, questions and coverage', async () => {
      const learner = await signIn(server)
      const started = await invoke(learner.client, START)
      expect(started.status).toBe(202)
      const request = started.body.request as RequestView
      expect(request).toMatchObject({ status: 'running', provider: 'builtin' })

      const done = await waitFor(learner.client, request.id, finished)
      expect(done).toMatchObject({ status: 'succeeded', stage: 'done', progress: 100, error: null })

      const { data: story, error } = await learner.client
        .from('stories')
        .select('*')
        .eq('id', done.story_id!)
        .single()
      expect(error).toBeNull()
      expect(story).toMatchObject({
        user_id: learner.id,
        request_id: request.id,
        language: 'es',
        native_language: 'en',
        gloss_language: 'en',
        provider: 'builtin',
      })
      // Stored as what the served library story is, within one level of the learner's A1.
      const entry = FABULA_LIBRARY.entries.find((e) => e.id === story.source_id)!
      expect(story).toMatchObject({ level: entry.level, sub_level: entry.subLevel })
      expect(['A1', 'A2']).toContain(entry.level)
      expect(Number(story.coverage)).toBeGreaterThan(0)
      expect(Number(story.coverage)).toBeLessThanOrEqual(1)
      expect(Object.keys(story.glossary as object).length).toBeGreaterThan(0)
      expect(story.paragraphs.length).toBeGreaterThan(0)
      expect(JSON.stringify(story)).not.toContain('{{')

      const questions = await learner.client
        .from('story_questions')
        .select('position,kind,prompt,options')
        .eq('story_id', story.id)
        .order('position')
      expect(questions.data?.length).toBeGreaterThanOrEqual(5)

      // Answer keys stay hidden until the learner submits the test.
      const keys = await learner.client
        .from('story_answer_keys')
        .select('*')
        .eq('story_id', story.id)
      expect(keys.data ?? []).toEqual([])
      const answers = (questions.data ?? []).map((q) => (q.kind === 'true_false' ? true : 0))
      const scored = await learner.client.rpc('submit_story_test', {
        p_story_id: story.id,
        p_answers: answers,
      })
      expect(scored.error).toBeNull()
      expect(scored.data).toMatchObject({ total: questions.data?.length })
      expect(scored.data.results[0]).toHaveProperty('correct_answer')
    })

    it('is idempotent per request id', async () => {
      const learner = await signIn(server)
      const id = randomUUID()
      const first = await invoke(learner.client, { ...START, request_id: id })
      const second = await invoke(learner.client, { ...START, request_id: id })
      expect(first.status).toBe(202)
      expect(second.status).toBe(200)
      expect((second.body.request as RequestView).id).toBe(id)
      await waitFor(learner.client, id, finished)
      const third = await invoke(learner.client, { ...START, request_id: id })
      expect(third.status).toBe(200)
      expect((third.body.request as RequestView).status).toBe('succeeded')
      const rows = await learner.client.from('story_requests').select('id')
      expect(rows.data).toHaveLength(1)
    })

    it('enforces the hourly rate limit with 429 and Retry-After', async () => {
      vi.stubEnv('STORY_RATE_LIMIT_PER_HOUR', '2')
      const learner = await signIn(server)
      for (let i = 0; i < 2; i += 1) {
        const started = await invoke(learner.client, START)
        expect(started.status).toBe(202)
        await waitFor(learner.client, (started.body.request as RequestView).id, finished)
      }
      const third = await invoke(learner.client, START)
      expect(third.status).toBe(429)
      expect(third.body.error).toMatchObject({ code: 'BUSINESS_RULE_VIOLATION' })
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(3500)
    })
  })

  describe('generate-story with the Fabula library: never a repeat', () => {
    it('serves each library story near the level once, then refuses with the nearest levels', async () => {
      vi.stubEnv('STORY_RATE_LIMIT_PER_HOUR', '100')
      const learner = await signIn(server, {
        profile: { nl: 'en', tl: 'es', lang_lvl: 'C2', lang_sub_lvl: 2 },
      })
      const near = FABULA_LIBRARY.entries.filter(
        (e) => e.language === 'es' && (e.level === 'C1' || e.level === 'C2'),
      )
      const served: string[] = []
      for (const [i, genre] of ['mystery', 'fantasy', 'romance', 'humour'].entries()) {
        if (i >= near.length) break
        const started = await invoke(learner.client, { genre, length: 'long' })
        expect(started.status).toBe(202)
        const done = await waitFor(
          learner.client,
          (started.body.request as RequestView).id,
          finished,
        )
        expect(done.status).toBe('succeeded')
        const { data: story } = await learner.client
          .from('stories')
          .select('provider,source_id,level')
          .eq('id', done.story_id!)
          .single()
        expect(story?.provider).toBe('builtin')
        served.push(story?.source_id as string)
      }
      // The rest of the stories near C2, served without asking for anything in particular.
      while (served.length < near.length) {
        const started = await invoke(learner.client, START)
        const done = await waitFor(
          learner.client,
          (started.body.request as RequestView).id,
          finished,
        )
        const { data: story } = await learner.client
          .from('stories')
          .select('source_id')
          .eq('id', done.story_id!)
          .single()
        served.push(story?.source_id as string)
      }
      expect([...served].sort()).toEqual(near.map((e) => e.id).sort())

      const refused = await invoke(learner.client, START)
      expect(refused.status).toBe(422)
      expect(refused.body.error).toMatchObject({
        code: 'DATA_NOT_FOUND',
        reason: 'LIBRARY_EXHAUSTED',
        language: 'es',
        level: 'C2',
        choices: [{ level: 'B2' }, { level: 'B1' }, { level: 'A2' }, { level: 'A1' }],
      })
      // Nothing was stored for the refusal, so it costs no hourly quota.
      const rows = await learner.client.from('story_requests').select('id')
      expect(rows.data).toHaveLength(near.length)
    })

    it('refuses a language the library lacks, naming the languages it has', async () => {
      const learner = await signIn(server, {
        profile: { nl: 'en', tl: 'fi', lang_lvl: 'A1', lang_sub_lvl: 2 },
      })
      const refused = await invoke(learner.client, START)
      expect(refused.status).toBe(422)
      expect(refused.body.error).toMatchObject({
        code: 'DATA_NOT_FOUND',
        reason: 'LIBRARY_LANGUAGE_MISSING',
        language: 'fi',
      })
      expect((refused.body.error as { languages: string[] }).languages).toContain('es')
      const rows = await learner.client.from('story_requests').select('id')
      expect(rows.data).toEqual([])
    })
  })

  /**
   * Table-driven over learner profiles, through the function and the database (issue 15): in
   * every language of the library, a learner at a level the library has asks four times, each for
   * another genre and length. Each answer is a story they did not have, stored as what it is (its
   * own genre, the asked one when it has it; its own level and band), labelled as the library's,
   * with what differed from the request stored beside it.
   */
  describe('generate-story with the Fabula library: honest fit per profile', () => {
    const REQUESTS = [
      { genre: 'mystery', length: 'short' },
      { genre: 'fantasy', length: 'long', topic: 'a dragon who is afraid of the dark' },
      { genre: 'romance', length: 'medium' },
      { genre: 'humour', length: 'short', style_author: 'Borges' },
    ] as const
    const profiles = libraryLanguages().map((language) => {
      const levels = FABULA_LIBRARY.entries
        .filter((entry) => entry.language === language)
        .map((entry) => entry.level)
      // The level with the most stories, so four requests stay within one level of it.
      const level = [...new Set(levels)].sort(
        (a, b) => levels.filter((l) => l === b).length - levels.filter((l) => l === a).length,
      )[0]!
      return [language, level] as const
    })

    it.each(profiles)('%s learner at %s', async (language, level) => {
      vi.stubEnv('STORY_RATE_LIMIT_PER_HOUR', '100')
      const learner = await signIn(server, {
        profile: {
          nl: language === 'en' ? 'es' : 'en',
          tl: language,
          lang_lvl: level,
          lang_sub_lvl: 2,
        },
      })
      const served: string[] = []
      for (const request of REQUESTS) {
        const started = await invoke(learner.client, request)
        expect(started.status).toBe(202)
        const done = await waitFor(
          learner.client,
          (started.body.request as RequestView).id,
          finished,
        )
        expect(done).toMatchObject({ status: 'succeeded', provider: 'builtin' })
        const { data: story } = await learner.client
          .from('stories')
          .select('provider,source_id,genre,level,sub_level,request_differences')
          .eq('id', done.story_id!)
          .single()
        const entry = FABULA_LIBRARY.entries.find((e) => e.id === story?.source_id)!
        expect(entry.language).toBe(language)
        expect(served).not.toContain(entry.id)
        served.push(entry.id)
        expect(story).toMatchObject({
          provider: 'builtin',
          genre: entry.genres.includes(request.genre) ? request.genre : entry.genres[0],
          level: entry.level,
          sub_level: entry.subLevel,
        })
        const differences = story?.request_differences as { field: string; asked: string }[]
        const fields = differences.map((d) => d.field).sort()
        const expected = [
          ...(entry.level === level ? [] : ['level']),
          ...(entry.genres.includes(request.genre) ? [] : ['genre']),
          ...(entry.length === request.length ? [] : ['length']),
          ...('topic' in request ? ['topic'] : []),
          ...('style_author' in request ? ['style_author'] : []),
        ].sort()
        expect(fields).toEqual(expected)
      }
      expect(new Set(served).size).toBe(REQUESTS.length)
    })
  })

  describe('generate-story validation', () => {
    it.each([
      ['an unknown genre', { genre: 'cooking', length: 'short' }],
      ['a missing length', { genre: 'mystery' }],
      ['an unknown key', { ...START, api_key: 'x' }],
      ['a bad request id', { ...START, request_id: 'not-a-uuid' }],
      ['a bad level', { ...START, level: 'D1' }],
      ['an over-long topic', { ...START, topic: 'x'.repeat(201) }],
    ])('rejects %s with 400 INVALID_FORMAT', async (_name, body) => {
      const learner = await signIn(server)
      const result = await invoke(learner.client, body)
      expect(result.status).toBe(400)
      expect(result.body.error).toMatchObject({ code: 'INVALID_FORMAT' })
      const rows = await learner.client.from('story_requests').select('id')
      expect(rows.data).toEqual([])
    })

    it('asks for a learning profile first (422)', async () => {
      const learner = await signIn(server, { profile: null })
      const result = await invoke(learner.client, START)
      expect(result.status).toBe(422)
    })

    it('refuses the anon key (no user identity) with 401', async () => {
      const result = await invoke(server.createClient(), START)
      expect(result.status).toBe(401)
    })

    it('answers 404 for a request of another learner', async () => {
      const owner = await signIn(server)
      const other = await signIn(server)
      const started = await invoke(owner.client, START)
      const id = (started.body.request as RequestView).id
      await waitFor(owner.client, id, finished)
      expect((await invoke(other.client, undefined, 'GET', `?request=${id}`)).status).toBe(404)
      expect((await invoke(other.client, { action: 'cancel', request_id: id })).status).toBe(404)
    })
  })

  describe('generate-story with an OpenAI-compatible provider', () => {
    it('allows one running generation per learner (409) and cancels it', async () => {
      await useFakeProvider([{ kind: 'hang' }])
      const learner = await signIn(server)
      const started = await invoke(learner.client, START)
      expect(started.status).toBe(202)
      const id = (started.body.request as RequestView).id
      expect(await poll(learner.client, id)).toMatchObject({ status: 'running' })
      // Wait until the provider call is in flight, so the cancel has something to stop.
      for (let i = 0; i < 500 && fake!.requests.length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      expect(fake!.requests).toHaveLength(1)

      const second = await invoke(learner.client, START)
      expect(second.status).toBe(409)
      expect(second.body.error).toMatchObject({ code: 'RESOURCE_CONFLICT', request_id: id })

      const canceled = await invoke(learner.client, { action: 'cancel', request_id: id })
      expect(canceled.status).toBe(200)
      expect((canceled.body.request as RequestView).status).toBe('canceled')
      // Cancelling again is harmless; the request stays canceled and no story appears.
      expect((await invoke(learner.client, { action: 'cancel', request_id: id })).status).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(await poll(learner.client, id)).toMatchObject({ status: 'canceled', story_id: null })
      expect(fake!.requests).toHaveLength(1)

      const next = await invoke(learner.client, START)
      expect(next.status).toBe(202)
      await invoke(learner.client, {
        action: 'cancel',
        request_id: (next.body.request as RequestView).id,
      })
    })

    it('stores the provider’s story, levelled for at most 3 rounds', async () => {
      await useFakeProvider([{ kind: 'sse', chunks: [validOutputJson()], finishReason: 'stop' }])
      const learner = await signIn(server)
      const started = await invoke(learner.client, { ...START, style_author: 'Jorge Luis Borges' })
      const done = await waitFor(learner.client, (started.body.request as RequestView).id, finished)
      expect(done.status).toBe('succeeded')
      const { data: story } = await learner.client
        .from('stories')
        .select('provider,model,title,levelling_rounds,coverage,gloss_language')
        .eq('id', done.story_id!)
        .single()
      expect(story).toMatchObject({
        provider: 'openai-compatible',
        model: 'fake-model',
        title: 'El faro',
        gloss_language: 'en',
      })
      expect(story!.levelling_rounds).toBeLessThanOrEqual(3)
      expect(fake!.requests.length).toBe(1 + story!.levelling_rounds)
      expect(fake!.requests[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`)
      expect(JSON.stringify(fake!.requests[0]!.body)).toContain('Jorge Luis Borges')
    })

    it('records a provider failure as a catalogue code, without the key', async () => {
      await useFakeProvider([{ kind: 'json', status: 500, body: { error: `leak ${API_KEY}` } }])
      const learner = await signIn(server)
      const started = await invoke(learner.client, START)
      const done = await waitFor(learner.client, (started.body.request as RequestView).id, finished)
      expect(done.status).toBe('failed')
      expect(done.error?.code).toBe('DEPENDENCY_ERROR')
      expect(JSON.stringify(done)).not.toContain(API_KEY)
      expect(JSON.stringify(done)).not.toContain(fake!.baseUrl)
    })

    it('records malformed output that survives the repair as DATA_CORRUPTION', async () => {
      await useFakeProvider([{ kind: 'sse', chunks: ['{"title": '], finishReason: 'stop' }])
      const learner = await signIn(server)
      const started = await invoke(learner.client, START)
      const done = await waitFor(learner.client, (started.body.request as RequestView).id, finished)
      expect(done).toMatchObject({ status: 'failed', story_id: null })
      expect(done.error?.code).toBe('DATA_CORRUPTION')
      const stories = await learner.client.from('stories').select('id')
      expect(stories.data).toEqual([])
    })
  })

  describe('generate-story refusals', () => {
    /** The error of a refused call, checked against the contract. */
    async function refusal(result: Awaited<ReturnType<typeof invoke>>) {
      const parsed = v.parse(FunctionErrorBodySchema, result.body).error
      expect(GENERATE_STORY_ERROR_REASONS).toContain(parsed.reason)
      expect(parsed.message).toBe(getUserMessage(parsed.code as ErrorCode))
      return parsed
    }

    it('names an incomplete profile', async () => {
      const learner = await signIn(server, { profile: { nl: 'en', tl: null } })
      const result = await invoke(learner.client, START)
      expect(result.status).toBe(422)
      expect(await refusal(result)).toMatchObject({
        code: 'BUSINESS_RULE_VIOLATION',
        reason: 'profile_incomplete',
      })
    })

    it('gives the limit and the wait when rate limited', async () => {
      vi.stubEnv('STORY_RATE_LIMIT_PER_HOUR', '1')
      const learner = await signIn(server)
      const first = await invoke(learner.client, START)
      await waitFor(learner.client, (first.body.request as RequestView).id, finished)
      const result = await invoke(learner.client, START)
      expect(result.status).toBe(429)
      const error = await refusal(result)
      expect(error).toMatchObject({
        code: 'BUSINESS_RULE_VIOLATION',
        reason: 'rate_limited',
        limit: 1,
      })
      expect(error.retry_after).toBe(Number(result.headers.get('retry-after')))
    })

    it('lists the problems of a bad body and a bad query', async () => {
      const learner = await signIn(server)
      const body = await invoke(learner.client, { genre: 'cooking', length: 'short' })
      expect(body.status).toBe(400)
      expect(await refusal(body)).toMatchObject({
        code: 'INVALID_FORMAT',
        reason: 'invalid_body',
        issues: [expect.objectContaining({ path: 'genre' })],
      })
      const query = await invoke(learner.client, undefined, 'GET', '?request=nope')
      expect(query.status).toBe(400)
      expect(await refusal(query)).toMatchObject({
        code: 'INVALID_FORMAT',
        reason: 'invalid_query',
        issues: [expect.objectContaining({ path: 'request' })],
      })
    })

    it('tells an unknown request from a finished one when cancelling', async () => {
      const learner = await signIn(server)
      const unknown = await invoke(learner.client, { action: 'cancel', request_id: randomUUID() })
      expect(unknown.status).toBe(404)
      expect(await refusal(unknown)).toMatchObject({ reason: 'request_not_found' })

      const started = await invoke(learner.client, START)
      const id = (started.body.request as RequestView).id
      await waitFor(learner.client, id, finished)
      const late = await invoke(learner.client, { action: 'cancel', request_id: id })
      expect(late.status).toBe(409)
      expect(await refusal(late)).toMatchObject({
        code: 'RESOURCE_CONFLICT',
        reason: 'request_finished',
        request_id: id,
        status: 'succeeded',
      })
    })

    it('refuses a body that is not JSON and a method it does not serve', async () => {
      const learner = await signIn(server)
      const call = (init: RequestInit) =>
        fetch(`${server.url}/functions/v1/generate-story`, {
          ...init,
          headers: { authorization: `Bearer ${learner.accessToken}`, apikey: server.anonKey },
        })
      const notJson = await call({ method: 'POST', body: '{genre' })
      expect(notJson.status).toBe(400)
      expect(await notJson.json()).toMatchObject({
        error: { code: 'INVALID_FORMAT', reason: 'body_not_json' },
      })
      const put = await call({ method: 'PUT', body: '{}' })
      expect(put.status).toBe(405)
      expect(await put.json()).toMatchObject({
        error: { code: 'OPERATION_NOT_ALLOWED', reason: 'method_not_allowed' },
      })
    })
  })
})
