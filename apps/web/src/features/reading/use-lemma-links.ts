import type { WordBook } from '@fabula/reading-api'
import { useRelinkWords } from '@fabula/reading-api/react'
import * as React from 'react'
import { useServices } from '@/app/app-context'
import { loadDictionary, meaningPair } from './dictionary'
import { lemmaOf, linkLemmas, type LemmaLink, type WordOccurrence } from './lemmas'

const NO_LINKS: ReadonlyMap<number, LemmaLink> = new Map()
// Per text (the occurrences array is cached with the story's prepared paragraphs): reopening a
// story does not link it again.
const LINKED = new WeakMap<readonly WordOccurrence[], Map<number, LemmaLink>>()

/**
 * The dictionary form of every word of a text, linked in the background after the text is on
 * screen (see `linkLemmas`): until it is done — and for words no dictionary knows — a word's
 * form is its own. A dictionary that cannot load leaves every word unlinked.
 */
export function useLemmaLinks(
  words: readonly WordOccurrence[],
  language: string,
  nativeLanguage: string | null | undefined,
): ReadonlyMap<number, LemmaLink> {
  const [links, setLinks] = React.useState(() => LINKED.get(words) ?? NO_LINKS)
  React.useEffect(() => {
    const cached = LINKED.get(words)
    if (cached) {
      setLinks(cached)
      return
    }
    setLinks(NO_LINKS)
    const controller = new AbortController()
    // After the first paint: the text and the first taps come first.
    const timer = setTimeout(() => {
      void (async () => {
        const loaded = await loadDictionary()
        const pair = meaningPair(loaded.manifest, language, nativeLanguage ?? 'en')?.pair ?? null
        const found = await linkLemmas(words, language, loaded, pair, controller.signal)
        if (controller.signal.aborted) return
        LINKED.set(words, found)
        setLinks(found)
      })().catch(() => undefined)
    }, 50)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [words, language, nativeLanguage])
  return links
}

/** The dictionary form of one word now, for a tap made before the background linking is done. */
export async function lemmaNow(
  word: Pick<WordOccurrence, 'normalized' | 'following'>,
  language: string,
  nativeLanguage: string | null | undefined,
): Promise<LemmaLink | null> {
  try {
    const loaded = await loadDictionary()
    const pair = meaningPair(loaded.manifest, language, nativeLanguage ?? 'en')?.pair ?? null
    const found = await lemmaOf(word, language, loaded, pair)
    return found ? { lemma: found.lemma, form: found.matched ?? word.normalized, start: -1 } : null
  } catch {
    // No dictionary: the word is saved under its own form, as before lemmas.
    return null
  }
}

const RELINKED = new Set<string>()

/**
 * Folds the learner's words saved by form before statuses moved to dictionary forms into their
 * dictionary forms, once per language and session, in the background (ADR 0056): the browser
 * holds the lemma data, so it tells the database each old word's dictionary form.
 */
export function useRelinkLegacyWords(
  userId: string,
  language: string,
  nativeLanguage: string | null | undefined,
  book: WordBook | undefined,
) {
  const relink = useRelinkWords(useServices().reading, userId)
  const { mutate } = relink
  React.useEffect(() => {
    const key = `${userId}:${language}`
    if (!book || RELINKED.has(key)) return
    const unchecked = [...book.entries.values()].filter((entry) => !entry.lemmaChecked)
    if (unchecked.length === 0) return
    RELINKED.add(key)
    void (async () => {
      const links = []
      for (const entry of unchecked.slice(0, 5000)) {
        const found = await lemmaNow(
          { normalized: entry.lemma, following: '' },
          language,
          nativeLanguage,
        )
        links.push({ word: entry.lemma, lemma: found?.lemma ?? entry.lemma })
      }
      mutate({ language, links })
    })().catch(() => RELINKED.delete(key))
  }, [userId, language, nativeLanguage, book, mutate])
}
