/**
 * The handler called directly (not through the function loader) against the real local backend,
 * to control its clock and provider: staleness and cancellation seen from another isolate.
 */
import { startTestServer } from '@fabula/local-supabase/testing'
import type { TestServer } from '@fabula/local-supabase/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StoryProvider } from '../index'
import { HEARTBEAT_MS, STALE_REQUEST_MS, createGenerateStoryHandler } from './index'
import type { RequestView, SignedIn } from '../../test/support'
import { signIn } from '../../test/support'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ autoconfirm: true })
})
afterAll(async () => {
  await server.stop()
})

/** A provider that streams a word every 20 ms (or, silent, nothing) until it is aborted. */
function endlessProvider(silent = false) {
  const state = { aborted: false, tokens: 0 }
  const provider: StoryProvider = {
    id: 'openai-compatible',
    label: 'AI story provider',
    model: 'endless',
    generate: (_input, options) =>
      new Promise((_resolve, reject) => {
        let text = ''
        const timer = setInterval(() => {
          if (silent) return
          text += 'palabra '
          state.tokens += 1
          options?.onToken?.('palabra ', text)
        }, 20)
        options?.signal?.addEventListener('abort', () => {
          clearInterval(timer)
          state.aborted = true
          reject(options.signal?.reason as Error)
        })
      }),
    revise: () => Promise.resolve(null),
  }
  return { provider, state }
}

function handlerFor(provider: StoryProvider, now: () => number = () => Date.now()) {
  const env: Record<string, string> = {
    SUPABASE_URL: server.url,
    SUPABASE_ANON_KEY: server.anonKey,
  }
  return createGenerateStoryHandler({ env: (name) => env[name], provider: () => provider, now })
}

async function call(
  handler: (req: Request) => Promise<Response>,
  user: SignedIn,
  body: unknown,
): Promise<{ status: number; body: { request?: RequestView; error?: { code: string } } }> {
  const response = await handler(
    new Request(`${server.url}/functions/v1/generate-story`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )
  return { status: response.status, body: (await response.json()) as never }
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const START = { genre: 'adventure', length: 'short' }

describe('createGenerateStoryHandler', () => {
  it('frees the slot of a request that stopped moving, marking it REQUEST_TIMEOUT', async () => {
    const learner = await signIn(server)
    const parameters = {
      genre: 'adventure',
      length: 'short',
      level: 'A1',
      sub_level: 2,
      language: 'es',
      native_language: 'en',
    }
    const dead = await learner.client
      .from('story_requests')
      .insert({ parameters, status: 'running' })
      .select('id')
      .single()
    expect(dead.error).toBeNull()

    const { provider } = endlessProvider()
    const fresh = await call(handlerFor(provider), learner, START)
    expect(fresh.status).toBe(409)
    expect(fresh.body.error?.code).toBe('RESOURCE_CONFLICT')

    const later = handlerFor(provider, () => Date.now() + STALE_REQUEST_MS + 60_000)
    const started = await call(later, learner, START)
    expect(started.status).toBe(202)
    const old = await learner.client
      .from('story_requests')
      .select('status,error_code')
      .eq('id', dead.data!.id)
      .single()
    expect(old.data).toEqual({ status: 'failed', error_code: 'REQUEST_TIMEOUT' })

    await call(later, learner, { action: 'cancel', request_id: started.body.request!.id })
  })

  it('stops the provider when the request is canceled elsewhere (another isolate)', async () => {
    const learner = await signIn(server)
    const { provider, state } = endlessProvider()
    const started = await call(handlerFor(provider), learner, START)
    expect(started.status).toBe(202)
    const id = started.body.request!.id

    // Streamed text reaches the row while the provider writes.
    await until(async () => {
      const row = await learner.client
        .from('story_requests')
        .select('partial_text')
        .eq('id', id)
        .single()
      return (row.data?.partial_text ?? '').startsWith('palabra')
    })

    // Cancel straight through the REST API, bypassing this handler's in-memory map.
    const canceled = await learner.client
      .from('story_requests')
      .update({ status: 'canceled' })
      .eq('id', id)
      .select('status')
    expect(canceled.data).toEqual([{ status: 'canceled' }])

    await until(() => Promise.resolve(state.aborted))
    const tokensAtAbort = state.tokens
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(state.tokens).toBe(tokensAtAbort)
    const row = await learner.client
      .from('story_requests')
      .select('status,story_id')
      .eq('id', id)
      .single()
    expect(row.data).toEqual({ status: 'canceled', story_id: null })
  })

  it('notices a cancel made elsewhere while the provider is silent, through the heartbeat', async () => {
    const learner = await signIn(server)
    const { provider, state } = endlessProvider(true)
    const started = await call(handlerFor(provider), learner, START)
    const id = started.body.request!.id
    // Let the stage writes land first, so only the heartbeat can notice the cancel.
    await until(async () => {
      const row = await learner.client.from('story_requests').select('stage').eq('id', id).single()
      return row.data?.stage === 'writing'
    })
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(state.aborted).toBe(false)
    const canceledAt = Date.now()
    await learner.client.from('story_requests').update({ status: 'canceled' }).eq('id', id)
    await until(() => Promise.resolve(state.aborted), HEARTBEAT_MS * 3)
    expect(Date.now() - canceledAt).toBeLessThan(HEARTBEAT_MS * 3)
    expect(state.tokens).toBe(0)
  })
})
