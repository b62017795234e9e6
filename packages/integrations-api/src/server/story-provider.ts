import { createOpenAiCompatibleProvider, type StoryProvider } from '@fabula/story-engine'
import type { EnvReader } from '@fabula/story-engine/server'
import { createIntegrationStore, serviceRest } from './store.js'

/** The story provider connected in /apps, as server code needs it. The key never leaves the server. */
export interface ConnectedStoryProvider {
  baseUrl: string
  model: string
  /** Absent for endpoints without one (Ollama, llama.cpp). */
  apiKey?: string
}

/**
 * The story provider a superadmin connected in /apps, read fresh from the server-only settings
 * with the service role, or `null` when none is connected (or the runtime has no service key).
 * For server functions only: generate-story, and the word lookups that ask the provider for a
 * word in its sentence.
 *
 * @throws RestError when the settings cannot be read (the caller's request should fail, not fall
 *   back silently to another provider)
 */
export async function readConnectedStoryProvider(
  env: EnvReader,
  options: { fetch?: typeof fetch } = {},
): Promise<ConnectedStoryProvider | null> {
  const rest = serviceRest(env, options.fetch)
  if (!rest) return null
  const connected = await createIntegrationStore(rest, env).read('story_provider')
  if (!connected) return null
  return {
    baseUrl: connected.settings.base_url,
    model: connected.settings.model,
    ...(connected.secrets.api_key ? { apiKey: connected.secrets.api_key } : {}),
  }
}

/**
 * Provider selection for generate-story: the provider connected in /apps when there is one,
 * otherwise `fallback` (the environment's provider, else the built-in library). Read on every
 * start, so connecting or disconnecting takes effect with the next story. The environment's
 * `STORY_PROVIDER_TIMEOUT_MS` and `STORY_PROVIDER_MAX_RETRIES` tune the connected provider too.
 *
 * @example
 * createGenerateStoryHandler({ provider: preferConnectedProvider(providerFromEnv) })
 */
export function preferConnectedProvider(
  fallback: (env: EnvReader) => StoryProvider,
  options: { fetch?: typeof fetch } = {},
): (env: EnvReader) => Promise<StoryProvider> {
  return async (env) => {
    const connected = await readConnectedStoryProvider(env, options)
    if (!connected) return fallback(env)
    const timeout = Number(env('STORY_PROVIDER_TIMEOUT_MS') ?? Number.NaN)
    const retries = Number(env('STORY_PROVIDER_MAX_RETRIES') ?? Number.NaN)
    return createOpenAiCompatibleProvider({
      ...connected,
      ...(Number.isFinite(timeout) && timeout > 0 ? { timeoutMs: timeout } : {}),
      ...(Number.isInteger(retries) && retries >= 0 ? { maxRetries: retries } : {}),
    })
  }
}
