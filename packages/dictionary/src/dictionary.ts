import { normalizeWord } from '@fabula/reading'
import { abbreviation } from './abbreviations'
import { decodeLemma } from './codec'
import type { Expectation } from './context'
import { expectedAfterElision, expectedPartOfSpeech, fitsExpectation } from './context'
import { arabicCandidates } from './fallbacks/arabic'
import { deinflectJapanese } from './fallbacks/japanese'
import {
  elisionHosts,
  englishContractionHosts,
  italianCliticHosts,
  portugueseCliticHosts,
  spanishCliticHosts,
} from './fallbacks/romance'
import { suffixRuleCandidates } from './fallbacks/suffix-rules'
import type { DictionaryManifest, PairManifest, SuffixRules } from './format'
import { MANIFEST } from './manifest'
import { meaningRoute } from './routes'
import type { SourceHit } from './senses'
import { composeMeanings, partsOfSpeech } from './senses'
import { shardOf, shardPath } from './shard'
import type { DictionaryLoader } from './store'
import { DictionaryDataError, ShardStore } from './store'

/**
 * How the dictionary form of a looked-up word was found:
 * - `exact`: the word itself is a headword;
 * - `inflection`: the word is an inflected form listed in the language's forms data;
 * - `suffix-rule`: the lemma was guessed from the word's ending (rules learned from the forms
 *   data) and confirmed by a dictionary;
 * - `clitic`: attached pronouns were removed (Spanish `dámelo`, Italian `portaglielo`);
 * - `elision`: an elided article or pronoun, or an English contraction, was removed (`l'homme`,
 *   `don't`);
 * - `affixes`: Arabic conjunctions, prepositions, article or pronoun suffixes were removed;
 * - `deinflection`: a Japanese verb or adjective ending was rewritten to its dictionary form;
 * - `compound`: a German compound was split into known words;
 * - `segments`: a Chinese or Japanese token was split into known words;
 * - `abbreviation`: the word is an abbreviation followed by a full stop (`M.` → `monsieur`);
 * - `learner`: the learner linked the word to this dictionary form themselves
 *   ({@link LookupOptions.lemma}).
 */
export type LemmaSource =
  | 'exact'
  | 'inflection'
  | 'suffix-rule'
  | 'clitic'
  | 'elision'
  | 'affixes'
  | 'deinflection'
  | 'compound'
  | 'segments'
  | 'abbreviation'
  | 'learner'

/** A dictionary meaning for a word. */
export interface LookupResult {
  /** The dictionary form the meanings belong to (normalised like `normalizeWord`). */
  lemma: string
  /** How {@link LookupResult.lemma} was found. */
  lemmaSource: LemmaSource
  /** Meanings in the pair's target language, most important first (at most 8). */
  meanings: string[]
  /** Part of speech of the first sense, when the dictionary names it (`noun`, `verb` …). */
  partOfSpeech?: string
  /** Ids of the dictionary sources the meanings came from, for attribution. */
  sources: string[]
  /**
   * Japanese and Chinese only, when `following` text was passed and the match runs past the
   * token: the text the meaning covers (e.g. `食べました` for the token `食`).
   */
  matched?: string
  /**
   * Routed pairs only (see `meaningRoute`): the language the meanings are in — the pair's
   * target language, or `en` when no English meaning could be carried over.
   */
  language?: string
  /**
   * Routed pairs only, when the meanings were carried over: the language and meanings they were
   * translated from, so the panel can say "through English: eat".
   */
  via?: { language: string; meanings: string[] }
}

/** The words around a token in its sentence. */
export interface LookupContext {
  /** Words before the token, nearest last (two or three are enough), as written or normalised. */
  before?: readonly string[]
  /** Words after the token, nearest first. */
  after?: readonly string[]
}

/** Options of {@link Dictionary.lookup}. */
export interface LookupOptions {
  /**
   * The text right after the token (a few characters are enough). Japanese and Chinese:
   * `Intl.Segmenter` cuts Japanese verbs into fragments (`食 | べ | ま | した`); with the following
   * text the lookup finds the longest dictionary word starting at the token. Other languages: a
   * full stop right after the token marks an abbreviation (`M.` is `monsieur`, not `me`).
   */
  following?: string
  /**
   * The words around the token: they choose between dictionary forms (`era` after `no` is
   * `ser`, after `una` the noun `era`; `été` after `avait` is `être`) and put the sense with
   * the part of speech they call for first.
   */
  context?: LookupContext
  /**
   * The learner's own dictionary form for the word (their link in the word panel): looked up
   * instead of any guess. Ignored when no dictionary has it.
   */
  lemma?: string
}

/** A lookup service over the committed dictionaries. */
export interface Dictionary {
  /** Pair keys (`from-to`, e.g. `es-en`) this dictionary can look up. */
  readonly pairs: readonly string[]
  /**
   * Looks a word up: the exact form, then its dictionary forms from the forms data, then
   * language-specific fallbacks (clitics, elision, Arabic affixes, Japanese deinflection,
   * suffix rules, German compounds, Chinese and Japanese splitting). Meanings of every source of
   * the pair that has the lemma are merged, best source first.
   *
   * @param pair - A pair key from {@link Dictionary.pairs}.
   * @param word - The word as it appears (a reader token's text or `normalized` value).
   * @param options - See {@link LookupOptions}.
   * @returns The meaning, or `null` when no dictionary has the word.
   * @throws RangeError when the pair is unknown; {@link DictionaryDataError} for corrupt data.
   */
  lookup(pair: string, word: string, options?: LookupOptions): Promise<LookupResult | null>
  /**
   * Dictionary forms of a word from the forms data alone (no meanings needed), most likely
   * first; `[]` when the data does not know the word. Meant for grouping word statuses by lemma.
   *
   * @param lang - Language of the word (ISO 639-1).
   * @param word - The word as it appears.
   * @returns Normalised lemmas.
   */
  lemmatize(lang: string, word: string): Promise<string[]>
}

/** Options of {@link createDictionary}. */
export interface DictionaryOptions {
  /** Reads a content file by relative path; see {@link DictionaryLoader}. */
  load: DictionaryLoader
  /** What the content holds; defaults to the committed manifest. */
  manifest?: DictionaryManifest
  /**
   * Told about each malformed content file (a shard that is not valid JSON or not in the
   * expected shape). The lookup skips such a file and goes on with the other sources, so the
   * word gets the meanings that remain, or `null` ("no meaning yet") — never an error.
   */
  onDataError?: (error: DictionaryDataError) => void
}

interface Found {
  meanings: string[]
  partOfSpeech?: string
  sources: string[]
}

/** What the words around a token say, worked out once per lookup. */
interface Hints {
  expectation: Expectation
}

const NO_HINTS: Hints = { expectation: null }

/** At most this many meanings are returned, across sources. */
const MAX_MEANINGS = 8
/** Routed pairs: how many English senses are carried over into the learner's language. */
const ROUTED_SENSES = 3
/** Japanese and Chinese: how many following characters a match may take in. */
const MAX_FOLLOWING = 8

/**
 * Creates a dictionary that reads shards through `load`. Nothing is fetched until the first
 * lookup; every file is fetched at most once per instance.
 *
 * @example
 * // Browser: files served as static assets under /dictionary/
 * const dictionary = createDictionary({
 *   load: (path) => fetch(`/dictionary/${path}`).then((r) => r.json()),
 * })
 * await dictionary.lookup('es-en', 'zapatos') // { lemma: 'zapato', meanings: ['shoe'], … }
 *
 * @param options - See {@link DictionaryOptions}.
 * @returns The dictionary.
 */
export function createDictionary(options: DictionaryOptions): Dictionary {
  const manifest = options.manifest ?? MANIFEST
  const store = new ShardStore(options.load)

  function pairOf(pair: string): PairManifest {
    const found = Object.hasOwn(manifest.pairs, pair) ? manifest.pairs[pair] : undefined
    if (!found) throw new RangeError(`Unknown dictionary pair "${pair}"`)
    return found
  }

  /** A file that may be malformed: reported and read as empty, so the other sources answer. */
  async function tolerant<T>(pending: Promise<T>, empty: T): Promise<T> {
    try {
      return await pending
    } catch (error) {
      if (!(error instanceof DictionaryDataError)) throw error
      options.onDataError?.(error)
      return empty
    }
  }

  const NO_ENTRIES = new Map<string, never>()

  /** What each source of the pair says about a headword (sources without it left out). */
  async function hitsFor(pairKey: string, pair: PairManifest, key: string): Promise<SourceHit[]> {
    const perSource = await Promise.all(
      pair.sources.map(async (source) => {
        const dir = `${pairKey}/${source.id}`
        const shard = await tolerant(
          store.entries(shardPath(dir, shardOf(key, source.shards))),
          NO_ENTRIES,
        )
        return shard.get(key)
      }),
    )
    const hits: SourceHit[] = []
    perSource.forEach((groups, index) => {
      const source = pair.sources[index]
      if (groups && source) {
        hits.push({
          id: source.id,
          kind: source.kind,
          exclusive: source.exclusive === true,
          groups,
        })
      }
    })
    return hits
  }

  async function meaningFor(
    pairKey: string,
    pair: PairManifest,
    key: string,
    hints: Hints = NO_HINTS,
  ): Promise<Found | null> {
    return composeMeanings(await hitsFor(pairKey, pair, key), hints.expectation, MAX_MEANINGS)
  }

  async function formsOf(lang: string, key: string): Promise<string[]> {
    const sets = Object.hasOwn(manifest.forms, lang) ? (manifest.forms[lang] ?? []) : []
    const lists = await Promise.all(
      sets.map(async (set) => {
        const shard = await tolerant(
          store.forms(shardPath(`forms/${lang}/${set.id}`, shardOf(key, set.shards))),
          NO_ENTRIES,
        )
        return (shard.get(key) ?? []).map((value) => decodeLemma(key, value))
      }),
    )
    return [...new Set(lists.flat())]
  }

  async function rulesOf(lang: string): Promise<SuffixRules[]> {
    const sets = Object.hasOwn(manifest.forms, lang) ? (manifest.forms[lang] ?? []) : []
    return Promise.all(
      sets
        .filter((set) => set.rules)
        .map((set) => tolerant(store.rules(`forms/${lang}/${set.id}/rules.json`), NO_ENTRIES)),
    )
  }

  const indexes = new Map<string, Promise<Set<string> | null>>()

  /** Headwords of the sources that ship an index (Japanese), to test many candidates cheaply. */
  function indexOf(pairKey: string, pair: PairManifest): Promise<Set<string> | null> {
    let pending = indexes.get(pairKey)
    if (pending === undefined) {
      const indexed = pair.sources.filter((source) => source.index)
      pending =
        indexed.length === 0
          ? Promise.resolve(null)
          : Promise.all(
              indexed.map((source) =>
                // Without its index a source is still searched, candidate by candidate.
                tolerant(store.index(`${pairKey}/${source.id}/index.json`), null),
              ),
            ).then((lists) =>
              lists.some((list) => list === null) ? null : new Set(lists.flatMap((l) => l ?? [])),
            )
      pending.catch(() => indexes.delete(pairKey))
      indexes.set(pairKey, pending)
    }
    return pending
  }

  type Hit = Found & { lemma: string; lemmaSource: LemmaSource }

  /** First of `lemmas` that has meanings, fetched in parallel. */
  async function firstWithMeaning(
    pairKey: string,
    pair: PairManifest,
    lemmas: readonly string[],
    hints: Hints = NO_HINTS,
  ): Promise<{ lemma: string; found: Found } | null> {
    const results = await Promise.all(
      lemmas.map((lemma) => meaningFor(pairKey, pair, lemma, hints)),
    )
    const index = results.findIndex((result) => result !== null)
    const found = results[index]
    const lemma = lemmas[index]
    return found && lemma !== undefined ? { lemma, found } : null
  }

  /**
   * Which candidate dictionary form a word is, given what each one's sources say:
   * - a hand-written entry for the word itself (an exclusive source) is the word;
   * - else the first candidate (forms data order: most frequent dictionary form first) with a
   *   sense of the part of speech the context calls for;
   * - else the first candidate with meanings — unless the word is itself a headword of a
   *   dictionary written in this direction with parts of speech the candidate lacks: an exact
   *   headword beats an inflection of another word (`wenn` is the conjunction, not a form of the
   *   pronoun `wen`; `Wetter` the noun, not a form of `wettern`).
   */
  function choose(
    order: readonly string[],
    hits: readonly SourceHit[][],
    form: string,
    hints: Hints,
  ): number {
    const self = order.indexOf(form)
    const selfHits = self >= 0 ? (hits[self] ?? []) : []
    if (selfHits.some((hit) => hit.exclusive)) return self
    const known = order.map((_, i) => (hits[i]?.length ?? 0) > 0)
    if (hints.expectation) {
      const fits = (i: number, kinds?: readonly string[]) =>
        known[i] === true &&
        (hits[i] ?? []).some(
          (hit) =>
            (!kinds || kinds.includes(hit.kind)) &&
            hit.groups.some(([pos]) => fitsExpectation(pos, hints.expectation)),
        )
      // The word itself first when a direct dictionary has it with that part of speech ("das
      // trübe Wetter" is the noun, not a noun sense of "wettern").
      if (self >= 0 && fits(self, ['direct'])) return self
      const fitting = order.findIndex((_, i) => fits(i))
      if (fitting >= 0) return fitting
    }
    const first = known.indexOf(true)
    if (first < 0 || first === self || self < 0) return first
    const own = partsOfSpeech(selfHits.filter((hit) => hit.kind === 'direct'))
    const other = partsOfSpeech(hits[first] ?? [])
    if (own.size > 0 && ![...own].some((pos) => other.has(pos))) return self
    return first
  }

  /** A form through the forms data (its lemmas first), then as it is. */
  async function resolve(
    pairKey: string,
    pair: PairManifest,
    form: string,
    how: LemmaSource,
    hints: Hints = NO_HINTS,
  ): Promise<Hit | null> {
    const lemmas = await formsOf(pair.from, form)
    const order = lemmas.includes(form) ? lemmas : [...lemmas, form]
    const hits = await Promise.all(order.map((lemma) => hitsFor(pairKey, pair, lemma)))
    const index = choose(order, hits, form, hints)
    const lemma = order[index]
    const found = composeMeanings(hits[index] ?? [], hints.expectation, MAX_MEANINGS)
    if (lemma === undefined || !found) return null
    const lemmaSource: LemmaSource = lemma === form ? how : how === 'exact' ? 'inflection' : how
    return { lemma, lemmaSource, ...found }
  }

  /**
   * The verb a clitic pronoun was attached to: like {@link resolve}, but a verb reading wins
   * (`porta` + `glielo` is `portare`, not the noun `porta`), and forms missing from the forms
   * data are tried through the suffix rules (`calla` → `callar`).
   */
  async function resolveVerbHost(
    pairKey: string,
    pair: PairManifest,
    host: string,
  ): Promise<Hit | null> {
    const verb: Hints = { expectation: 'verb' }
    // Spanish dictionaries list pronominal verbs with -se (callarse for cállate).
    const withReflexive = (lemmas: readonly string[]) =>
      pair.from === 'es'
        ? lemmas.flatMap((l) => (/[aeií]r$/.test(l) ? [l, `${l}se`] : [l]))
        : [...lemmas]
    const lemmas = await formsOf(pair.from, host)
    let order = withReflexive(lemmas.includes(host) ? lemmas : [...lemmas, host])
    let found = await Promise.all(order.map((lemma) => meaningFor(pairKey, pair, lemma, verb)))
    let index = found.findIndex((f) => f?.partOfSpeech === 'verb')
    if (index < 0) index = found.findIndex((f) => f !== null)
    if (index < 0) {
      // Not in the forms data: guess with the suffix rules, and accept only a verb (or, where
      // the dictionary gives no part of speech, a lemma shaped like an infinitive).
      const rules = await rulesOf(pair.from)
      order = withReflexive(rules.flatMap((r) => suffixRuleCandidates(host, r, 6)))
      found = await Promise.all(order.map((lemma) => meaningFor(pairKey, pair, lemma, verb)))
      const infinitive = pair.from === 'es' ? /[aeií]r(?:se)?$/ : /(?:[aei]re|rre|[aei]rsi)$/
      index = found.findIndex(
        (f, i) =>
          f?.partOfSpeech === 'verb' ||
          (f !== null && f?.partOfSpeech === undefined && infinitive.test(order[i] ?? '')),
      )
    }
    const hit = found[index]
    const lemma = order[index]
    return hit && lemma !== undefined ? { lemma, lemmaSource: 'clitic', ...hit } : null
  }

  async function firstResolved(
    pairKey: string,
    pair: PairManifest,
    forms: readonly string[],
    how: LemmaSource,
    hints: Hints = NO_HINTS,
  ): Promise<Hit | null> {
    for (const form of forms) {
      const hit = await resolve(pairKey, pair, form, how, hints)
      if (hit) return hit
    }
    return null
  }

  /** Meanings of many candidate words at once; a headword index (Japanese) skips unknown ones. */
  async function meaningsOf(
    pairKey: string,
    pair: PairManifest,
    candidates: readonly string[],
  ): Promise<Map<string, Found>> {
    const index = await indexOf(pairKey, pair)
    const wanted = [...new Set(candidates)].filter((c) => index === null || index.has(c))
    const results = await Promise.all(wanted.map((c) => meaningFor(pairKey, pair, c)))
    const out = new Map<string, Found>()
    wanted.forEach((candidate, i) => {
      const found = results[i]
      if (found) out.set(candidate, found)
    })
    return out
  }
  /**
   * Japanese and Chinese: the longest word starting at the token, taking in following text.
   * Japanese candidates are deinflected (ICU leaves verb endings as separate tokens), and the
   * longest surface wins; Chinese tokens are usually whole words, so the token itself is tried
   * before longer matches.
   */
  async function scan(
    pairKey: string,
    pair: PairManifest,
    key: string,
    following: string,
  ): Promise<(Hit & { matched: string }) | null> {
    const extra = [...normalizeWord(following, pair.from)].slice(0, MAX_FOLLOWING)
    const surfaces = extra.map((_, i) => key + extra.slice(0, i + 1).join('')).reverse()
    surfaces.push(key)
    const japanese = pair.from === 'ja'
    const order = japanese ? surfaces : [key, ...surfaces.slice(0, -1)]
    const candidatesOf = (surface: string) => (japanese ? deinflectJapanese(surface) : [surface])
    const found = await meaningsOf(pairKey, pair, order.flatMap(candidatesOf))
    for (const surface of order) {
      for (const candidate of candidatesOf(surface)) {
        const hit = found.get(candidate)
        if (!hit) continue
        const lemmaSource: LemmaSource = candidate === surface ? 'exact' : 'deinflection'
        return { lemma: candidate, lemmaSource, ...hit, matched: surface }
      }
    }
    return null
  }

  /** Chinese and Japanese: the token cut into the longest known words from the left. */
  async function segments(pairKey: string, pair: PairManifest, key: string): Promise<Hit | null> {
    const chars = [...key]
    if (chars.length < 2 || chars.length > 12) return null
    const pieces: string[] = []
    for (let start = 0; start < chars.length; start += 1) {
      for (let end = start + 1; end <= chars.length; end += 1) {
        if (end - start < chars.length) pieces.push(chars.slice(start, end).join(''))
      }
    }
    const found = await meaningsOf(pairKey, pair, pieces)
    const parts: [string, Found][] = []
    for (let start = 0; start < chars.length;) {
      let end = chars.length
      while (end > start && !found.has(chars.slice(start, end).join(''))) end -= 1
      if (end === start) return null
      const part = chars.slice(start, end).join('')
      parts.push([part, found.get(part) as Found])
      start = end
    }
    return {
      lemma: key,
      lemmaSource: 'segments',
      meanings: parts.map(([part, f]) => `${part}: ${f.meanings.slice(0, 2).join('; ')}`),
      sources: [...new Set(parts.flatMap(([, f]) => f.sources))],
    }
  }

  /** German: the longest known final word, and a known word (minus a linking element) before it. */
  async function compound(pairKey: string, pair: PairManifest, key: string): Promise<Hit | null> {
    if ([...key].length < 6) return null
    const splits: number[] = []
    for (let split = 3; split <= key.length - 3; split += 1) splits.push(split)
    // All possible final words at once (longest first wins), then the part before the best one.
    const heads = await Promise.all(
      splits.map((split) => resolve(pairKey, pair, key.slice(split), 'exact')),
    )
    for (const [i, split] of splits.entries()) {
      const head = heads[i]
      if (!head) continue
      const modifier = key.slice(0, split)
      const options = [modifier]
      for (const link of ['s', 'es', 'n', 'en', 'e', 'er', 'ns']) {
        if (modifier.endsWith(link) && modifier.length - link.length >= 3) {
          options.push(modifier.slice(0, -link.length))
        }
      }
      // Geschichtsbuch = Geschicht(e) + s + Buch; Grenzübergang = Grenz(e) + Übergang;
      // Schreibtisch = schreib(en) + Tisch.
      if (modifier.endsWith('s')) options.push(`${modifier.slice(0, -1)}e`)
      options.push(`${modifier}e`, `${modifier}en`, `${modifier}n`)
      const first = await firstResolved(pairKey, pair, options, 'exact')
      if (!first) continue
      return {
        lemma: key.slice(0, split) + head.lemma,
        lemmaSource: 'compound',
        meanings: [
          `${first.lemma}: ${first.meanings.slice(0, 2).join('; ')}`,
          `${head.lemma}: ${head.meanings.slice(0, 3).join('; ')}`,
        ],
        ...(head.partOfSpeech ? { partOfSpeech: head.partOfSpeech } : {}),
        sources: [...new Set([...first.sources, ...head.sources])],
      }
    }
    return null
  }

  /** The lookup proper; {@link lookup} adds the learner's link and the abbreviation check. */
  async function find(pairKey: string, pair: PairManifest, key: string, options: LookupOptions) {
    const lang = pair.from
    if (lang === 'ja' || lang === 'zh') {
      const hit = await scan(pairKey, pair, key, options.following ?? '')
      if (hit) return hit.matched === key ? withoutMatched(hit) : hit
      return segments(pairKey, pair, key)
    }
    const hints: Hints = { expectation: expectedPartOfSpeech(lang, options.context?.before ?? []) }

    const exact = await resolve(pairKey, pair, key, 'exact', hints)
    if (exact) return exact

    if (key.includes("'")) {
      const hosts = lang === 'en' ? englishContractionHosts(key) : elisionHosts(key)
      const elided = key.slice(0, key.lastIndexOf("'") + 1)
      const after = lang === 'en' ? hints : { expectation: expectedAfterElision(lang, elided) }
      const hit = await firstResolved(pairKey, pair, hosts, 'elision', after)
      if (hit) return hit
    }
    if (lang === 'es' || lang === 'it') {
      for (const host of lang === 'es' ? spanishCliticHosts(key) : italianCliticHosts(key)) {
        const hit = await resolveVerbHost(pairKey, pair, host)
        if (hit) return hit
      }
    }
    if (lang === 'pt') {
      for (const host of portugueseCliticHosts(key)) {
        const hit = await resolveVerbHost(pairKey, pair, host)
        if (hit) return hit
      }
    }
    if (lang === 'ar') {
      const hit = await firstResolved(pairKey, pair, arabicCandidates(key), 'affixes', hints)
      if (hit) return hit
    }
    for (const rules of await rulesOf(lang)) {
      let candidates = suffixRuleCandidates(key, rules)
      // Spanish dictionaries list pronominal verbs with -se (callarse): each infinitive is
      // followed by its pronominal form.
      if (lang === 'es')
        candidates = candidates.flatMap((c) => (/[aeií]r$/.test(c) ? [c, `${c}se`] : [c]))
      const hit = await firstWithMeaning(pairKey, pair, candidates, hints)
      if (hit) return { lemma: hit.lemma, lemmaSource: 'suffix-rule' as const, ...hit.found }
    }
    if (lang === 'de') return compound(pairKey, pair, key)
    return null
  }

  /**
   * A routed pair (`de-ar`): the word's English meanings, each carried over through the
   * English–native dictionary; the English meanings themselves when none can be.
   */
  async function routed(
    through: readonly [string, string],
    to: string,
    word: string,
    options: LookupOptions,
  ): Promise<LookupResult | null> {
    const [first, second] = through
    const english = await lookup(first, word, options)
    if (!english) return null
    const senses = english.meanings.slice(0, ROUTED_SENSES)
    const carried = await Promise.all(
      senses.map(async (meaning) => {
        const hits = await Promise.all(englishTerms(meaning).map((term) => lookup(second, term)))
        return hits.find((hit) => hit !== null) ?? null
      }),
    )
    const meanings: string[] = []
    const sources = new Set(english.sources)
    for (const hit of carried) {
      if (!hit) continue
      for (const meaning of hit.meanings.slice(0, 2)) {
        if (meanings.length < MAX_MEANINGS && !meanings.includes(meaning)) meanings.push(meaning)
      }
      for (const source of hit.sources) sources.add(source)
    }
    if (meanings.length === 0) return { ...english, language: 'en' }
    return {
      ...english,
      meanings,
      sources: [...sources],
      language: to,
      via: { language: 'en', meanings: senses },
    }
  }

  async function lookup(
    pairKey: string,
    word: string,
    options: LookupOptions = {},
  ): Promise<LookupResult | null> {
    if (!Object.hasOwn(manifest.pairs, pairKey)) {
      const [from = '', to = ''] = pairKey.split('-')
      const route = meaningRoute(from, to, manifest)
      if (route.kind === 'routed' && route.through) return routed(route.through, to, word, options)
    }
    const pair = pairOf(pairKey)
    const lang = pair.from
    const key = normalizeWord(word, lang)
    if (key === '') return null
    const hints: Hints = { expectation: expectedPartOfSpeech(lang, options.context?.before ?? []) }
    // The learner's own link wins over every guess.
    const own = options.lemma === undefined ? '' : normalizeWord(options.lemma, lang)
    if (own !== '') {
      const found = await meaningFor(pairKey, pair, own, hints)
      if (found) return { lemma: own, lemmaSource: 'learner', ...found }
    }
    // "M." is "monsieur", not "me": a full stop after a known abbreviation.
    const expanded = /^\./.test(options.following ?? '') ? abbreviation(lang, key) : undefined
    if (expanded) {
      const found = await meaningFor(pairKey, pair, expanded, hints)
      if (found) return { lemma: expanded, lemmaSource: 'abbreviation', ...found }
    }
    return find(pairKey, pair, key, options)
  }

  return {
    pairs: Object.keys(manifest.pairs),
    lookup,
    async lemmatize(lang, word) {
      const key = normalizeWord(word, lang)
      return key === '' ? [] : formsOf(lang, key)
    },
  }
}

/**
 * The single English words an English meaning offers, to look up in an English–native
 * dictionary: "to eat; to have a meal (formal)" → `eat`.
 */
function englishTerms(meaning: string): string[] {
  const out: string[] = []
  for (const part of meaning.replace(/\([^)]*\)/g, ' ').split(/[,;/]/)) {
    const term = part
      .trim()
      .replace(/^(?:to|a|an|the)\s+/i, '')
      .trim()
    if (/^[\p{L}'-]+$/u.test(term) && !out.includes(term)) out.push(term)
  }
  return out.slice(0, 2)
}

function withoutMatched<T extends { matched?: string }>(hit: T): Omit<T, 'matched'> {
  const { matched: _matched, ...rest } = hit
  return rest
}
