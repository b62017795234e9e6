import { AppError } from '@fabula/errors'
import { createChatClient } from '@fabula/story-engine'
import type { TestResult } from '../contract/integrations.js'
import type { StoryProviderSettings } from '../contract/settings.js'
import { isTlsFailure, networkMessage, providerMessage } from './provider-message.js'

/** How long a test waits for the provider (a cold local model may load for a while). */
export const PROBE_TIMEOUT_MS = 20_000

/** The tiny request a test sends: one short user message, no system prompt, no schema. */
const PROBE_MESSAGES = [{ role: 'user' as const, content: 'Reply with the single word OK.' }]

/** Options of {@link probeStoryProvider}. */
export interface ProbeOptions {
  /** Injected fetch (tests). */
  fetch?: typeof fetch
  /** Clock for the latency, in ms. */
  now?: () => number
  timeoutMs?: number
}

/**
 * Sends one tiny chat completion to an OpenAI-compatible endpoint through the same client the
 * stories use (`@fabula/story-engine`'s chat client, no retries) and reports the round trip, or
 * why it failed in the provider's own words: the status and message of its error body, the
 * network error, or what was wrong with the reply. Never throws for a provider problem.
 */
export async function probeStoryProvider(
  settings: StoryProviderSettings,
  apiKey: string | undefined,
  options: ProbeOptions = {},
): Promise<TestResult> {
  const doFetch = options.fetch ?? fetch
  const now = options.now ?? (() => performance.now())
  const secrets = apiKey ? [apiKey] : []
  // What the client does not keep: the failed response's status and body, or the network error.
  const seen: { status?: number; body?: string; networkError?: unknown } = {}
  const observingFetch: typeof fetch = async (input, init) => {
    let response: Response
    try {
      response = await doFetch(input, init)
    } catch (error) {
      seen.networkError = error
      throw error
    }
    seen.status = response.status
    if (!response.ok)
      seen.body = await response
        .clone()
        .text()
        .catch(() => '')
    return response
  }
  const client = createChatClient({
    baseUrl: settings.base_url,
    model: settings.model,
    ...(apiKey ? { apiKey } : {}),
    maxRetries: 0,
    timeoutMs: options.timeoutMs ?? PROBE_TIMEOUT_MS,
    fetch: observingFetch,
  })
  const started = now()
  try {
    await client.complete(PROBE_MESSAGES)
    return { ok: true, latency_ms: Math.round(now() - started) }
  } catch (error) {
    const latency = Math.round(now() - started)
    const message = seen.body === undefined ? undefined : providerMessage(seen.body, secrets)
    const said = message === undefined ? {} : { message }
    if (error instanceof AppError && error.code === 'REQUEST_TIMEOUT') {
      return { ok: false, reason: 'timeout', latency_ms: latency }
    }
    if (seen.status === 401 || seen.status === 403) {
      return { ok: false, reason: 'credentials_refused', status: seen.status, ...said }
    }
    if (seen.status !== undefined && seen.status >= 400) {
      return { ok: false, reason: 'http_error', status: seen.status, ...said }
    }
    if (seen.status !== undefined) {
      // It answered 2xx, but not with a chat completion.
      return { ok: false, reason: 'bad_reply', status: seen.status, latency_ms: latency }
    }
    const network = networkMessage(seen.networkError, secrets)
    return {
      ok: false,
      reason: isTlsFailure(network) ? 'tls_error' : 'unreachable',
      ...(network === undefined ? {} : { message: network }),
    }
  }
}
