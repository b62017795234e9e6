// Loaded on first use (../lazy-repository.ts): lessons, authoring, progress and analytics.
export { createSupabaseLessonsRepository as createRepository } from '@fabula/lessons-api'
