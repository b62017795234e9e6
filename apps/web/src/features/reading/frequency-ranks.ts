import { loadFrequencyRanks } from '@fabula/reading'
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query'

/** Query options of one language's frequency ranks (a lazily loaded chunk per language). */
export function frequencyRanksQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['reading', 'ranks', language] as const,
    queryFn: () => loadFrequencyRanks(language),
    staleTime: Infinity,
    gcTime: Infinity,
  })
}

/** The frequency ranks of a language (level prior and coverage). */
export function useFrequencyRanks(language: string | undefined) {
  return useQuery({ ...frequencyRanksQueryOptions(language ?? ''), enabled: Boolean(language) })
}

/** The frequency ranks of several languages, by language (those loaded so far). */
export function useFrequencyRanksOf(languages: readonly string[]) {
  return useQueries({
    queries: languages.map((language) => frequencyRanksQueryOptions(language)),
    combine: (results) =>
      new Map(
        results.flatMap((result, i) =>
          result.data && languages[i] ? [[languages[i], result.data] as const] : [],
        ),
      ),
  })
}
