/**
 * FreeDict dictionaries from Debian's `dict-freedict-<from>-<to>` packages: read forwards (the
 * dictionary's own direction) or backwards (each translation becomes a headword whose meanings
 * are the original headwords, the primary senses first).
 */
import type { PartOfSpeech } from '../../src/format'
import { EntryCollector, preferCommon, tokenKey } from './dataset'
import type { DebianPackage } from './debian'
import { debianPackage, packageFile } from './debian'
import type { FreedictEntry } from './dictd'
import { parseFreedictBody, readDictdBodies } from './dictd'
import { partOfSpeech } from './pos'

/** A FreeDict dictionary, parsed. */
export interface FreedictDictionary {
  /** Three-letter code pair, e.g. `spa-eng`. */
  code: string
  /** The Debian package it came from. */
  pkg: DebianPackage
  /** Its entries in file order. */
  entries: FreedictEntry[]
}

/**
 * Downloads and parses `dict-freedict-<code>`.
 *
 * @param code - e.g. `spa-eng`.
 * @returns The parsed dictionary.
 */
export function loadFreedict(code: string): FreedictDictionary {
  const pkg = debianPackage(`dict-freedict-${code}`)
  const bodies = readDictdBodies(
    packageFile(pkg, `usr/share/dictd/freedict-${code}.index`),
    packageFile(pkg, `usr/share/dictd/freedict-${code}.dict.dz`),
  )
  const entries: FreedictEntry[] = []
  for (const body of bodies) {
    const entry = parseFreedictBody(body)
    if (entry) entries.push(entry)
  }
  return { code, pkg, entries }
}

/**
 * Splits a sense line into single translations: commas and semicolons separate them, and a
 * parenthetical remark (`(informal)`, `(sb.)`) is dropped.
 *
 * @param sense - One sense line.
 * @returns The translations, trimmed, non-empty.
 */
function translationsOf(sense: string): string[] {
  return sense
    .replace(/\([^)]*\)/g, ' ')
    .split(/[,;]/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '')
}

/**
 * The dictionary in its own direction.
 *
 * @param dictionary - A parsed FreeDict dictionary.
 * @param lang - ISO 639-1 code of its headwords.
 * @param options - `meaning` rewrites each sense (e.g. English capitalisation; `''` drops it);
 *   `maxMeanings` caps meanings per headword.
 * @returns Entries keyed by normalised headword.
 */
export function freedictForwards(
  dictionary: FreedictDictionary,
  lang: string,
  options: {
    /** Rewrites each sense; `''` drops it. */
    meaning?: (sense: string) => string
    maxMeanings?: number
    /** Orders each key's senses by the rank of their most common word. */
    frequencyRank?: (meaning: string) => number
    /** With `frequencyRank`: drop senses without any listed word when two listed ones remain. */
    dropRare?: boolean
    /** With `frequencyRank`: senses of lower-case headwords before capitalised ones. */
    lowerCaseFirst?: boolean
    /** With `frequencyRank`: further keys a headword's senses are also stored under. */
    alsoUnder?: (headword: string) => string[]
  } = {},
): EntryCollector {
  const meaning = options.meaning ?? ((sense: string) => sense)
  const collector = new EntryCollector(lang, options.maxMeanings)
  const rank = options.frequencyRank
  if (rank) {
    // Gather every sense of a key across entries, then order them (see preferCommon).
    interface Item {
      pos: PartOfSpeech | ''
      sense: string
      capital: number
      special: number
    }
    const byKey = new Map<string, Item[]>()
    for (const entry of dictionary.entries) {
      const pos = partOfSpeech(entry.grammar)
      entry.senses.forEach((raw, index) => {
        const sense = meaning(raw)
        if (sense === '') return
        const special = entry.specialised[index] ? 1 : 0
        for (const headword of entry.headwords) {
          const capital = options.lowerCaseFirst && /^\p{Lu}/u.test(headword) ? 1 : 0
          for (const spelling of [headword, ...(options.alsoUnder?.(headword) ?? [])]) {
            // Grouped by normalised key, so "Gehen" and "gehen" are ordered together.
            const key = tokenKey(spelling, lang)
            if (key === null) continue
            const list = byKey.get(key) ?? []
            list.push({ pos, sense, capital, special })
            byKey.set(key, list)
          }
        }
      })
    }
    // How many senses of the same key share a translation with this one: Ding repeats the main
    // sense of a word in several entries ("Fenster": window ×3, box ×1).
    const repeats = (item: Item, list: readonly Item[]) => {
      const own = new Set(translationsOf(item.sense).map((t) => t.toLowerCase()))
      return list.filter(
        (other) =>
          other !== item && translationsOf(other.sense).some((t) => own.has(t.toLowerCase())),
      ).length
    }
    const senseRank = (sense: string) => {
      let best = Number.POSITIVE_INFINITY
      for (const item of translationsOf(sense)) {
        const words = item.toLowerCase().split(' ')
        // A multi-word translation counts as its first word, behind every single word.
        const value = rank(words[0] ?? '') + (words.length > 1 ? 1000 : 0)
        if (value < best) best = value
      }
      return best
    }
    for (const [key, list] of byKey) {
      const ordered = options.dropRare
        ? preferCommon(
            list,
            (i) => i.sense,
            senseRank,
            (i) => i.capital,
          )
        : [...list]
            .map((item) => ({ item, repeats: repeats(item, list) }))
            .sort(
              (a, b) =>
                a.item.capital - b.item.capital ||
                a.item.special - b.item.special ||
                b.repeats - a.repeats ||
                senseRank(a.item.sense) - senseRank(b.item.sense),
            )
            .map(({ item }) => item)
      for (const item of ordered) collector.add(key, item.pos, [item.sense])
    }
    return collector
  }
  for (const entry of dictionary.entries) {
    const pos = partOfSpeech(entry.grammar)
    const senses = entry.senses.map(meaning).filter((sense) => sense !== '')
    for (const headword of entry.headwords) collector.add(headword, pos, senses)
  }
  return collector
}

/**
 * The dictionary read backwards: every single-word translation becomes a headword, and its
 * meanings are the headwords it translated, ordered by how prominent the translation was (sense
 * number, then position inside the sense) so `banco` gets `bank` before `shoal`.
 *
 * @param dictionary - A parsed FreeDict dictionary.
 * @param lang - ISO 639-1 code of the translations (the new headwords).
 * @param options - `meaning` rewrites each original headword used as a meaning; `frequencyRank` gives
 *   the frequency rank of a meaning so that, between equally prominent translations, the more
 *   common word comes first.
 * @returns Entries keyed by normalised translation.
 */
export function freedictBackwards(
  dictionary: FreedictDictionary,
  lang: string,
  options: {
    meaning?: (headword: string) => string
    frequencyRank?: (meaning: string) => number
  } = {},
): EntryCollector {
  const meaning = options.meaning ?? ((headword: string) => headword)
  const frequencyRank = options.frequencyRank ?? (() => 0)
  const found = new Map<
    string,
    { rank: number; order: number; pos: PartOfSpeech | ''; text: string }[]
  >()
  let order = 0
  for (const entry of dictionary.entries) {
    const pos = partOfSpeech(entry.grammar)
    entry.senses.forEach((sense, senseIndex) => {
      translationsOf(sense).forEach((translation, position) => {
        const key = tokenKey(translation, lang)
        if (key === null) return
        const list = found.get(key) ?? []
        for (const headword of entry.headwords) {
          const text = meaning(headword)
          if (text !== '')
            list.push({ rank: senseIndex * 100 + position, order: order++, pos, text })
        }
        found.set(key, list)
      })
    })
  }
  const collector = new EntryCollector(lang)
  for (const [key, list] of found) {
    for (const item of preferCommon(
      list,
      (i) => i.text.toLowerCase(),
      frequencyRank,
      (i) => i.rank,
    )) {
      collector.add(key, item.pos, [item.text])
    }
  }
  return collector
}
