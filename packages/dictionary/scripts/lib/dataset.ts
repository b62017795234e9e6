/**
 * Collects converted entries or forms under normalised keys and writes them as hash shards.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { normalizeWord } from '@fabula/reading'
import type { PartOfSpeech, SenseGroup } from '../../src/format'
import { shardOf, shardPath } from '../../src/shard'
import { CONTENT_ROOT } from './cache'

/** At most this many meanings per headword and source: a popover, not a full dictionary page. */
const MAX_MEANINGS = 8
/** Meanings longer than this are cut at a comma or semicolon (or hard) and get an ellipsis. */
const MAX_MEANING_LENGTH = 160
/** Aim for shard files of about this many bytes of JSON (a few KB once compressed). */
const TARGET_SHARD_BYTES = 16_000

// A key must be one tappable token: letters, marks and digits, joined at most by an apostrophe
// or a middle dot. Multi-word headwords ("en torno de"), hyphenated ones (segmentation splits
// them) and abbreviations with full stops can never match one token and are left out.
const TOKEN_KEY = /^[\p{L}\p{M}\p{N}]+(?:['·][\p{L}\p{M}\p{N}]+)*$/u
const HAS_LETTER = /\p{L}/u

/**
 * The key a headword is stored under, or `null` when it can never match a single reader token.
 *
 * @param word - Headword or word form as the source writes it.
 * @param lang - Its language.
 * @returns The {@link normalizeWord} form, or `null`.
 */
export function tokenKey(word: string, lang: string): string | null {
  const key = normalizeWord(word, lang)
  return TOKEN_KEY.test(key) && HAS_LETTER.test(key) ? key : null
}

/**
 * Shortens an over-long meaning at the last comma or semicolon that keeps it under the limit.
 *
 * @param meaning - Cleaned meaning text.
 * @returns At most {@link MAX_MEANING_LENGTH} characters.
 */
function clipMeaning(meaning: string): string {
  if (meaning.length <= MAX_MEANING_LENGTH) return meaning
  const head = meaning.slice(0, MAX_MEANING_LENGTH - 1)
  const cut = Math.max(head.lastIndexOf(','), head.lastIndexOf(';'))
  return `${(cut > 40 ? head.slice(0, cut) : head).trimEnd()}…`
}

/**
 * Orders candidate meanings that are single words of a ranked language: more frequent first
 * (stable otherwise), and leaves out words outside the frequency list when at least two listed
 * ones remain — reading a dictionary backwards otherwise puts "sightly" and "wellfavoured" before
 * "beautiful".
 *
 * @param items - Candidates in the source's order.
 * @param text - The meaning text of a candidate.
 * @param frequencyRank - Rank of a meaning (`Infinity` when unlisted).
 * @param primary - Optional primary sort key (lower first), applied before frequency.
 * @returns The kept candidates, ordered.
 */
export function preferCommon<T>(
  items: readonly T[],
  text: (item: T) => string,
  frequencyRank: (meaning: string) => number,
  primary: (item: T) => number = () => 0,
): T[] {
  const ranked = items.map((item, order) => ({ item, order, rank: frequencyRank(text(item)) }))
  ranked.sort((a, b) => primary(a.item) - primary(b.item) || a.rank - b.rank || a.order - b.order)
  const listed = ranked.filter((r) => Number.isFinite(r.rank))
  return (listed.length >= 2 ? listed : ranked).map((r) => r.item)
}

/** Headword → sense groups, merged per part of speech, capped at {@link MAX_MEANINGS}. */
export class EntryCollector {
  readonly #lang: string
  readonly #maxMeanings: number
  readonly #entries = new Map<string, SenseGroup[]>()

  /**
   * @param lang - Language of the headwords (for normalisation).
   * @param maxMeanings - Cap on meanings per headword (large dictionaries use fewer).
   */
  constructor(lang: string, maxMeanings = MAX_MEANINGS) {
    this.#lang = lang
    this.#maxMeanings = maxMeanings
  }

  /**
   * Adds meanings of a headword. Duplicates are dropped; meanings beyond the cap are ignored, so
   * add the most important first.
   *
   * @param headword - Headword as written by the source.
   * @param pos - Part of speech, or `''`.
   * @param meanings - Meanings in the source's order.
   * @returns Whether the headword was usable as a key.
   */
  add(headword: string, pos: PartOfSpeech | '', meanings: readonly string[]): boolean {
    const key = tokenKey(headword, this.#lang)
    if (key === null) return false
    let groups = this.#entries.get(key)
    if (groups === undefined) {
      groups = []
      this.#entries.set(key, groups)
    }
    let count = groups.reduce((sum, group) => sum + group.length - 1, 0)
    const known = new Set(groups.flatMap((group) => group.slice(1)))
    for (const raw of meanings) {
      if (count >= this.#maxMeanings) break
      const meaning = clipMeaning(raw.trim())
      if (meaning === '' || known.has(meaning)) continue
      let group = groups.find((g) => g[0] === pos)
      if (group === undefined) {
        group = [pos] as unknown as SenseGroup
        groups.push(group)
      }
      group.push(meaning)
      known.add(meaning)
      count += 1
    }
    if (groups.length === 0) this.#entries.delete(key)
    return true
  }

  /**
   * Drops every headword the predicate rejects (used to keep large dictionaries to words a
   * reader can meet as a token).
   *
   * @param keep - Called with each normalised headword.
   * @returns How many headwords were dropped.
   */
  retain(keep: (key: string) => boolean): number {
    let dropped = 0
    for (const key of [...this.#entries.keys()]) {
      if (!keep(key)) {
        this.#entries.delete(key)
        dropped += 1
      }
    }
    return dropped
  }

  /**
   * Rewrites every meaning (repairing garbled text); a meaning rewritten to `null` is dropped,
   * and so are headwords left without one.
   *
   * @param rewrite - Called with each meaning.
   * @returns How many meanings were changed and dropped, with a few examples of each.
   */
  rewriteMeanings(rewrite: (meaning: string) => string | null): {
    changed: string[]
    dropped: string[]
  } {
    const changed: string[] = []
    const dropped: string[] = []
    for (const [key, groups] of [...this.#entries]) {
      const kept: SenseGroup[] = []
      for (const [pos, ...meanings] of groups) {
        const good: string[] = []
        for (const meaning of meanings) {
          const result = rewrite(meaning)
          if (result === null) dropped.push(meaning)
          else {
            if (result !== meaning) changed.push(`${meaning} → ${result}`)
            if (!good.includes(result)) good.push(result)
          }
        }
        if (good.length > 0) kept.push([pos, ...good] as unknown as SenseGroup)
      }
      if (kept.length > 0) this.#entries.set(key, kept)
      else this.#entries.delete(key)
    }
    return { changed, dropped }
  }

  /** Whether a normalised key has an entry. */
  has(key: string): boolean {
    return this.#entries.has(key)
  }

  /** The collected entries. */
  get entries(): ReadonlyMap<string, SenseGroup[]> {
    return this.#entries
  }
}

/** What was written for one data set. */
export interface WrittenDataSet {
  /** Number of shard files. */
  shards: number
  /** Number of keys. */
  count: number
  /** Total bytes of JSON written. */
  bytes: number
}

/**
 * Writes a data set as hash shards under `content/<dir>/`, replacing whatever was there. The
 * shard count is a power of two chosen so shards average about 16 KB; keys are sorted inside a
 * shard so regenerating unchanged data gives identical files.
 *
 * @param dir - Folder below `content/`, e.g. `es-en/freedict-spa-eng`.
 * @param records - Key → value (any JSON).
 * @returns Shard count, key count and bytes.
 */
export function writeShards(dir: string, records: ReadonlyMap<string, unknown>): WrittenDataSet {
  let total = 0
  for (const [key, value] of records) total += key.length + JSON.stringify(value).length + 4
  let shards = 1
  while (total / shards > TARGET_SHARD_BYTES) shards *= 2
  const buckets: [string, unknown][][] = Array.from({ length: shards }, () => [])
  for (const [key, value] of records) buckets[shardOf(key, shards)]?.push([key, value])
  const root = join(CONTENT_ROOT, dir)
  rmSync(root, { recursive: true, force: true })
  mkdirSync(root, { recursive: true })
  let bytes = 0
  buckets.forEach((bucket, index) => {
    bucket.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    const json = `${JSON.stringify(Object.fromEntries(bucket))}\n`
    bytes += Buffer.byteLength(json)
    writeFileSync(join(CONTENT_ROOT, shardPath(dir, index)), json)
  })
  return { shards, count: records.size, bytes }
}
