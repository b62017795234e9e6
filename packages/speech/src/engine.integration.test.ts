import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '@fabula/local-supabase/testing'
import {
  createOfflineVoice,
  createProviderVoice,
  createSpeechEngine,
  createStorageAudioStore,
  decodeMp3,
  sentenceAt,
} from './index'
import type { OfflineVoice } from './index'
import { startSpeechServer } from './test-speech-server'
import type { SpeechServerDouble } from './test-speech-server'

/*
 * The voice chain end to end on the server side: the real local backend (PGlite) with the
 * repository's `audio` bucket and policies, supabase-js as the store's client, the offline voice,
 * and a provider double at the HTTP seam.
 */
describe('the speech engine over Storage', () => {
  let backend: TestServer
  let provider: SpeechServerDouble
  let offline: OfflineVoice
  let learner: { id: string; token: string }

  beforeAll(async () => {
    backend = await startTestServer()
    provider = await startSpeechServer()
    offline = createOfflineVoice()
    const user = await backend.createUser({
      email: 'listener@example.test',
      password: 'secret-123',
    })
    const { data } = await backend.createClient().auth.signInWithPassword(user)
    learner = { id: user.id, token: data.session!.access_token }
  })
  afterAll(async () => {
    await offline?.close()
    await provider?.close()
    await backend?.stop()
  })

  const store = () => createStorageAudioStore(backend.createClient(backend.serviceRoleKey).storage)

  it('makes library audio once with the offline voice, then serves it from Storage to every learner', async () => {
    const engine = createSpeechEngine({ voices: [offline], store: store() })
    const request = {
      text: 'Hoy llueve mucho.',
      language: 'es' as const,
      scope: { kind: 'library' as const },
    }
    const first = await engine.speak(request)
    expect(first).toMatchObject({
      voice: 'espeak-ng',
      voiceKind: 'offline',
      cached: false,
      skipped: [],
    })
    expect(first.path).toMatch(/^library\/espeak-ng\/es\/[0-9a-f]{64}\.mp3$/)
    expect(first.timings.length).toBe(3)
    const again = await engine.speak({ ...request, text: '  Hoy   llueve mucho. ' })
    expect(again).toMatchObject({
      path: first.path,
      cached: true,
      durationMs: first.durationMs,
      timings: first.timings,
    })
    const played = await fetch(again.url)
    expect(played.headers.get('content-type')).toBe('audio/mpeg')
    const decoded = await decodeMp3(new Uint8Array(await played.arrayBuffer()))
    expect(Math.abs(decoded!.durationMs - first.durationMs)).toBeLessThan(150)
    const asLearner = await backend
      .createClient(learner.token)
      .storage.from('audio')
      .download(first.path)
    expect(asLearner.error).toBeNull()
  })

  it('prefers the connected provider and falls back to the offline voice when it is rate-limited', async () => {
    const connected = createProviderVoice({
      baseUrl: provider.baseUrl,
      model: 'tts-1',
      voice: 'alloy',
      apiKey: 'k',
    })
    const engine = createSpeechEngine({ voices: [connected, offline], store: store() })
    const spoken = await engine.speak({
      text: 'Guten Morgen.',
      language: 'de',
      scope: { kind: 'library' },
    })
    expect(spoken).toMatchObject({
      voice: connected.id,
      voiceKind: 'provider',
      cached: false,
      timings: [],
    })
    provider.script.push((res) => res.writeHead(429, { 'retry-after': '120' }).end())
    const fallback = await engine.speak({
      text: 'Gute Nacht.',
      language: 'de',
      scope: { kind: 'library' },
    })
    expect(fallback).toMatchObject({
      voice: 'espeak-ng',
      skipped: [{ voice: connected.id, reason: 'rate_limited', retryAfterSeconds: 120 }],
    })
    const requests = provider.requests.length
    const cachedFromProvider = await engine.speak({
      text: 'Guten Morgen.',
      language: 'de',
      scope: { kind: 'library' },
    })
    expect(cachedFromProvider).toMatchObject({ voice: connected.id, cached: true })
    expect(provider.requests.length).toBe(requests)
  })

  it('keeps a learner’s own text in their folder, out of other learners’ reach', async () => {
    const engine = createSpeechEngine({ voices: [offline], store: store() })
    const spoken = await engine.speak({
      text: 'Mi diario secreto.',
      language: 'es',
      scope: { kind: 'learner', userId: learner.id },
    })
    expect(spoken.path.startsWith(`${learner.id}/speech/espeak-ng/es/`)).toBe(true)
    expect(
      (await backend.createClient(learner.token).storage.from('audio').download(spoken.path)).error,
    ).toBeNull()
    const other = await backend.createUser({
      email: 'other-listener@example.test',
      password: 'secret-123',
    })
    const { data } = await backend.createClient().auth.signInWithPassword(other)
    const theirs = await backend
      .createClient(data.session!.access_token)
      .storage.from('audio')
      .download(spoken.path)
    expect(theirs.error).toMatchObject({ statusCode: '404' })
  })

  it('generates a sentence once when many ask for it at the same time', async () => {
    let calls = 0
    const voice = {
      id: offline.id,
      kind: offline.kind,
      speaks: offline.speaks,
      synthesize: (...args: Parameters<typeof offline.synthesize>) => {
        calls += 1
        return offline.synthesize(...args)
      },
    }
    const engine = createSpeechEngine({ voices: [voice], store: store() })
    const request = {
      text: 'Todos a la vez.',
      language: 'es' as const,
      scope: { kind: 'library' as const },
    }
    const results = await Promise.all([
      engine.speak(request),
      engine.speak(request),
      engine.speak(request),
    ])
    expect(new Set(results.map((r) => r.path)).size).toBe(1)
    expect(calls).toBe(1)
  })

  it('refuses what no voice should say, and reports every voice that could not', async () => {
    const engine = createSpeechEngine({ voices: [offline], store: store() })
    await expect(
      engine.speak({ text: '   ', language: 'es', scope: { kind: 'library' } }),
    ).rejects.toMatchObject({
      reason: 'empty_text',
    })
    await expect(
      engine.speak({ text: 'x'.repeat(1001), language: 'es', scope: { kind: 'library' } }),
    ).rejects.toMatchObject({ reason: 'text_too_long' })
    await expect(
      engine.speak({ text: 'hi', language: 'xx' as never, scope: { kind: 'library' } }),
    ).rejects.toMatchObject({ reason: 'unsupported_language' })
    const refused = createProviderVoice({ baseUrl: provider.baseUrl, model: 'm', voice: 'v' })
    provider.script.push((res) => res.writeHead(401).end())
    const onlyProvider = createSpeechEngine({ voices: [refused], store: store() })
    await expect(
      onlyProvider.speak({ text: 'Nadie.', language: 'es', scope: { kind: 'library' } }),
    ).rejects.toMatchObject({ reason: 'credentials_refused' })
  })

  it('finds a story’s sentence by its index across paragraphs', () => {
    const paragraphs = [['Uno.', 'Dos.'], ['Tres.']]
    expect([0, 1, 2, 3, -1, 1.5].map((i) => sentenceAt(paragraphs, i))).toEqual([
      'Uno.',
      'Dos.',
      'Tres.',
      undefined,
      undefined,
      undefined,
    ])
  })
})
