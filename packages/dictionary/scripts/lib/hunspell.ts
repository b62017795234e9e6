/**
 * Expands Hunspell dictionaries (`.dic` stems with affix flags, `.aff` rules) into word forms, each
 * linked to the stem it came from, which in the dictionaries used here is the dictionary form.
 * Supports what those dictionaries use: flag types (single character, `long`, `num`, `UTF-8`),
 * flag aliases (`AF`), prefixes and suffixes with strip/add/condition, cross products, twofold
 * suffixes through continuation classes, `CIRCUMFIX`, `NEEDAFFIX`, `ONLYINCOMPOUND`,
 * `FORBIDDENWORD` and `IGNORE`. Compounding is not expanded (it is unbounded); the lookup splits
 * German compounds at run time instead.
 */
import { readFileSync } from 'node:fs'

type FlagMode = 'char' | 'long' | 'num' | 'UTF-8'

interface AffixRule {
  flag: string
  strip: string
  add: string
  /** Continuation flags of the affix (twofold affixes, CIRCUMFIX, NEEDAFFIX). */
  continuation: Set<string>
  condition: RegExp
  cross: boolean
}

/** Parsed `.aff` data needed for generation. */
export interface AffixFile {
  mode: FlagMode
  aliases: string[][]
  prefixes: Map<string, AffixRule[]>
  suffixes: Map<string, AffixRule[]>
  needAffix?: string
  circumfix?: string
  onlyInCompound?: string
  forbidden?: string
  ignore: RegExp | null
  /** Character set of the `.aff` and `.dic` files. */
  encoding: 'utf8' | 'latin1'
}

function splitFlags(text: string, mode: FlagMode): string[] {
  if (text === '') return []
  switch (mode) {
    case 'long':
      return text.match(/[\s\S]{1,2}/g) ?? []
    case 'num':
      return text.split(',').filter((f) => f !== '')
    case 'UTF-8':
      return [...text]
    default:
      return text.split('')
  }
}

function flagsOf(text: string, affix: Pick<AffixFile, 'mode' | 'aliases'>): string[] {
  if (affix.aliases.length > 0 && /^\d+$/.test(text)) return affix.aliases[Number(text) - 1] ?? []
  return splitFlags(text, affix.mode)
}

function escapeCondition(condition: string): string {
  // Hunspell conditions use only `.`, `[…]` and `[^…]`; everything else is a literal character.
  let out = ''
  let inClass = false
  for (const char of condition) {
    if (char === '[') inClass = true
    if (char === ']') inClass = false
    if (char === '[' || char === ']' || char === '.' || (inClass && char === '^')) out += char
    else out += inClass && char !== '-' ? char : char.replace(/[\\^$*+?()|{}\-/]/g, '\\$&')
  }
  return out
}

/**
 * Reads an `.aff` file (UTF-8 or ISO-8859-1 as its `SET` says).
 *
 * @param path - Path of the `.aff` file.
 * @returns The rules needed to generate forms.
 */
export function readAffixFile(path: string): AffixFile {
  const bytes = readFileSync(path)
  const latin = /^SET\s+ISO8859-1/m.test(bytes.toString('latin1'))
  const text = bytes.toString(latin ? 'latin1' : 'utf8')
  const lines = text.split(/\r?\n/)
  const affix: AffixFile = {
    mode: 'char',
    aliases: [],
    prefixes: new Map(),
    suffixes: new Map(),
    ignore: null,
    encoding: latin ? 'latin1' : 'utf8',
  }
  const headerCross = new Map<string, boolean>()
  for (const line of lines) {
    const [name, mode] = line.trim().split(/\s+/)
    if (name === 'FLAG' && mode !== undefined) affix.mode = mode as FlagMode
  }
  for (const line of lines) {
    if (line.startsWith('#')) continue
    const fields = line.trim().split(/\s+/)
    const [name, a, b, c, d] = fields
    if (a === undefined) continue
    if (name === 'AF' && !/^\d+$/.test(a)) affix.aliases.push(splitFlags(a, affix.mode))
    else if (name === 'NEEDAFFIX' || name === 'PSEUDOROOT') affix.needAffix = a
    else if (name === 'CIRCUMFIX') affix.circumfix = a
    else if (name === 'ONLYINCOMPOUND') affix.onlyInCompound = a
    else if (name === 'FORBIDDENWORD') affix.forbidden = a
    else if (name === 'IGNORE')
      affix.ignore = new RegExp(`[${a.replace(/[\]\\^-]/g, '\\$&')}]`, 'g')
    else if ((name === 'PFX' || name === 'SFX') && b !== undefined && c !== undefined) {
      const key = `${name} ${a}`
      if (!headerCross.has(key) && (b === 'Y' || b === 'N') && /^\d+$/.test(c) && d === undefined) {
        headerCross.set(key, b === 'Y')
        continue
      }
      const [addText = '', continuationText = ''] = c.split('/')
      const strip = b === '0' ? '' : b
      const add = addText === '0' ? '' : addText
      const condition = d === undefined || d === '.' ? '' : escapeCondition(d)
      const rule: AffixRule = {
        flag: a,
        strip,
        add,
        continuation: new Set(flagsOf(continuationText, affix)),
        condition: new RegExp(name === 'SFX' ? `${condition}$` : `^${condition}`, 'u'),
        cross: headerCross.get(key) ?? false,
      }
      const table = name === 'SFX' ? affix.suffixes : affix.prefixes
      const list = table.get(a) ?? []
      list.push(rule)
      table.set(a, list)
    }
  }
  return affix
}

/** One stem of a `.dic` file with its flags. */
export interface Stem {
  word: string
  flags: string[]
  /** Morphological fields after the flags, if any (e.g. `po:nom`). */
  morphology: string
}

/**
 * Reads a `.dic` file: first line is a count, then `word[/flags] [morphology]` per line.
 *
 * @param path - Path of the `.dic` file.
 * @param affix - Its affix file (for the flag type and aliases).
 * @returns The stems in file order.
 */
export function readDictionaryFile(path: string, affix: AffixFile): Stem[] {
  const text = readFileSync(path).toString(affix.encoding)
  const stems: Stem[] = []
  const lines = text.split(/\r?\n/)
  for (const line of lines.slice(1)) {
    if (line === '' || line.startsWith('\t') || line.startsWith('/')) continue
    // The word ends at the first unescaped slash or whitespace.
    const match = /^((?:\\\/|[^/\s])+)(?:\/(\S*))?(?:\s+(.*))?$/.exec(line)
    if (!match) continue
    const word = (match[1] ?? '').replace(/\\\//g, '/')
    stems.push({ word, flags: flagsOf(match[2] ?? '', affix), morphology: match[3] ?? '' })
  }
  return stems
}

function applySuffix(word: string, rule: AffixRule): string | null {
  if (!rule.condition.test(word) || !word.endsWith(rule.strip)) return null
  return word.slice(0, word.length - rule.strip.length) + rule.add
}

function applyPrefix(word: string, rule: AffixRule): string | null {
  if (!rule.condition.test(word) || !word.startsWith(rule.strip)) return null
  return rule.add + word.slice(rule.strip.length)
}

/**
 * Every word form of one stem. Suffixes (and suffixes continuing them), prefixes, and prefix +
 * suffix combinations where both rules allow cross products. Circumfixes count only when both
 * sides carry the flag; forms needing another affix are not emitted on their own.
 *
 * @param stem - The stem.
 * @param affix - Its affix file.
 * @returns The distinct forms, the stem itself first when it is a word on its own.
 */
export function expandStem(stem: Stem, affix: AffixFile): string[] {
  const has = (flags: Iterable<string>, flag: string | undefined) =>
    flag !== undefined && [...flags].includes(flag)
  if (has(stem.flags, affix.forbidden) || has(stem.flags, affix.onlyInCompound)) return []
  const out = new Set<string>()
  const clean = (word: string) => (affix.ignore ? word.replace(affix.ignore, '') : word)
  if (!has(stem.flags, affix.needAffix)) out.add(clean(stem.word))

  // Suffixed forms, with the rule that produced them (for cross products with prefixes).
  const suffixed: { word: string; rule: AffixRule; circumfix: boolean; needs: boolean }[] = []
  for (const flag of stem.flags) {
    for (const rule of affix.suffixes.get(flag) ?? []) {
      const word = applySuffix(stem.word, rule)
      if (word === null) continue
      const circumfix = has(rule.continuation, affix.circumfix)
      const needs = has(rule.continuation, affix.needAffix)
      suffixed.push({ word, rule, circumfix, needs })
      // Twofold suffixes: flags in the continuation class allow a second suffix on top.
      for (const next of rule.continuation) {
        for (const outer of affix.suffixes.get(next) ?? []) {
          const twice = applySuffix(word, outer)
          if (twice !== null) suffixed.push({ word: twice, rule: outer, circumfix, needs: false })
        }
      }
    }
  }
  for (const s of suffixed) if (!s.circumfix && !s.needs) out.add(clean(s.word))

  for (const flag of stem.flags) {
    for (const rule of affix.prefixes.get(flag) ?? []) {
      const circumfix = has(rule.continuation, affix.circumfix)
      const word = applyPrefix(stem.word, rule)
      if (word !== null && !circumfix && !has(stem.flags, affix.needAffix)) out.add(clean(word))
      if (!rule.cross) continue
      for (const s of suffixed) {
        if (!s.rule.cross || s.circumfix !== circumfix) continue
        const both = applyPrefix(s.word, rule)
        if (both !== null) out.add(clean(both))
      }
    }
  }
  return [...out]
}
