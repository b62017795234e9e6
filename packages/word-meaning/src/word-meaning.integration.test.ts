// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { AppError, getHttpStatus } from '@fabula/errors'
import { startTestServer, type TestServer } from '@fabula/local-supabase/testing'
import { createSupabaseReadingRepository, type ReadingRepository } from '@fabula/reading-api'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

// The word-meaning function through the local backend's /functions/v1/word-meaning, called by
// the reading repository with the real supabase-js client, against a fake OpenAI-compatible
// provider on a local port: cache, rate limit, failures, and the key kept on the server.

const PASSWORD = 'correct-horse-battery'
const KEY = 'sk-test-secret-key-4711'
const ENV = [
  'STORY_PROVIDER_BASE_URL',
  'STORY_PROVIDER_MODEL',
  'STORY_PROVIDER_API_KEY',
  'WORD_MEANING_RATE_LIMIT_PER_HOUR',
] as const

interface ProviderCall {
  authorization: string | undefined
  body: { model: string; messages: { role: string; content: string }[] }
}

/** A fake chat completions endpoint: answers with `reply()` and records every call. */
function fakeProvider() {
  const calls: ProviderCall[] = []
  const state = { status: 200, content: '{"meaning": "shoes", "lemma": "Zapato"}' }
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = ''
      req.on('data', (chunk: Buffer) => (text += chunk.toString()))
      req.on('end', () => resolve(text))
    })
  const server: Server = createServer((req, res) => {
    void read(req).then((text) => {
      calls.push({ authorization: req.headers.authorization, body: JSON.parse(text) })
      res.writeHead(state.status, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify(
          state.status === 200
            ? { choices: [{ message: { content: state.content }, finish_reason: 'stop' }] }
            : { error: { message: 'down' } },
        ),
      )
    })
  })
  return { server, calls, state }
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`)
  return error
}

describe('word-meaning function', () => {
  let backend: TestServer
  const provider = fakeProvider()
  const repos: Record<string, ReadingRepository> = {}
  const clients: Record<string, SupabaseClient> = {}

  async function account(name: string, role?: string) {
    const user = await backend.createUser({
      email: `${name}@example.test`,
      password: PASSWORD,
      ...(role ? { role } : {}),
    })
    const client = backend.createClient()
    const { error } = await client.auth.signInWithPassword({
      email: user.email,
      password: PASSWORD,
    })
    if (error) throw error
    clients[name] = client
    repos[name] = createSupabaseReadingRepository(client)
  }

  const connect = () => {
    const { port } = provider.server.address() as AddressInfo
    process.env.STORY_PROVIDER_BASE_URL = `http://127.0.0.1:${port}/v1`
    process.env.STORY_PROVIDER_MODEL = 'fake-model'
    process.env.STORY_PROVIDER_API_KEY = KEY
  }

  beforeAll(async () => {
    await new Promise<void>((done) => provider.server.listen(0, '127.0.0.1', done))
    backend = await startTestServer()
    await account('ana')
    await account('ben')
    await account('mia', 'manager')
  }, 120_000)

  afterEach(() => {
    for (const name of ENV) Reflect.deleteProperty(process.env, name)
    provider.state.status = 200
  })

  afterAll(async () => {
    await backend?.stop()
    await new Promise((done) => provider.server.close(done))
  })

  it('says when no provider is connected', async () => {
    const reply = await repos.ana!.askWordMeaning({
      language: 'es',
      native_language: 'en',
      word: 'zapatos',
      sentence: 'Ana compra zapatos.',
    })
    expect(reply).toEqual({ meaning: null, reason: 'no-provider' })
    expect(provider.calls).toHaveLength(0)
  })

  it('asks the provider once for a word in a sentence and serves every learner from the cache', async () => {
    connect()
    const input = {
      language: 'es',
      native_language: 'en',
      word: 'zapatos',
      text: 'Zapatos',
      sentence: 'Zapatos nuevos para Ana.',
    } as const
    const first = await repos.ana!.askWordMeaning(input)
    expect(first).toEqual({
      meaning: {
        text: 'shoes',
        lemma: 'zapato',
        provider: 'openai-compatible',
        model: 'fake-model',
        cached: false,
      },
      reason: null,
    })
    expect(provider.calls).toHaveLength(1)
    const call = provider.calls[0]!
    // The key goes to the provider only, from the server.
    expect(call.authorization).toBe(`Bearer ${KEY}`)
    expect(call.body.model).toBe('fake-model')
    expect(call.body.messages[1]?.content).toContain('"Zapatos nuevos para Ana."')
    expect(call.body.messages[1]?.content).toContain('English')
    expect(JSON.stringify(first)).not.toContain(KEY)

    const second = await repos.ben!.askWordMeaning(input)
    expect(second.meaning).toMatchObject({ text: 'shoes', cached: true })
    expect(provider.calls).toHaveLength(1)
    // The same word in another sentence is another question.
    await repos.ben!.askWordMeaning({ ...input, sentence: 'Otros zapatos.' })
    expect(provider.calls).toHaveLength(2)

    // Learners never read the shared cache or the call log; staff may.
    for (const table of ['word_meaning_cache', 'word_meaning_requests']) {
      expect((await clients.ana!.from(table).select('*')).data, table).toEqual([])
    }
    expect((await clients.mia!.from('word_meaning_cache').select('word')).data?.length).toBe(2)
  })

  it('answers no-answer when the provider has nothing usable, and keeps meanings plain text', async () => {
    connect()
    provider.state.content = '{"meaning": "", "lemma": null}'
    const silent = await repos.ana!.askWordMeaning({
      language: 'es',
      native_language: 'en',
      word: 'xyzzy',
    })
    expect(silent).toEqual({ meaning: null, reason: 'no-answer' })
    provider.state.content =
      '```json\n{"meaning": "a\\nlong\\u0007 <b>walk</b>", "lemma": "two words"}\n```'
    const flattened = await repos.ana!.askWordMeaning({
      language: 'es',
      native_language: 'en',
      word: 'paseo',
    })
    expect(flattened.meaning).toMatchObject({ text: 'a long <b>walk</b>', lemma: null })
  })

  it('limits provider calls per learner per hour; cached answers stay free', async () => {
    connect()
    process.env.WORD_MEANING_RATE_LIMIT_PER_HOUR = '3'
    provider.state.content = '{"meaning": "something", "lemma": null}'
    // Ana has had three provider calls in this file already (zapatos, xyzzy, paseo).
    const limited = await rejection(
      repos.ana!.askWordMeaning({ language: 'es', native_language: 'en', word: 'limite' }),
    )
    expect(getHttpStatus(limited)).toBe(429)
    expect(limited.record.context).toMatchObject({
      function: { reason: 'rate-limited', retry_after: expect.any(Number) },
    })
    const hit = await repos.ana!.askWordMeaning({
      language: 'es',
      native_language: 'en',
      word: 'zapatos',
      text: 'Zapatos',
      sentence: 'Zapatos nuevos para Ana.',
    })
    expect(hit.meaning?.cached).toBe(true)
  })

  it('answers 502 when the provider fails, and counts the failed call', async () => {
    connect()
    provider.state.status = 500
    const before = provider.calls.length
    const failed = await rejection(
      repos.ben!.askWordMeaning({ language: 'fr', native_language: 'en', word: 'chaussure' }),
    )
    expect(getHttpStatus(failed)).toBe(502)
    // One retry at most while a learner waits.
    expect(provider.calls.length - before).toBe(2)
    const log = await clients.mia!.from('word_meaning_requests').select('outcome')
    expect((log.data as { outcome: string }[]).map((r) => r.outcome)).toContain('failed')
  })

  it('refuses a bad body with 400 before any provider call', async () => {
    connect()
    const before = provider.calls.length
    const { data } = await clients.ana!.auth.getSession()
    const token = data.session?.access_token ?? ''
    for (const body of [
      { language: 'xx', native_language: 'en', word: 'a' },
      { language: 'es', native_language: 'en', word: 'two words' },
      { language: 'es', native_language: 'en', word: 'a', sentence: 's'.repeat(1001) },
      { language: 'es', native_language: 'en', word: 'a', extra: true },
      'not json',
    ]) {
      const response = await fetch(`${backend.url}/functions/v1/word-meaning`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          apikey: backend.anonKey,
          'content-type': 'application/json',
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
      expect(response.status).toBe(400)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'INVALID_FORMAT',
      )
    }
    const anonymous = await fetch(`${backend.url}/functions/v1/word-meaning`, {
      method: 'POST',
      headers: { authorization: `Bearer ${backend.anonKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'es', native_language: 'en', word: 'a' }),
    })
    expect(anonymous.status).toBe(401)
    expect(provider.calls.length).toBe(before)
  })
})
