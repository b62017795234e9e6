import { randomUUID } from 'node:crypto'
import type { Hono } from 'hono'
import * as v from 'valibot'
import type { AuthDeps } from './context'
import { AuthError, errors } from './errors'
import { sendAuthMail } from './mail'
import { checkPasswordPolicy, hashPassword } from './password'
import { endOtherSessions } from './sessions'
import {
  MetadataSchema,
  OptionalStringSchema,
  normalizeEmail,
  parseBody,
  readJson,
  resolveRedirect,
} from './request'
import { mergeMetadata } from './routes-user'
import { findUserByEmail, findUserById, findUserByIdOrThrow, insertUser, userJson } from './users'
import type { UserRow } from './users'
import { requireAdmin } from './verify-user'

const AdminUserSchema = v.looseObject({
  email: OptionalStringSchema,
  password: OptionalStringSchema,
  email_confirm: v.nullish(v.boolean()),
  user_metadata: MetadataSchema,
  app_metadata: MetadataSchema,
  ban_duration: OptionalStringSchema,
})
const InviteSchema = v.looseObject({ email: OptionalStringSchema, data: MetadataSchema })

const UNIT_MS: Record<string, number> = {
  ns: 1e-6,
  us: 1e-3,
  µs: 1e-3,
  ms: 1,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
}

/**
 * Parses GoTrue's `ban_duration`: a Go duration such as `24h` or `1h30m`, or `none` to lift a ban.
 * @returns milliseconds, or null for `none`
 */
export function parseBanDuration(text: string): number | null {
  if (text === 'none') return null
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ns|us|µs|ms|s|m|h)/g)]
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text) {
    throw errors.validation(`invalid format for ban duration: ${text}`)
  }
  return parts.reduce((sum, p) => sum + Number(p[1]) * (UNIT_MS[p[2] ?? 's'] ?? 0), 0)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

async function userOr404(q: Parameters<typeof findUserById>[0], id: string): Promise<UserRow> {
  if (!UUID.test(id)) throw errors.userNotFound()
  return findUserByIdOrThrow(q, id)
}

const DEFAULT_PER_PAGE = 50
const MAX_PER_PAGE = 1000

/** Mounts the service-role endpoints: /admin/users (list, create, get, update, delete), /invite. */
export function mountAdminRoutes(app: Hono, deps: AuthDeps): void {
  const { db, config } = deps
  const mails = { config, mailbox: deps.mailbox, limiter: deps.limiter }

  app.get('/admin/users', async (c) => {
    await requireAdmin(c, deps)
    const page = Math.max(1, Math.floor(Number(c.req.query('page') ?? 1)) || 1)
    const perPage = Math.min(
      MAX_PER_PAGE,
      Math.max(
        1,
        Math.floor(Number(c.req.query('per_page') ?? DEFAULT_PER_PAGE)) || DEFAULT_PER_PAGE,
      ),
    )
    const total = Number(
      (await db.query<{ n: number }>('select count(*)::int as n from auth.users')).rows[0]?.n ?? 0,
    )
    const ids = await db.query<{ id: string }>(
      'select id from auth.users order by created_at desc, id limit $1 offset $2',
      [perPage, (page - 1) * perPage],
    )
    const users = []
    for (const { id } of ids.rows) {
      const user = await findUserById(db, id)
      if (user) users.push(await userJson(db, user))
    }
    const lastPage = Math.max(1, Math.ceil(total / perPage))
    const base = `${config.externalUrl}/auth/v1/admin/users`
    const links: string[] = []
    if (page < lastPage) links.push(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`)
    links.push(`<${base}?page=${lastPage}&per_page=${perPage}>; rel="last"`)
    c.header('X-Total-Count', String(total))
    c.header('Link', links.join(', '))
    return c.json({ users, aud: 'authenticated' })
  })

  app.post('/admin/users', async (c) => {
    await requireAdmin(c, deps)
    const body = parseBody(AdminUserSchema, await readJson(c))
    const email = normalizeEmail(body.email)
    if (body.password) checkPasswordPolicy(body.password, config.minPasswordLength)
    const passwordHash = body.password ? await hashPassword(body.password, config.bcryptCost) : null
    const banMs = body.ban_duration ? parseBanDuration(body.ban_duration) : null
    const user = await db.transaction(async (tx) => {
      if (await findUserByEmail(tx, email)) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        )
      }
      const now = new Date(config.now())
      const created = await insertUser(tx, {
        id: randomUUID(),
        email,
        passwordHash,
        userMetadata: body.user_metadata ?? {},
        appMetadata: { provider: 'email', providers: ['email'], ...(body.app_metadata ?? {}) },
        confirmedAt: body.email_confirm ? now : null,
        bannedUntil: banMs === null ? null : new Date(now.getTime() + banMs),
        now,
      })
      return userJson(tx, created)
    })
    return c.json(user)
  })

  app.get('/admin/users/:id', async (c) => {
    await requireAdmin(c, deps)
    return c.json(await userJson(db, await userOr404(db, c.req.param('id'))))
  })

  app.put('/admin/users/:id', async (c) => {
    await requireAdmin(c, deps)
    const body = parseBody(AdminUserSchema, await readJson(c))
    if (body.password) checkPasswordPolicy(body.password, config.minPasswordLength)
    const passwordHash = body.password
      ? await hashPassword(body.password, config.bcryptCost)
      : undefined
    const banMs = body.ban_duration ? parseBanDuration(body.ban_duration) : undefined
    const result = await db.transaction(async (tx) => {
      const user = await userOr404(tx, c.req.param('id'))
      const now = new Date(config.now())
      const sets: string[] = []
      const params: unknown[] = [user.id]
      const set = (column: string, value: unknown) => {
        params.push(value)
        sets.push(`${column} = $${params.length}`)
      }
      if (body.email) {
        const email = normalizeEmail(body.email)
        const taken = await findUserByEmail(tx, email)
        if (taken && taken.id !== user.id) {
          throw new AuthError(
            422,
            'email_exists',
            'A user with this email address has already been registered',
          )
        }
        set('email', email)
      }
      if (passwordHash) {
        set('encrypted_password', passwordHash)
        // A password set by an admin ends all of the user's sessions, as in GoTrue.
        await endOtherSessions(tx, user.id, undefined, now)
      }
      if (body.email_confirm === true && !user.email_confirmed_at) set('email_confirmed_at', now)
      if (body.user_metadata) {
        set(
          'raw_user_meta_data',
          JSON.stringify(mergeMetadata(user.raw_user_meta_data, body.user_metadata)),
        )
      }
      if (body.app_metadata) {
        set(
          'raw_app_meta_data',
          JSON.stringify(mergeMetadata(user.raw_app_meta_data, body.app_metadata)),
        )
      }
      if (banMs !== undefined)
        set('banned_until', banMs === null ? null : new Date(now.getTime() + banMs))
      if (sets.length > 0) {
        set('updated_at', now)
        await tx.query(`update auth.users set ${sets.join(', ')} where id = $1`, params)
      }
      if (banMs !== undefined && banMs !== null) {
        // A ban ends the user's sessions, so refresh tokens stop working at once.
        await tx.query('delete from auth.sessions where user_id = $1', [user.id])
      }
      return userJson(tx, await findUserByIdOrThrow(tx, user.id))
    })
    return c.json(result)
  })

  app.delete('/admin/users/:id', async (c) => {
    await requireAdmin(c, deps)
    await db.transaction(async (tx) => {
      const user = await userOr404(tx, c.req.param('id'))
      await tx.query('delete from auth.users where id = $1', [user.id])
    })
    return c.json({})
  })

  app.post('/invite', async (c) => {
    await requireAdmin(c, deps)
    const body = parseBody(InviteSchema, await readJson(c))
    const email = normalizeEmail(body.email)
    const redirectTo = resolveRedirect(c.req.query('redirect_to'), config.siteUrl)
    const result = await db.transaction(async (tx) => {
      let user = await findUserByEmail(tx, email)
      if (user?.email_confirmed_at) {
        throw new AuthError(
          422,
          'email_exists',
          'A user with this email address has already been registered',
        )
      }
      const now = new Date(config.now())
      user ??= await insertUser(tx, {
        id: randomUUID(),
        email,
        passwordHash: null,
        userMetadata: body.data ?? {},
        appMetadata: { provider: 'email', providers: ['email'] },
        confirmedAt: null,
        invitedAt: now,
        now,
      })
      await tx.query('update auth.users set invited_at = $2 where id = $1', [user.id, now])
      await sendAuthMail(tx, mails, user, 'invite', { redirectTo })
      return userJson(tx, await findUserByIdOrThrow(tx, user.id))
    })
    return c.json(result)
  })
}
