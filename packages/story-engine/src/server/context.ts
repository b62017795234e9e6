import type { StoryProvider } from '../types'
import type { EnvReader } from './env'
import type { Rest } from './rest'

/** What every action of the function is given: the caller, their client and the runtime. */
export interface ActionContext {
  /** PostgREST client acting as the caller (their JWT), so RLS applies to every call. */
  rest: Rest
  /** The caller's user id. */
  userId: string
  /** Configuration. */
  env: EnvReader
  /** Clock (ms since the epoch). */
  now: () => number
  /** The configured provider (possibly read from the settings connected in /apps). */
  provider: (env: EnvReader) => StoryProvider | Promise<StoryProvider>
  /** Keeps background work alive after the response. */
  waitUntil: (work: Promise<unknown>) => void
}
