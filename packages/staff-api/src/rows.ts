import * as v from 'valibot'

/** Account statuses (seed §4, PRODUCT.md §2), in the order filters list them. */
export const USER_STATUSES = ['active', 'inactive', 'invited', 'suspended'] as const
/** An account status. */
export type UserStatus = (typeof USER_STATUSES)[number]

/** Roles of an account: the four staff roles and `user` for a learner (no staff role). */
export const ACCOUNT_ROLES = ['superadmin', 'admin', 'manager', 'cashier', 'user'] as const
/** An account role. */
export type AccountRole = (typeof ACCOUNT_ROLES)[number]

/** Task statuses (seed §4), in board order. */
export const TASK_STATUSES = ['backlog', 'todo', 'in progress', 'done', 'canceled'] as const
/** A task status. */
export type TaskStatus = (typeof TASK_STATUSES)[number]

/** Task priorities (seed §4), lowest first. */
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const
/** A task priority. */
export type TaskPriority = (typeof TASK_PRIORITIES)[number]

/** Task labels (seed §3). */
export const TASK_LABELS = ['bug', 'feature', 'documentation'] as const
/** A task label. */
export type TaskLabel = (typeof TASK_LABELS)[number]

/** Longest task title (the database checks it too). */
export const TASK_TITLE_MAX_LENGTH = 200
/** Longest task description. */
export const TASK_DESCRIPTION_MAX_LENGTH = 2000

/** A well-formed username: 3–30 of a-z 0-9 . _ -, alphanumeric at both ends (SQL twin: username_valid). */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{1,28}[a-z0-9]$/

const Timestamp = v.string()

/** One account of the staff directory (`public.staff_accounts`). */
export const StaffAccountSchema = v.object({
  id: v.string(),
  email: v.string(),
  username: v.string(),
  name: v.nullable(v.string()),
  role: v.picklist(ACCOUNT_ROLES),
  status: v.picklist(USER_STATUSES),
  created_at: Timestamp,
  last_sign_in_at: v.nullable(Timestamp),
  confirmed_at: v.nullable(Timestamp),
  invited_at: v.nullable(Timestamp),
  banned_until: v.nullable(Timestamp),
})

/** An account as staff see it. */
export type StaffAccount = v.InferOutput<typeof StaffAccountSchema>

/** The columns of {@link StaffAccountSchema}. */
export const STAFF_ACCOUNT_COLUMNS =
  'id,email,username,name,role,status,created_at,last_sign_in_at,confirmed_at,invited_at,banned_until'

/** What the admin-users function did (public.account_audit.action). */
export const AUDIT_ACTIONS = [
  'invite',
  'resend_invite',
  'set_role',
  'suspend',
  'activate',
  'delete',
] as const
/** An audited account action. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** One entry of an account's audit trail (`public.account_audit`). */
export const AuditEntrySchema = v.object({
  id: v.pipe(v.union([v.number(), v.string()]), v.transform(String)),
  actor_id: v.string(),
  actor_email: v.string(),
  action: v.picklist(AUDIT_ACTIONS),
  target_id: v.string(),
  target_email: v.string(),
  details: v.record(v.string(), v.unknown()),
  created_at: Timestamp,
})

/** An audit entry: who did what to whom, and when. */
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>

/** The columns of {@link AuditEntrySchema}. */
export const AUDIT_ENTRY_COLUMNS =
  'id,actor_id,actor_email,action,target_id,target_email,details,created_at'

/** A staff account a task can be assigned to. */
export const AssigneeSchema = v.object({
  id: v.string(),
  email: v.string(),
  username: v.string(),
  name: v.nullable(v.string()),
})

/** A task's assignee (or creator). */
export type Assignee = v.InferOutput<typeof AssigneeSchema>

/** One task (`public.tasks` with its assignee embedded). */
export const TaskSchema = v.object({
  id: v.string(),
  title: v.string(),
  description: v.string(),
  status: v.picklist(TASK_STATUSES),
  priority: v.picklist(TASK_PRIORITIES),
  label: v.picklist(TASK_LABELS),
  assignee_id: v.nullable(v.string()),
  assignee: v.nullable(AssigneeSchema),
  created_by: v.nullable(v.string()),
  updated_by: v.nullable(v.string()),
  created_at: Timestamp,
  updated_at: Timestamp,
})

/** A content task. */
export type Task = v.InferOutput<typeof TaskSchema>

/** The columns of {@link TaskSchema}, the assignee embedded through its foreign key. */
export const TASK_COLUMNS =
  'id,title,description,status,priority,label,assignee_id,created_by,updated_by,created_at,updated_at,assignee:account_directory!tasks_assignee_id_fkey(id,email,username,name)'

/** One page of a server-side list and the number of rows matching its filters. */
export interface Page<T> {
  rows: T[]
  total: number
}

/** A sort order: a column and its direction. */
export interface Sort<C extends string> {
  column: C
  desc: boolean
}
