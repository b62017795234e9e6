/**
 * Reads dictd databases (`.index` + `.dict.dz`, RFC 2229 servers' format) as shipped by Debian's
 * FreeDict and Mueller packages, and parses FreeDict's plain-text rendering of an entry into a
 * headword, a part of speech and senses.
 */
import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** dictd's own base-64 numbers (most significant digit first, no padding). */
function decodeNumber(text: string, where: string): number {
  let value = 0
  if (text === '') throw new Error(`${where}: empty dictd number`)
  for (const char of text) {
    const digit = B64.indexOf(char)
    if (digit < 0) throw new Error(`${where}: bad dictd number "${text}"`)
    value = value * 64 + digit
  }
  return value
}

/**
 * Every entry body of a dictd database, once each, in file order. The index lists one line per
 * headword (lower-cased and stripped of punctuation by dictd), several of which may share a body,
 * so bodies are de-duplicated by offset; the real headword is read from the body itself.
 *
 * @param indexFile - Path of the `.index` file.
 * @param dictFile - Path of the `.dict.dz` (dictzip is gzip-compatible) or `.dict` file.
 * @returns The bodies as text, without the `00-database-…` metadata entries.
 * @throws For a malformed index line, naming the file and line.
 */
export function readDictdBodies(indexFile: string, dictFile: string): string[] {
  const raw = readFileSync(dictFile)
  const data = dictFile.endsWith('.dz') ? gunzipSync(raw) : raw
  const seen = new Set<number>()
  const spans: [number, number][] = []
  readFileSync(indexFile, 'utf8')
    .split('\n')
    .forEach((line, index) => {
      if (line === '') return
      const [word, offset, length, extra] = line.split('\t')
      const where = `${indexFile}:${index + 1}`
      if (word === undefined || offset === undefined || length === undefined || extra !== undefined)
        throw new Error(`${where}: expected "headword<TAB>offset<TAB>length", got "${line}"`)
      if (word.startsWith('00-database') || word.startsWith('00database')) return
      const start = decodeNumber(offset, where)
      if (seen.has(start)) return
      seen.add(start)
      const size = decodeNumber(length, where)
      if (start + size > data.length)
        throw new Error(`${where}: entry runs past the end of ${dictFile}`)
      spans.push([start, size])
    })
  spans.sort((a, b) => a[0] - b[0])
  return spans.map(([start, length]) => data.subarray(start, start + length).toString('utf8'))
}

/** A FreeDict entry as rendered for dictd. */
export interface FreedictEntry {
  /** Headwords of the entry (several spellings share one entry in some dictionaries). */
  headwords: string[]
  /** Grammar label from the headword line, e.g. `n, masc` or `v`; `''` when absent. */
  grammar: string
  /** One string per sense, each a comma-separated list of translations. */
  senses: string[]
  /** Per sense: whether the source labelled it with a subject field (`[comp.]`, `[geogr.]`). */
  specialised: boolean[]
}

// Lines that annotate rather than translate: notes, cross-references, synonyms, examples.
const ANNOTATION = /^(?:Note:|Notes:|Synonyms?:|Antonyms?:|see:|See:|Examples?:|"|«|„|Usage:)/
const IPA = /\s+\/[^/]*\//g
const ANGLE = /<[^>]*>/g
const NUMBERED = /^\d+\.\s+/
// A subject field in square brackets at the start of a sense ("[comp.] header", "[geogr.]"):
// the sense belongs to a special field, not to everyday use.
const SUBJECT_LABEL = /^(?:\d+\.\s+)?\[[^\]]*\.\]/

/**
 * Cleans one translation line: drops grammar tags `<n>`, subject labels `[bot.]`, the braces of
 * cross-references, FreeDict's U+2010 hyphen, and stray separators.
 *
 * @param text - A sense line.
 * @returns Readable text, possibly `''`.
 */
function cleanSense(text: string): string {
  return text
    .replace(/(^|\s)\/[^/\s][^/]*\/(?=[\s,;]|$)/g, '$1')
    .replace(ANGLE, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/[{}]/g, '')
    .replace(/\u2010/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .replace(/^[\s,;]+|[\s,;]+$/g, '')
}

/**
 * Parses one FreeDict body: the first line holds the headword(s), IPA in slashes and a grammar
 * label in angle brackets; the following lines are senses (numbered `1. …` when there are
 * several), interleaved with notes, synonyms, cross-references and examples, which are dropped.
 *
 * @param body - Text of the entry.
 * @returns The parsed entry, or `null` when it has no headword or no sense.
 */
export function parseFreedictBody(body: string): FreedictEntry | null {
  const lines = body.split('\n')
  const head = lines[0]?.trim() ?? ''
  if (head === '') return null
  const grammar = [...head.matchAll(ANGLE)].map((m) => m[0].slice(1, -1)).join(', ')
  let headwords: string[]
  if (/\s\/[^/]*\//.test(head)) {
    // "a /ipa/, b /ipa/ <pos>": every spelling is followed by its pronunciation.
    headwords = [...head.matchAll(/(?:^|,\s*)([^/,]+?)\s+\/[^/]*\//g)].map(
      (m) => m[1]?.trim() ?? '',
    )
  } else {
    headwords = [head.replace(ANGLE, '').replace(IPA, '').trim()]
  }
  headwords = headwords.filter((word) => word !== '')
  const senses: string[] = []
  const specialised: boolean[] = []
  for (const line of lines.slice(1)) {
    const trimmed = line.trim()
    if (trimmed === '' || ANNOTATION.test(trimmed)) continue
    const sense = cleanSense(trimmed.replace(NUMBERED, ''))
    if (sense !== '') {
      senses.push(sense)
      specialised.push(SUBJECT_LABEL.test(trimmed))
    }
  }
  if (headwords.length === 0 || senses.length === 0) return null
  return { headwords, grammar, senses, specialised }
}
