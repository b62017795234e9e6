import { createHash } from 'node:crypto'
import { setTimeout as delay } from 'node:timers/promises'
import { parseRetryAfter } from '@fabula/story-engine'
import { SpeechError } from './errors'
import type { SpeechLanguage } from './languages'
import { decodeMp3 } from './mp3'
import type { SpeechInput, SynthesizedSpeech, Voice } from './types'

/** A connected OpenAI-compatible speech endpoint (server configuration only). */
export interface ProviderVoiceConfig {
  /** Base URL up to the API version, e.g. `https://api.example.com/v1`. */
  baseUrl: string
  model: string
  /** The voice name the endpoint offers. */
  voice: string
  /** Bearer key; optional for local servers. Sent only in the Authorization header. */
  apiKey?: string
  /** Time-out of one attempt, in ms. Default 20 s. */
  timeoutMs?: number
  /** Retries after the first attempt on 429, 5xx and network failures. Default 1. */
  maxRetries?: number
  /**
   * Longest `Retry-After` waited for inside one request, in ms (default 2 s): a reader cannot wait
   * longer, so a longer one fails at once with `rate_limited`, and the voice is not asked again
   * until that time has passed.
   */
  maxRetryWaitMs?: number
  /** Injected `fetch` (tests, instrumentation). */
  fetch?: typeof fetch
  /** Injected clock (ms). */
  now?: () => number
}

/** Longest text one request may carry (the OpenAI speech API's limit is 4,096 characters). */
export const MAX_PROVIDER_INPUT = 4096

/** A failure worth another attempt. */
class Retryable extends Error {
  constructor(
    readonly failure: SpeechError,
    readonly waitMs: number | undefined,
  ) {
    super(failure.message)
  }
}

/**
 * A voice backed by an OpenAI-compatible `POST <baseUrl>/audio/speech` (hosted APIs, or local
 * servers that speak the same shape). Asks for MP3, checks that the reply decodes, and names every
 * failure by its cause (`timeout`, `unreachable`, `credentials_refused`, `rate_limited`,
 * `http_error`, `bad_reply`) with the provider's status, never with its key. The id hashes the
 * endpoint, model and voice, so changing any of them makes new audio instead of serving old.
 */
export function createProviderVoice(config: ProviderVoiceConfig): Voice {
  const doFetch = config.fetch ?? fetch
  const now = config.now ?? Date.now
  const timeoutMs = config.timeoutMs ?? 20_000
  const maxRetries = config.maxRetries ?? 1
  const maxWait = config.maxRetryWaitMs ?? 2_000
  const url = `${config.baseUrl.replace(/\/+$/, '')}/audio/speech`
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([config.baseUrl.replace(/\/+$/, ''), config.model, config.voice]))
    .digest('hex')
    .slice(0, 12)
  let blockedUntil = 0

  async function attempt(input: SpeechInput, signal?: AbortSignal): Promise<SynthesizedSpeech> {
    const timeout = AbortSignal.timeout(timeoutMs)
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
    let response: Response
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          voice: config.voice,
          input: input.text,
          response_format: 'mp3',
        }),
        signal: combined,
      })
    } catch (error) {
      if (signal?.aborted) throw signal.reason
      if (timeout.aborted)
        throw new SpeechError('timeout', `speech provider did not answer within ${timeoutMs} ms`)
      const cause = (error as { cause?: { code?: unknown } }).cause?.code
      throw new Retryable(
        new SpeechError(
          'unreachable',
          `speech provider unreachable${typeof cause === 'string' ? ` (${cause})` : ''}`,
        ),
        undefined,
      )
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel()
      throw new SpeechError(
        'credentials_refused',
        `speech provider refused the credentials (${response.status})`,
        undefined,
        response.status,
      )
    }
    if (response.status === 429 || response.status >= 500) {
      await response.body?.cancel()
      const wait = parseRetryAfter(response.headers.get('retry-after'), now())
      const reason = response.status === 429 ? 'rate_limited' : 'http_error'
      const failure = new SpeechError(
        reason,
        `speech provider answered ${response.status}`,
        wait === undefined ? undefined : Math.ceil(wait / 1000),
        response.status,
      )
      throw new Retryable(failure, wait)
    }
    if (!response.ok) {
      await response.body?.cancel()
      throw new SpeechError(
        'http_error',
        `speech provider answered ${response.status}`,
        undefined,
        response.status,
      )
    }
    let bytes: Uint8Array
    try {
      bytes = new Uint8Array(await response.arrayBuffer())
    } catch {
      if (timeout.aborted)
        throw new SpeechError('timeout', `speech provider did not finish within ${timeoutMs} ms`)
      throw new SpeechError('bad_reply', 'speech provider broke off its reply')
    }
    const decoded = bytes.length > 0 ? await decodeMp3(bytes) : null
    if (!decoded) {
      throw new SpeechError(
        'bad_reply',
        'speech provider sent no MP3 audio',
        undefined,
        response.status,
      )
    }
    return { audio: bytes, contentType: 'audio/mpeg', durationMs: decoded.durationMs, timings: [] }
  }

  return {
    id: `provider-${fingerprint}`,
    kind: 'provider',
    // OpenAI-compatible speech models take any language; the provider says so if not.
    speaks: (_language: SpeechLanguage) => true,
    async synthesize(input, signal) {
      if (input.text.length > MAX_PROVIDER_INPUT) {
        throw new SpeechError(
          'text_too_long',
          `at most ${MAX_PROVIDER_INPUT} characters per request`,
        )
      }
      const left = blockedUntil - now()
      if (left > 0) {
        throw new SpeechError(
          'rate_limited',
          'speech provider asked to wait',
          Math.ceil(left / 1000),
          429,
        )
      }
      for (let retry = 0; ; retry += 1) {
        try {
          return await attempt(input, signal)
        } catch (error) {
          if (!(error instanceof Retryable)) throw error
          const wait = error.waitMs ?? 250 * 2 ** retry
          if (error.waitMs !== undefined && error.waitMs > maxWait) {
            blockedUntil = now() + error.waitMs
            throw error.failure
          }
          if (retry >= maxRetries) throw error.failure
          await delay(wait, undefined, signal ? { signal } : {})
        }
      }
    },
  }
}
