import type { Database, Statement } from '../db/types'
import { requestContextStatement } from '../rest/request-auth'
import type { RequestIdentity } from '../rest/request-auth'
import { qualified } from './capture'
import type { TableInfo } from './capture'

/** The lane realtime's checks queue in on PGlite, beside the users' REST lanes. */
const REALTIME_LANE = 'realtime'
/** Each check is one primary-key lookup; a policy that takes longer than this is cut off. */
const CHECK_TIMEOUT_MS = 2000

function contextFor(identity: RequestIdentity): Statement {
  return requestContextStatement({
    identity,
    method: 'GET',
    path: '/realtime/v1',
    headers: {},
    readOnly: true,
    statementTimeoutMs: CHECK_TIMEOUT_MS,
    lane: REALTIME_LANE,
  })
}

/**
 * `select` of the changed row by its primary key as the subscriber: row-level security (and the
 * table's grants) decide, exactly as for a REST read by the same token. The key comes in as JSON
 * and is cast by the table's own row type, so no value is ever spliced into the text.
 */
function visibilityStatement(info: TableInfo, key: Record<string, unknown>): Statement {
  const cols = info.primaryKey.map((c) => `"${c.replace(/"/g, '""')}"`)
  const table = qualified(info.schema, info.table)
  return {
    sql: `select exists (
            select 1 from ${table} t
             where (${cols.map((c) => `t.${c}`).join(', ')}) =
                   (select ${cols.map((c) => `k.${c}`).join(', ')}
                      from jsonb_populate_record(null::${table}, $1::jsonb) k)
          ) as visible`,
    params: [JSON.stringify(key)],
  }
}

/** The primary-key part of a row. */
export function keyOf(info: TableInfo, record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(info.primaryKey.map((c) => [c, record[c]]))
}

/**
 * Which of the identities may see the row now, in one transaction: role and claims are set
 * (`SET LOCAL`) for each identity in turn before its lookup. If any lookup fails (a policy raising,
 * a timeout) the identities are checked one by one and a failing one counts as not allowed.
 */
export async function visibleTo(
  db: Database,
  info: TableInfo,
  record: Record<string, unknown>,
  identities: readonly RequestIdentity[],
): Promise<boolean[]> {
  if (identities.length === 0) return []
  const check = visibilityStatement(info, keyOf(info, record))
  const read = (results: { rows: Record<string, unknown>[] }[], at: number) =>
    results[at]?.rows[0]?.visible === true
  try {
    const statements = identities.flatMap((identity) => [contextFor(identity), check])
    const results = await db.pipeline(statements, { lane: REALTIME_LANE })
    return identities.map((_, i) => read(results, i * 2 + 1))
  } catch {
    return Promise.all(
      identities.map(async (identity) => {
        try {
          const results = await db.pipeline([contextFor(identity), check], { lane: REALTIME_LANE })
          return read(results, 1)
        } catch {
          return false
        }
      }),
    )
  }
}
