import type { Database } from '../db/types'
import { RestError } from './errors'
import { EXPOSED_SCHEMA } from './http'
import { getSchema, type FunctionInfo, type SchemaSnapshot, type TableInfo } from './schema-cache'
import type { RpcArguments } from './sql-rpc'

/* Resolving names in the schema snapshot, with PostgREST's not-found errors and hints. */

/** Codes that may come from a stale schema snapshot; the request re-reads the catalog once. */
const SCHEMA_MISS_CODES = new Set(['PGRST205', 'PGRST202', 'PGRST204', '42703'])
function editDistance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0] as number
    prev[0] = i
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j] as number
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      prev[j] = Math.min((prev[j] as number) + 1, (prev[j - 1] as number) + 1, diag + cost)
      diag = tmp
    }
  }
  return prev[b.length] as number
}

function closest(name: string, candidates: Iterable<string>): string | null {
  let best: string | null = null
  let bestScore = Infinity
  for (const c of candidates) {
    const d = editDistance(name.toLowerCase(), c.toLowerCase())
    if (d < bestScore) {
      best = c
      bestScore = d
    }
  }
  return bestScore <= Math.max(2, Math.floor(name.length / 3)) ? best : null
}

/** The table or view `name`, or 404 PGRST205 with a suggestion. */
export function findTable(snapshot: SchemaSnapshot, name: string): TableInfo {
  const table = snapshot.tables.get(name)
  if (table) return table
  const suggestion = closest(name, snapshot.tables.keys())
  throw new RestError(
    404,
    'PGRST205',
    `Could not find the table '${snapshot.schema}.${name}' in the schema cache`,
    {
      hint:
        suggestion === null
          ? null
          : `Perhaps you meant the table '${snapshot.schema}.${suggestion}'`,
    },
  )
}

/** Picks the overload whose parameter names fit the given keys (PostgREST matches by name set). */
export function findFunction(
  snapshot: SchemaSnapshot,
  name: string,
  keys: string[],
  body: unknown,
): { fn: FunctionInfo; args: RpcArguments } {
  const overloads = snapshot.functions.get(name) ?? []
  const given = new Set(keys)
  for (const fn of overloads) {
    const names = new Set(fn.params.map((p) => p.name))
    const fits =
      keys.every((k) => names.has(k)) && fn.params.every((p) => p.hasDefault || given.has(p.name))
    if (fits && fn.params.every((p) => p.name !== '')) {
      return { fn, args: { kind: 'named', values: (body ?? {}) as Record<string, unknown> } }
    }
  }
  const jsonFn = overloads.find(
    (fn) =>
      fn.params.length === 1 && fn.params[0]?.name === '' && /^jsonb?$/.test(fn.params[0].type),
  )
  if (jsonFn) return { fn: jsonFn, args: { kind: 'json', body: body ?? {} } }
  const list = [...keys].sort().join(', ')
  const searched =
    keys.length === 0
      ? `Searched for the function ${snapshot.schema}.${name} without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`
      : `Searched for the function ${snapshot.schema}.${name} with parameters ${list} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`
  const suggestion = overloads.length > 0 ? null : closest(name, snapshot.functions.keys())
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function ${snapshot.schema}.${name}(${list}) in the schema cache`,
    {
      details: searched,
      hint:
        suggestion === null
          ? null
          : `Perhaps you meant to call the function ${snapshot.schema}.${suggestion}`,
    },
  )
}

/** Plans against the cached schema; on a miss re-reads the catalog once (a migration may have run). */
export async function planWithSchema<T>(db: Database, plan: (s: SchemaSnapshot) => T): Promise<T> {
  try {
    return plan(await getSchema(db, EXPOSED_SCHEMA))
  } catch (e) {
    if (e instanceof RestError && SCHEMA_MISS_CODES.has(e.code)) {
      return plan(await getSchema(db, EXPOSED_SCHEMA, true))
    }
    throw e
  }
}
