import { loadFrequencyRanks } from '@fabula/reading'
import { queryOptions, useQuery } from '@tanstack/react-query'

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
