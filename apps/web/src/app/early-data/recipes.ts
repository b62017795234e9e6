import { RECIPES_STORAGE_KEY, SESSION_STORAGE_KEY, type RecordedRequest } from './replay-script'

/**
 * Database functions whose calls only read. PostgREST calls them with POST, which a replay must
 * never repeat unless the call cannot write: each is declared STABLE (checked against the
 * database by recipes.integration.test.ts).
 */
export const READ_ONLY_RPCS: ReadonlySet<string> = new Set([
  'learner_totals',
  'learner_streak',
  'learner_words_known_history',
  'learner_daily_goal',
  'learner_continue_reading',
  'learner_next_test',
  'staff_overview',
  'review_due_counts',
  'chat_unread_total',
  'review_queue',
  'list_accounts',
  'list_tasks',
  'list_chats',
  'get_chat',
  'lesson_authors',
  'admin_active_learners',
  'admin_learner_progress',
  'admin_learner_detail',
  'admin_popular_genres',
  'search_help_articles',
  'help_search_query',
])

/** Addresses remembered (the most recently recorded win). */
export const MAX_RECIPES = 16

/**
 * Whether a request may be recorded and replayed: reads of the backend's REST API with the
 * token, and the site's own versioned files (`/assets/…`, e.g. catalogues) without it.
 */
export function isReplayable(
  request: Pick<RecordedRequest, 'method' | 'url' | 'withToken'>,
  siteOrigin?: string,
): boolean {
  const { method, withToken } = request
  let parsed: URL
  try {
    parsed = new URL(request.url)
  } catch {
    return false
  }
  const { pathname } = parsed
  if (!withToken) {
    return method === 'GET' && parsed.origin === siteOrigin && pathname.startsWith('/assets/')
  }
  if (method === 'GET')
    return /\/rest\/v1\/[a-z0-9_]+$/.test(pathname) || /\/rest\/v1\/rpc\//.test(pathname)
  if (method !== 'POST') return false
  const rpc = /\/rest\/v1\/rpc\/([a-z0-9_]+)$/.exec(pathname)
  return rpc !== null && READ_ONLY_RPCS.has(rpc[1] ?? '')
}

interface StoredRecipes {
  userId: string
  routes: Record<string, { at: number; requests: RecordedRequest[] }>
}

function readJson(storage: Pick<Storage, 'getItem'>, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null')
  } catch {
    return null
  }
}

function signedInUserId(storage: Pick<Storage, 'getItem'>): string | undefined {
  const session = readJson(storage, SESSION_STORAGE_KEY) as { user?: { id?: unknown } } | null
  const id = session?.user?.id
  return typeof id === 'string' && id !== '' ? id : undefined
}

/** Records the first paint's read requests of one address and stores them when it has painted. */
export interface EarlyRecorder {
  record(request: RecordedRequest): void
  /** The first render happened: store what was recorded (once); later requests are not kept. */
  finish(): void
}

/** Options of {@link createEarlyRecorder}. */
export interface EarlyRecorderOptions {
  storage: Pick<Storage, 'getItem' | 'setItem'>
  /** The address the page was opened at (pathname + search). */
  path: string
  /** The site's origin: its versioned files may be replayed too. */
  origin?: string
  /**
   * Stores nothing when the address already has recipes: a navigation inside the app finds some
   * of its data cached, so what it asks for is only a part of what a first paint there needs,
   * and must not replace a first paint's recording (or record nothing over it).
   */
  onlyIfNew?: boolean
  now?: () => number
}

/** A recorder for the page opened at `path`; the recipes belong to the signed-in user. */
export function createEarlyRecorder(options: EarlyRecorderOptions): EarlyRecorder {
  const { storage, path } = options
  const now = options.now ?? Date.now
  const requests: RecordedRequest[] = []
  let open = true
  return {
    record(request) {
      if (!open || !isReplayable(request, options.origin)) return
      requests.push(request)
    },
    finish() {
      if (!open) return
      open = false
      const userId = signedInUserId(storage)
      if (!userId) return
      const stored = readJson(storage, RECIPES_STORAGE_KEY) as StoredRecipes | null
      const routes =
        stored?.userId === userId && typeof stored.routes === 'object' && stored.routes !== null
          ? { ...stored.routes }
          : {}
      if (options.onlyIfNew && Object.hasOwn(routes, path)) return
      const others = Object.entries(routes).filter(([address]) => address !== path)
      const mine = requests.length === 0 ? [] : [[path, { at: now(), requests }] as const]
      const kept = [...mine, ...others].sort(([, a], [, b]) => b.at - a.at).slice(0, MAX_RECIPES)
      try {
        storage.setItem(
          RECIPES_STORAGE_KEY,
          JSON.stringify({ userId, routes: Object.fromEntries(kept) } satisfies StoredRecipes),
        )
      } catch {
        // A full or blocked storage only loses the head start.
      }
    },
  }
}
