import type { Queryable } from '../db/types'
import type { AuthConfig } from './config'
import { errors } from './errors'
import { tokenHash } from './mail'
import { findUserByEmail, findUserById, findUserByToken } from './users'
import { endOtherSessions } from './sessions'
import type { UserRow } from './users'

/** The `type`s /verify accepts. */
export const VERIFY_TYPES = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change',
  'email',
] as const
/** One of {@link VERIFY_TYPES}. */
export type VerifyType = (typeof VERIFY_TYPES)[number]

type Column = 'confirmation_token' | 'recovery_token' | 'email_change_token_new'

const COLUMNS: Record<VerifyType, Column[]> = {
  signup: ['confirmation_token'],
  invite: ['confirmation_token'],
  magiclink: ['recovery_token'],
  recovery: ['recovery_token'],
  email_change: ['email_change_token_new'],
  email: ['confirmation_token', 'recovery_token'],
}

const SENT_AT: Record<Column, keyof UserRow> = {
  confirmation_token: 'confirmation_sent_at',
  recovery_token: 'recovery_sent_at',
  email_change_token_new: 'email_change_sent_at',
}

/** A verified token: whose, and which column it was found in. */
export interface VerifiedToken {
  user: UserRow
  column: Column
}

function fresh(user: UserRow, column: Column, config: AuthConfig): boolean {
  const sent = user[SENT_AT[column]] as Date | null
  return sent !== null && new Date(sent).getTime() + config.otpExpirySeconds * 1000 > config.now()
}

/** Finds the user of a link's token hash (`pkce_` prefix stripped); 403 when unknown or expired. */
export async function verifyTokenHash(
  q: Queryable,
  config: AuthConfig,
  type: VerifyType,
  hash: string,
): Promise<VerifiedToken> {
  const bare = hash.startsWith('pkce_') ? hash.slice('pkce_'.length) : hash
  for (const column of COLUMNS[type]) {
    const user = await findUserByToken(q, column, bare)
    if (user && fresh(user, column, config)) return { user, column }
  }
  throw errors.linkExpired()
}

/** Wrong codes after which an emailed code is dead, whatever is tried next. */
const MAX_OTP_ATTEMPTS = 5
/** Wrong tries per sent code (user, kind, time sent): a new code starts again at zero. */
const wrongTries = new Map<string, number>()

function triesKey(user: UserRow, column: Column): string {
  const sent = user[SENT_AT[column]] as Date | null
  return `${user.id}:${column}:${sent === null ? '' : new Date(sent).getTime()}`
}

/**
 * Counts a wrong code against every live code of the user (the caller does not say which one
 * it meant). Kept in memory, like the rate limits: the verification's transaction is rolled back
 * when it fails, so a count in the database would be rolled back with it.
 */
function countWrongTry(user: UserRow, type: VerifyType, config: AuthConfig): void {
  if (wrongTries.size > 10_000) wrongTries.clear()
  for (const column of COLUMNS[type]) {
    if (!fresh(user, column, config)) continue
    const key = triesKey(user, column)
    wrongTries.set(key, (wrongTries.get(key) ?? 0) + 1)
  }
}

/**
 * Checks an emailed 6-digit code against the stored sha224(email + code). After
 * {@link MAX_OTP_ATTEMPTS} wrong codes the sent code no longer works (a 6-digit code could
 * otherwise be guessed within its hour); the user asks for a new one.
 */
export async function verifyEmailOtp(
  q: Queryable,
  config: AuthConfig,
  type: VerifyType,
  email: string,
  otp: string,
): Promise<VerifiedToken> {
  let user: UserRow | undefined
  if (type === 'email_change') {
    const r = await q.query<{ id: string }>(
      'select id from auth.users where lower(email_change) = lower($1)',
      [email],
    )
    user = r.rows[0] ? await findUserById(q, r.rows[0].id) : undefined
  } else {
    user = await findUserByEmail(q, email)
  }
  if (!user) throw errors.otpExpired()
  const hash = tokenHash(email, otp.trim())
  for (const column of COLUMNS[type]) {
    if (!fresh(user, column, config)) continue
    if ((wrongTries.get(triesKey(user, column)) ?? 0) >= MAX_OTP_ATTEMPTS) continue
    if (user[column] === hash) {
      wrongTries.delete(triesKey(user, column))
      return { user, column }
    }
  }
  countWrongTry(user, type, config)
  throw errors.otpExpired()
}

/** Applies what the token proves: confirms the address, or switches to the new one; burns it. */
export async function consumeToken(
  q: Queryable,
  config: AuthConfig,
  verified: VerifiedToken,
): Promise<UserRow> {
  const { user, column } = verified
  const now = new Date(config.now())
  if (column === 'email_change_token_new') {
    const taken = await findUserByEmail(q, user.email_change ?? '')
    if (taken && taken.id !== user.id) {
      throw errors.validation('A user with this email address has already been registered')
    }
    await q.query(
      `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
         email_confirmed_at = coalesce(email_confirmed_at, $2), updated_at = $2 where id = $1`,
      [user.id, now],
    )
    await q.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
         updated_at = $3 where user_id = $1 and provider = 'email'`,
      [user.id, user.email_change, now],
    )
    // A new address ends the sessions opened under the old one (the verification opens a new one).
    await endOtherSessions(q, user.id, undefined, now)
  } else {
    await q.query(
      `update auth.users set ${column} = '', email_confirmed_at = coalesce(email_confirmed_at, $2),
         updated_at = $2 where id = $1`,
      [user.id, now],
    )
    await q.query(
      `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
       where user_id = $1 and provider = 'email'`,
      [user.id],
    )
  }
  await q.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [
    user.id,
    column,
  ])
  const updated = await findUserById(q, user.id)
  if (!updated) throw errors.userNotFound()
  return updated
}
