/**
 * FreeDict's WikDict dictionaries (Debian `dict-freedict-<from>-<to>` packages built from
 * Wiktionary by WikDict, e.g. deu-fra, fra-spa, eng-jpn) and FreeDict's JMdict-based
 * Japanese–German and Japanese–French dictionaries. Both render an entry differently from the older FreeDict
 * dictionaries, so they get their own reader:
 *
 * - WikDict: `Haus /haʊ̯s/ <n, neut>`, then per sense a translation line (`1. maison, domicile`
 *   when numbered) followed by a definition in the headword's language, which is dropped.
 * - JMdict (jpn-deu, jpn-fra): headword line, part-of-speech lines in parentheses, notes, and one line of
 *   translations with sense numbers `(1) …, (2) …`.
 */
import type { PartOfSpeech } from '../../src/format'
import { EntryCollector } from './dataset'
import type { DebianPackage } from './debian'
import { debianPackage, packageFile } from './debian'
import { readDictdBodies } from './dictd'
import { partOfSpeech } from './pos'

/** One parsed entry: headwords, part of speech and senses (each a comma-separated list). */
interface WikdictEntry {
  headwords: string[]
  pos: PartOfSpeech | ''
  senses: string[]
}

const NUMBERED = /^(\d+)\.\s+(.*)$/

/**
 * Parses a WikDict entry body.
 *
 * @param body - The entry as stored in the dictd database.
 * @param where - File and entry number, for the error message.
 * @returns The entry, or `null` for entries without a translation (cross-references only).
 * @throws When the headword line is missing: a malformed source line, named by `where`.
 */
function parseWikdictBody(body: string, where: string): WikdictEntry | null {
  const lines = body.split('\n').map((line) => line.trim())
  const head = lines[0] ?? ''
  if (head === '') throw new Error(`${where}: entry without a headword line`)
  const grammar = [...head.matchAll(/<([^>]*)>/g)].map((m) => m[1]).join(', ')
  // The pronunciation follows the headword in slashes (sometimes doubled: "Bantu //ˈbæntu//").
  const headword = (head.replace(/<[^>]*>/g, '').split(/\s+\//)[0] ?? '').trim()
  const senses: string[] = []
  const rest = lines.slice(1).filter((line) => line !== '')
  const numbered = rest.filter((line) => NUMBERED.test(line))
  if (numbered.length > 0) {
    for (const line of numbered) senses.push(NUMBERED.exec(line)?.[2]?.trim() ?? '')
  } else if (rest[0] !== undefined) {
    // One sense: the translation line, then its definition.
    senses.push(rest[0])
  }
  const clean = senses
    .map((sense) =>
      sense
        .replace(/\s+\d+\.$/, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((sense) => sense !== '')
  if (headword === '' || clean.length === 0) return null
  return { headwords: [headword], pos: partOfSpeech(grammar), senses: clean }
}

/**
 * Parses an entry of the JMdict-based Japanese–German dictionary.
 *
 * @param body - The entry as stored in the dictd database.
 * @param where - File and entry number, for the error message.
 * @returns The entry, or `null` when it has no translation line.
 * @throws When the headword line is missing.
 */
function parseJmdictBody(body: string, where: string): WikdictEntry | null {
  const lines = body.split('\n').map((line) => line.trim())
  const head = lines[0] ?? ''
  if (head === '') throw new Error(`${where}: entry without a headword line`)
  const headwords = head
    .replace(/^\[[^\]]*\]\s*/, '')
    .split(',')
    .map((part) => part.replace(/\s*\/[^/]*\/\s*/g, '').trim())
    .filter((part) => part !== '')
  let pos: PartOfSpeech | '' = ''
  const senses: string[] = []
  for (const line of lines.slice(1)) {
    if (line === '' || line.startsWith('{') || line.startsWith('Note:')) continue
    if (/^\(.*\)$/.test(line) && !/^\(\d+\)/.test(line)) {
      if (pos === '') pos = jmdictPartOfSpeech(line)
      continue
    }
    for (const sense of line.split(/\(\d+\)/)) {
      const text = sense
        .replace(/\([a-z]\)\s*/g, '')
        .replace(/\s+/g, ' ')
        .replace(/^[\s,]+|[\s,]+$/g, '')
      if (text !== '') senses.push(text)
    }
  }
  if (headwords.length === 0 || senses.length === 0) return null
  return { headwords, pos, senses }
}

function jmdictPartOfSpeech(label: string): PartOfSpeech | '' {
  if (/verb/.test(label)) return 'verb'
  if (/adjective|keiyoushi/.test(label)) return 'adjective'
  if (/adverb|fukushi/.test(label)) return 'adverb'
  if (/noun/.test(label)) return 'noun'
  if (/particle/.test(label)) return 'particle'
  if (/pronoun/.test(label)) return 'pronoun'
  if (/conjunction/.test(label)) return 'conjunction'
  if (/interjection/.test(label)) return 'interjection'
  return ''
}

/** A WikDict (or JMdict) dictionary read into entries. */
export interface WikdictDictionary {
  code: string
  pkg: DebianPackage
  entries: WikdictEntry[]
}

/**
 * Downloads (once) and reads `dict-freedict-<code>`.
 *
 * @param code - e.g. `deu-fra`.
 * @returns The entries in file order.
 */
export function loadWikdict(code: string): WikdictDictionary {
  const pkg = debianPackage(`dict-freedict-${code}`)
  const file = `usr/share/dictd/freedict-${code}`
  const bodies = readDictdBodies(
    packageFile(pkg, `${file}.index`),
    packageFile(pkg, `${file}.dict.dz`),
  )
  const parse = code.startsWith('jpn-') ? parseJmdictBody : parseWikdictBody
  const entries: WikdictEntry[] = []
  bodies.forEach((body, index) => {
    const entry = parse(body, `${file}.dict.dz entry ${index + 1}`)
    if (entry) entries.push(entry)
  })
  return { code, pkg, entries }
}

/**
 * The entries as a collector, in the dictionary's own direction or read backwards.
 *
 * @param dictionary - A loaded dictionary.
 * @param lang - Language of the keys (the dictionary's headword language when `forwards`).
 * @param forwards - True to keep the direction; false to make translations the headwords.
 * @param keep - Which normalised keys to keep.
 * @param maxMeanings - Meanings per key.
 * @returns The collected entries.
 */
export function collectWikdict(
  dictionary: WikdictDictionary,
  lang: string,
  forwards: boolean,
  keep: (key: string) => boolean,
  maxMeanings: number,
): EntryCollector {
  const collector = new EntryCollector(lang, maxMeanings)
  for (const entry of dictionary.entries) {
    if (entry.pos === 'proper noun') continue
    if (forwards) {
      for (const headword of entry.headwords) collector.add(headword, entry.pos, entry.senses)
      continue
    }
    entry.senses.forEach((sense) => {
      for (const translation of sense.split(/[,;]/).map((t) => t.trim())) {
        if (translation !== '') collector.add(translation, entry.pos, entry.headwords)
      }
    })
  }
  collector.retain(keep)
  return collector
}
