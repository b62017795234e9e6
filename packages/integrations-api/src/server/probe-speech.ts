import type { TestResult } from '../contract/integrations.js'
import type { SpeechSettings } from '../contract/settings.js'
import type { ProbeOptions } from './probe-story-provider.js'
import { PROBE_TIMEOUT_MS } from './probe-story-provider.js'
import { isTlsFailure, networkMessage, providerMessage } from './provider-message.js'

/** What a test asks the speech endpoint to say. */
const PROBE_TEXT = 'Fabula'

/**
 * Asks an OpenAI-compatible speech endpoint (`POST <base_url>/audio/speech`) to say one word and
 * reports the round trip, or why it failed in the endpoint's own words. Audio is what counts as
 * an answer: a 200 with JSON or an empty body is a bad reply. Never throws for an endpoint
 * problem.
 */
export async function probeSpeech(
  settings: SpeechSettings,
  apiKey: string | undefined,
  options: ProbeOptions = {},
): Promise<TestResult> {
  const doFetch = options.fetch ?? fetch
  const now = options.now ?? (() => performance.now())
  const secrets = apiKey ? [apiKey] : []
  const started = now()
  let response: Response
  try {
    response = await doFetch(`${settings.base_url.replace(/\/+$/, '')}/audio/speech`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: settings.model,
        voice: settings.voice,
        input: PROBE_TEXT,
        response_format: 'mp3',
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? PROBE_TIMEOUT_MS),
    })
  } catch (error) {
    if ((error as { name?: unknown } | null)?.name === 'TimeoutError') {
      return { ok: false, reason: 'timeout', latency_ms: Math.round(now() - started) }
    }
    const network = networkMessage(error, secrets)
    return {
      ok: false,
      reason: isTlsFailure(network) ? 'tls_error' : 'unreachable',
      ...(network === undefined ? {} : { message: network }),
    }
  }
  const latency = Math.round(now() - started)
  if (!response.ok) {
    const message = providerMessage(await response.text().catch(() => ''), secrets)
    const said = message === undefined ? {} : { message }
    const reason =
      response.status === 401 || response.status === 403 ? 'credentials_refused' : 'http_error'
    return { ok: false, reason, status: response.status, ...said }
  }
  const type = response.headers.get('content-type') ?? ''
  const bytes = (await response.arrayBuffer().catch(() => new ArrayBuffer(0))).byteLength
  if (bytes === 0 || !/^(audio\/|application\/octet-stream)/i.test(type)) {
    return { ok: false, reason: 'bad_reply', status: response.status, latency_ms: latency }
  }
  return { ok: true, latency_ms: latency }
}
