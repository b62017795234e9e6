import type { Fits, FunctionRowFits, TableRowFits } from '@fabula/database'
import type { HelpArticleSummarySchema, HelpSearchHitSchema } from './rows.js'

// Compile-time proof that each row schema reads what the database sends: every field is a column
// of its table or function, with a fitting type and nullability (@fabula/database, types
// generated from supabase/schemas). `tsc --noEmit` fails here when a column and a schema drift.
export type HelpArticleSummaryFits = Fits<
  TableRowFits<typeof HelpArticleSummarySchema, 'help_articles'>
>
export type HelpSearchHitFits = Fits<
  FunctionRowFits<typeof HelpSearchHitSchema, 'search_help_articles'>
>
