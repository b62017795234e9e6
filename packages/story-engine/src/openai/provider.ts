import { AppError } from '@fabula/errors'
import * as v from 'valibot'
import type { ChatMessage } from '../prompts'
import { generatePrompt, repairPrompt, revisePrompt, systemPrompt } from '../prompts'
import type {
  GenerateInput,
  ProviderCallOptions,
  ReviseInput,
  StoryDraft,
  StoryProvider,
} from '../types'
import type { ChatClientConfig } from './chat-client'
import { createChatClient } from './chat-client'
import { STORY_OUTPUT_JSON_SCHEMA, StoryOutputSchema, outputToDraft } from './output-schema'
import { partialStoryText } from './partial-text'

/** How much of a bad reply is echoed back when asking for a repair. */
const MAX_ECHO_CHARS = 24_000

type Parsed = { ok: true; draft: StoryDraft } | { ok: false; problems: string }

/** Models like to wrap JSON in a Markdown fence even when told not to. */
function stripFence(text: string): string {
  const fenced = /^\s*```(?:json)?\s*\n([\s\S]*?)\n?```\s*$/i.exec(text)
  return fenced?.[1] ?? text
}

function parseReply(content: string, truncated: boolean, glossLanguage: string): Parsed {
  if (truncated) return { ok: false, problems: 'the reply was cut off before the JSON ended' }
  let json: unknown
  try {
    json = JSON.parse(stripFence(content))
  } catch (error) {
    return { ok: false, problems: `not JSON (${(error as Error).message})` }
  }
  const result = v.safeParse(StoryOutputSchema, json)
  if (result.success) return { ok: true, draft: outputToDraft(result.output, glossLanguage) }
  const problems = result.issues
    .slice(0, 10)
    .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
    .join('; ')
  return { ok: false, problems }
}

/**
 * The OpenAI-compatible chat completions provider (hosted APIs, Ollama, llama.cpp, vLLM). Asks for
 * JSON-schema structured output, streams when the caller wants tokens (reporting the sentences
 * written so far, not raw JSON), validates every reply with
 * valibot, and asks the model once to repair a malformed or truncated reply; if the repair fails
 * too, it throws `AppError('DATA_CORRUPTION')` and nothing is stored.
 *
 * @param config - Endpoint, model and key from server configuration; never from a client.
 * @returns A {@link StoryProvider} with id `openai-compatible`.
 */
export function createOpenAiCompatibleProvider(config: ChatClientConfig): StoryProvider {
  const client = createChatClient(config)

  async function structured(
    messages: ChatMessage[],
    glossLanguage: string,
    options: ProviderCallOptions,
  ): Promise<StoryDraft> {
    const schema = { name: 'story', schema: STORY_OUTPUT_JSON_SCHEMA }
    const onToken = options.onToken
    const first = await client.complete(messages, {
      ...(options.signal ? { signal: options.signal } : {}),
      jsonSchema: schema,
      // Report readable sentences, not the JSON being streamed.
      ...(onToken
        ? { onToken: (delta: string, soFar: string) => onToken(delta, partialStoryText(soFar)) }
        : {}),
    })
    const parsed = parseReply(first.content, first.truncated, glossLanguage)
    if (parsed.ok) return parsed.draft
    const repaired = await client.complete(
      [
        ...messages,
        { role: 'assistant', content: first.content.slice(0, MAX_ECHO_CHARS) },
        { role: 'user', content: repairPrompt(parsed.problems) },
      ],
      { ...(options.signal ? { signal: options.signal } : {}), jsonSchema: schema },
    )
    const second = parseReply(repaired.content, repaired.truncated, glossLanguage)
    if (second.ok) return second.draft
    throw new AppError('DATA_CORRUPTION', {
      message: `Story provider output failed validation after one repair: ${second.problems}`.slice(
        0,
        480,
      ),
    })
  }

  return {
    id: 'openai-compatible',
    label: 'AI story provider',
    model: config.model,
    generate(input: GenerateInput, options: ProviderCallOptions = {}) {
      return structured(
        [
          { role: 'system', content: systemPrompt(input.plan) },
          { role: 'user', content: generatePrompt(input.plan) },
        ],
        input.plan.nativeLanguage,
        options,
      )
    },
    revise(input: ReviseInput, options: ProviderCallOptions = {}) {
      return structured(
        [
          { role: 'system', content: systemPrompt(input.plan) },
          { role: 'user', content: revisePrompt(input) },
        ],
        input.plan.nativeLanguage,
        options,
      )
    },
  }
}
