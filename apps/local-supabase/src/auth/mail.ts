import { createHash, randomInt, randomUUID } from 'node:crypto'
import type { Queryable } from '../db/types'
import type { MailKind, Mailbox } from '../mailbox/mailbox'
import type { AuthConfig } from './config'
import { AuthError, errors, retryAfter } from './errors'
import { recipientLocale, renderMail } from './mail-templates'
import type { RateLimiter } from './rate-limit'
import type { UserRow } from './users'

/** The token column a mail's OTP is stored in, and the one-time-token type GoTrue records. */
type TokenColumn = 'confirmation_token' | 'recovery_token' | 'email_change_token_new'

/** The `type` of a verify link, per mail kind. */
const LINK_TYPE: Record<Exclude<MailKind, 'reauthentication'>, string> = {
  confirmation: 'signup',
  magic_link: 'magiclink',
  recovery: 'recovery',
  invite: 'invite',
  email_change: 'email_change',
}

const COLUMN: Record<Exclude<MailKind, 'reauthentication'>, TokenColumn> = {
  confirmation: 'confirmation_token',
  magic_link: 'recovery_token',
  recovery: 'recovery_token',
  invite: 'confirmation_token',
  email_change: 'email_change_token_new',
}

const SENT_AT: Record<TokenColumn, string> = {
  confirmation_token: 'confirmation_sent_at',
  recovery_token: 'recovery_sent_at',
  email_change_token_new: 'email_change_sent_at',
}

/** The PKCE `authentication_method` recorded for a flow started by each mail. */
export const FLOW_METHOD: Record<Exclude<MailKind, 'reauthentication'>, string> = {
  confirmation: 'email/signup',
  magic_link: 'magiclink',
  recovery: 'recovery',
  invite: 'invite',
  email_change: 'email_change',
}

/** GoTrue stores sha224(email + otp) so the same value serves the code and the link. */
export function tokenHash(email: string, otp: string): string {
  return createHash('sha224')
    .update(email.toLowerCase() + otp)
    .digest('hex')
}

/** A PKCE challenge from the request, already validated. */
export interface PkceChallenge {
  challenge: string
  method: 's256' | 'plain'
}

/** Everything a mail-sending endpoint shares. */
export interface MailContext {
  config: AuthConfig
  mailbox: Mailbox
  limiter: RateLimiter
}

/**
 * Creates an OTP for `user`, stores its hash (and a flow state when PKCE is used), and delivers
 * the mail. Enforces the per-address frequency and the hourly email budget first.
 */
export async function sendAuthMail(
  q: Queryable,
  ctx: MailContext,
  user: UserRow,
  kind: Exclude<MailKind, 'reauthentication'>,
  options: { redirectTo: string; pkce?: PkceChallenge; to?: string },
): Promise<void> {
  const column = COLUMN[kind]
  const to = (options.to ?? user.email ?? '').toLowerCase()
  const now = ctx.config.now()
  const sentAtRow = await q.query<{ sent: Date | null }>(
    `select ${SENT_AT[column]} as sent from auth.users where id = $1`,
    [user.id],
  )
  const lastSent = sentAtRow.rows[0]?.sent
  const limits = ctx.config.rateLimits
  if (lastSent) {
    const waitMs = new Date(lastSent).getTime() + limits.emailFrequencySeconds * 1000 - now
    if (waitMs > 0) {
      throw new AuthError(
        429,
        'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
        {},
        retryAfter(waitMs / 1000),
      )
    }
  }
  const wait = ctx.limiter.take('email-sent', limits.emailsPerHour, 3600)
  if (wait > 0) throw errors.emailRateLimited(wait)

  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const hash = tokenHash(to, otp)
  const at = new Date(now)
  await q.query(`update auth.users set ${column} = $2, ${SENT_AT[column]} = $3 where id = $1`, [
    user.id,
    hash,
    at,
  ])
  await q.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $5)
     on conflict (user_id, token_type)
     do update set token_hash = excluded.token_hash, relates_to = excluded.relates_to,
                   updated_at = excluded.updated_at`,
    [user.id, column, hash, to, at],
  )
  let linkToken = hash
  if (options.pkce) {
    await q.query(
      `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
         authentication_method, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $7)`,
      [
        randomUUID(),
        user.id,
        randomUUID(),
        options.pkce.method,
        options.pkce.challenge,
        FLOW_METHOD[kind],
        at,
      ],
    )
    linkToken = `pkce_${hash}`
  }
  const link =
    `${ctx.config.externalUrl}/auth/v1/verify?token=${encodeURIComponent(linkToken)}` +
    `&type=${LINK_TYPE[kind]}&redirect_to=${encodeURIComponent(options.redirectTo)}`
  // Written in the recipient's language (ADR 0062): templates per locale are data files.
  const { subject, text } = renderMail(kind, await recipientLocale(q, user), { link, code: otp })
  ctx.mailbox.deliver({ to, kind, subject, otp, link, text })
}
