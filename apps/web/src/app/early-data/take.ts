import { EARLY_GLOBAL, type ReplayHost } from './replay-script'

/** A replayed response older than this is not used: the app's own data is fresh for 10 s. */
export const EARLY_MAX_AGE_MS = 10_000

/** The request the app is about to send. */
export interface OutgoingRequest {
  method: string
  url: string
  body: string | null
  authorization: string | null
}

/**
 * The replayed response for exactly this request (method, address, body and token), once; else
 * `undefined` and the app sends its request itself.
 */
export function takeEarlyResponse(
  host: Pick<ReplayHost, typeof EARLY_GLOBAL>,
  request: OutgoingRequest,
  now: number = Date.now(),
): Promise<Response> | undefined {
  const state = host[EARLY_GLOBAL]
  if (!state) return undefined
  if (now - state.startedAt > EARLY_MAX_AGE_MS) {
    Reflect.deleteProperty(host, EARLY_GLOBAL)
    return undefined
  }
  const index = state.entries.findIndex(
    (entry) =>
      entry.method === request.method &&
      entry.url === request.url &&
      entry.body === request.body &&
      entry.authorization === request.authorization,
  )
  if (index === -1) return undefined
  const [entry] = state.entries.splice(index, 1)
  return entry?.response
}
