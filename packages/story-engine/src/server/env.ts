import { createBuiltinProvider } from '../builtin/provider'
import { createOpenAiCompatibleProvider } from '../openai/provider'
import type { StoryProvider } from '../types'
import { storyProviderConnected } from './provider-connection'
import type { EnvReader } from './read-env'

export { readEnv, type EnvReader } from './read-env'

/**
 * The provider the server is configured for: OpenAI-compatible when `STORY_PROVIDER_BASE_URL`
 * and `STORY_PROVIDER_MODEL` are set (`STORY_PROVIDER_API_KEY` optional, e.g. for Ollama;
 * `STORY_PROVIDER_TIMEOUT_MS` and `STORY_PROVIDER_MAX_RETRIES` optional), otherwise the built-in
 * library. Keys are read here on the server and never sent to any client.
 */
export function providerFromEnv(env: EnvReader): StoryProvider {
  const baseUrl = env('STORY_PROVIDER_BASE_URL')
  const model = env('STORY_PROVIDER_MODEL')
  if (!storyProviderConnected(env) || !baseUrl || !model) return createBuiltinProvider()
  const apiKey = env('STORY_PROVIDER_API_KEY')
  const timeout = Number(env('STORY_PROVIDER_TIMEOUT_MS') ?? Number.NaN)
  const retries = Number(env('STORY_PROVIDER_MAX_RETRIES') ?? Number.NaN)
  return createOpenAiCompatibleProvider({
    baseUrl,
    model,
    ...(apiKey ? { apiKey } : {}),
    ...(Number.isFinite(timeout) && timeout > 0 ? { timeoutMs: timeout } : {}),
    ...(Number.isInteger(retries) && retries >= 0 ? { maxRetries: retries } : {}),
  })
}
