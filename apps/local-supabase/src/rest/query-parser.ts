import { MAX_JSON_PATH_STEPS } from '../json-limits'
import { RestParseError } from './errors'
import {
  FILTER_OPERATORS,
  type AggregateFunction,
  type Condition,
  type FieldRef,
  type Filter,
  type FilterOperator,
  type FilterValue,
  type IsValue,
  type JsonPathStep,
  type LogicTree,
  type OrderTerm,
  type ParsedQuery,
  type SelectItem,
} from './query-ast'

/*
 * A pure parser for PostgREST's query-string grammar (sheet §3.2). It only ever throws
 * RestParseError (400 PGRST100); whether a name exists is decided later, against the live schema.
 */

const RESERVED_KEYS = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'on_conflict',
  'columns',
  'or',
  'and',
  'not.or',
  'not.and',
])
const OPERATORS: ReadonlySet<string> = new Set(FILTER_OPERATORS)
const IS_VALUES: ReadonlySet<string> = new Set(['null', 'not_null', 'true', 'false', 'unknown'])
const FTS_OPERATORS: ReadonlySet<string> = new Set(['fts', 'plfts', 'phfts', 'wfts'])
/** Longest accepted query-string value; keeps pathological inputs cheap. */
const MAX_VALUE_LENGTH = 64 * 1024
/** Deepest accepted nesting of `and(…)`/`or(…)` and embeds. */
const MAX_DEPTH = 16

/** Unquoted names: letters, digits, `_`, `$` and any non-ASCII character. */
function isNameChar(ch: string): boolean {
  return /[A-Za-z0-9_$]/.test(ch) || ch.charCodeAt(0) > 127
}

function fail(what: string, input: string, details: string | null = null): never {
  throw new RestParseError(`failed to parse ${what} (${input})`, details)
}

/**
 * Splits on `sep` at nesting depth zero, honouring double quotes (with backslash escapes),
 * parentheses and braces.
 */
function splitTopLevel(input: string, sep = ','): string[] {
  const parts: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let i = 0; i < input.length; i++) {
    const ch = input[i]
    if (quoted) {
      if (ch === '\\') i++
      else if (ch === '"') quoted = false
      continue
    }
    if (ch === '"') quoted = true
    else if (ch === '(' || ch === '{') depth++
    else if (ch === ')' || ch === '}') {
      depth--
      if (depth < 0) fail('list', input, 'unbalanced parentheses')
    } else if (ch === sep && depth === 0) {
      parts.push(input.slice(start, i))
      start = i + 1
    }
  }
  if (quoted) fail('list', input, 'unterminated double quote')
  if (depth !== 0) fail('list', input, 'unbalanced parentheses')
  parts.push(input.slice(start))
  return parts
}

/** Removes surrounding double quotes and backslash escapes; leaves other values untouched. */
function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1')
  }
  return value
}

/** Reads a name (quoted or bare) at `pos`; returns it and the position after it. */
function readName(input: string, pos: number, what: string): [string, number] {
  if (input[pos] === '"') {
    let out = ''
    let i = pos + 1
    while (i < input.length && input[i] !== '"') {
      if (input[i] === '\\' && i + 1 < input.length) i++
      out += input[i]
      i++
    }
    if (i >= input.length) fail(what, input, 'unterminated double quote')
    if (out === '') fail(what, input, 'empty name')
    return [out, i + 1]
  }
  let i = pos
  while (i < input.length && isNameChar(input[i] as string)) i++
  if (i === pos) fail(what, input, `unexpected "${input[pos] ?? 'end of input'}"`)
  return [input.slice(pos, i), i]
}

/** Reads `col(->key|->>key)*` at `pos`. */
function readField(input: string, pos: number, what: string): [FieldRef, number] {
  const [column, afterName] = readName(input, pos, what)
  const jsonPath: JsonPathStep[] = []
  let i = afterName
  while (input.startsWith('->', i)) {
    if (jsonPath.length === MAX_JSON_PATH_STEPS) {
      fail(what, input.slice(0, 80), `JSON paths are limited to ${MAX_JSON_PATH_STEPS} steps`)
    }
    const arrow = input.startsWith('->>', i) ? '->>' : '->'
    i += arrow.length
    const [key, next] = readName(input, i, what)
    jsonPath.push({ arrow, key })
    i = next
  }
  return [{ column, jsonPath }, i]
}

function stripWhitespace(input: string): string {
  let out = ''
  let quoted = false
  for (let i = 0; i < input.length; i++) {
    const ch = input[i] as string
    if (quoted && ch === '\\') {
      out += ch + (input[i + 1] ?? '')
      i++
      continue
    }
    if (ch === '"') quoted = !quoted
    if (!quoted && /\s/.test(ch)) continue
    out += ch
  }
  return out
}

function parseSelectItem(raw: string, depth: number): SelectItem {
  if (raw === '*') return { kind: 'star' }
  if (raw === '') fail('select', raw, 'empty item')
  let pos = 0
  let spread = false
  if (raw.startsWith('...')) {
    spread = true
    pos = 3
  }
  let [name, next] = readName(raw, pos, 'select')
  let alias: string | undefined
  let nameStart = pos
  if (raw[next] === ':' && raw[next + 1] !== ':') {
    if (spread) fail('select', raw, 'a spread cannot have an alias')
    alias = name
    nameStart = next + 1
    ;[name, next] = readName(raw, nameStart, 'select')
  }
  // An embed: name, optional !hint / !inner / !left, then a parenthesised list.
  let cursor = next
  let hint: string | undefined
  let joinType: 'inner' | 'left' | undefined
  while (raw[cursor] === '!') {
    const [word, after] = readName(raw, cursor + 1, 'select')
    if (word === 'inner' || word === 'left') joinType = word
    else if (hint === undefined) hint = word
    else fail('select', raw, 'more than one hint')
    cursor = after
  }
  if (raw[cursor] === '(' && name === 'count' && cursor === next) {
    if (!raw.startsWith('()', cursor)) fail('select', raw, 'count cannot be embedded')
    // `count()`: the count aggregate over the rows (or the group).
    return aggregateItem(raw, { column: '*', jsonPath: [] }, 'count', cursor + 2, alias, undefined)
  }
  if (raw[cursor] === '(') {
    if (!raw.endsWith(')')) fail('select', raw, 'expected ")" at the end of an embed')
    if (depth >= MAX_DEPTH) fail('select', raw, 'embedding nested too deeply')
    const inner = raw.slice(cursor + 1, -1)
    // An empty list (`users()`) embeds nothing: the embed only filters (PostgREST leaves it out).
    const items = inner === '' ? [] : parseSelectList(inner, depth + 1)
    return {
      kind: 'embed',
      relation: name,
      spread,
      items,
      ...(alias !== undefined ? { alias } : {}),
      ...(hint !== undefined ? { hint } : {}),
      ...(joinType !== undefined ? { joinType } : {}),
    }
  }
  if (spread || cursor !== next) fail('select', raw, 'expected an embedded resource')
  // A column: re-read from the name's start so that JSON paths are taken in.
  const [field, afterField] = readField(raw, nameStart, 'select')
  const [cast, end] = readCast(raw, afterField)
  const agg = /^\.(count|sum|avg|max|min)\(\)/.exec(raw.slice(end))
  if (agg) {
    return aggregateItem(raw, field, agg[1] as AggregateFunction, end + agg[0].length, alias, cast)
  }
  if (end !== raw.length) fail('select', raw, `unexpected "${raw.slice(end)}"`)
  return {
    kind: 'column',
    field,
    ...(alias !== undefined ? { alias } : {}),
    ...(cast !== undefined ? { cast } : {}),
  }
}

/** An optional `::type` at `pos`: the type and the position after it. */
function readCast(raw: string, pos: number): [string | undefined, number] {
  if (!raw.startsWith('::', pos)) return [undefined, pos]
  const match = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?/.exec(raw.slice(pos + 2))
  if (!match) fail('select', raw, 'invalid cast')
  return [match[0], pos + 2 + match[0].length]
}

/** The rest of an aggregate item after `fn()`: an optional cast of its result, then the end. */
function aggregateItem(
  raw: string,
  field: FieldRef,
  aggregate: AggregateFunction,
  pos: number,
  alias: string | undefined,
  cast: string | undefined,
): SelectItem {
  const [aggregateCast, end] = readCast(raw, pos)
  if (end !== raw.length) fail('select', raw, `unexpected "${raw.slice(end)}"`)
  return {
    kind: 'column',
    field,
    aggregate,
    ...(alias !== undefined ? { alias } : {}),
    ...(cast !== undefined ? { cast } : {}),
    ...(aggregateCast !== undefined ? { aggregateCast } : {}),
  }
}

function parseSelectList(input: string, depth: number): SelectItem[] {
  if (input === '') return [{ kind: 'star' }]
  return splitTopLevel(input).map((item) => parseSelectItem(item, depth))
}

/** Parses `select=` (whitespace outside double quotes is ignored, as postgrest-js strips it). */
function parseSelect(input: string): SelectItem[] {
  return parseSelectList(stripWhitespace(input), 0)
}

function parseList(raw: string, context: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) fail('filter', context, 'expected a list "(a,b)"')
  const inner = raw.slice(1, -1)
  if (inner === '') return []
  return splitTopLevel(inner).map(unquote)
}

/**
 * Parses the value side of a filter: `[not.]op[(any|all)|(config)].value`. `inLogic` marks
 * values inside `or=(…)`, where double-quoted values are unquoted.
 */
function parseFilterExpression(field: FieldRef, raw: string, inLogic = false): Filter {
  let rest = raw
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const opMatch = /^([a-z]+)(?:\(([^)]*)\))?\./.exec(rest)
  if (!opMatch) fail('filter', raw)
  const op = opMatch[1] as string
  const modifier = opMatch[2]
  if (!OPERATORS.has(op)) fail('filter', raw, `unknown operator "${op}"`)
  const operator = op as FilterOperator
  const valueText = rest.slice(opMatch[0].length)
  let value: FilterValue
  let quantifier: 'any' | 'all' | undefined
  if (FTS_OPERATORS.has(operator)) {
    if (modifier !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(modifier)) {
      fail('filter', raw, 'invalid text search configuration')
    }
    value = {
      kind: 'fts',
      value: inLogic ? unquote(valueText) : valueText,
      ...(modifier !== undefined ? { config: modifier } : {}),
    }
  } else if (modifier !== undefined) {
    if (modifier !== 'any' && modifier !== 'all') fail('filter', raw, 'expected (any) or (all)')
    if (!['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch'].includes(op)) {
      fail('filter', raw, `(${modifier}) is not allowed with ${op}`)
    }
    quantifier = modifier
    if (!valueText.startsWith('{') || !valueText.endsWith('}')) {
      fail('filter', raw, 'expected a list "{a,b}"')
    }
    const inner = valueText.slice(1, -1)
    value = { kind: 'list', values: inner === '' ? [] : splitTopLevel(inner).map(unquote) }
  } else if (operator === 'in') {
    value = { kind: 'list', values: parseList(valueText, raw) }
  } else if (operator === 'is') {
    if (!IS_VALUES.has(valueText))
      fail('filter', raw, 'is accepts null, not_null, true, false, unknown')
    value = { kind: 'is', value: valueText as IsValue }
  } else {
    value = { kind: 'scalar', value: inLogic ? unquote(valueText) : valueText }
  }
  return {
    kind: 'filter',
    field,
    negate,
    operator,
    value,
    ...(quantifier !== undefined ? { quantifier } : {}),
  }
}

/** Parses a logic value `(cond,cond,…)` for `or`/`and`. */
function parseLogic(operator: 'and' | 'or', negate: boolean, raw: string, depth = 0): LogicTree {
  if (depth >= MAX_DEPTH) fail('logic tree', raw, 'nested too deeply')
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    fail('logic tree', raw, 'expected "(" … ")"')
  }
  const inner = raw.slice(1, -1)
  if (inner === '') fail('logic tree', raw, 'empty list')
  const children = splitTopLevel(inner).map((part): Condition => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(part)
    if (nested) {
      return parseLogic(
        nested[2] as 'and' | 'or',
        nested[1] !== undefined,
        nested[3] as string,
        depth + 1,
      )
    }
    const [field, end] = readField(part, 0, 'logic tree')
    if (part[end] !== '.') fail('logic tree', part, 'expected "column.operator.value"')
    return parseFilterExpression(field, part.slice(end + 1), true)
  })
  return { kind: 'logic', operator, negate, children }
}

/** Parses `order=col.desc.nullslast,other`. */
function parseOrder(input: string): OrderTerm[] {
  if (input === '') fail('order', input, 'empty')
  return splitTopLevel(input).map((term) => {
    const [field, end] = readField(term, 0, 'order')
    const mods = term.slice(end)
    const result: OrderTerm = { field }
    if (mods === '') return result
    if (!mods.startsWith('.')) fail('order', term)
    for (const mod of mods.slice(1).split('.')) {
      if ((mod === 'asc' || mod === 'desc') && result.direction === undefined) {
        result.direction = mod
      } else if ((mod === 'nullsfirst' || mod === 'nullslast') && result.nulls === undefined) {
        result.nulls = mod === 'nullsfirst' ? 'first' : 'last'
      } else {
        fail('order', term, `unexpected "${mod}"`)
      }
    }
    return result
  })
}

/** Parses a non-negative integer for `limit`/`offset`. */
function parseCount(what: string, input: string): number {
  if (!/^\d{1,15}$/.test(input)) fail(what, input, 'expected a non-negative integer')
  return Number(input)
}

/** Parses a comma list of column names (`columns=`, `on_conflict=`). */
function parseNameList(what: string, input: string): string[] {
  const cleaned = stripWhitespace(input)
  if (cleaned === '') fail(what, input, 'empty list')
  return splitTopLevel(cleaned).map((part) => {
    const [name, end] = readName(part, 0, what)
    if (end !== part.length) fail(what, input, `unexpected "${part.slice(end)}"`)
    return name
  })
}

/** Options for {@link parseQuery}. */
export interface ParseQueryOptions {
  /** Keys to keep as plain arguments (RPC parameters on GET) instead of filters. */
  argNames?: ReadonlySet<string>
}

/**
 * Parses a whole query string. Repeated filter keys are AND-ed; keys naming an embedded resource
 * (`rel.col`, `rel.order` …) are returned apart for the planner to resolve or reject.
 */
export function parseQuery(
  params: Iterable<[string, string]>,
  options: ParseQueryOptions = {},
): ParsedQuery {
  const query: ParsedQuery = {
    select: [{ kind: 'star' }],
    where: [],
    order: [],
    embedded: [],
    args: {},
  }
  for (const [key, value] of params) {
    if (value.length > MAX_VALUE_LENGTH || key.length > MAX_VALUE_LENGTH) {
      fail('query string', key.slice(0, 40), 'value too long')
    }
    if (options.argNames?.has(key)) {
      query.args[key] = value
      continue
    }
    switch (key) {
      case 'select':
        query.select = parseSelect(value)
        continue
      case 'order':
        query.order.push(...parseOrder(value))
        continue
      case 'limit':
        query.limit = parseCount('limit', value)
        continue
      case 'offset':
        query.offset = parseCount('offset', value)
        continue
      case 'on_conflict':
        query.onConflict = parseNameList('on_conflict', value)
        continue
      case 'columns':
        query.columns = parseNameList('columns', value)
        continue
      case 'or':
      case 'and':
        query.where.push(parseLogic(key, false, value))
        continue
      case 'not.or':
      case 'not.and':
        query.where.push(parseLogic(key === 'not.or' ? 'or' : 'and', true, value))
        continue
    }
    if (key === '') fail('filter', value, 'empty column name')
    const [field, end] = readField(key, 0, 'filter')
    if (end !== key.length) {
      if (key[end] === '.' && field.jsonPath.length === 0) {
        const path = field.column
        const sub = key.slice(end + 1)
        if (sub === '' || RESERVED_KEYS.has(path)) fail('filter', key)
        query.embedded.push({ path, key: sub, value })
        continue
      }
      fail('filter', key, `unexpected "${key.slice(end)}"`)
    }
    query.where.push(parseFilterExpression(field, value))
  }
  return query
}
