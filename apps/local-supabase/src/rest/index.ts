/**
 * PostgREST-compatible `/rest/v1` for the local Supabase server (issue 4, sheet §3).
 * @packageDocumentation
 */
export { createRestApp } from './rest-app'
export { invalidateSchemaCache } from './schema-cache'
export { RestError, RestParseError } from './errors'
export { parseQuery } from './query-parser'
export type { Condition, Filter, FilterValue, LogicTree } from './query-ast'
