import { queryOptions, useQuery } from '@tanstack/react-query'
import type { IntegrationsRepository } from '../integrations-repository.js'
import { integrationKeys } from './keys.js'

/** Query options of every integration's status, for `useQuery`, a loader or a preload. */
export function integrationsQueryOptions(repo: IntegrationsRepository) {
  return queryOptions({ queryKey: integrationKeys.list(), queryFn: () => repo.list() })
}

/** Every integration's status. */
export function useIntegrations(repo: IntegrationsRepository) {
  return useQuery(integrationsQueryOptions(repo))
}
