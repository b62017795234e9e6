import * as v from 'valibot'
import { env } from './env'

/**
 * Backend coordinates, fetched once at boot from `/config.json` (ADR 0010): the local backend
 * generates its anon key per data directory, so baking it into the bundle would tie a build to
 * one machine. The anon key is public by design; service keys never reach this file.
 */
const RuntimeConfigSchema = v.object({
  supabaseUrl: v.pipe(v.string(), v.url()),
  supabaseAnonKey: v.pipe(v.string(), v.minLength(20)),
})

export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>

/** Fetches and validates the runtime config; throws a readable error when it is unusable. */
export async function loadRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  // Same mode and credentials as the `<link rel=preload>` in index.html, so the preload is reused.
  const response = await fetcher(env.VITE_CONFIG_URL, { mode: 'cors', credentials: 'same-origin' })
  if (!response.ok) throw new Error(`Runtime config unavailable (HTTP ${response.status})`)
  return v.parse(RuntimeConfigSchema, await response.json())
}
