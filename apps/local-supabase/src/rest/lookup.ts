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

/** Types a single unnamed parameter may have for PostgREST to list the function at all. */
const UNNAMED_PARAM_TYPES = new Set(['bytea', 'json', 'jsonb', 'text', 'xml'])

/**
 * Whether PostgREST can call the function: every parameter named, or exactly one unnamed
 * parameter of a type a whole body can be (others are not in its schema cache at all).
 */
export function isCallable(fn: FunctionInfo): boolean {
  const unnamed = fn.params.filter((p) => p.name === '')
  if (unnamed.length === 0) return true
  return unnamed.length === 1 && UNNAMED_PARAM_TYPES.has((unnamed[0] as { type: string }).type)
}

/** Whether the argument keys fit the parameters: every required one given, nothing unknown. */
function matchesParams(fn: FunctionInfo, keys: ReadonlySet<string>): boolean {
  if (fn.params.length === 0) return keys.size === 0
  const required = fn.params.filter((p) => !p.hasDefault).map((p) => p.name)
  const optional = new Set(fn.params.filter((p) => p.hasDefault).map((p) => p.name))
  const rest = [...keys].filter((k) => !optional.has(k))
  return rest.length === required.length && required.every((r) => keys.has(r))
}

function signature(fn: FunctionInfo): string {
  return `${fn.schema}.${fn.name}(${fn.params.map((p) => `${p.name} => ${p.type}`).join(', ')})`
}

function ambiguous(candidates: FunctionInfo[]): RestError {
  const list = candidates.map(signature).sort()
  return new RestError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${list.join(', ')}`,
    {
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    },
  )
}

/**
 * Picks the overload the way PostgREST does: the functions whose parameter names fit the
 * argument keys (required ones present, optional ones allowed); if none, a function with a single
 * unnamed json/jsonb parameter called by POST takes the whole body. More than one fit is 300
 * PGRST203, none is 404 PGRST202.
 */
export function findFunction(
  snapshot: SchemaSnapshot,
  name: string,
  keys: string[],
  body: unknown,
  post = true,
): { fn: FunctionInfo; args: RpcArguments } {
  const overloads = (snapshot.functions.get(name) ?? []).filter(isCallable)
  const given = new Set(keys)
  const named = overloads.filter((fn) => matchesParams(fn, given))
  const whole = overloads.filter(
    (fn) =>
      post &&
      fn.params.length === 1 &&
      fn.params[0]?.name === '' &&
      /^jsonb?$/.test(fn.params[0].type),
  )
  const only = named[0]
  if (named.length === 1 && only) {
    return { fn: only, args: { kind: 'named', values: (body ?? {}) as Record<string, unknown> } }
  }
  if (named.length > 1) throw ambiguous(named)
  const single = whole[0]
  if (whole.length === 1 && single) return { fn: single, args: { kind: 'json', body: body ?? {} } }
  if (whole.length > 1) throw ambiguous(whole)
  const list = keys.join(', ')
  const withParams =
    keys.length === 0
      ? ' without parameters'
      : ` with parameter${keys.length > 1 ? 's' : ''} ${list}`
  let suggestion: string | null = null
  if (overloads.length === 0) {
    const callable = [...snapshot.functions]
      .filter(([, fns]) => fns.some(isCallable))
      .map(([n]) => n)
    const near = closest(name, callable)
    if (near !== null)
      suggestion = `Perhaps you meant to call the function ${snapshot.schema}.${near}`
  } else {
    const asText = (names: string[]) => `(${[...names].sort().join(', ')})`
    const near = closest(
      asText(keys),
      overloads.map((fn) => asText(fn.params.map((p) => p.name))),
    )
    if (near !== null) {
      suggestion = `Perhaps you meant to call the function ${snapshot.schema}.${name}${near}`
    }
  }
  throw new RestError(
    404,
    'PGRST202',
    `Could not find the function ${snapshot.schema}.${name}${keys.length === 0 ? ' without parameters' : `(${list})`} in the schema cache`,
    {
      details: `Searched for the function ${snapshot.schema}.${name}${withParams}${post ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
      hint: suggestion,
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
