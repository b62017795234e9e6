/**
 * PostgREST-compatible `/rest/v1` for the local Supabase server (issue 4, sheet §3).
 * @packageDocumentation
 */
export { createRestApp } from './rest-app'
export { invalidateSchemaCache } from './schema-cache'
export { RestError, RestParseError } from './errors'
export type { RestErrorBody } from './errors'
export { parseQuery } from './query-parser'
export type {
  Condition,
  FieldRef,
  Filter,
  FilterOperator,
  FilterValue,
  LogicTree,
  OrderTerm,
  ParsedQuery,
  SelectItem,
} from './query-ast'
export type { JwtVerifyResult, RestDeps } from './types'
