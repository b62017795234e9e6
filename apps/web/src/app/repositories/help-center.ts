// Loaded on first use (../lazy-repository.ts): help articles, search and votes.
export { createSupabaseHelpCenterRepository as createRepository } from '@fabula/help-center-api'
