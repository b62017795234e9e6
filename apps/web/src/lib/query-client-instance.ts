import type { QueryClient } from '@tanstack/react-query'
import { createQueryClient } from './query-client'
import { queryErrorEffects } from './query-effects'

let instance: QueryClient | undefined

/**
 * The app's one QueryClient, created on first use with the effects boot registered. Loaders and
 * preloads use it outside React; the authenticated layout provides it to its pages.
 */
export function getQueryClient(): QueryClient {
  instance ??= createQueryClient(queryErrorEffects())
  return instance
}
