import { AppError } from '@fabula/errors'
import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import {
  ADMIN_USERS_FUNCTION,
  AdminUsersBodySchema,
  AdminUsersReplySchema,
  type AdminUsersInput,
  type AdminUsersReply,
} from './contract/admin-users.js'
import { functionFailure } from './function-call.js'
import { parseWith } from './parse.js'

/**
 * Runs one account action through the `admin-users` function: invite, resend-invite, set-role,
 * suspend, activate or delete. The body is checked against the contract first, so a bad value
 * never leaves the browser; the function checks it again, and the caller's role, itself.
 *
 * @throws AppError `INVALID_FORMAT` for a body the contract refuses; otherwise the function's
 *   refusal with its HTTP status, code and reason (see `adminUsersReason`)
 */
export async function runUserAction(
  client: SupabaseClient,
  input: AdminUsersInput,
): Promise<AdminUsersReply> {
  const operation = `users.${input.action}`
  const body = v.safeParse(AdminUsersBodySchema, input)
  if (!body.success) {
    throw new AppError('INVALID_FORMAT', {
      message: body.issues[0].message,
      context: { operation, path: v.getDotPath(body.issues[0]) },
    })
  }
  const { data, error } = await client.functions.invoke(ADMIN_USERS_FUNCTION, {
    body: body.output,
  })
  if (error) throw await functionFailure(error, operation)
  return parseWith(AdminUsersReplySchema, data, operation)
}
