/**
 * @fabula/database: the `Database` type generated from `supabase/schemas` (the output of
 * `supabase gen types typescript`), and type-level checks that a package's valibot row schemas
 * fit the tables, views and functions they read.
 * @packageDocumentation
 */
export type {
  CompositeTypes,
  Database,
  Enums,
  Json,
  Tables,
  TablesInsert,
  TablesUpdate,
} from './database.js'
export { Constants } from './database.js'
export type {
  Fits,
  FunctionName,
  FunctionRow,
  FunctionRowFits,
  TableName,
  TableRowFits,
  ViewName,
  ViewRowFits,
} from './row-check.js'
