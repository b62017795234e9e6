/**
 * Integrations of Fabula over supabase-js, shaped like `@fabula/reading-api`: one file per
 * operation, a repository interface with the supabase-js implementation as the seam, replies
 * parsed with valibot at the edge. The settings live in tables no client can read; every
 * operation goes through the `integrations` function, whose contract is `./contract` and whose
 * handler is `./server`. Query options and hooks live in `./react`.
 *
 * @packageDocumentation
 */
export {
  connectIntegration,
  disconnectIntegration,
  listIntegrations,
  testIntegration,
  type IntegrationTest,
} from './integrations.js'
export {
  createSupabaseIntegrationsRepository,
  type IntegrationsRepository,
} from './integrations-repository.js'
