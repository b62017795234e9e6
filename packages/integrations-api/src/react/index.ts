/**
 * Query options and hooks of the integrations (TanStack Query), each over an
 * `IntegrationsRepository` so tests can pass an in-memory one.
 *
 * @packageDocumentation
 */
export { integrationKeys } from './keys.js'
export { integrationsQueryOptions, useIntegrations } from './list-integrations.js'
export {
  useConnectIntegration,
  useDisconnectIntegration,
  useTestIntegration,
  type TestIntegrationVariables,
} from './change-integration.js'
