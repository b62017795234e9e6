import type { Dictionary, DictionaryManifest } from '@fabula/dictionary'
import { env } from '@/config/env'

/** Where the dictionary files are served (versioned by content: cached for a year). */
export const DICTIONARY_BASE = `/dict/${env.VITE_DICTIONARY_VERSION}/`

/** The loaded dictionary module: the lookup service and what content it holds. */
export interface LoadedDictionary {
  dictionary: Dictionary
  manifest: DictionaryManifest
}

let pending: Promise<LoadedDictionary> | undefined

/**
 * The open dictionaries, loaded on first use: the lookup code is its own lazily loaded chunk and
 * every data file a fetch of one small shard, so nothing of it is in the initial bundle. The
 * same instance (and its cache of shards) serves the whole session; a failed load is retried.
 */
export function loadDictionary(): Promise<LoadedDictionary> {
  pending ??= import('@fabula/dictionary').then(({ createDictionary, MANIFEST }) => ({
    manifest: MANIFEST,
    dictionary: createDictionary({
      load: async (path) => {
        const response = await fetch(`${DICTIONARY_BASE}${path}`)
        if (!response.ok) throw new Error(`Dictionary file ${path}: HTTP ${response.status}`)
        return (await response.json()) as unknown
      },
    }),
  }))
  pending.catch(() => {
    pending = undefined
  })
  return pending
}

/** A pair to look meanings up in, and whether it is the English fallback. */
export interface MeaningPair {
  /** `from-to`, e.g. `es-en`. */
  pair: string
  /** The meaning language. */
  to: string
  /** True when no dictionary exists for the learner's own language, so meanings are English. */
  fallback: boolean
}

/**
 * The dictionary pair for a story language and the learner's native language: the pair itself
 * when it exists, else English meanings (PRODUCT.md §2: "else in English (said so)"), else none.
 */
export function meaningPair(
  manifest: Pick<DictionaryManifest, 'pairs'>,
  language: string,
  nativeLanguage: string,
): MeaningPair | null {
  const has = (pair: string) => Object.hasOwn(manifest.pairs, pair)
  const own = `${language}-${nativeLanguage}`
  if (has(own)) return { pair: own, to: nativeLanguage, fallback: false }
  const english = `${language}-en`
  if (nativeLanguage !== 'en' && has(english)) return { pair: english, to: 'en', fallback: true }
  return null
}

/** The languages whose forms data lets a form be linked to its lemma without a meaning lookup. */
export function hasFormsData(manifest: Pick<DictionaryManifest, 'forms'>, language: string) {
  return (manifest.forms[language]?.length ?? 0) > 0
}
