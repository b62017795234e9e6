/**
 * EDICT (Japanese → English, Electronic Dictionary Research and Development Group), from Debian's
 * `edict` package. One line per written form and reading:
 * `漢字 [かんじ] /(n) (1) gloss/gloss/(2) gloss/(P)/`.
 */
import { readFileSync } from 'node:fs'
import type { PartOfSpeech } from '../../src/format'
import { EntryCollector } from './dataset'
import type { DebianPackage } from './debian'
import { debianPackage, packageFile } from './debian'

/** One EDICT line, parsed. */
export interface EdictEntry {
  /** Written forms (kanji); empty for words written only in kana. */
  writings: string[]
  /** Readings in kana (for kana-only words: the word itself). */
  readings: string[]
  /** First part of speech named. */
  pos: PartOfSpeech | ''
  /** One meaning per sense, glosses joined with `; `. */
  senses: string[]
  /** Marked `(P)`: a common word. */
  common: boolean
  /** Marked `(uk)`: usually written in kana even though it has kanji. */
  usuallyKana: boolean
}

const EDICT_POS: readonly [RegExp, PartOfSpeech][] = [
  [/^(?:n|n-adv|n-t|n-suf|n-pref)$/, 'noun'],
  [/^(?:v1|v5.*|vs.*|vk|vz|v2.*|v4.*|vi|vt|aux-v)$/, 'verb'],
  [/^(?:adj.*|aux-adj)$/, 'adjective'],
  [/^(?:adv|adv-to)$/, 'adverb'],
  [/^(?:prt)$/, 'particle'],
  [/^(?:pn)$/, 'pronoun'],
  [/^(?:conj)$/, 'conjunction'],
  [/^(?:int)$/, 'interjection'],
  [/^(?:num|ctr)$/, 'numeral'],
  [/^(?:exp)$/, 'expression'],
]

// A leading "(tag)" or "(tag,tag)" of EDICT's entity codes, a sense number "(1)", or a field "{comp}".
const LEADING_TAG = /^(?:\((?:[a-zA-Z0-9-]+(?:,[a-zA-Z0-9-]+)*)\)|\{[^}]*\})\s*/

function posOf(tag: string): PartOfSpeech | '' {
  for (const [pattern, pos] of EDICT_POS) if (pattern.test(tag)) return pos
  return ''
}

/**
 * Parses one EDICT line.
 *
 * @param line - A line of the (UTF-8 decoded) file.
 * @returns The entry, or `null` for the header and malformed lines.
 */
function parseEdictLine(line: string): EdictEntry | null {
  const match = /^(\S+)\s+(?:\[([^\]]+)\]\s+)?\/(.*)\/\s*$/.exec(line)
  if (!match) return null
  const head = (match[1] ?? '').split(';').map((w) => w.replace(/\([^)]*\)$/, ''))
  const reading = match[2]?.split(';').map((w) => w.replace(/\([^)]*\)$/, ''))
  const fields = (match[3] ?? '').split('/')
  let pos: PartOfSpeech | '' = ''
  let common = false
  let usuallyKana = false
  const senses: string[][] = [[]]
  for (const raw of fields) {
    if (raw === '(P)') {
      common = true
      continue
    }
    if (/^EntL\d+/.test(raw) || raw === '') continue
    let gloss = raw
    let tag: RegExpExecArray | null
    while ((tag = LEADING_TAG.exec(gloss)) !== null) {
      const inner = tag[0].trim().slice(1, -1)
      if (inner.split(',').includes('uk')) usuallyKana = true
      if (/^\d+$/.test(inner)) {
        if ((senses[senses.length - 1] ?? []).length > 0) senses.push([])
      } else if (pos === '') {
        for (const part of inner.split(',')) if (pos === '') pos = posOf(part)
      }
      gloss = gloss.slice(tag[0].length)
    }
    gloss = gloss.trim()
    if (gloss !== '') senses[senses.length - 1]?.push(gloss)
  }
  const joined = senses.filter((s) => s.length > 0).map((s) => s.join('; '))
  if (joined.length === 0) return null
  return reading
    ? { writings: head, readings: reading, pos, senses: joined, common, usuallyKana }
    : { writings: [], readings: head, pos, senses: joined, common, usuallyKana }
}

/**
 * Reads EDICT into entries keyed by written form and by reading. Under a reading, meanings of
 * kanji words name the kanji (`紙: paper`) because one reading covers many words. Common words
 * (marked `(P)`) are added first, so they lead wherever a key has several words.
 *
 * @param keep - Whether an entry is converted (used to keep the data small).
 * @param keepReading - Whether a kanji word is also stored under its kana reading (texts write
 *   some words in kana); kana-only words are always stored.
 * @param maxMeanings - Cap on meanings per key.
 * @returns The entries and the package they came from.
 */
export function readEdict(
  keep: (entry: EdictEntry) => boolean,
  keepReading: (entry: EdictEntry, reading: string) => boolean,
  maxMeanings?: number,
): {
  pkg: DebianPackage
  entries: EntryCollector
} {
  const pkg = debianPackage('edict')
  const text = new TextDecoder('euc-jp').decode(
    readFileSync(packageFile(pkg, 'usr/share/edict/edict')),
  )
  const parsed: EdictEntry[] = []
  for (const line of text.split('\n').slice(1)) {
    const entry = parseEdictLine(line)
    if (entry && keep(entry)) parsed.push(entry)
  }
  parsed.sort((a, b) => Number(b.common) - Number(a.common))
  const entries = new EntryCollector('ja', maxMeanings)
  for (const entry of parsed) {
    for (const writing of entry.writings) entries.add(writing, entry.pos, entry.senses)
    const prefix = entry.writings[0]
    for (const reading of entry.readings) {
      if (prefix && !keepReading(entry, reading)) continue
      entries.add(
        reading,
        entry.pos,
        prefix ? entry.senses.slice(0, 2).map((sense) => `${prefix}: ${sense}`) : entry.senses,
      )
    }
  }
  return { pkg, entries }
}
