import { FunctionsClient } from '@supabase/functions-js'
import { PostgrestClient } from '@supabase/postgrest-js'
import type { SupabaseClient } from '@supabase/supabase-js'
import type { EarlyData } from './early-data'

/**
 * What the repositories use of a Supabase client: tables and views (`from`), database functions
 * (`rpc`, `schema`) and Edge Functions (`functions.invoke`). No auth, realtime or storage.
 */
export type DataClient = Pick<SupabaseClient, 'from' | 'rpc' | 'schema' | 'functions'>

/** Options of {@link createDataClient}. */
export interface DataClientOptions {
  /** The project URL (runtime config). */
  url: string
  /** The anon (publishable) key, sent as `apikey` on every request. */
  apiKey: string
  /** The signed-in user's access token, asked for on every request; `null` signed out. */
  accessToken: () => Promise<string | null>
  /** The network; defaults to the browser's `fetch`. */
  fetch?: typeof fetch
  /**
   * The head script's replayed responses and the first paint's recorder (ADR 0070); without it
   * every request goes to the network.
   */
  early?: EarlyData
}

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input
  return input instanceof URL ? input.href : input.url
}

/** The body as the replay compares it; `undefined` for a body that is not text (never replayed). */
function textBody(init: RequestInit | undefined): string | null | undefined {
  const body = init?.body
  if (body === undefined || body === null) return null
  return typeof body === 'string' ? body : undefined
}

/**
 * The data client of the signed-in app, built from the two parts of supabase-js it needs
 * (PostgREST and Edge Functions, ~8 KB gzip against supabase-js's ~57 KB with auth, realtime and
 * storage; ADR 0065). Requests carry the same headers supabase-js's `accessToken` mode sends:
 * `apikey`, and `Authorization: Bearer <access token>` (the anon key when signed out, except for a
 * new-style `sb_` key on Edge Functions, as supabase-js does). PostgREST's own retries are off:
 * the query client's rule is the only one (ADR 0018).
 */
export function createDataClient(options: DataClientOptions): DataClient {
  const base = options.fetch ?? ((input, init) => fetch(input, init))
  const authorized =
    (keyAsBearer: boolean): typeof fetch =>
    async (input, init) => {
      const token = await options.accessToken()
      const headers = new Headers(init?.headers)
      if (!headers.has('apikey')) headers.set('apikey', options.apiKey)
      const bearer = token ?? (keyAsBearer ? options.apiKey : null)
      if (bearer && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${bearer}`)
      const request = { ...init, headers }
      const early = options.early
      const body = textBody(init)
      if (!early || body === undefined) return base(input, request)
      const method = (init?.method ?? 'GET').toUpperCase()
      const url = requestUrl(input)
      const recorded = Object.fromEntries(
        [...headers].filter(([name]) => name.toLowerCase() !== 'authorization'),
      )
      if (method === 'GET' || method === 'POST') {
        early.record({ method, url, headers: recorded, body, withToken: true })
      }
      const replayed = early.take({
        method,
        url,
        body,
        authorization: headers.get('Authorization'),
      })
      // A replay that failed on the way is sent again, so errors are always the app's own.
      return replayed ? replayed.catch(() => base(input, request)) : base(input, request)
    }
  const root = options.url.endsWith('/') ? options.url : `${options.url}/`
  const rest = new PostgrestClient(new URL('rest/v1', root).href, {
    fetch: authorized(true),
    retry: false,
  })
  const functionsUrl = new URL('functions/v1', root).href
  const functionsFetch = authorized(!options.apiKey.startsWith('sb_'))
  const client = {
    from: (relation: string) => rest.from(relation),
    rpc: (fn: string, args?: object, rpcOptions?: object) => rest.rpc(fn, args, rpcOptions),
    schema: (schema: string) => rest.schema(schema),
    get functions() {
      return new FunctionsClient(functionsUrl, { customFetch: functionsFetch })
    },
  }
  return client as unknown as DataClient
}

/**
 * The repositories are typed against supabase-js's client; they use only the {@link DataClient}
 * part of it (a test checks they run over the data client against the real backend).
 */
export function asSupabaseClient(client: DataClient): SupabaseClient {
  return client as SupabaseClient
}
