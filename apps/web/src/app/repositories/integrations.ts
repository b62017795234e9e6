// Loaded on first use (../lazy-repository.ts): the AI and speech providers of /apps.
export { createSupabaseIntegrationsRepository as createRepository } from '@fabula/integrations-api'
