import type { DictionaryManifest, LookupResult } from '@fabula/dictionary'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { loadDictionary, meaningPair, type MeaningPair } from './dictionary'

/** How long looked-up meanings stay in the query cache after their panel closes. */
const LOOKUP_GC_MS = 30 * 60_000

/** Query options of the dictionary pair for a story language and the learner's language. */
function meaningPairQueryOptions(language: string, nativeLanguage: string) {
  return queryOptions({
    queryKey: ['dictionary', 'pair', language, nativeLanguage] as const,
    queryFn: async (): Promise<MeaningPair | null> =>
      meaningPair((await loadDictionary()).manifest, language, nativeLanguage),
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { silentErrors: true },
  })
}

/** The dictionary pair to look meanings up in (loads the dictionary module on first use). */
export function useMeaningPair(language: string, nativeLanguage: string | null | undefined) {
  return useQuery({
    ...meaningPairQueryOptions(language, nativeLanguage ?? ''),
    enabled: Boolean(nativeLanguage),
  })
}

/** A dictionary answer with what the panel needs to name its sources. */
export interface DictionaryAnswer {
  result: LookupResult | null
  pair: MeaningPair
  manifest: DictionaryManifest
}

/** Query options of one dictionary lookup (a word, with following text for ja/zh). */
function lookupQueryOptions(pair: MeaningPair, word: string, following = '') {
  return queryOptions({
    queryKey: ['dictionary', 'lookup', pair.pair, word, following] as const,
    queryFn: async (): Promise<DictionaryAnswer> => {
      const { dictionary, manifest } = await loadDictionary()
      const result = await dictionary.lookup(pair.pair, word, following ? { following } : {})
      return { result, pair, manifest }
    },
    staleTime: Infinity,
    gcTime: LOOKUP_GC_MS,
    retry: 1,
    // A dictionary that cannot load is a silent source: the provider is asked next.
    meta: { silentErrors: true },
  })
}

/** A dictionary lookup, run only while `enabled`. */
export function useLookup(
  pair: MeaningPair | null | undefined,
  word: string,
  following: string,
  enabled: boolean,
) {
  return useQuery({
    ...lookupQueryOptions(pair ?? { pair: '', to: '', fallback: false }, word, following),
    enabled: enabled && Boolean(pair),
  })
}

/** The dictionary forms the forms data gives a word (for linking it to another one). */
export function useLemmaCandidates(language: string, word: string) {
  return useQuery({
    queryKey: ['dictionary', 'lemmas', language, word] as const,
    queryFn: async () => (await loadDictionary()).dictionary.lemmatize(language, word),
    staleTime: Infinity,
    gcTime: LOOKUP_GC_MS,
    meta: { silentErrors: true },
  })
}
