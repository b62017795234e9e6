import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SpeechError, createProviderVoice, decodeMp3 } from './index'
import { startSpeechServer } from './test-speech-server'
import type { SpeechServerDouble } from './test-speech-server'

const KEY = 'sk-test-secret-key'

describe('the provider voice against an OpenAI-shaped speech server', () => {
  let server: SpeechServerDouble
  beforeAll(async () => {
    server = await startSpeechServer()
  })
  afterAll(() => server.close())
  beforeEach(() => {
    server.requests.length = 0
    server.script.length = 0
  })

  const voice = (extra: Partial<Parameters<typeof createProviderVoice>[0]> = {}) =>
    createProviderVoice({
      baseUrl: `${server.baseUrl}/`,
      model: 'tts-1',
      voice: 'alloy',
      apiKey: KEY,
      ...extra,
    })

  async function failure(promise: Promise<unknown>): Promise<SpeechError> {
    const error = await promise.then(
      () => undefined,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(SpeechError)
    expect(String((error as Error).message)).not.toContain(KEY)
    return error as SpeechError
  }

  it('posts the speech request and returns the MP3 with its decoded length', async () => {
    const spoken = await voice().synthesize({ text: 'Hola, ¿qué tal?', language: 'es' })
    expect(server.requests).toEqual([
      {
        path: '/v1/audio/speech',
        authorization: `Bearer ${KEY}`,
        body: { model: 'tts-1', voice: 'alloy', input: 'Hola, ¿qué tal?', response_format: 'mp3' },
      },
    ])
    expect(spoken.contentType).toBe('audio/mpeg')
    expect((await decodeMp3(spoken.audio))?.durationMs).toBe(spoken.durationMs)
    expect(spoken.durationMs).toBeGreaterThan(1000)
    expect(spoken.timings).toEqual([])
  })

  it('names a refused key credentials_refused, without retrying', async () => {
    server.script.push((res) =>
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"bad key"}'),
    )
    const error = await failure(voice().synthesize({ text: 'x', language: 'en' }))
    expect(error).toMatchObject({
      reason: 'credentials_refused',
      status: 401,
      code: 'CONFIGURATION_ERROR',
    })
    expect(server.requests).toHaveLength(1)
  })

  it('retries a 5xx once and succeeds', async () => {
    server.script.push((res) => res.writeHead(503).end())
    const spoken = await voice().synthesize({ text: 'Guten Tag', language: 'de' })
    expect(spoken.durationMs).toBeGreaterThan(0)
    expect(server.requests).toHaveLength(2)
  })

  it('waits a short Retry-After and tries again', async () => {
    server.script.push((res) => res.writeHead(429, { 'retry-after': '1' }).end())
    const started = Date.now()
    await voice().synthesize({ text: 'Bonjour', language: 'fr' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(950)
    expect(server.requests).toHaveLength(2)
  })

  it('fails at once on a long Retry-After and does not ask again until it has passed', async () => {
    let now = 1_000_000
    const limited = voice({ now: () => now })
    server.script.push((res) => res.writeHead(429, { 'retry-after': '60' }).end())
    const first = await failure(limited.synthesize({ text: 'Ciao', language: 'it' }))
    expect(first).toMatchObject({ reason: 'rate_limited', retryAfterSeconds: 60, status: 429 })
    const second = await failure(limited.synthesize({ text: 'Ciao', language: 'it' }))
    expect(second).toMatchObject({ reason: 'rate_limited', retryAfterSeconds: 60 })
    expect(server.requests).toHaveLength(1)
    now += 61_000
    await limited.synthesize({ text: 'Ciao', language: 'it' })
    expect(server.requests).toHaveLength(2)
  })

  it('gives up after the retries with the last cause', async () => {
    server.script.push(
      (res) => res.writeHead(500).end(),
      (res) => res.writeHead(502).end(),
    )
    const error = await failure(voice().synthesize({ text: 'x', language: 'en' }))
    expect(error).toMatchObject({ reason: 'http_error', status: 502 })
  })

  it('names a 4xx http_error and a reply that is not audio bad_reply', async () => {
    server.script.push((res) =>
      res.writeHead(400, { 'content-type': 'application/json' }).end('{}'),
    )
    expect(await failure(voice().synthesize({ text: 'x', language: 'en' }))).toMatchObject({
      reason: 'http_error',
      status: 400,
    })
    server.script.push((res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'),
    )
    expect(await failure(voice().synthesize({ text: 'x', language: 'en' }))).toMatchObject({
      reason: 'bad_reply',
    })
    server.script.push((res) => res.writeHead(200, { 'content-type': 'audio/mpeg' }).end())
    expect(await failure(voice().synthesize({ text: 'x', language: 'en' }))).toMatchObject({
      reason: 'bad_reply',
    })
  })

  it('times out a provider that does not answer', async () => {
    server.script.push(
      () => undefined,
      () => undefined,
    )
    const error = await failure(voice({ timeoutMs: 300 }).synthesize({ text: 'x', language: 'en' }))
    expect(error).toMatchObject({ reason: 'timeout', code: 'REQUEST_TIMEOUT' })
  })

  it('calls a closed port unreachable', async () => {
    const closed = await startSpeechServer()
    await closed.close()
    const error = await failure(
      createProviderVoice({
        baseUrl: closed.baseUrl,
        model: 'm',
        voice: 'v',
        maxRetries: 0,
      }).synthesize({
        text: 'x',
        language: 'en',
      }),
    )
    expect(error).toMatchObject({ reason: 'unreachable', code: 'NETWORK_UNAVAILABLE' })
  })

  it('refuses text longer than the API takes, and names its voice by endpoint, model and voice', async () => {
    const error = await failure(voice().synthesize({ text: 'a'.repeat(4097), language: 'en' }))
    expect(error.reason).toBe('text_too_long')
    expect(server.requests).toHaveLength(0)
    expect(voice().id).toMatch(/^provider-[0-9a-f]{12}$/)
    expect(voice().id).toBe(voice().id)
    expect(voice({ voice: 'nova' }).id).not.toBe(voice().id)
  })
})
