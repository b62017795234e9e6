import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { IntegrationDraft, IntegrationView } from '../contract/integrations.js'
import type { IntegrationKind } from '../contract/settings.js'
import type { IntegrationsRepository } from '../integrations-repository.js'
import { integrationKeys } from './keys.js'

/** Puts a changed integration into the cached list at once, then refetches the list. */
function settle(client: QueryClient, integration: IntegrationView | undefined) {
  if (integration) {
    client.setQueryData<IntegrationView[]>(integrationKeys.list(), (list) =>
      list?.map((entry) => (entry.kind === integration.kind ? integration : entry)),
    )
  }
  return client.invalidateQueries({ queryKey: integrationKeys.all })
}

/** Connects an integration or changes its settings (superadmin). */
export function useConnectIntegration(repo: IntegrationsRepository) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (integration: IntegrationDraft) => repo.connect(integration),
    onSuccess: (integration) => settle(client, integration),
  })
}

/** Disconnects an integration (superadmin). */
export function useDisconnectIntegration(repo: IntegrationsRepository) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (kind: IntegrationKind) => repo.disconnect(kind),
    onSuccess: (integration) => settle(client, integration),
  })
}

/** What a test is asked for: the stored settings of `kind`, or a draft from the form. */
export interface TestIntegrationVariables {
  kind: IntegrationKind
  draft?: IntegrationDraft
}

/** Tests an integration; the list shows the new last test of stored settings. */
export function useTestIntegration(repo: IntegrationsRepository) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ kind, draft }: TestIntegrationVariables) => repo.test(kind, draft),
    onSuccess: (test) => settle(client, test.integration),
  })
}
