import { RestError } from './errors'
import type { FunctionInfo, SchemaSnapshot, TableInfo } from './schema-cache'

/*
 * The relationships PostgREST derives from the catalog, and how an embed name picks one:
 * - many-to-one / one-to-one from each foreign key (one-to-one when the key's columns are the
 *   table's primary key or a unique key), and the inverse one-to-many / one-to-one;
 * - the same through views that show the key's columns unchanged;
 * - many-to-many through a table whose primary key holds the columns of two foreign keys;
 * - computed relationships: a function taking one relation's row and returning another's.
 * The selection rules (table name, constraint name, column name, hints, self references) follow
 * PostgREST's, and so do the PGRST200/PGRST201 errors.
 */

type Cardinality = 'm2o' | 'o2m' | 'o2o' | 'm2m'

/** A join through a third table. */
interface Junction {
  table: TableInfo
  constraint1: string
  constraint2: string
  /** [junction column, origin column]. */
  sourceColumns: [string, string][]
  /** [junction column, target column]. */
  targetColumns: [string, string][]
}

/** A relationship from `origin` to `target`. */
export type Relationship =
  | {
      kind: 'fk'
      origin: TableInfo
      target: TableInfo
      cardinality: Exclude<Cardinality, 'm2m'>
      constraint: string
      /** [origin column, target column]. */
      columns: [string, string][]
      isSelf: boolean
    }
  | {
      kind: 'm2m'
      origin: TableInfo
      target: TableInfo
      cardinality: 'm2m'
      junction: Junction
      isSelf: boolean
    }
  | { kind: 'computed'; origin: TableInfo; target: TableInfo; fn: FunctionInfo; toOne: boolean }

/** Whether an embed of this relationship is one object rather than an array. */
export function isToOne(rel: Relationship): boolean {
  if (rel.kind === 'computed') return rel.toOne
  return rel.cardinality === 'm2o' || rel.cardinality === 'o2o'
}

const cache = new WeakMap<SchemaSnapshot, Map<string, Relationship[]>>()

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x))
}

/** The relations showing `table`'s columns `cols` unchanged: itself, and views over it. */
function aliasesOf(
  snapshot: SchemaSnapshot,
  table: TableInfo,
  cols: string[],
): { rel: TableInfo; map: (c: string) => string }[] {
  const out: { rel: TableInfo; map: (c: string) => string }[] = [{ rel: table, map: (c) => c }]
  for (const view of snapshot.tables.values()) {
    if (!view.isView) continue
    for (const source of view.viewSources) {
      if (source.schema !== table.schema || source.table !== table.name) continue
      if (cols.every((c) => source.columns.has(c))) {
        out.push({ rel: view, map: (c) => source.columns.get(c) as string })
      }
    }
  }
  return out
}

function buildAll(snapshot: SchemaSnapshot): Map<string, Relationship[]> {
  const byOrigin = new Map<string, Relationship[]>()
  const add = (rel: Relationship) => {
    const list = byOrigin.get(rel.origin.name) ?? []
    list.push(rel)
    byOrigin.set(rel.origin.name, list)
  }
  const manyToOne: Extract<Relationship, { kind: 'fk' }>[] = []
  for (const table of snapshot.tables.values()) {
    for (const fk of table.foreignKeys) {
      if (fk.refSchema !== snapshot.schema) continue
      const target = snapshot.tables.get(fk.refTable)
      if (!target) continue
      const keys = [table.primaryKey, ...table.uniques].filter((k) => k.length > 0)
      const oneToOne = keys.some((k) => sameSet(k, fk.columns))
      for (const from of aliasesOf(snapshot, table, fk.columns)) {
        for (const to of aliasesOf(snapshot, target, fk.refColumns)) {
          const columns = fk.columns.map((c, i): [string, string] => [
            from.map(c),
            to.map(fk.refColumns[i] as string),
          ])
          const isSelf = from.rel === to.rel
          const forward = {
            kind: 'fk' as const,
            origin: from.rel,
            target: to.rel,
            cardinality: oneToOne ? ('o2o' as const) : ('m2o' as const),
            constraint: fk.name,
            columns,
            isSelf,
          }
          add(forward)
          if (!oneToOne) manyToOne.push(forward)
          add({
            kind: 'fk',
            origin: to.rel,
            target: from.rel,
            cardinality: oneToOne ? 'o2o' : 'o2m',
            constraint: fk.name,
            columns: columns.map(([a, b]): [string, string] => [b, a]),
            isSelf,
          })
        }
      }
    }
  }
  // Many-to-many: two keys of one junction whose columns all belong to its primary key.
  for (const first of manyToOne) {
    const junction = first.origin
    if (junction.isView) continue
    for (const second of manyToOne) {
      if (second.origin !== junction || second.constraint === first.constraint) continue
      const used = [...first.columns.map(([c]) => c), ...second.columns.map(([c]) => c)]
      if (!used.every((c) => junction.primaryKey.includes(c))) continue
      add({
        kind: 'm2m',
        origin: first.target,
        target: second.target,
        cardinality: 'm2m',
        isSelf: first.target === second.target,
        junction: {
          table: junction,
          constraint1: first.constraint,
          constraint2: second.constraint,
          sourceColumns: first.columns,
          targetColumns: second.columns,
        },
      })
    }
  }
  for (const list of snapshot.functions.values()) {
    for (const fn of list) {
      if (fn.argRelation === null || fn.returnRelation === null || fn.params.length !== 1) continue
      const origin = snapshot.tables.get(fn.argRelation)
      const target = snapshot.tables.get(fn.returnRelation)
      if (!origin || !target) continue
      add({ kind: 'computed', origin, target, fn, toOne: !fn.returnsSet || fn.rows === 1 })
    }
  }
  return byOrigin
}

/** Every relationship that starts at `table`. */
function relationshipsOf(snapshot: SchemaSnapshot, table: TableInfo): Relationship[] {
  let all = cache.get(snapshot)
  if (!all) {
    all = buildAll(snapshot)
    cache.set(snapshot, all)
  }
  return all.get(table.name) ?? []
}

function singleColumn(rel: Relationship, side: 0 | 1): string | null {
  if (rel.kind !== 'fk' || rel.columns.length !== 1) return null
  return (rel.columns[0] as [string, string])[side]
}

/** PostgREST's `details` entry for one candidate of an ambiguous embed. */
function describe(rel: Relationship): Record<string, string> {
  const list = (cols: string[]) => `(${cols.join(', ')})`
  if (rel.kind === 'computed') return {}
  const embedding = `${rel.origin.name} with ${rel.target.name}`
  if (rel.kind === 'm2m') {
    const j = rel.junction
    return {
      cardinality: 'many-to-many',
      embedding,
      relationship: `${j.table.name} using ${j.constraint1}${list(j.sourceColumns.map(([c]) => c))} and ${j.constraint2}${list(j.targetColumns.map(([c]) => c))}`,
    }
  }
  const names = { m2o: 'many-to-one', o2m: 'one-to-many', o2o: 'one-to-one' } as const
  return {
    cardinality: names[rel.cardinality],
    embedding,
    relationship: `${rel.constraint} using ${rel.origin.name}${list(rel.columns.map(([a]) => a))} and ${rel.target.name}${list(rel.columns.map(([, b]) => b))}`,
  }
}

function hintFor(rel: Relationship): string {
  if (rel.kind === 'computed') return ''
  const via = rel.kind === 'm2m' ? rel.junction.table.name : rel.constraint
  return `'${rel.target.name}!${via}'`
}

/**
 * The relationship an embed `target!hint` of `origin` names, by PostgREST's rules: the target
 * table's (or view's) name, a foreign key's name or single column, a computed relationship's
 * function name; a hint narrows by constraint, column (either side) or junction table. None is
 * 400 PGRST200, several are 300 PGRST201.
 */
export function findRelationship(
  snapshot: SchemaSnapshot,
  origin: TableInfo,
  target: string,
  hint: string | undefined,
): Relationship {
  const candidates = relationshipsOf(snapshot, origin).filter((rel) => {
    if (rel.kind === 'computed') return rel.fn.name === target
    const targetName = rel.target.name === target
    const constraint = rel.kind === 'fk' && rel.constraint === target
    const originColumn = singleColumn(rel, 0) === target
    if (rel.isSelf) {
      if (hint === undefined) {
        // A self reference has one key and two directions: the table name gives the children,
        // the column name the parent.
        return (
          (targetName && rel.cardinality === 'o2m') || (originColumn && rel.cardinality === 'm2o')
        )
      }
      return targetName && rel.cardinality === 'o2m' && singleColumn(rel, 1) === hint
    }
    if (hint === undefined) {
      return targetName || ((constraint || originColumn) && !rel.target.isView)
    }
    if (!targetName) return false
    if (rel.kind === 'm2m') return rel.junction.table.name === hint
    return rel.constraint === hint || singleColumn(rel, 0) === hint || singleColumn(rel, 1) === hint
  })
  if (candidates.length === 1) return candidates[0] as Relationship
  if (candidates.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${origin.name}' and '${target}' in the schema cache`,
      {
        details: `Searched for a foreign key relationship between '${origin.name}' and '${target}'${hint === undefined ? '' : ` using the hint '${hint}'`} in the schema '${snapshot.schema}', but no matches were found.`,
        hint: null,
      },
    )
  }
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin.name}' and '${target}'`,
    {
      details: candidates.map(describe),
      hint: `Try changing '${target}' to one of the following: ${candidates.map(hintFor).join(', ')}. Find the desired relationship in the 'details' key.`,
    },
  )
}
