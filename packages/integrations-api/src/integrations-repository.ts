import type { SupabaseClient } from '@supabase/supabase-js'
import type { IntegrationDraft, IntegrationView } from './contract/integrations.js'
import type { IntegrationKind } from './contract/settings.js'
import {
  connectIntegration,
  disconnectIntegration,
  listIntegrations,
  testIntegration,
  type IntegrationTest,
} from './integrations.js'

/**
 * Where /apps reads and changes integrations. Screens and hooks depend on this interface, so tests
 * can pass an in-memory one; {@link createSupabaseIntegrationsRepository} is the real one. Every
 * method rejects with an `AppError` that keeps the HTTP status of a failed call.
 */
export interface IntegrationsRepository {
  list(): Promise<IntegrationView[]>
  connect(integration: IntegrationDraft): Promise<IntegrationView>
  disconnect(kind: IntegrationKind): Promise<IntegrationView>
  test(kind: IntegrationKind, draft?: IntegrationDraft): Promise<IntegrationTest>
}

/**
 * The supabase-js implementation of {@link IntegrationsRepository}, over the `integrations`
 * function (the settings tables are closed to every client).
 *
 * @example
 * const integrations = createSupabaseIntegrationsRepository(supabase)
 * const all = await integrations.list()
 */
export function createSupabaseIntegrationsRepository(
  client: SupabaseClient,
): IntegrationsRepository {
  return {
    list: () => listIntegrations(client),
    connect: (integration) => connectIntegration(client, integration),
    disconnect: (kind) => disconnectIntegration(client, kind),
    test: (kind, draft) => testIntegration(client, kind, draft),
  }
}
