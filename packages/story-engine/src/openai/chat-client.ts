import { AppError } from '@fabula/errors'
import * as v from 'valibot'
import type { ChatMessage } from '../prompts'

/** Default time-out of one attempt (a long story from a local model can take a while). */
export const DEFAULT_TIMEOUT_MS = 120_000
/** Default retries after the first attempt, on 429, 5xx and network failures. */
export const DEFAULT_MAX_RETRIES = 3
/** First back-off delay; doubles each retry. */
export const DEFAULT_BACKOFF_MS = 1_000
/** Upper bound of any wait, Retry-After included, so a hostile header cannot park a request. */
export const MAX_BACKOFF_MS = 30_000

/** Connection settings of an OpenAI-compatible endpoint (server configuration only). */
export interface ChatClientConfig {
  /** Base URL up to and including the version, e.g. `http://127.0.0.1:11434/v1`. */
  baseUrl: string
  /** Model name. */
  model: string
  /** Bearer key; optional for local servers such as Ollama or llama.cpp. */
  apiKey?: string
  /** Time-out of one attempt, in ms. */
  timeoutMs?: number
  /** Retries after the first attempt. */
  maxRetries?: number
  /** First back-off delay in ms. */
  backoffMs?: number
  /** Sampling temperature. */
  temperature?: number
  /** Injected `fetch` (tests, instrumentation). */
  fetch?: typeof fetch
  /** Injected wait (tests); must reject when `signal` aborts. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
}

/** Options of one completion. */
export interface CompleteOptions {
  signal?: AbortSignal
  /** Streams the reply through SSE and reports each piece. */
  onToken?: (delta: string, soFar: string) => void
  /** JSON schema for `response_format`. */
  jsonSchema?: { name: string; schema: unknown }
}

/** A finished completion. */
export interface Completion {
  content: string
  /** True when the reply was cut off (`finish_reason: length`, or a stream without its end). */
  truncated: boolean
}

const CompletionSchema = v.object({
  choices: v.pipe(
    v.array(
      v.object({
        message: v.object({ content: v.nullish(v.string()) }),
        finish_reason: v.nullish(v.string()),
      }),
    ),
    v.minLength(1),
  ),
})

const ChunkSchema = v.object({
  choices: v.optional(
    v.array(
      v.object({
        delta: v.optional(v.object({ content: v.nullish(v.string()) })),
        finish_reason: v.nullish(v.string()),
      }),
    ),
  ),
  error: v.optional(v.unknown()),
})

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error)
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason as Error)
      },
      { once: true },
    )
  })
}

/**
 * Parses `Retry-After` (delta seconds or an HTTP date) into milliseconds from `now`.
 *
 * @returns The wait, or `undefined` when the header is absent or unreadable.
 */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** A failure worth another attempt. */
class RetryableFailure extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message)
  }
}

/** Reads an SSE body of chat completion chunks. */
async function readStream(
  body: ReadableStream<Uint8Array>,
  onToken: CompleteOptions['onToken'],
): Promise<Completion> {
  const decoder = new TextDecoder()
  const reader = body.getReader()
  let buffer = ''
  let content = ''
  let finish: string | null | undefined
  let done = false
  const handleLine = (line: string) => {
    if (!line.startsWith('data:')) return
    const data = line.slice(5).trim()
    if (data === '[DONE]') {
      done = true
      return
    }
    let json: unknown
    try {
      json = JSON.parse(data)
    } catch {
      // A torn or garbage event: the JSON validation of the whole reply catches the damage.
      return
    }
    const chunk = v.safeParse(ChunkSchema, json)
    if (!chunk.success) return
    if (chunk.output.error !== undefined) {
      throw new AppError('DEPENDENCY_ERROR', {
        message: 'Story provider reported an error mid-stream',
      })
    }
    const choice = chunk.output.choices?.[0]
    const delta = choice?.delta?.content ?? ''
    if (choice?.finish_reason) finish = choice.finish_reason
    if (delta !== '') {
      content += delta
      onToken?.(delta, content)
    }
  }
  for (;;) {
    const { value, done: ended } = await reader.read()
    if (ended) break
    buffer += decoder.decode(value, { stream: true })
    let newline = buffer.indexOf('\n')
    while (newline >= 0) {
      handleLine(buffer.slice(0, newline).replace(/\r$/, ''))
      buffer = buffer.slice(newline + 1)
      newline = buffer.indexOf('\n')
    }
  }
  if (buffer !== '') handleLine(buffer)
  return { content, truncated: finish === 'length' || (!done && finish === undefined) }
}

/**
 * A minimal OpenAI-compatible chat completions client: one POST to `<baseUrl>/chat/completions`,
 * streamed or not, with a time-out per attempt and retries with exponential back-off on 429, 5xx
 * and network failures (honouring `Retry-After`). Failures become `AppError`s:
 * `REQUEST_TIMEOUT` (time-out), `CONFIGURATION_ERROR` (401/403: bad key or model access),
 * `DEPENDENCY_ERROR` (anything else). Cancellation rejects with the caller's abort reason.
 * The key is sent only in the Authorization header and never appears in error messages.
 */
export function createChatClient(config: ChatClientConfig) {
  const doFetch = config.fetch ?? fetch
  const sleep = config.sleep ?? defaultSleep
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS
  const maxRetries = config.maxRetries ?? DEFAULT_MAX_RETRIES
  const backoffMs = config.backoffMs ?? DEFAULT_BACKOFF_MS
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`

  async function attempt(messages: ChatMessage[], options: CompleteOptions): Promise<Completion> {
    const timeout = AbortSignal.timeout(timeoutMs)
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
    const stream = options.onToken !== undefined
    const body = {
      model: config.model,
      messages,
      stream,
      ...(config.temperature === undefined ? {} : { temperature: config.temperature }),
      ...(options.jsonSchema
        ? {
            response_format: {
              type: 'json_schema',
              json_schema: {
                name: options.jsonSchema.name,
                strict: true,
                schema: options.jsonSchema.schema,
              },
            },
          }
        : {}),
    }
    try {
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: stream ? 'text/event-stream' : 'application/json',
          ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify(body),
        signal,
      })
      if (response.status === 429 || response.status >= 500) {
        await response.body?.cancel()
        throw new RetryableFailure(
          `Story provider answered ${response.status}`,
          parseRetryAfter(response.headers.get('retry-after')),
        )
      }
      if (response.status === 401 || response.status === 403) {
        await response.body?.cancel()
        throw new AppError('CONFIGURATION_ERROR', {
          message: `Story provider refused the credentials (${response.status})`,
        })
      }
      if (!response.ok) {
        await response.body?.cancel()
        throw new AppError('DEPENDENCY_ERROR', {
          message: `Story provider answered ${response.status}`,
        })
      }
      const type = response.headers.get('content-type') ?? ''
      if (stream && type.includes('text/event-stream') && response.body) {
        return await readStream(response.body, options.onToken)
      }
      let json: unknown
      try {
        json = await response.json()
      } catch (error) {
        if (timeout.aborted || options.signal?.aborted) throw error
        throw new AppError('DEPENDENCY_ERROR', {
          message: 'Story provider sent a body that is not JSON',
        })
      }
      const parsed = v.safeParse(CompletionSchema, json)
      if (!parsed.success) {
        throw new AppError('DEPENDENCY_ERROR', {
          message: 'Story provider sent no chat completion choices',
        })
      }
      const choice = parsed.output.choices[0]
      const content = choice?.message.content ?? ''
      if (stream) options.onToken?.(content, content)
      return { content, truncated: choice?.finish_reason === 'length' }
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason
      if (timeout.aborted) {
        throw new AppError('REQUEST_TIMEOUT', {
          message: `Story provider did not answer within ${timeoutMs} ms`,
        })
      }
      if (error instanceof AppError || error instanceof RetryableFailure) throw error
      // fetch rejects with a TypeError for refused connections, resets and DNS failures.
      throw new RetryableFailure('Story provider unreachable')
    }
  }

  return {
    /**
     * Sends one chat completion request, retrying transient failures.
     *
     * @param messages - The conversation.
     * @param options - Signal, streaming callback and JSON schema.
     * @returns The reply text and whether it was cut off.
     */
    async complete(messages: ChatMessage[], options: CompleteOptions = {}): Promise<Completion> {
      for (let retry = 0; ; retry += 1) {
        try {
          return await attempt(messages, options)
        } catch (error) {
          if (!(error instanceof RetryableFailure)) throw error
          if (retry >= maxRetries) {
            throw new AppError('DEPENDENCY_ERROR', {
              message: `${error.message}; gave up after ${retry + 1} attempts`,
            })
          }
          const wait = Math.min(MAX_BACKOFF_MS, error.retryAfterMs ?? backoffMs * 2 ** retry)
          await sleep(wait, options.signal)
        }
      }
    },
  }
}

/** A chat client made by {@link createChatClient}. */
export type ChatClient = ReturnType<typeof createChatClient>
