/*
 * The early data replay (ADR 0070, issue 21), run as a classic script in <head> before the app's
 * bundle arrives. It imports nothing: the build turns this file into plain JavaScript and appends
 * it to the head script (vite-early-data.ts), so it costs no request of its own.
 *
 * A returning learner's page asks for the same data as last time. The app records, per address,
 * the read requests its first paint made (./recipes.ts); this script sends them again at once,
 * with the stored session's access token, while the app's code is still downloading. The app
 * takes a response only when its own request is identical (method, address, body, token) and
 * recent (./take.ts); anything else goes to the network as before, so the guard, the session
 * rules and the error rules are untouched. A session that is missing, for another user, or due
 * for refresh replays nothing.
 */

/** localStorage key of the session supabase-js stores (src/app/create-app.ts AUTH_STORAGE_KEY). */
export const SESSION_STORAGE_KEY = 'fabula-web-auth'
/** localStorage key of the recorded requests. */
export const RECIPES_STORAGE_KEY = 'fabula-early-data'
/** Where the replay leaves its responses for the app. */
export const EARLY_GLOBAL = '__fabulaEarlyData'
/** A session this close to expiry is refreshed by the app first (seed §2): nothing is replayed. */
export const REPLAY_REFRESH_BUFFER_MS = 2 * 60 * 1000
/** At most this many requests are replayed for one address. */
export const MAX_REPLAYED = 12

/** A request as recorded: everything but the token. */
export interface RecordedRequest {
  method: 'GET' | 'POST'
  url: string
  headers: Record<string, string>
  body: string | null
  /** Sent with the session's access token (the backend), or without (the site's own files). */
  withToken: boolean
}

/** A replayed request and its response on the way. */
export interface EarlyEntry {
  method: string
  url: string
  body: string | null
  authorization: string | null
  response: Promise<Response>
}

/** What the replay leaves on `window[EARLY_GLOBAL]`. */
export interface EarlyState {
  startedAt: number
  entries: EarlyEntry[]
}

/** The browser parts the replay uses (a window; a stand-in in tests). */
export interface ReplayHost {
  localStorage: Pick<Storage, 'getItem'>
  location: { pathname: string; search: string }
  fetch: typeof fetch
  /** The page, for the preload links the server wrote before this script. */
  document?: { querySelectorAll(selector: string): Iterable<{ href: string }> }
  [EARLY_GLOBAL]?: EarlyState
}

/**
 * Whether the page already fetches this file through a `preload` link (the server writes the
 * page's catalogue files so, ahead of this script): sending it again would download it twice.
 */
function isPreloaded(host: ReplayHost, url: string): boolean {
  for (const link of host.document?.querySelectorAll('link[rel="preload"]') ?? []) {
    if (link.href === url) return true
  }
  return false
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function asRequest(value: unknown): RecordedRequest | undefined {
  if (!isRecord(value)) return undefined
  const { method, url, headers, body, withToken } = value
  if (method !== 'GET' && method !== 'POST') return undefined
  if (typeof withToken !== 'boolean') return undefined
  if (typeof url !== 'string' || !/^https?:\/\//.test(url)) return undefined
  if (body !== null && typeof body !== 'string') return undefined
  if (!isRecord(headers)) return undefined
  const clean: Record<string, string> = {}
  for (const name of Object.keys(headers)) {
    const header = headers[name]
    if (typeof header !== 'string' || name.toLowerCase() === 'authorization') return undefined
    clean[name] = header
  }
  return { method, url, headers: clean, body, withToken }
}

/** Sends the recorded requests of this address; never throws (a broken store replays nothing). */
export function startEarlyData(host: ReplayHost, now: number = Date.now()): void {
  try {
    const session: unknown = JSON.parse(host.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')
    const recipes: unknown = JSON.parse(host.localStorage.getItem(RECIPES_STORAGE_KEY) ?? 'null')
    if (!isRecord(session) || !isRecord(recipes) || !isRecord(session.user)) return
    const token = session.access_token
    const expiresAt = session.expires_at
    if (typeof token !== 'string' || token === '' || typeof expiresAt !== 'number') return
    if (expiresAt * 1000 - now <= REPLAY_REFRESH_BUFFER_MS) return
    if (recipes.userId !== session.user.id || !isRecord(recipes.routes)) return
    const route = recipes.routes[host.location.pathname + host.location.search]
    if (!isRecord(route) || !Array.isArray(route.requests)) return
    const authorization = `Bearer ${token}`
    const entries: EarlyEntry[] = []
    for (const value of route.requests.slice(0, MAX_REPLAYED)) {
      const request = asRequest(value)
      if (!request || (!request.withToken && isPreloaded(host, request.url))) continue
      const headers = request.withToken
        ? { ...request.headers, Authorization: authorization }
        : request.headers
      const response = host.fetch(request.url, {
        method: request.method,
        headers,
        body: request.body,
      })
      // Unclaimed failures are the app's to meet again with its own request, not an error here.
      response.catch(() => undefined)
      entries.push({
        method: request.method,
        url: request.url,
        body: request.body,
        authorization: request.withToken ? authorization : null,
        response,
      })
    }
    if (entries.length > 0) host[EARLY_GLOBAL] = { startedAt: now, entries }
  } catch {
    // Storage blocked or unreadable: the app loads its data itself.
  }
}
