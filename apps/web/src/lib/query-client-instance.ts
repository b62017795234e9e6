import type { QueryClient } from '@tanstack/react-query'

let instance: QueryClient | undefined

/** Registers the app's QueryClient so route loaders can prefetch into it. */
export function setQueryClient(client: QueryClient): void {
  instance = client
}

/** The QueryClient created at boot (loaders and preloads use it outside React). */
export function getQueryClient(): QueryClient {
  if (!instance) throw new Error('QueryClient used before boot')
  return instance
}
