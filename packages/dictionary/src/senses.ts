/**
 * Merging the meanings that several sources give one headword into the list a learner sees,
 * the sense that fits first. Sources order their senses badly for a reader (FreeDict's
 * Spanish–English starts "lugar" with "inducement, occasion, motive"), but where sources are
 * independent, the sense they agree on is the main one ("place" is in three of them). So:
 * senses whose part of speech the context calls for come first, then senses other sources
 * confirm, then the sources' own order; senses that only repeat earlier ones are left out.
 */
import type { Expectation } from './context'
import { fitsExpectation } from './context'
import type { SenseGroup, SourceKind } from './format'

/** What one source says about one headword. */
export interface SourceHit {
  /** Source id, for attribution. */
  id: string
  /** How the source relates to the pair. */
  kind: SourceKind
  /** Whether it replaces the other sources where it has the word. */
  exclusive: boolean
  /** Its sense groups for the headword. */
  groups: readonly SenseGroup[]
}

/** Meanings ready to show. */
export interface Composed {
  meanings: string[]
  partOfSpeech?: string
  sources: string[]
}

interface Item {
  text: string
  pos: string
  source: number
  order: number
  words: Set<string>
}

/** The translations a meaning offers, compared without case, parentheses or "to ". */
function translations(text: string): Set<string> {
  const out = new Set<string>()
  for (const part of text.replace(/\([^)]*\)/g, ' ').split(/[,;]/)) {
    const item = part
      .toLowerCase()
      .replace(/^\s*to\s+/, '')
      .replace(/\s+/g, ' ')
      .trim()
    if (item !== '') out.add(item)
  }
  return out
}

/**
 * The parts of speech a headword has in the given sources.
 *
 * @param hits - What the sources say.
 * @returns Non-empty parts of speech.
 */
export function partsOfSpeech(hits: readonly SourceHit[]): Set<string> {
  const out = new Set<string>()
  for (const hit of hits) for (const [pos] of hit.groups) if (pos !== '') out.add(pos)
  return out
}

/**
 * Orders and merges the meanings of a headword (see the module comment).
 *
 * @param hits - What each source of the pair says, in the pair's source order.
 * @param expectation - The part of speech the context calls for.
 * @param max - At most this many meanings.
 * @returns The meanings, or `null` when no source has any.
 */
export function composeMeanings(
  hits: readonly SourceHit[],
  expectation: Expectation,
  max: number,
): Composed | null {
  const exclusive = hits.find((hit) => hit.exclusive)
  const used = exclusive ? [exclusive] : hits
  const items: Item[] = []
  used.forEach((hit, source) => {
    for (const [pos, ...texts] of hit.groups) {
      for (const text of texts) {
        items.push({ text, pos, source, order: items.length, words: translations(text) })
      }
    }
  })
  if (items.length === 0) return null
  // How many other sources share a translation with the item.
  const support = (item: Item) => {
    const others = new Set<number>()
    for (const other of items) {
      if (other.source === item.source || others.has(other.source)) continue
      for (const word of item.words) {
        if (other.words.has(word)) {
          others.add(other.source)
          break
        }
      }
    }
    return others.size
  }
  const anyFits = items.some((item) => fitsExpectation(item.pos, expectation))
  const scored = items.map((item) => ({
    item,
    fits: anyFits && fitsExpectation(item.pos, expectation) ? 1 : 0,
    support: used.length > 1 ? support(item) : 0,
  }))
  scored.sort((a, b) => b.fits - a.fits || b.support - a.support || a.item.order - b.item.order)
  const meanings: string[] = []
  const covered = new Set<string>()
  const sources = new Set<number>()
  let partOfSpeech: string | undefined
  for (const { item } of scored) {
    if (meanings.length >= max) break
    // A sense that only repeats translations already shown adds nothing.
    if (item.words.size > 0 && [...item.words].every((word) => covered.has(word))) continue
    if (meanings.includes(item.text)) continue
    if (meanings.length === 0 && item.pos !== '') partOfSpeech = item.pos
    meanings.push(item.text)
    for (const word of item.words) covered.add(word)
    sources.add(item.source)
  }
  partOfSpeech ??= scored.find(({ item }) => item.pos !== '')?.item.pos
  const ids = used.filter((_, index) => sources.has(index)).map((hit) => hit.id)
  return partOfSpeech === undefined
    ? { meanings, sources: ids }
    : { meanings, partOfSpeech, sources: ids }
}
