/**
 * The `story-options` edge function: whether a story provider is connected and which languages
 * (and levels) the Fabula library has, so the app offers only target languages that work
 * (issue 15 item 3). The answer is `StoryOptionsSchema` of `@fabula/reading-api/contract`. It
 * imports the library's generated index only (metadata, no story text) and no provider code.
 */
import { CEFR_LEVELS } from '@fabula/reading'
import { LIBRARY_INDEX } from '../bank/generated/index'
import type { LibraryEntry } from '../bank/types'
import { callerId } from './caller'
import { CORS_HEADERS, errorResponse, json } from './http'
import { storyProviderConnected } from './provider-connection'
import { readEnv, type EnvReader } from './read-env'

/** Options of {@link createStoryOptionsHandler}, for tests. */
export interface StoryOptionsHandlerOptions {
  /** Reads configuration; default: `Deno.env` on Supabase, `process.env` on Node. */
  env?: EnvReader
  /** The library's index; default: the shipped Fabula library. */
  library?: readonly LibraryEntry[]
  /**
   * Whether a story provider is connected; default {@link storyProviderConnected} (the
   * environment). The function entry adds the provider connected in /apps.
   */
  connected?: (env: EnvReader) => boolean | Promise<boolean>
}

/** The library's languages with their story counts and levels, by language code. */
function libraryLanguages(entries: readonly LibraryEntry[]) {
  const byLanguage = new Map<string, LibraryEntry[]>()
  for (const entry of entries) {
    byLanguage.set(entry.language, [...(byLanguage.get(entry.language) ?? []), entry])
  }
  return [...byLanguage.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([language, stories]) => ({
      language,
      stories: stories.length,
      levels: CEFR_LEVELS.filter((level) => stories.some((story) => story.level === level)),
    }))
}

/**
 * Builds the handler: `GET` (any signed-in caller) → `{ provider: { connected }, library: {
 * languages: [{ language, stories, levels }] } }`. The answer holds no configuration value, only
 * whether a provider is connected.
 */
export function createStoryOptionsHandler(options: StoryOptionsHandlerOptions = {}) {
  const env = options.env ?? readEnv
  const languages = libraryLanguages(options.library ?? LIBRARY_INDEX)
  const connected = options.connected ?? storyProviderConnected
  return async function handler(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') {
      return new Response(null, { status: 204, headers: CORS_HEADERS })
    }
    if (!callerId(req.headers.get('authorization'))) {
      return errorResponse(401, { code: 'TOKEN_INVALID', reason: 'not_signed_in' })
    }
    if (req.method !== 'GET') {
      return errorResponse(405, { code: 'OPERATION_NOT_ALLOWED', reason: 'method_not_allowed' })
    }
    let isConnected: boolean
    try {
      isConnected = await connected(env)
    } catch {
      // The settings could not be read: offer what the environment alone makes work.
      isConnected = storyProviderConnected(env)
    }
    return json(
      { provider: { connected: isConnected }, library: { languages } },
      200,
      // The library changes with a deploy, the provider with configuration: a short cache.
      { 'cache-control': 'private, max-age=60' },
    )
  }
}
