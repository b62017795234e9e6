/**
 * Contracts of the server function the staff screens call (`@fabula/staff-api/contract`):
 * valibot schemas only, so a browser, a Deno edge function and Node tests share them.
 *
 * @packageDocumentation
 */
export {
  ADMIN_USERS_FUNCTION,
  ADMIN_USERS_REASONS,
  ActivateBodySchema,
  AdminUsersBodySchema,
  AdminUsersErrorBodySchema,
  AdminUsersReplySchema,
  BULK_LIMIT,
  DeleteBodySchema,
  EMAIL_MAX_LENGTH,
  EmailSchema,
  InviteBodySchema,
  ResendInviteBodySchema,
  SetRoleBodySchema,
  SuspendBodySchema,
  UsernameSchema,
  type AdminUsersAction,
  type AdminUsersBody,
  type AdminUsersErrorBody,
  type AdminUsersInput,
  type AdminUsersReason,
  type AdminUsersReply,
} from './admin-users.js'
