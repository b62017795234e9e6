import type { Dictionary, DictionaryManifest } from '@fabula/dictionary'
import type { WordBook, WordEntry } from '@fabula/reading-api'
import { hasFormsData } from './dictionary'

/** One word of a text, where it is and what follows it (Japanese and Chinese lookups). */
export interface WordOccurrence {
  /** Global word index in the text. */
  index: number
  /** Paragraph it is in. */
  paragraph: number
  /** Offset of its first character in the paragraph (UTF-16 units). */
  offset: number
  /** Its text as written. */
  text: string
  normalized: string
  /** A few characters of the paragraph after it. */
  following: string
}

/** The dictionary form a word occurrence belongs to. */
export interface LemmaLink {
  lemma: string
  /**
   * The form the status is saved under: the word itself, or for Japanese and Chinese the whole
   * dictionary word the token starts (`食べました` for the token `食`).
   */
  form: string
  /** Japanese and Chinese: the first word index of the match this token belongs to. */
  start: number
}

/** Languages written without spaces, whose tokens are linked in context. */
const IN_CONTEXT = new Set(['ja', 'zh'])
/** Lookups started at once by the background linking, so a tap never waits behind them. */
const BATCH = 12

const yieldToTaps = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** What {@link linkLemmas} needs of the loaded dictionary. */
export interface LemmaSource {
  dictionary: Pick<Dictionary, 'lookup' | 'lemmatize'>
  manifest: Pick<DictionaryManifest, 'forms'>
}

/**
 * The dictionary form of one word occurrence, as the dictionaries say:
 * - languages with forms data (en, es, fr, it, pt, de, ru): the first lemma of the forms data
 *   (`zapatos` → `zapato`, `ging` → `gehen`, `столами` → `стол`), else the full lookup's lemma
 *   (enclitics, suffix rules, compounds);
 * - Japanese and Chinese: the longest dictionary word starting at the token, with the text that
 *   follows (`食` + `べました` → `食べる`);
 * - others (Arabic): the lookup's lemma after affix stripping.
 * `null` when no dictionary knows the word.
 */
export async function lemmaOf(
  word: Pick<WordOccurrence, 'normalized' | 'following'>,
  language: string,
  source: LemmaSource,
  pair: string | null,
): Promise<{ lemma: string; matched: string | null } | null> {
  if (hasFormsData(source.manifest, language)) {
    const [first] = await source.dictionary.lemmatize(language, word.normalized)
    if (first) return { lemma: first, matched: null }
  }
  if (!pair) return null
  const found = await source.dictionary.lookup(
    pair,
    word.normalized,
    IN_CONTEXT.has(language) ? { following: word.following } : {},
  )
  return found ? { lemma: found.lemma, matched: found.matched ?? null } : null
}

/**
 * Links every word of a text to its dictionary form, in the background: small batches with a
 * pause between them, so taps stay fast while the shards load. Words the dictionaries do not know
 * are left out (their form is their own word). Japanese and Chinese tokens are linked in
 * context: a match that spans several tokens links them all to one lemma and one saved form.
 */
export async function linkLemmas(
  words: readonly WordOccurrence[],
  language: string,
  source: LemmaSource,
  pair: string | null,
  signal?: AbortSignal,
): Promise<Map<number, LemmaLink>> {
  const links = new Map<number, LemmaLink>()
  if (IN_CONTEXT.has(language)) {
    let lookups = 0
    for (let i = 0; i < words.length;) {
      if (signal?.aborted) return links
      const word = words[i]
      if (!word) break
      const found = await lemmaOf(word, language, source, pair)
      lookups += 1
      if (lookups % BATCH === 0) await yieldToTaps()
      if (!found) {
        i += 1
        continue
      }
      const matched = found.matched ?? word.normalized
      // The tokens the match covers: this one and the next ones of the same paragraph that end
      // inside the matched text.
      const covers = (other: WordOccurrence | undefined): other is WordOccurrence =>
        other !== undefined &&
        other.paragraph === word.paragraph &&
        other.offset + other.text.length <= word.offset + matched.length
      const link = { lemma: found.lemma, form: matched, start: word.index }
      links.set(word.index, link)
      i += 1
      for (let next = words[i]; covers(next); next = words[i]) {
        links.set(next.index, link)
        i += 1
      }
    }
    return links
  }
  const forms = [...new Set(words.map((word) => word.normalized))]
  const lemmas = new Map<string, string>()
  for (let start = 0; start < forms.length; start += BATCH) {
    if (signal?.aborted) return links
    const batch = forms.slice(start, start + BATCH)
    const found = await Promise.all(
      batch.map((form) => lemmaOf({ normalized: form, following: '' }, language, source, pair)),
    )
    batch.forEach((form, i) => {
      const lemma = found[i]?.lemma
      if (lemma) lemmas.set(form, lemma)
    })
    await yieldToTaps()
  }
  for (const word of words) {
    const lemma = lemmas.get(word.normalized)
    if (lemma) links.set(word.index, { lemma, form: word.normalized, start: word.index })
  }
  return links
}

/**
 * Where a form's status lives for this learner: their own link or unlink of the form first, then
 * the dictionary form, then — for words saved before statuses moved to dictionary forms — an
 * entry under the form itself.
 */
export function entryOf(
  book: WordBook | undefined,
  form: string,
  lemma: string | undefined,
): WordEntry | undefined {
  if (!book) return undefined
  const own = book.links.get(form)
  if (own?.linkedBy === 'learner') return book.entries.get(own.lemma)
  return book.entries.get(lemma ?? form) ?? book.entries.get(form)
}

/** The dictionary form a new status or meaning of `form` is saved under. */
export function saveLemmaOf(book: WordBook | undefined, form: string, lemma: string | undefined) {
  const own = book?.links.get(form)
  return own?.linkedBy === 'learner' ? own.lemma : (lemma ?? form)
}
