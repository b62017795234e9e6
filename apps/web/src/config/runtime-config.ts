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

/**
 * The config the server wrote into the page (`<meta name="fabula-config">`, ADR 0066), if it is
 * there and valid; the dev server's page still has the placeholder and fetches instead.
 */
export function pageRuntimeConfig(
  doc: Document | undefined = globalThis.document,
): RuntimeConfig | undefined {
  const content = doc?.querySelector('meta[name="fabula-config"]')?.getAttribute('content')
  if (!content?.startsWith('{')) return undefined
  try {
    const parsed = v.safeParse(RuntimeConfigSchema, JSON.parse(content))
    return parsed.success ? parsed.output : undefined
  } catch {
    return undefined
  }
}

/**
 * The runtime config: from the page when the server wrote it there, else fetched; throws a
 * readable error when it is unusable.
 */
export async function loadRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  const inPage = pageRuntimeConfig()
  if (inPage) return inPage
  const response = await fetcher(env.VITE_CONFIG_URL, { mode: 'cors', credentials: 'same-origin' })
  if (!response.ok) throw new Error(`Runtime config unavailable (HTTP ${response.status})`)
  return v.parse(RuntimeConfigSchema, await response.json())
}
