/**
 * The committed data format. Two kinds of shard file, both plain JSON objects keyed by a word
 * normalised exactly like `@fabula/reading`'s `normalizeWord` (so a reader token's `normalized`
 * value is a key as it is):
 *
 * - **entry shards** (`<pair>/<source>/<n>.json`): headword → sense groups. A group is an array
 *   whose first item is the part of speech (`''` when the source gives none) and whose other
 *   items are meanings, e.g. `{"mesa":[["noun","table","desk"]]}`.
 * - **form shards** (`forms/<lang>/<source>/<n>.json`): word form → its dictionary forms, most
 *   likely first, e.g. `{"zapatos":["zapato"],"fue":["ser","ir"]}`. A form that is also a
 *   dictionary form lists itself first (`"casa":["casa","casar"]`). Forms equal to their only
 *   lemma are left out: the exact form is always tried.
 *
 * Which shard holds a key is `shardOf(key, shards)` (see `shard.ts`); shard counts are in the
 * generated manifest.
 */
import * as v from 'valibot'

/** Parts of speech used in entry shards (sources' labels are mapped onto these). */
export const PARTS_OF_SPEECH = [
  'noun',
  'proper noun',
  'verb',
  'adjective',
  'adverb',
  'pronoun',
  'determiner',
  'preposition',
  'conjunction',
  'particle',
  'numeral',
  'interjection',
  'abbreviation',
  'expression',
] as const

/** A part of speech of {@link PARTS_OF_SPEECH}. */
export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number]

const MeaningSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(300))

/** One sense group: part of speech (or `''`), then at least one meaning. */
const SenseGroupSchema = v.pipe(
  v.tupleWithRest([v.picklist(['', ...PARTS_OF_SPEECH])], MeaningSchema),
  v.minLength(2),
)

/** A sense group as stored: `[partOfSpeech | '', ...meanings]`. */
export type SenseGroup = v.InferOutput<typeof SenseGroupSchema>

/**
 * The value of one headword in an entry shard: its sense groups. (Shards are JSON objects; they
 * are read key by key into a `Map` rather than with `v.record`, which drops keys such as
 * `constructor` — an English word.)
 */
export const EntryValueSchema = v.pipe(v.array(SenseGroupSchema), v.minLength(1))

/** A parsed entry shard: headword → sense groups. */
export type EntryShard = ReadonlyMap<string, readonly SenseGroup[]>

/** The value of one form in a form shard: encoded lemmas (see `codec.ts`), most likely first. */
export const FormValueSchema = v.pipe(v.array(v.pipe(v.string(), v.minLength(1))), v.minLength(1))

/** A parsed form shard: form → encoded lemmas. */
export type FormShard = ReadonlyMap<string, readonly string[]>

/**
 * Suffix rules of a language (`rules.json` beside its form shards): form ending → lemma endings
 * with how often the rewrite was seen, most frequent first, e.g. `{"aste":[["ar",812]]}`.
 */
export const SuffixRuleListSchema = v.array(
  v.tuple([v.string(), v.pipe(v.number(), v.integer(), v.minValue(1))]),
)

/** Parsed suffix rules: form ending → `[lemma ending, count]`, most frequent first. */
export type SuffixRules = ReadonlyMap<string, readonly (readonly [string, number])[]>

/** A headword index file: every headword of a source, joined by newlines, as one JSON string. */
export const HeadwordIndexSchema = v.string()

/** How a dictionary source relates to its pair. */
export type SourceKind =
  /** A dictionary written in this direction. */
  | 'direct'
  /** A dictionary of the opposite direction, read backwards (its translations become headwords). */
  | 'reversed'
  /** Two dictionaries chained through a third language. */
  | 'pivot'

/** One dictionary source of a pair, as listed in the manifest. */
export interface SourceManifest {
  /** Stable id, also the folder name, e.g. `freedict-spa-eng`. */
  id: string
  /** Human-readable name for attribution in the UI. */
  name: string
  /** SPDX-style licence of the data, e.g. `GPL-2.0-or-later`. */
  licence: string
  /** See {@link SourceKind}. */
  kind: SourceKind
  /** Number of shard files. */
  shards: number
  /** Number of headwords. */
  entries: number
  /**
   * Where this source has a headword, the later sources are not consulted for it (hand-written
   * entries that replace poor data-derived ones).
   */
  exclusive?: boolean
  /**
   * Whether `index.json` (all headwords, one JSON string joined by newlines) is present. Japanese
   * lookups test many deinflection candidates per tap; the index lets them fetch only the shards
   * of words that exist.
   */
  index?: boolean
}

/** One language pair: sources in the order they are consulted. */
export interface PairManifest {
  /** Language of the text (ISO 639-1). */
  from: string
  /** Language of the meanings (ISO 639-1). */
  to: string
  /** Sources, best first. */
  sources: readonly SourceManifest[]
}

/** One lemma source of a language (word forms → dictionary forms). */
export interface FormSourceManifest {
  /** Stable id, also the folder name, e.g. `hunspell-es`. */
  id: string
  /** Human-readable name. */
  name: string
  /** SPDX-style licence of the data. */
  licence: string
  /** Number of shard files. */
  shards: number
  /** Number of forms. */
  forms: number
  /** Whether `rules.json` (learned suffix rules for forms left out) is present. */
  rules: boolean
}

/** Everything that was converted: pairs by `from-to` key and lemma sources by language. */
export interface DictionaryManifest {
  /** Pairs, keyed `from-to`, e.g. `es-en`. */
  pairs: Readonly<Record<string, PairManifest>>
  /** Lemma sources by language, consulted in order. */
  forms: Readonly<Record<string, readonly FormSourceManifest[]>>
}
