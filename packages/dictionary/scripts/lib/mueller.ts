/**
 * V. K. Müller's English–Russian dictionary (7th edition, Debian `mueller7-dict`), read backwards
 * for Russian → English: every single-word Russian translation becomes a headword whose meanings
 * are the English headwords it translates, primary senses first.
 */
import type { PartOfSpeech } from '../../src/format'
import { EntryCollector, preferCommon, tokenKey } from './dataset'
import type { DebianPackage } from './debian'
import { debianPackage, packageFile } from './debian'
import { readDictdBodies } from './dictd'

const POS_MARKS: Readonly<Record<string, PartOfSpeech>> = {
  n: 'noun',
  v: 'verb',
  a: 'adjective',
  adv: 'adverb',
  prep: 'preposition',
  pron: 'pronoun',
  cj: 'conjunction',
  int: 'interjection',
  num: 'numeral',
  part: 'particle',
}

const CYRILLIC_WORD = /^[\u0400-\u04FF]+$/u
// Sense boundaries: "1.", "2)", "а)", "_I", "_II".
const SENSE_BREAK = /(?:^|\s)(?:\d+[.)]|[абвгдеж]\)|_[IV]+\b)\s*/u

/** One Russian translation found in an English entry. */
interface Found {
  rank: number
  order: number
  pos: PartOfSpeech | ''
  english: string
}

/**
 * Parses the Müller dictionary into Russian → English entries.
 *
 * @param englishRank - Frequency rank of an English word (ties between equally prominent
 *   translations go to the more common English word).
 * @returns The entries and the package they came from.
 */
export function muellerBackwards(englishRank: (word: string) => number): {
  pkg: DebianPackage
  entries: EntryCollector
} {
  const pkg = debianPackage('mueller7-dict')
  const bodies = readDictdBodies(
    packageFile(pkg, 'usr/share/dictd/mueller7.index'),
    packageFile(pkg, 'usr/share/dictd/mueller7.dict.dz'),
  )
  const found = new Map<string, Found[]>()
  let order = 0
  for (const body of bodies) {
    const newline = body.indexOf('\n')
    const english = body.slice(0, newline).trim()
    // Only plain lower-case single English words: the reader shows them as meanings.
    if (!/^[a-z]+$/.test(english)) continue
    const text = body
      .slice(newline + 1)
      .replace(/\[[^\]]*\]/g, ' ')
      .replace(/\s+/g, ' ')
    let pos: PartOfSpeech | '' = ''
    // Senses are counted among chunks that hold translations, so an entry's first sense ranks 0
    // whether or not it is numbered.
    let senseIndex = -1
    text.split(SENSE_BREAK).forEach((chunk) => {
      for (const mark of chunk.matchAll(/_([a-z]+)\./g)) {
        const named = POS_MARKS[mark[1] ?? '']
        if (named) pos = named
      }
      // The translations come first; after ";" follow example phrases with their translations.
      const core = (chunk.split(';')[0] ?? '')
        .replace(/_[^\s.]+\.?/g, ' ')
        .replace(/\([^)]*\)/g, ' ')
        .replace(/["«»]/g, ' ')
      if (/[\u0400-\u04FF]/u.test(core)) senseIndex += 1
      core.split(',').forEach((item, position) => {
        const word = item.trim()
        if (!CYRILLIC_WORD.test(word)) return
        const key = tokenKey(word, 'ru')
        if (key === null) return
        const list = found.get(key) ?? []
        list.push({ rank: senseIndex * 100 + position, order: order++, pos, english })
        found.set(key, list)
      })
    })
  }
  const entries = new EntryCollector('ru')
  for (const [key, list] of found) {
    // The first sense's translations first, then common English words (see preferCommon).
    const ordered = preferCommon(
      list,
      (i) => i.english,
      englishRank,
      (i) => Math.min(i.rank, 100),
    )
    for (const item of ordered) entries.add(key, item.pos, [item.english])
  }
  return { pkg, entries }
}
