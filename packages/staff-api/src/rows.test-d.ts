import type { Fits, TableRowFits, ViewRowFits } from '@fabula/database'
import type { AssigneeSchema, AuditEntrySchema, StaffAccountSchema, TaskSchema } from './rows.js'

// Compile-time proof that each row schema reads what the database sends: every field is a column
// of its table or view, with a fitting type and nullability (@fabula/database, types generated
// from supabase/schemas). `tsc --noEmit` fails here when a column and a schema drift.
export type StaffAccountFits = Fits<ViewRowFits<typeof StaffAccountSchema, 'staff_accounts'>>
export type AuditEntryFits = Fits<TableRowFits<typeof AuditEntrySchema, 'account_audit'>>
export type AssigneeFits = Fits<TableRowFits<typeof AssigneeSchema, 'account_directory'>>
export type TaskFits = Fits<TableRowFits<typeof TaskSchema, 'tasks', 'assignee'>>
