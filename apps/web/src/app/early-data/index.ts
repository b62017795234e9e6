import { createEarlyRecorder, type EarlyRecorder } from './recipes'
import { EARLY_GLOBAL, RECIPES_STORAGE_KEY, type ReplayHost } from './replay-script'
import { takeEarlyResponse, type OutgoingRequest } from './take'
import type { RecordedRequest } from './replay-script'

/** What the data client asks of the early data (src/app/data-client.ts). */
export interface EarlyData {
  /** The replayed response of this request, if the head script sent exactly it. */
  take(request: OutgoingRequest): Promise<Response> | undefined
  /** Notes a request of the first paint for the next visit's replay. */
  record(request: RecordedRequest): void
}

let recorder: EarlyRecorder | undefined

function browserRecorder(): EarlyRecorder | undefined {
  if (typeof window === 'undefined') return undefined
  recorder ??= createEarlyRecorder({
    storage: window.localStorage,
    path: window.location.pathname + window.location.search,
    origin: window.location.origin,
  })
  return recorder
}

/** The page's early data: the head script's responses and the recorder of this first paint. */
export const earlyData: EarlyData = {
  take(request) {
    if (typeof window === 'undefined') return undefined
    return takeEarlyResponse(window as unknown as ReplayHost, request)
  },
  record(request) {
    try {
      browserRecorder()?.record(request)
    } catch {
      // Storage blocked: nothing to remember.
    }
  },
}

/**
 * A navigation inside the app to `path` has begun (boot.tsx): record its requests, so the next
 * cold load of that address (the dashboard after signing in) can be replayed too. The recording
 * only fills an address that has none; a first paint's own recording is never replaced.
 */
export function startEarlyRecording(path: string): void {
  if (typeof window === 'undefined') return
  try {
    recorder?.finish()
    recorder = createEarlyRecorder({
      storage: window.localStorage,
      path,
      origin: window.location.origin,
      onlyIfNew: true,
    })
  } catch {
    // Storage blocked: nothing to remember.
  }
}

/** The page has rendered (src/app/root-layout.tsx, boot.tsx): store what its paint needed. */
export function finishEarlyRecording(): void {
  try {
    browserRecorder()?.finish()
  } catch {
    // Storage blocked: nothing to remember.
  }
}

/** Signing out forgets the recorded requests and any response not taken yet. */
export function forgetEarlyData(): void {
  if (typeof window === 'undefined') return
  Reflect.deleteProperty(window, EARLY_GLOBAL)
  try {
    window.localStorage.removeItem(RECIPES_STORAGE_KEY)
  } catch {
    // Nothing stored.
  }
}

/**
 * `fetch` for the site's own versioned files the first paint needs (catalogues): the head
 * script's response when it sent this address, else the network; recorded for the next visit.
 */
export function earlyFetch(url: string): Promise<Response> {
  if (typeof window === 'undefined') return fetch(url)
  const absolute = new URL(url, window.location.href).href
  earlyData.record({ method: 'GET', url: absolute, headers: {}, body: null, withToken: false })
  const replayed = earlyData.take({ method: 'GET', url: absolute, body: null, authorization: null })
  return replayed ? replayed.catch(() => fetch(url)) : fetch(url)
}
