import { AppError } from '@fabula/errors'
import { loadFrequencyRanks } from '@fabula/reading'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { FrequencyRanks } from '@fabula/reading'
import type { ChatClientConfig, GenerateInput, StoryProvider } from '../index'
import { createOpenAiCompatibleProvider, planStory } from '../index'
import type { FakeOpenAiServer, FakeReply } from '../../test/fake-openai-server'
import { completion, startFakeOpenAiServer } from '../../test/fake-openai-server'
import { spanishLearner, validOutputJson } from '../../test/fixtures'

const API_KEY = 'sk-test-secret-0123456789'
let ranks: FrequencyRanks
let server: FakeOpenAiServer | undefined
let waits: number[] = []

beforeAll(async () => {
  ranks = await loadFrequencyRanks('es')
})

afterEach(async () => {
  await server?.close()
  server = undefined
  waits = []
})

async function setUp(
  script: FakeReply[],
  config: Partial<ChatClientConfig> = {},
): Promise<StoryProvider> {
  server = await startFakeOpenAiServer(script)
  return createOpenAiCompatibleProvider({
    baseUrl: server.baseUrl,
    model: 'test-model',
    apiKey: API_KEY,
    sleep: (ms) => {
      waits.push(ms)
      return Promise.resolve()
    },
    ...config,
  })
}

function input(): GenerateInput {
  const learner = spanishLearner()
  return {
    plan: planStory(
      { genre: 'mystery', length: 'short', styleAuthor: 'Agatha Christie', topic: 'a lighthouse' },
      learner,
    ),
    learner,
    ranks,
  }
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(AppError)
  return error as AppError
}

describe('OpenAI-compatible provider contract', () => {
  it('sends a structured-output request and returns the validated draft', async () => {
    const provider = await setUp([{ kind: 'content', content: validOutputJson() }])
    const draft = await provider.generate(input())

    expect(draft.title).toBe('El faro')
    expect(draft.paragraphs[0]?.[1]).toEqual({
      text: 'Cada noche mira el faro.',
      translation: 'Every night she looks at the lighthouse.',
    })
    expect(draft.glossLanguage).toBe('en')
    expect(draft.questions[0]).toEqual({
      kind: 'multiple_choice',
      prompt: '¿Dónde vive Ana?',
      options: ['En el mar', 'Cerca del mar', 'En la ciudad'],
      answer: 1,
    })
    expect(draft.questions[1]).toEqual({
      kind: 'true_false',
      prompt: 'Ana mira el faro cada noche.',
      answer: true,
    })

    const request = server!.requests[0]!
    expect(request.path).toBe('/v1/chat/completions')
    expect(request.headers.authorization).toBe(`Bearer ${API_KEY}`)
    expect(request.body.model).toBe('test-model')
    expect(request.body.stream).toBe(false)
    expect(request.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'story', strict: true },
    })
    const system = request.body.messages?.[0]?.content ?? ''
    expect(system).toContain('Spanish')
    expect(system).toContain('CEFR A1')
    expect(system).toMatch(/never reproduce/i)
    const user = request.body.messages?.[1]?.content ?? ''
    expect(user).toContain('mystery story of about 150 words')
    expect(user).toContain('in the style of Agatha Christie (style only')
    expect(user).toContain('Topic: a lighthouse')
  })

  it('accepts JSON wrapped in a Markdown fence', async () => {
    const provider = await setUp([
      { kind: 'content', content: '```json\n' + validOutputJson('Con valla') + '\n```' },
    ])
    expect((await provider.generate(input())).title).toBe('Con valla')
  })

  it('repairs malformed output once by asking the model to fix its JSON', async () => {
    const provider = await setUp([
      { kind: 'content', content: '{"title": "El faro", "paragraphs": [' },
      { kind: 'content', content: validOutputJson('Reparado') },
    ])
    const draft = await provider.generate(input())

    expect(draft.title).toBe('Reparado')
    expect(server!.requests).toHaveLength(2)
    const messages = server!.requests[1]!.body.messages ?? []
    expect(messages.at(-2)).toEqual({
      role: 'assistant',
      content: '{"title": "El faro", "paragraphs": [',
    })
    expect(messages.at(-1)?.content).toMatch(/not valid JSON.*not JSON/s)
  })

  it('repairs output that is JSON but breaks the schema, naming the problem', async () => {
    const broken = JSON.parse(validOutputJson()) as { questions: unknown[] }
    broken.questions = broken.questions.slice(0, 2)
    const provider = await setUp([
      { kind: 'content', content: JSON.stringify(broken) },
      { kind: 'content', content: validOutputJson() },
    ])
    await provider.generate(input())
    expect(server!.requests[1]!.body.messages?.at(-1)?.content).toContain('questions')
  })

  it('rejects with DATA_CORRUPTION when the repair is malformed too', async () => {
    const provider = await setUp([
      { kind: 'content', content: 'Once upon a time…' },
      { kind: 'content', content: '{"title": 3}' },
    ])
    const error = await rejection(provider.generate(input()))
    expect(error.code).toBe('DATA_CORRUPTION')
    expect(server!.requests).toHaveLength(2)
  })

  it('treats a reply cut off by the token limit as truncated and repairs it', async () => {
    const full = validOutputJson()
    const provider = await setUp([
      { kind: 'content', content: full.slice(0, 200), finishReason: 'length' },
      { kind: 'content', content: full },
    ])
    await provider.generate(input())
    expect(server!.requests[1]!.body.messages?.at(-1)?.content).toContain('cut off')
  })

  it('rejects a reply truncated twice with DATA_CORRUPTION', async () => {
    const provider = await setUp([
      { kind: 'content', content: validOutputJson(), finishReason: 'length' },
    ])
    expect((await rejection(provider.generate(input()))).code).toBe('DATA_CORRUPTION')
  })

  it('streams: reports each token and parses the assembled reply', async () => {
    const full = validOutputJson('En directo')
    const pieces = full.match(/.{1,12}/gs) ?? []
    const provider = await setUp([{ kind: 'sse', chunks: pieces, finishReason: 'stop' }])
    const seen: string[] = []
    const draft = await provider.generate(input(), { onToken: (_delta, soFar) => seen.push(soFar) })

    expect(draft.title).toBe('En directo')
    expect(server!.requests[0]!.body.stream).toBe(true)
    expect(server!.requests[0]!.headers.accept).toBe('text/event-stream')
    expect(seen).toHaveLength(pieces.length)
    // Readable sentences, growing, never JSON.
    expect(seen.at(-1)).toBe('Ana vive en una casa cerca del mar. Cada noche mira el faro.')
    for (const text of seen) expect(text).not.toMatch(/[{}"]/)
    expect(seen.some((text) => text.startsWith('Ana vive') && text.length < 30)).toBe(true)
  })

  it('treats a stream that ends without [DONE] or finish reason as truncated', async () => {
    const full = validOutputJson()
    const provider = await setUp([
      {
        kind: 'sse',
        chunks: [full.slice(0, 100), full.slice(100, 180)],
        done: false,
        finishReason: null,
      },
      { kind: 'content', content: full },
    ])
    const draft = await provider.generate(input(), { onToken: () => undefined })
    expect(draft.title).toBe('El faro')
    expect(server!.requests[1]!.body.messages?.at(-1)?.content).toContain('cut off')
  })

  it('times out with REQUEST_TIMEOUT when the server never answers', async () => {
    const provider = await setUp([{ kind: 'hang' }], { timeoutMs: 150 })
    const error = await rejection(provider.generate(input()))
    expect(error.code).toBe('REQUEST_TIMEOUT')
    expect(server!.requests).toHaveLength(1)
  })

  it('retries a 429, honouring Retry-After, then succeeds', async () => {
    const provider = await setUp([
      { kind: 'json', status: 429, headers: { 'retry-after': '2' }, body: { error: 'slow down' } },
      { kind: 'content', content: validOutputJson('Al fin') },
    ])
    const draft = await provider.generate(input())
    expect(draft.title).toBe('Al fin')
    expect(waits).toEqual([2000])
    expect(server!.requests).toHaveLength(2)
  })

  it('retries 500s with exponential back-off, then rejects with DEPENDENCY_ERROR', async () => {
    const provider = await setUp([{ kind: 'json', status: 500, body: { error: 'boom' } }], {
      maxRetries: 3,
      backoffMs: 100,
    })
    const error = await rejection(provider.generate(input()))
    expect(error.code).toBe('DEPENDENCY_ERROR')
    expect(waits).toEqual([100, 200, 400])
    expect(server!.requests).toHaveLength(4)
  })

  it('recovers when a 503 is followed by success', async () => {
    const provider = await setUp([
      { kind: 'json', status: 503, body: {} },
      { kind: 'json', status: 200, body: completion(validOutputJson('Otra vez')) },
    ])
    expect((await provider.generate(input())).title).toBe('Otra vez')
  })

  it('maps a refused key to CONFIGURATION_ERROR without retrying or leaking the key', async () => {
    const provider = await setUp([{ kind: 'json', status: 401, body: { error: 'bad key' } }])
    const error = await rejection(provider.generate(input()))
    expect(error.code).toBe('CONFIGURATION_ERROR')
    expect(server!.requests).toHaveLength(1)
    expect(JSON.stringify(error.record)).not.toContain(API_KEY)
    expect(error.message).not.toContain(API_KEY)
  })

  it('rejects a non-chat-completion body with DEPENDENCY_ERROR', async () => {
    const provider = await setUp([{ kind: 'json', status: 200, body: { hello: 'world' } }])
    expect((await rejection(provider.generate(input()))).code).toBe('DEPENDENCY_ERROR')
  })

  it('stops at once when the caller aborts', async () => {
    const provider = await setUp([{ kind: 'hang' }], { timeoutMs: 10_000 })
    const controller = new AbortController()
    const reason = new Error('canceled by learner')
    const pending = provider.generate(input(), { signal: controller.signal })
    setTimeout(() => controller.abort(reason), 50)
    await expect(pending).rejects.toBe(reason)
  })

  it('revises with the listed rare words and the measured coverage in the prompt', async () => {
    const provider = await setUp([{ kind: 'content', content: validOutputJson('Más fácil') }])
    const draft = await provider.revise({
      ...input(),
      draft: {
        title: 'El faro',
        paragraphs: [[{ text: 'Ana mira el faro.' }]],
        glossLanguage: 'en',
        glossary: [],
        questions: [],
      },
      direction: 'simplify',
      words: ['faro', 'acantilado'],
      coverage: 0.9,
    })
    expect(draft?.title).toBe('Más fácil')
    const prompt = server!.requests[0]!.body.messages?.at(-1)?.content ?? ''
    expect(prompt).toContain('Only 90.0 % of its words are known')
    expect(prompt).toContain('faro, acantilado')
    expect(prompt).toContain('"text":"Ana mira el faro."')
  })
})
