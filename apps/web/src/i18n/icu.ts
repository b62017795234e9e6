/**
 * A minimal ICU MessageFormat subset: `{name}`, `{n, number}`, `{d, date, short|medium|long}`,
 * `{n, plural, =0 {…} one {# …} other {# …}}` and `{s, select, a {…} other {…}}`.
 * It covers what the catalogue needs at a fraction of a full ICU runtime (ADR 0009).
 */
import { dateTimeFormat, numberFormat, pluralRules } from './intl-cache'

type Trim<S extends string> = S extends ` ${infer R}`
  ? Trim<R>
  : S extends `${infer R} `
    ? Trim<R>
    : S

/** Skips to just after the `}` that closes the block the walk is in (depth counted). */
type SkipBlock<S extends string, D extends unknown[]> = S extends `${infer C}${infer R}`
  ? C extends '{'
    ? SkipBlock<R, [...D, 0]>
    : C extends '}'
      ? D extends [unknown, ...infer T]
        ? T extends []
          ? R
          : SkipBlock<R, T>
        : R
      : SkipBlock<R, D>
  : ''

type KindValue<K extends string> = K extends 'plural' | 'selectordinal' | 'number'
  ? number
  : K extends 'date' | 'time'
    ? Date | number
    : K extends 'select'
      ? string
      : string | number

/** The type keyword after `name,`: up to the next `,` or `}`, whichever comes first. */
type KindOf<S extends string> = S extends `${infer K},${string}`
  ? K extends `${infer Before}}${string}`
    ? Trim<Before>
    : Trim<K>
  : S extends `${infer K}}${string}`
    ? Trim<K>
    : never

type ReadArg<S extends string, Acc> = S extends `${infer Head}}${infer After}`
  ? Head extends `${infer Name},${string}`
    ? S extends `${string},${infer AfterComma}`
      ? Args<SkipBlock<AfterComma, [0]>, Acc & Record<Trim<Name>, KindValue<KindOf<AfterComma>>>>
      : Acc
    : Args<After, Acc & Record<Trim<Head>, string | number>>
  : Acc

/** The arguments a message string needs, inferred from its placeholders. */
export type Args<S extends string, Acc = unknown> = S extends `${string}{${infer Rest}`
  ? ReadArg<Rest, Acc>
  : Acc

type Node =
  | string
  | { kind: 'arg'; name: string }
  | { kind: 'pound' }
  | { kind: 'number'; name: string }
  | { kind: 'date'; name: string; style: 'short' | 'medium' | 'long' | 'full' }
  | { kind: 'plural'; name: string; options: Record<string, Node[]> }
  | { kind: 'select'; name: string; options: Record<string, Node[]> }

/** Parses a message into nodes; throws on malformed input so catalogue tests catch it. */
export function parseMessage(source: string): Node[] {
  let pos = 0
  function parseNodes(inPlural: boolean, nested: boolean): Node[] {
    const nodes: Node[] = []
    let text = ''
    while (pos < source.length) {
      const ch = source.charAt(pos)
      if (ch === '}') {
        if (nested) break
        throw new SyntaxError(`Unbalanced braces in "${source}"`)
      }
      if (ch === '{') {
        if (text) nodes.push(text)
        text = ''
        pos += 1
        nodes.push(parseArgument())
        continue
      }
      if (ch === '#' && inPlural) {
        if (text) nodes.push(text)
        text = ''
        nodes.push({ kind: 'pound' })
        pos += 1
        continue
      }
      text += ch
      pos += 1
    }
    if (text) nodes.push(text)
    return nodes
  }
  function readUntil(stops: string): string {
    const start = pos
    while (pos < source.length && !stops.includes(source.charAt(pos))) pos += 1
    if (pos >= source.length) throw new SyntaxError(`Unterminated argument in "${source}"`)
    return source.slice(start, pos).trim()
  }
  function parseOptions(inPlural: boolean): Record<string, Node[]> {
    const options: Record<string, Node[]> = {}
    for (;;) {
      const key = readUntil('{}')
      if (source[pos] === '}') {
        if (key) throw new SyntaxError(`Option "${key}" has no body in "${source}"`)
        pos += 1
        break
      }
      pos += 1
      options[key] = parseNodes(inPlural, true)
      if (source[pos] !== '}') throw new SyntaxError(`Unclosed option in "${source}"`)
      pos += 1
    }
    if (!('other' in options)) throw new SyntaxError(`Missing "other" option in "${source}"`)
    return options
  }
  function parseArgument(): Node {
    const name = readUntil(',}')
    if (source[pos] === '}') {
      pos += 1
      return { kind: 'arg', name }
    }
    pos += 1
    const type = readUntil(',}')
    if (type === 'number' && source[pos] === '}') {
      pos += 1
      return { kind: 'number', name }
    }
    if (type === 'date') {
      let style: 'short' | 'medium' | 'long' | 'full' = 'medium'
      if (source[pos] === ',') {
        pos += 1
        const s = readUntil('}')
        if (s !== 'short' && s !== 'medium' && s !== 'long' && s !== 'full') {
          throw new SyntaxError(`Unknown date style "${s}"`)
        }
        style = s
      }
      pos += 1
      return { kind: 'date', name, style }
    }
    if ((type === 'plural' || type === 'select') && source[pos] === ',') {
      pos += 1
      return { kind: type, name, options: parseOptions(type === 'plural') }
    }
    throw new SyntaxError(`Unsupported argument type "${type}" in "${source}"`)
  }
  const nodes = parseNodes(false, false)
  if (pos !== source.length) throw new SyntaxError(`Unbalanced braces in "${source}"`)
  return nodes
}

/** Values a formatted message accepts. */
export type MessageValues = Record<string, string | number | Date>

/** Formats parsed nodes for one locale with the platform's Intl APIs. */
export function formatNodes(
  nodes: readonly Node[],
  values: MessageValues,
  locale: string,
  pound?: number,
): string {
  let out = ''
  for (const node of nodes) {
    if (typeof node === 'string') {
      out += node
      continue
    }
    if (node.kind === 'pound') {
      out += pound === undefined ? '#' : numberFormat(locale).format(pound)
      continue
    }
    const value = values[node.name]
    if (value === undefined) throw new RangeError(`Missing value for "${node.name}"`)
    switch (node.kind) {
      case 'arg':
        out += value instanceof Date ? value.toISOString() : String(value)
        break
      case 'number':
        out += numberFormat(locale).format(Number(value))
        break
      case 'date':
        out += dateTimeFormat(locale, { dateStyle: node.style }).format(
          typeof value === 'string' ? new Date(value) : value,
        )
        break
      case 'plural': {
        const n = Number(value)
        const exact = node.options[`=${n}`]
        const category = pluralRules(locale).select(n)
        const branch = exact ?? node.options[category] ?? node.options.other ?? []
        out += formatNodes(branch, values, locale, n)
        break
      }
      case 'select': {
        const branch = node.options[String(value)] ?? node.options.other ?? []
        out += formatNodes(branch, values, locale, pound)
        break
      }
    }
  }
  return out
}

/**
 * The placeholders of a message as sorted `name:kind` entries (`count:plural`, `when:date`, a
 * select also lists its option keys), for checking a translation against its English source.
 * Plural options are left out: each language has its own categories.
 */
export function placeholdersOf(source: string): string[] {
  const found = new Set<string>()
  const walk = (nodes: readonly Node[]) => {
    for (const node of nodes) {
      if (typeof node === 'string' || node.kind === 'pound') continue
      if (node.kind === 'select') {
        found.add(`${node.name}:select(${Object.keys(node.options).sort().join('|')})`)
      } else found.add(`${node.name}:${node.kind}`)
      if (node.kind === 'plural' || node.kind === 'select') {
        for (const branch of Object.values(node.options)) walk(branch)
      }
    }
  }
  walk(parseMessage(source))
  return [...found].sort()
}

/** Every plural argument of a message with the option keys it gives (`=0`, `one`, `other`, …). */
export function pluralOptionsOf(source: string): { name: string; options: string[] }[] {
  const found: { name: string; options: string[] }[] = []
  const walk = (nodes: readonly Node[]) => {
    for (const node of nodes) {
      if (typeof node === 'string' || node.kind === 'pound') continue
      if (node.kind === 'plural')
        found.push({ name: node.name, options: Object.keys(node.options) })
      if (node.kind === 'plural' || node.kind === 'select') {
        for (const branch of Object.values(node.options)) walk(branch)
      }
    }
  }
  walk(parseMessage(source))
  return found
}
