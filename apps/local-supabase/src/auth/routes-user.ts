import type { Hono } from 'hono'
import * as v from 'valibot'
import type { AuthDeps } from './context'
import { AuthError, echoApiVersion } from './errors'
import { sendAuthMail } from './mail'
import { checkPasswordPolicy, hashPassword, verifyPassword } from './password'
import {
  MetadataSchema,
  OptionalStringSchema,
  normalizeEmail,
  parseBody,
  readJson,
  readPkce,
  resolveRedirect,
} from './request'
import { endOtherSessions } from './sessions'
import { findUserByEmail, findUserByIdOrThrow, userJson } from './users'
import { requireUser } from './verify-user'

const UpdateUserSchema = v.looseObject({
  email: OptionalStringSchema,
  password: OptionalStringSchema,
  data: MetadataSchema,
  app_metadata: v.nullish(v.unknown()),
  nonce: OptionalStringSchema,
  code_challenge: OptionalStringSchema,
  code_challenge_method: OptionalStringSchema,
})

/** Merges metadata GoTrue-style: keys are replaced, a `null` value deletes its key. */
export function mergeMetadata(
  current: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current, ...patch }
  return Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== null))
}

const LOGOUT_SCOPES = ['global', 'local', 'others'] as const

/** Mounts GET/PUT /user and POST /logout. */
export function mountUserRoutes(app: Hono, deps: AuthDeps): void {
  const { db, config } = deps
  const mails = { config, mailbox: deps.mailbox, limiter: deps.limiter }

  app.get('/user', async (c) => {
    const caller = await requireUser(c, deps, db)
    return c.json(await userJson(db, caller.user))
  })

  app.put('/user', async (c) => {
    const caller = await requireUser(c, deps, db)
    const body = parseBody(UpdateUserSchema, await readJson(c))
    if (body.app_metadata !== undefined && body.app_metadata !== null) {
      throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges')
    }
    const user = caller.user
    let passwordHash: string | undefined
    if (body.password) {
      checkPasswordPolicy(body.password, config.minPasswordLength)
      if (
        user.encrypted_password &&
        (await verifyPassword(body.password, user.encrypted_password, config.bcryptCost))
      ) {
        throw new AuthError(
          422,
          'same_password',
          'New password should be different from the old password.',
        )
      }
      passwordHash = await hashPassword(body.password, config.bcryptCost)
    }
    const pkce = readPkce(body)
    const redirectTo = resolveRedirect(c.req.query('redirect_to'), config.siteUrl)
    const result = await db.transaction(async (tx) => {
      const now = new Date(config.now())
      if (passwordHash) {
        await tx.query(
          'update auth.users set encrypted_password = $2, updated_at = $3 where id = $1',
          [user.id, passwordHash, now],
        )
        // GoTrue ends every other session of the account when its password changes.
        await endOtherSessions(tx, user.id, caller.sessionId, now)
      }
      if (body.data) {
        const merged = mergeMetadata(user.raw_user_meta_data, body.data)
        await tx.query(
          'update auth.users set raw_user_meta_data = $2, updated_at = $3 where id = $1',
          [user.id, JSON.stringify(merged), now],
        )
      }
      if (body.email) {
        const email = normalizeEmail(body.email)
        if (email !== (user.email ?? '').toLowerCase()) {
          const taken = await findUserByEmail(tx, email)
          if (taken) {
            throw new AuthError(
              422,
              'email_exists',
              'A user with this email address has already been registered',
            )
          }
          if (user.is_anonymous && config.autoconfirm) {
            await tx.query(
              `update auth.users set email = $2, email_confirmed_at = $3, is_anonymous = false,
                 updated_at = $3 where id = $1`,
              [user.id, email, now],
            )
          } else {
            await tx.query(
              'update auth.users set email_change = $2, updated_at = $3 where id = $1',
              [user.id, email, now],
            )
            const pending = await findUserByIdOrThrow(tx, user.id)
            await sendAuthMail(tx, mails, pending, 'email_change', {
              redirectTo,
              to: email,
              ...(pkce ? { pkce } : {}),
            })
          }
        }
      }
      return userJson(tx, await findUserByIdOrThrow(tx, user.id))
    })
    return c.json(result)
  })

  app.post('/logout', async (c) => {
    const scope = c.req.query('scope') ?? 'global'
    if (!(LOGOUT_SCOPES as readonly string[]).includes(scope)) {
      throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${scope}"`)
    }
    const caller = await requireUser(c, deps, db)
    await db.transaction(async (tx) => {
      if (scope === 'global' || !caller.sessionId) {
        await tx.query('delete from auth.sessions where user_id = $1', [caller.user.id])
      } else if (scope === 'local') {
        await tx.query('delete from auth.sessions where id = $1', [caller.sessionId])
      } else {
        await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
          caller.user.id,
          caller.sessionId,
        ])
      }
    })
    echoApiVersion(c)
    return c.body(null, 204)
  })
}
