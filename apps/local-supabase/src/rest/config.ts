/** `statement_timeout` per API role, in milliseconds (0: none). */
export interface StatementTimeouts {
  anon: number
  authenticated: number
  service_role: number
}

/**
 * Limits of `/rest/v1` that keep one user from taking the database from the others. The server
 * keeps one live object, so tests may lower a limit and restore it.
 */
export interface RestConfig {
  /** Requests (tables and RPC) per second per user, or per address for anon, on average. */
  requestsPerSecond: number
  /** Requests a user may send at once before the average rate applies; 0 refuses all. */
  requestBurst: number
  /**
   * Most rows one POST may insert or upsert (413 beyond, counted before the body is parsed). On
   * PGlite every statement holds the only session, so this caps how long one write makes everyone
   * else wait: 250 word statuses take about 10 ms there (ADR 0027).
   */
  maxWriteRows: number
  /** Applied per request with `SET LOCAL`, as PostgREST applies the role's settings. */
  statementTimeoutMs: StatementTimeouts
}

/**
 * Defaults: Supabase's statement timeouts (anon 3 s, authenticated 8 s; the service role gets
 * the 8 s its gateway login role has), and limits a person using the app never meets.
 */
export function defaultRestConfig(): RestConfig {
  return {
    requestsPerSecond: 20,
    requestBurst: 200,
    maxWriteRows: 250,
    statementTimeoutMs: { anon: 3000, authenticated: 8000, service_role: 8000 },
  }
}
