import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RestError, RestParseError, parseQuery } from '../../src/rest/index'
import type { Condition, Filter, FilterValue, LogicTree } from '../../src/rest/index'
import type { SchemaSnapshot, TableInfo } from '../../src/rest/schema-cache'
import { buildRead } from '../../src/rest/sql-builder'
import { CAST_TYPES } from '../../src/rest/sql-select'

/*
 * Property tests of the query-string parser and of what it lets reach SQL:
 * - any input either parses or fails with RestParseError (PGRST100), never another exception;
 * - filters and logic trees written in PostgREST syntax parse back to the same tree;
 * - every identifier in generated SQL is double-quoted and names the schema, a real column or a
 *   select alias, and every unquoted word is SQL the builder itself writes.
 */

const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'on_conflict',
  'columns',
  'or',
  'and',
  'not',
])

const grammarChars = fc.constantFrom(
  ...'abn_1.,:()"!*->{}\\ ;\'$'.split(''),
  'not.',
  'eq.',
  'in.',
  'is.',
  'or',
  'and(',
  '->>',
  '::',
  'null',
)
const grammarString = fc.oneof(
  fc.string({ unit: grammarChars, maxLength: 40 }),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
)
const queryKey = fc.oneof(
  fc.constantFrom(
    'select',
    'order',
    'limit',
    'offset',
    'or',
    'and',
    'not.or',
    'columns',
    'on_conflict',
    'id',
    'a.b',
  ),
  grammarString,
)

describe('parseQuery never throws anything but a typed parse error', () => {
  it('holds for arbitrary keys and values', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(queryKey, grammarString), { maxLength: 6 }), (pairs) => {
        try {
          parseQuery(pairs)
        } catch (e) {
          expect(e).toBeInstanceOf(RestParseError)
          expect((e as RestParseError).code).toBe('PGRST100')
          expect((e as RestParseError).status).toBe(400)
        }
      }),
      { numRuns: 3000 },
    )
  })
})

// ---- round trip -------------------------------------------------------------------------------

const name = fc.stringMatching(/^[a-z_][a-z0-9_]{0,8}$/).filter((n) => !RESERVED.has(n))
const field = fc.record({
  column: name,
  jsonPath: fc.array(
    fc.record({ arrow: fc.constantFrom('->' as const, '->>' as const), key: name }),
    {
      maxLength: 2,
    },
  ),
})
const anyText = fc.string({ maxLength: 12 })
const scalarOps = [
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
  'cs',
  'cd',
  'ov',
  'isdistinct',
] as const

const filterArb: fc.Arbitrary<Filter> = fc.oneof(
  fc.record({
    kind: fc.constant('filter' as const),
    field,
    negate: fc.boolean(),
    operator: fc.constantFrom(...scalarOps),
    value: anyText.map((value): FilterValue => ({ kind: 'scalar', value })),
  }),
  fc.record({
    kind: fc.constant('filter' as const),
    field,
    negate: fc.boolean(),
    operator: fc.constant('in' as const),
    value: fc
      .array(anyText, { maxLength: 4 })
      .map((values): FilterValue => ({ kind: 'list', values })),
  }),
  fc.record({
    kind: fc.constant('filter' as const),
    field,
    negate: fc.boolean(),
    operator: fc.constant('is' as const),
    value: fc
      .constantFrom('null', 'not_null', 'true', 'false', 'unknown' as const)
      .map((value): FilterValue => ({ kind: 'is', value: value as 'null' })),
  }),
  fc.record({
    kind: fc.constant('filter' as const),
    field,
    negate: fc.boolean(),
    operator: fc.constantFrom('eq' as const, 'like' as const, 'ilike' as const),
    quantifier: fc.constantFrom('any' as const, 'all' as const),
    value: fc
      .array(anyText, { minLength: 1, maxLength: 3 })
      .map((values): FilterValue => ({ kind: 'list', values })),
  }),
  fc.record({
    kind: fc.constant('filter' as const),
    field,
    negate: fc.boolean(),
    operator: fc.constantFrom('fts' as const, 'plfts' as const, 'wfts' as const),
    value: fc.record(
      { kind: fc.constant('fts' as const), value: anyText },
      { requiredKeys: ['kind', 'value'] },
    ),
  }),
)

const { tree: logicArb } = fc.letrec<{ tree: LogicTree; node: Condition }>((tie) => ({
  tree: fc.record({
    kind: fc.constant('logic' as const),
    operator: fc.constantFrom('and' as const, 'or' as const),
    negate: fc.boolean(),
    children: fc.array(tie('node'), { minLength: 1, maxLength: 3 }),
  }),
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, filterArb, tie('tree')),
}))

function quote(value: string): string {
  return `"${value.replace(/(["\\])/g, '\\$1')}"`
}

function fieldText(f: Filter['field']): string {
  return f.column + f.jsonPath.map((s) => `${s.arrow}${s.key}`).join('')
}

/** Writes a filter's value side; inside logic trees scalar values are always quoted. */
function filterValueText(f: Filter, inLogic: boolean): string {
  const not = f.negate ? 'not.' : ''
  const v = f.value
  switch (v.kind) {
    case 'is':
      return `${not}is.${v.value}`
    case 'fts':
      return `${not}${f.operator}${v.config ? `(${v.config})` : ''}.${inLogic ? quote(v.value) : v.value}`
    case 'list':
      return f.quantifier
        ? `${not}${f.operator}(${f.quantifier}).{${v.values.map(quote).join(',')}}`
        : `${not}in.(${v.values.map(quote).join(',')})`
    case 'scalar':
      return `${not}${f.operator}.${inLogic ? quote(v.value) : v.value}`
  }
}

function conditionText(c: Condition): string {
  if (c.kind === 'filter') return `${fieldText(c.field)}.${filterValueText(c, true)}`
  return `${c.negate ? 'not.' : ''}${c.operator}(${c.children.map(conditionText).join(',')})`
}

describe('filters round-trip through their query-string form', () => {
  it('holds for column filters', () => {
    fc.assert(
      fc.property(filterArb, (filter) => {
        const qs = new URLSearchParams([
          [fieldText(filter.field), filterValueText(filter, false)],
        ]).toString()
        expect(parseQuery(new URLSearchParams(qs).entries()).where).toEqual([filter])
      }),
      { numRuns: 1000 },
    )
  })

  it('holds for nested or/and/not trees', () => {
    fc.assert(
      fc.property(logicArb, (tree) => {
        const key = `${tree.negate ? 'not.' : ''}${tree.operator}`
        const value = `(${tree.children.map(conditionText).join(',')})`
        const qs = new URLSearchParams([[key, value]]).toString()
        expect(parseQuery(new URLSearchParams(qs).entries()).where).toEqual([tree])
      }),
      { numRuns: 500 },
    )
  })
})

// ---- no identifier reaches SQL unchecked ------------------------------------------------------

const COLUMNS = ['id', 'name', 'n', 'data', 'owner_id']
function table(nameOf: string, fks: TableInfo['foreignKeys'] = []): TableInfo {
  return {
    schema: 'public',
    name: nameOf,
    isView: false,
    accepts: { insert: true, update: true, delete: true },
    viewSources: [],
    columns: new Map(
      COLUMNS.map((c) => [c, { name: c, type: 'text', notNull: false, hasDefault: false }]),
    ),
    primaryKey: ['id'],
    uniques: [],
    foreignKeys: fks,
  }
}
const notes = table('notes', [
  {
    name: 'notes_owner_fk',
    table: 'notes',
    columns: ['owner_id'],
    refSchema: 'public',
    refTable: 'people',
    refColumns: ['id'],
  },
])
const people = table('people')
const snapshot: SchemaSnapshot = {
  schema: 'public',
  aggregatesEnabled: true,
  tables: new Map([
    ['notes', notes],
    ['people', people],
  ]),
  functions: new Map(),
}

/** Words the builder writes itself; anything else unquoted in the SQL would be a leak. */
const SQL_WORDS = new Set([
  'with',
  'as',
  'select',
  'from',
  'where',
  'and',
  'or',
  'not',
  'order',
  'by',
  'asc',
  'desc',
  'nulls',
  'first',
  'last',
  'limit',
  'offset',
  'in',
  'is',
  'null',
  'true',
  'false',
  'unknown',
  'distinct',
  'like',
  'ilike',
  'cast',
  'count',
  'int',
  'text',
  'coalesce',
  'json_agg',
  'row_to_json',
  'exists',
  'regconfig',
  'to_tsquery',
  'plainto_tsquery',
  'phraseto_tsquery',
  'websearch_to_tsquery',
  'pgrst_source',
  'total',
  'page_count',
  'body',
  'pgrst_none',
  ...[...CAST_TYPES].map((t) => t.replace('[]', '')),
])

const malicious = fc.constantFrom(
  'x"; drop table notes; --',
  "a' or '1'='1",
  'id)--',
  'n;select pg_sleep(1)',
  'nope',
)
/** Mostly real columns, so that most queries get as far as SQL; sometimes junk or an attack. */
const column = fc
  .oneof(
    { arbitrary: fc.constantFrom(...COLUMNS), weight: 30 },
    { arbitrary: malicious, weight: 1 },
    { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
  )
  .map((n) => (/^[A-Za-z0-9_]+$/.test(n) ? n : quote(n)))
/** Aliases and JSON keys may be anything: they are output names, always quoted or bound. */
const freeName = fc
  .oneof(fc.constantFrom('x', 'label'), malicious, fc.string({ maxLength: 12 }))
  .map((n) => (/^[A-Za-z0-9_]+$/.test(n) ? n : quote(n)))
const relation = fc.oneof(
  { arbitrary: fc.constant('people'), weight: 10 },
  { arbitrary: fc.constantFrom('notes', 'nope'), weight: 1 },
)
const selectItem = fc.oneof(
  fc.constant('*'),
  column,
  fc.tuple(freeName, column).map(([a, c]) => `${a}:${c}`),
  fc
    .tuple(column, fc.constantFrom('text', 'int', 'jsonb', 'text[]', 'text', 'pg_sleep'))
    .map(([c, t]) => `${c}::${t}`),
  fc.tuple(column, freeName).map(([c, k]) => `${c}->>${k}`),
  fc.tuple(column, relation).map(([c, r]) => `${r}(${c})`),
  fc.tuple(freeName, column).map(([a, c]) => `${a}:people!inner(${c})`),
)
const filterPair = fc.tuple(
  fc.oneof(
    column,
    fc.tuple(column, freeName).map(([c, k]) => `${c}->${k}`),
  ),
  fc
    .tuple(
      fc.constantFrom('eq.', 'not.like.', 'in.(', 'is.null', 'cs.', 'fts(english).'),
      fc.string({ maxLength: 10 }),
    )
    .map(([op, v]) => (op === 'in.(' ? `in.(${quote(v)})` : op === 'is.null' ? op : `${op}${v}`)),
)
const queryPairs = fc.tuple(
  fc
    .array(selectItem, { minLength: 1, maxLength: 4 })
    .map((items): [string, string] => ['select', items.join(',')]),
  fc.array(filterPair, { maxLength: 3 }),
  fc.option(
    fc
      .tuple(column, fc.constantFrom('', '.desc', '.asc.nullsfirst'))
      .map(([c, d]): [string, string] => ['order', `${c}${d}`]),
  ),
  fc.option(
    fc.tuple(column, column).map(([a, b]): [string, string] => ['or', `(${a}.eq.1,${b}.is.null)`]),
  ),
  fc.option(column.map((c): [string, string] => [`people.${c}`, 'eq.1'])),
)

/** Every `"…"` identifier in the SQL, decoded. */
function quotedIdentifiers(sql: string): string[] {
  return [...sql.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] as string).replaceAll('""', '"'))
}

describe('generated SQL only names checked identifiers', () => {
  it('holds for random selects, filters, orders and embeds', () => {
    fc.assert(
      fc.property(queryPairs, ([select, filters, order, or, embedded]) => {
        const pairs: [string, string][] = [select, ...filters]
        if (order) pairs.push(order)
        if (or) pairs.push(or)
        if (embedded) pairs.push(embedded)
        let statement
        try {
          const parsed = parseQuery(pairs)
          statement = buildRead(notes, parsed, { offset: 0, limit: 10, count: true }, snapshot)
          const aliases = new Set<string>()
          const collect = (items: typeof parsed.select) => {
            for (const item of items) {
              if (item.kind === 'column')
                aliases.add(item.alias ?? item.field.jsonPath.at(-1)?.key ?? item.field.column)
              if (item.kind === 'embed') {
                aliases.add(item.alias ?? item.relation)
                collect(item.items)
              }
            }
          }
          collect(parsed.select)
          for (const id of quotedIdentifiers(statement.sql)) {
            const known =
              id === 'public' ||
              snapshot.tables.has(id) ||
              COLUMNS.includes(id) ||
              aliases.has(id) ||
              /^pgrst_e\d+(_r)?$/.test(id)
            expect(known, `unexpected identifier ${id}`).toBe(true)
          }
          const unquoted = statement.sql
            .replace(/"(?:[^"]|"")*"/g, ' ')
            .replace(/'\[\]'/g, ' ')
            .replace(/\$\d+/g, ' ')
          expect(unquoted).not.toMatch(/['";\\]|--|\/\*/)
          for (const word of unquoted.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []) {
            expect(SQL_WORDS.has(word.toLowerCase()), `unexpected word ${word}`).toBe(true)
          }
        } catch (e) {
          if (!(e instanceof RestError)) throw e
          expect(e.status).toBeGreaterThanOrEqual(300)
          expect(e.status).toBeLessThan(500)
        }
      }),
      { numRuns: 2000 },
    )
  })
})
