import type { EnvReader } from './read-env'

/**
 * Whether a story provider (an AI that writes stories) is connected. Today that is the server's
 * environment: `STORY_PROVIDER_BASE_URL` and `STORY_PROVIDER_MODEL` both set. This is the one
 * place that answers it — the generate-story function picks its provider by it and the
 * story-options function reports it — so a connected-provider setting (the integrations screen)
 * replaces this body alone.
 *
 * @param env - Reads configuration.
 * @returns `true` when stories can be written for any target language.
 */
export function storyProviderConnected(env: EnvReader): boolean {
  return Boolean(env('STORY_PROVIDER_BASE_URL') && env('STORY_PROVIDER_MODEL'))
}
