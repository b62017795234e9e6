import { createChatClient, type ChatClient } from '@fabula/story-engine'

/** Reads a configuration value (env var today; see {@link meaningProviderFromEnv}). */
export type ReadConfig = (name: string) => string | undefined

/** A provider that can explain a word: the connected AI provider's chat endpoint. */
export interface MeaningProvider {
  /** Provider id stored with cached answers (e.g. `openai-compatible`). */
  id: string
  /** Model name, stored with cached answers. */
  model: string | null
  /** The OpenAI-compatible chat client, configured server-side (the key never leaves it). */
  chat: Pick<ChatClient, 'complete'>
}

/** One provider call may take this long before the learner is told it failed. */
export const MEANING_TIMEOUT_MS = 20_000

/** Where an OpenAI-compatible endpoint is: from the environment or from the settings in /apps. */
export interface MeaningEndpoint {
  baseUrl: string
  model: string
  apiKey?: string
}

/** The meaning provider for an OpenAI-compatible endpoint (the key stays in this client). */
export function meaningProviderFor(endpoint: MeaningEndpoint): MeaningProvider {
  return {
    id: 'openai-compatible',
    model: endpoint.model,
    chat: createChatClient({
      baseUrl: endpoint.baseUrl,
      model: endpoint.model,
      ...(endpoint.apiKey ? { apiKey: endpoint.apiKey } : {}),
      timeoutMs: MEANING_TIMEOUT_MS,
      // A learner is waiting with the word open: one retry at most.
      maxRetries: 1,
      temperature: 0,
    }),
  }
}

/**
 * The provider the server's environment configures (`STORY_PROVIDER_BASE_URL`,
 * `STORY_PROVIDER_MODEL`, optional `STORY_PROVIDER_API_KEY`), the same one that writes stories;
 * `null` when none is configured (the built-in library cannot explain words). The function entry
 * prefers the provider a superadmin connected in /apps (`supabase/functions/word-meaning`).
 */
export async function meaningProviderFromEnv(env: ReadConfig): Promise<MeaningProvider | null> {
  const baseUrl = env('STORY_PROVIDER_BASE_URL')
  const model = env('STORY_PROVIDER_MODEL')
  if (!baseUrl || !model) return null
  const apiKey = env('STORY_PROVIDER_API_KEY')
  return meaningProviderFor({ baseUrl, model, ...(apiKey ? { apiKey } : {}) })
}
