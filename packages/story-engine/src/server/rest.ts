/**
 * A small PostgREST client over `fetch` that acts with the caller's JWT, so row-level security
 * applies to every read and write exactly as it does for the learner's own client. It avoids
 * supabase-js on purpose: the function needs five calls, and plain `fetch` runs unchanged on
 * Deno (Supabase Edge Functions) and on Node (the local backend) without a WebSocket shim.
 */

/** A PostgREST error envelope, with the HTTP status. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message)
    this.name = 'RestError'
  }
}

/** Where the API is and whose identity to use. */
export interface RestConfig {
  /** `SUPABASE_URL`. */
  url: string
  /** `SUPABASE_ANON_KEY`, sent as `apikey` (the gateway wants one). */
  anonKey: string
  /** The caller's `Authorization` header value (`Bearer <user JWT>`). */
  authorization: string
  /** Injected fetch (tests). */
  fetch?: typeof fetch
}

/** Query-string filters: `{ id: 'eq.<uuid>' }`. */
export type Filters = Record<string, string>

async function failure(response: Response): Promise<RestError> {
  let body: { code?: string; message?: string } = {}
  try {
    body = (await response.json()) as typeof body
  } catch {
    // Not JSON: keep the status only.
  }
  return new RestError(response.status, body.code, body.message ?? `HTTP ${response.status}`)
}

/** Creates the client. */
export function createRest(config: RestConfig) {
  const doFetch = config.fetch ?? fetch
  const base = `${config.url.replace(/\/+$/, '')}/rest/v1`
  const headers = (extra: Record<string, string> = {}) => ({
    apikey: config.anonKey,
    authorization: config.authorization,
    'content-type': 'application/json',
    accept: 'application/json',
    ...extra,
  })
  const query = (filters: Filters) => new URLSearchParams(filters).toString()

  return {
    /** `GET /rest/v1/<table>?<filters>` → rows. */
    async select<R>(table: string, filters: Filters): Promise<R[]> {
      const response = await doFetch(`${base}/${table}?${query(filters)}`, { headers: headers() })
      if (!response.ok) throw await failure(response)
      return (await response.json()) as R[]
    },
    /** `POST /rest/v1/<table>` returning the inserted row. */
    async insert<R>(table: string, row: Record<string, unknown>): Promise<R> {
      const response = await doFetch(`${base}/${table}`, {
        method: 'POST',
        headers: headers({ prefer: 'return=representation' }),
        body: JSON.stringify(row),
      })
      if (!response.ok) throw await failure(response)
      const rows = (await response.json()) as R[]
      if (rows[0] === undefined) throw new RestError(500, undefined, 'insert returned no row')
      return rows[0]
    },
    /** `PATCH /rest/v1/<table>?<filters>` → the updated rows (empty when nothing matched). */
    async update<R>(table: string, filters: Filters, patch: Record<string, unknown>): Promise<R[]> {
      const response = await doFetch(`${base}/${table}?${query(filters)}`, {
        method: 'PATCH',
        headers: headers({ prefer: 'return=representation' }),
        body: JSON.stringify(patch),
      })
      if (!response.ok) throw await failure(response)
      return (await response.json()) as R[]
    },
    /** `POST /rest/v1/rpc/<fn>`. */
    async rpc<R>(fn: string, args: Record<string, unknown>): Promise<R> {
      const response = await doFetch(`${base}/rpc/${fn}`, {
        method: 'POST',
        headers: headers(),
        body: JSON.stringify(args),
      })
      if (!response.ok) throw await failure(response)
      return (await response.json()) as R
    },
  }
}

/** A client made by {@link createRest}. */
export type Rest = ReturnType<typeof createRest>
