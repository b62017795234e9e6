/**
 * The contract of the `admin-users` edge function, written once: the browser (this package's
 * repository), the function (`@fabula/staff-api/server`) and their tests import these schemas.
 * Replies carry codes and parameters only; the screens word them (no English on the wire).
 *
 * @packageDocumentation
 */
import * as v from 'valibot'
import { ACCOUNT_ROLES, USERNAME_PATTERN } from '../rows.js'

/** The function's name under `/functions/v1/`. */
export const ADMIN_USERS_FUNCTION = 'admin-users'

/** Most accounts one bulk action may name (a page of the directory is at most 100). */
export const BULK_LIMIT = 100

/** Longest email address (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254

const Uuid = v.pipe(v.string(), v.uuid())
const UserIds = v.pipe(v.array(Uuid), v.minLength(1), v.maxLength(BULK_LIMIT))
const RedirectTo = v.optional(v.pipe(v.string(), v.url(), v.maxLength(2048)))

/** An email address as the function takes it: trimmed, lowercased, checked. */
export const EmailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.email(),
  v.maxLength(EMAIL_MAX_LENGTH),
)

/** A chosen username: trimmed, lowercased, 3–30 of a-z 0-9 . _ - with alphanumeric ends. */
export const UsernameSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toLowerCase(),
  v.regex(USERNAME_PATTERN),
)

/** `invite`: sends an invitation mail; the account gets `role` (`user` = a learner). */
export const InviteBodySchema = v.strictObject({
  action: v.literal('invite'),
  email: EmailSchema,
  role: v.picklist(ACCOUNT_ROLES),
  /** Chosen username; derived from the email when absent. */
  username: v.optional(UsernameSchema),
  /** Where the invitation link leads (the app's invitation page). */
  redirect_to: RedirectTo,
})

/** `resend-invite`: sends the invitation of an account that has not accepted it again. */
export const ResendInviteBodySchema = v.strictObject({
  action: v.literal('resend-invite'),
  user_id: Uuid,
  redirect_to: RedirectTo,
})

/** `set-role`: changes an account's role (`user` removes the staff role). */
export const SetRoleBodySchema = v.strictObject({
  action: v.literal('set-role'),
  user_id: Uuid,
  role: v.picklist(ACCOUNT_ROLES),
})

/** `suspend`: bans the accounts (they cannot sign in) and ends their sessions. */
export const SuspendBodySchema = v.strictObject({
  action: v.literal('suspend'),
  user_ids: UserIds,
})

/** `activate`: lifts the ban of suspended accounts. */
export const ActivateBodySchema = v.strictObject({
  action: v.literal('activate'),
  user_ids: UserIds,
})

/**
 * `delete`: deletes the accounts. Deleting one account needs its email typed again
 * (`confirm_email`); a bulk delete is confirmed in the screen.
 */
export const DeleteBodySchema = v.strictObject({
  action: v.literal('delete'),
  user_ids: UserIds,
  confirm_email: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(320))),
})

/** Any body the function takes, told apart by `action`. */
export const AdminUsersBodySchema = v.variant('action', [
  InviteBodySchema,
  ResendInviteBodySchema,
  SetRoleBodySchema,
  SuspendBodySchema,
  ActivateBodySchema,
  DeleteBodySchema,
])

/** A body as the browser writes it. */
export type AdminUsersInput = v.InferInput<typeof AdminUsersBodySchema>
/** A validated body. */
export type AdminUsersBody = v.InferOutput<typeof AdminUsersBodySchema>
/** An action of the function. */
export type AdminUsersAction = AdminUsersBody['action']

/** What the function answers on success: the accounts it acted on. */
export const AdminUsersReplySchema = v.object({
  action: v.picklist([
    'invite',
    'resend-invite',
    'set-role',
    'suspend',
    'activate',
    'delete',
  ] as const),
  users: v.array(v.object({ id: Uuid, email: v.string() })),
})

/** A reply of the function. */
export type AdminUsersReply = v.InferOutput<typeof AdminUsersReplySchema>

/**
 * Why the function refused, beside the catalogue code and HTTP status:
 * - `not_signed_in` (401): no valid user session.
 * - `role` (403): the caller's role may not take this action at all.
 * - `protected_role` (403): an admin acting on an admin or superadmin.
 * - `role_not_assignable` (403): giving a role the caller may not give (an admin → admin).
 * - `self` (422): acting on one's own account.
 * - `confirmation_mismatch` (422): the typed email is not the account's.
 * - `not_invited` (409): resending to an account that has accepted.
 * - `email_exists` / `username_taken` (409): the invitation would clash.
 * - `not_found` (404): an account named does not exist.
 * - `invalid_body` (400): the body breaks the contract (`issues` lists where).
 * - `rate_limited` (429): the auth server's email limit.
 */
export const ADMIN_USERS_REASONS = [
  'not_signed_in',
  'role',
  'protected_role',
  'role_not_assignable',
  'self',
  'confirmation_mismatch',
  'not_invited',
  'email_exists',
  'username_taken',
  'not_found',
  'invalid_body',
  'rate_limited',
  'upstream',
] as const
/** A reason of a refusal. */
export type AdminUsersReason = (typeof ADMIN_USERS_REASONS)[number]

/** The function's error body: `{ error: { code, reason, user_ids?, issues? } }`. */
export const AdminUsersErrorBodySchema = v.object({
  error: v.object({
    code: v.string(),
    reason: v.optional(v.string()),
    /** The accounts that caused the refusal. */
    user_ids: v.optional(v.array(v.string())),
    /** Where the body broke the contract. */
    issues: v.optional(v.array(v.object({ path: v.nullable(v.string()), type: v.string() }))),
  }),
})

/** A refusal of the function. */
export type AdminUsersErrorBody = v.InferOutput<typeof AdminUsersErrorBodySchema>
