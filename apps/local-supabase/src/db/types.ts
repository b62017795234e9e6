/**
 * The one database seam of the local backend. PGlite (embedded, default) and node-postgres
 * (`DATABASE_URL`) both implement it, so Auth, REST and Functions never know which one runs.
 */

/** A column of a result, as both drivers report it. */
export interface ResultField {
  name: string
  dataTypeID: number
}

/** Result of one statement. `affectedRows` is set for INSERT/UPDATE/DELETE. */
export interface QueryResult<R = Record<string, unknown>> {
  rows: R[]
  fields: ResultField[]
  affectedRows?: number
}

/** Anything that can run one parameterised statement (`$1`, `$2` … placeholders). */
export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>
  /** Runs several statements without parameters (migrations, SET LOCAL …). */
  exec(sql: string): Promise<void>
}

/** One parameterised statement. */
export interface Statement {
  sql: string
  params?: readonly unknown[]
}

/** Whose work a call is. */
interface RunOptions {
  /**
   * The lane (one per user) the work queues in. PGlite runs one job at a time and serves the
   * waiting lane that ran least recently first, so one user's backlog cannot hold up another's
   * requests; PostgreSQL runs lanes side by side on its pool and ignores this.
   */
  lane?: string
}

/** A connection pool or embedded instance. */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /**
   * Runs the statements in order as one transaction, committed when all succeed; the first error
   * rolls everything back and is thrown. Statements are prepared once and reused, and sent
   * together where the driver allows, so a request's role, claims and query cost one round trip.
   */
  pipeline(statements: readonly Statement[], options?: RunOptions): Promise<QueryResult[]>
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: RunOptions): Promise<T>
  /**
   * Calls `onPayload` for every `NOTIFY channel, payload` committed from now on, in commit order.
   * Resolves once listening; the returned function stops it.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}
