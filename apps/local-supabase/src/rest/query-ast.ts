/**
 * The typed form of a PostgREST query string. The parser produces it, the SQL builder consumes it;
 * nothing in here has been checked against the schema yet.
 */

/** One `->` / `->>` step of a JSON path, e.g. `data->>name`. */
export interface JsonPathStep {
  arrow: '->' | '->>'
  key: string
}

/** A column, optionally followed by a JSON path. */
export interface FieldRef {
  column: string
  jsonPath: JsonPathStep[]
}

/** Aggregate functions of `select=` (`col.sum()`, `count()`). */
export type AggregateFunction = 'count' | 'sum' | 'avg' | 'max' | 'min'

/** An item of `select=`. `count()` is a column item on `*` with the `count` aggregate. */
export type SelectItem =
  | { kind: 'star' }
  | {
      kind: 'column'
      field: FieldRef
      alias?: string
      cast?: string
      aggregate?: AggregateFunction
      /** `col.sum()::int`: a cast of the aggregate's result. */
      aggregateCast?: string
    }
  | {
      kind: 'embed'
      relation: string
      alias?: string
      hint?: string
      joinType?: 'inner' | 'left'
      spread: boolean
      items: SelectItem[]
    }

/** Comparison operators of the filter grammar. */
export const FILTER_OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
] as const

/** A comparison operator of the filter grammar. */
export type FilterOperator = (typeof FILTER_OPERATORS)[number]

/** Values accepted by `is.`. */
export type IsValue = 'null' | 'not_null' | 'true' | 'false' | 'unknown'

/** The right-hand side of a filter. */
export type FilterValue =
  | { kind: 'scalar'; value: string }
  | { kind: 'list'; values: string[] }
  | { kind: 'is'; value: IsValue }
  | { kind: 'fts'; config?: string; value: string }

/** `col=[not.]op[(any|all)].value`. */
export interface Filter {
  kind: 'filter'
  field: FieldRef
  negate: boolean
  operator: FilterOperator
  /** `eq(any).{a,b}`: compare against each element, OR-ed (`any`) or AND-ed (`all`). */
  quantifier?: 'any' | 'all'
  value: FilterValue
}

/** `or=(…)`, `and=(…)`, `not.or=(…)` and their nested forms. */
export interface LogicTree {
  kind: 'logic'
  operator: 'and' | 'or'
  negate: boolean
  children: Condition[]
}

/** Anything that can appear in a WHERE clause. */
export type Condition = Filter | LogicTree

/** One term of `order=`. */
export interface OrderTerm {
  field: FieldRef
  direction?: 'asc' | 'desc'
  nulls?: 'first' | 'last'
}

/** A whole query string, parsed. Keys of embedded resources (`rel.col=…`) are kept apart. */
export interface ParsedQuery {
  select: SelectItem[]
  where: Condition[]
  order: OrderTerm[]
  limit?: number
  offset?: number
  onConflict?: string[]
  columns?: string[]
  /** Filters, order, limit … aimed at an embedded resource (`rel.x=…`), keyed by the path. */
  embedded: { path: string; key: string; value: string }[]
  /** Query keys left for the caller (RPC arguments on GET). */
  args: Record<string, string>
}
