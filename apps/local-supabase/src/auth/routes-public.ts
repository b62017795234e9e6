import { createHash, randomUUID } from 'node:crypto'
import type { Hono } from 'hono'
import * as v from 'valibot'
import type { AuthDeps } from './context'
import { enforceRateLimit } from './context'
import { AuthError, errors } from './errors'
import { FLOW_METHOD, sendAuthMail } from './mail'
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
import type { AuthMethod } from './sessions'
import { TokenReusedError, issueSession, refreshSession, revokeSessionFamily } from './sessions'
import { findUserByEmail, findUserByIdOrThrow, insertUser, isBanned, userJson } from './users'
import type { UserRow } from './users'
import { VERIFY_TYPES, consumeToken, verifyEmailOtp, verifyTokenHash } from './verification'
import type { VerifyType } from './verification'

const PKCE_FIELDS = {
  code_challenge: OptionalStringSchema,
  code_challenge_method: OptionalStringSchema,
}

const SignupSchema = v.looseObject({
  email: OptionalStringSchema,
  phone: OptionalStringSchema,
  password: OptionalStringSchema,
  data: MetadataSchema,
  ...PKCE_FIELDS,
})
const PasswordGrantSchema = v.looseObject({
  email: OptionalStringSchema,
  phone: OptionalStringSchema,
  password: OptionalStringSchema,
})
const RefreshGrantSchema = v.looseObject({ refresh_token: OptionalStringSchema })
const PkceGrantSchema = v.looseObject({
  auth_code: OptionalStringSchema,
  code_verifier: OptionalStringSchema,
})
const OtpSchema = v.looseObject({
  email: OptionalStringSchema,
  phone: OptionalStringSchema,
  data: MetadataSchema,
  create_user: v.nullish(v.boolean()),
  ...PKCE_FIELDS,
})
const VerifySchema = v.looseObject({
  type: v.picklist(VERIFY_TYPES, 'Verify requires a verification type'),
  token: OptionalStringSchema,
  token_hash: OptionalStringSchema,
  email: OptionalStringSchema,
})
const RecoverSchema = v.looseObject({ email: OptionalStringSchema, ...PKCE_FIELDS })
const ResendSchema = v.looseObject({
  email: OptionalStringSchema,
  type: v.picklist(['signup', 'email_change'], 'Missing one of these types: signup, email_change'),
  ...PKCE_FIELDS,
})

/** Which mail (and so which PKCE flow) a link `type` came from. */
const LINK_KIND = {
  signup: 'confirmation',
  email: 'confirmation',
  magiclink: 'magic_link',
  recovery: 'recovery',
  invite: 'invite',
  email_change: 'email_change',
} as const satisfies Record<VerifyType, keyof typeof FLOW_METHOD>

const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] }

/** A sign-up of an existing, confirmed user answers like a new one (no account enumeration). */
function fakeUser(email: string, data: Record<string, unknown>, now: Date) {
  const at = now.toISOString()
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: at,
    app_metadata: EMAIL_APP_METADATA,
    user_metadata: data,
    identities: [],
    created_at: at,
    updated_at: at,
    is_anonymous: false,
  }
}

function verifyMethod(type: VerifyType): AuthMethod {
  return type === 'recovery' ? 'recovery' : 'otp'
}

function pkceMatches(verifier: string, challenge: string, method: string): boolean {
  if (method === 'plain') return verifier === challenge
  return createHash('sha256').update(verifier).digest('base64url') === challenge
}

/** Mounts signup, token, otp, verify, recover, resend, settings and health. */
export function mountPublicRoutes(app: Hono, deps: AuthDeps): void {
  const { db, config } = deps
  const tokens = { config, jwtSecret: deps.jwtSecret }
  const mails = { config, mailbox: deps.mailbox, limiter: deps.limiter }

  app.get('/health', (c) =>
    c.json({ version: 'local', name: 'GoTrue', description: 'GoTrue-compatible local auth' }),
  )

  app.get('/settings', (c) =>
    c.json({
      external: { email: true, phone: false, anonymous_users: config.anonymousSignIns },
      disable_signup: false,
      mailer_autoconfirm: config.autoconfirm,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  )

  app.post('/signup', async (c) => {
    enforceRateLimit(c, deps, 'signInSignUps')
    const body = parseBody(SignupSchema, await readJson(c))
    const now = new Date(config.now())
    const data = body.data ?? {}
    if (!body.email && !body.phone && !body.password) {
      if (!config.anonymousSignIns) {
        throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
      }
      return c.json(
        await db.transaction(async (tx) => {
          const user = await insertUser(tx, {
            id: randomUUID(),
            email: null,
            passwordHash: null,
            userMetadata: data,
            appMetadata: {},
            confirmedAt: null,
            isAnonymous: true,
            now,
          })
          return issueSession(tx, tokens, user, 'anonymous')
        }),
      )
    }
    if (body.phone && !body.email)
      throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled')
    const email = normalizeEmail(body.email)
    if (!body.password) throw errors.validation('Signup requires a valid password')
    checkPasswordPolicy(body.password, config.minPasswordLength)
    const pkce = readPkce(body)
    const redirectTo = resolveRedirect(c.req.query('redirect_to'), config.siteUrl)
    const passwordHash = await hashPassword(body.password, config.bcryptCost)
    const result = await db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email)
      if (existing) {
        if (config.autoconfirm || existing.email_confirmed_at) {
          if (config.autoconfirm)
            throw new AuthError(422, 'user_already_exists', 'User already registered')
          return fakeUser(email, data, now)
        }
        // Unconfirmed: send the confirmation again, as GoTrue does.
        await sendAuthMail(tx, mails, existing, 'confirmation', {
          redirectTo,
          ...(pkce ? { pkce } : {}),
        })
        const again = await findUserByEmail(tx, email)
        return userJson(tx, again ?? existing)
      }
      const user = await insertUser(tx, {
        id: randomUUID(),
        email,
        passwordHash,
        userMetadata: data,
        appMetadata: EMAIL_APP_METADATA,
        confirmedAt: config.autoconfirm ? now : null,
        now,
      })
      if (config.autoconfirm) return issueSession(tx, tokens, user, 'password')
      await sendAuthMail(tx, mails, user, 'confirmation', { redirectTo, ...(pkce ? { pkce } : {}) })
      const sent = await findUserByEmail(tx, email)
      return userJson(tx, sent ?? user)
    })
    return c.json(result)
  })

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type')
    const raw = await readJson(c)
    if (grant === 'password') {
      enforceRateLimit(c, deps, 'signInSignUps')
      const body = parseBody(PasswordGrantSchema, raw)
      if (!body.email) throw errors.invalidCredentials()
      const user = await findUserByEmail(db, body.email.trim())
      const password = body.password ?? ''
      // Always one bcrypt comparison, so an unknown email answers as slowly as a wrong password.
      const matches = await verifyPassword(password, user?.encrypted_password, config.bcryptCost)
      if (!user || !matches) throw errors.invalidCredentials()
      if (isBanned(user, config.now())) throw errors.banned()
      if (!user.email_confirmed_at)
        throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed')
      const session = await db.transaction((tx) => issueSession(tx, tokens, user, 'password'))
      if (password.length < config.minPasswordLength) {
        session.weak_password = {
          message: `Password should be at least ${config.minPasswordLength} characters.`,
          reasons: ['length'],
        }
      }
      return c.json(session)
    }
    if (grant === 'refresh_token') {
      enforceRateLimit(c, deps, 'tokenRefresh')
      const body = parseBody(RefreshGrantSchema, raw)
      if (!body.refresh_token) throw errors.validation('refresh_token required')
      const presented = body.refresh_token
      try {
        return c.json(await db.transaction((tx) => refreshSession(tx, tokens, presented)))
      } catch (error) {
        if (error instanceof TokenReusedError) {
          await db.transaction((tx) =>
            revokeSessionFamily(tx, error.sessionId, new Date(config.now())),
          )
        }
        throw error
      }
    }
    if (grant === 'pkce') {
      enforceRateLimit(c, deps, 'verify')
      const body = parseBody(PkceGrantSchema, raw)
      if (!body.auth_code || !body.code_verifier) {
        throw errors.validation(
          'invalid request: both auth code and code verifier should be non-empty',
        )
      }
      const authCode = body.auth_code
      const verifier = body.code_verifier
      return c.json(
        await db.transaction(async (tx) => {
          const flow = (
            await tx.query<{
              id: string
              user_id: string | null
              code_challenge: string
              code_challenge_method: string
              authentication_method: string
              auth_code_issued_at: Date | null
            }>(
              `select id, user_id, code_challenge, code_challenge_method, authentication_method,
                      auth_code_issued_at
               from auth.flow_state where auth_code = $1`,
              [authCode],
            )
          ).rows[0]
          if (!flow?.user_id || !flow.auth_code_issued_at) {
            throw new AuthError(
              404,
              'flow_state_not_found',
              'invalid flow state, no valid flow state found',
            )
          }
          const issued = new Date(flow.auth_code_issued_at).getTime()
          if (issued + config.flowStateExpirySeconds * 1000 < config.now()) {
            throw new AuthError(
              422,
              'flow_state_expired',
              'invalid flow state, flow state has expired',
            )
          }
          if (!pkceMatches(verifier, flow.code_challenge, flow.code_challenge_method)) {
            throw new AuthError(
              400,
              'bad_code_verifier',
              'code challenge does not match previously saved code verifier',
            )
          }
          const user = await findUserByIdOrThrow(tx, flow.user_id)
          if (isBanned(user, config.now())) throw errors.banned()
          await tx.query('delete from auth.flow_state where id = $1', [flow.id])
          return issueSession(tx, tokens, user, flow.authentication_method as AuthMethod)
        }),
      )
    }
    throw new AuthError(400, 'invalid_credentials', 'unsupported_grant_type')
  })

  app.post('/otp', async (c) => {
    const body = parseBody(OtpSchema, await readJson(c))
    if (!body.email)
      throw errors.validation('Only an email address or phone number should be provided')
    const email = normalizeEmail(body.email)
    const pkce = readPkce(body)
    const redirectTo = resolveRedirect(c.req.query('redirect_to'), config.siteUrl)
    await db.transaction(async (tx) => {
      let user: UserRow | undefined = await findUserByEmail(tx, email)
      if (!user) {
        if (body.create_user === false)
          throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp')
        user = await insertUser(tx, {
          id: randomUUID(),
          email,
          passwordHash: null,
          userMetadata: body.data ?? {},
          appMetadata: EMAIL_APP_METADATA,
          confirmedAt: null,
          now: new Date(config.now()),
        })
      }
      const kind = user.email_confirmed_at ? 'magic_link' : 'confirmation'
      await sendAuthMail(tx, mails, user, kind, { redirectTo, ...(pkce ? { pkce } : {}) })
    })
    return c.json({})
  })

  app.post('/verify', async (c) => {
    enforceRateLimit(c, deps, 'verify')
    const body = parseBody(VerifySchema, await readJson(c))
    const result = await db.transaction(async (tx) => {
      let verified
      if (body.token_hash) {
        verified = await verifyTokenHash(tx, config, body.type, body.token_hash)
      } else if (body.email && body.token) {
        verified = await verifyEmailOtp(
          tx,
          config,
          body.type,
          body.email.trim().toLowerCase(),
          body.token,
        )
      } else {
        throw errors.validation('Verify requires either a token or a token hash')
      }
      const user = await consumeToken(tx, config, verified)
      if (isBanned(user, config.now())) throw errors.banned()
      return issueSession(tx, tokens, user, verifyMethod(body.type))
    })
    return c.json(result)
  })

  app.get('/verify', async (c) => {
    enforceRateLimit(c, deps, 'verify')
    const token = c.req.query('token') ?? ''
    const typeParam = c.req.query('type') ?? ''
    const redirectTo = resolveRedirect(c.req.query('redirect_to'), config.siteUrl)
    const isPkce = token.startsWith('pkce_')
    const type = (VERIFY_TYPES as readonly string[]).includes(typeParam)
      ? (typeParam as VerifyType)
      : undefined
    try {
      if (!type || !token) throw errors.linkExpired()
      const target = await db.transaction(async (tx) => {
        const user = await consumeToken(tx, config, await verifyTokenHash(tx, config, type, token))
        if (isBanned(user, config.now())) throw errors.banned()
        if (isPkce) {
          const kind = LINK_KIND[type]
          const flow = await tx.query<{ id: string; auth_code: string }>(
            `update auth.flow_state set auth_code_issued_at = $3, updated_at = $3
             where id = (select id from auth.flow_state
                         where user_id = $1 and authentication_method = $2
                         order by created_at desc limit 1)
             returning id, auth_code`,
            [user.id, FLOW_METHOD[kind], new Date(config.now())],
          )
          const code = flow.rows[0]?.auth_code
          if (!code) throw errors.linkExpired()
          const url = new URL(redirectTo)
          url.searchParams.set('code', code)
          return url.toString()
        }
        const s = await issueSession(tx, tokens, user, 'otp')
        const fragment = new URLSearchParams({
          access_token: s.access_token,
          expires_at: String(s.expires_at),
          expires_in: String(s.expires_in),
          refresh_token: s.refresh_token,
          sb: '',
          token_type: 'bearer',
          type,
        })
        return `${redirectTo.split('#')[0]}#${fragment.toString()}`
      })
      return c.redirect(target, 303)
    } catch (error) {
      if (!(error instanceof AuthError)) throw error
      const params = new URLSearchParams({
        error: 'access_denied',
        error_code: error.code,
        error_description: error.message,
        sb: '',
      })
      const url = new URL(redirectTo)
      if (isPkce) for (const [k, val] of params) url.searchParams.set(k, val)
      return c.redirect(`${url.toString().split('#')[0]}#${params.toString()}`, 303)
    }
  })

  app.post('/recover', async (c) => {
    const body = parseBody(RecoverSchema, await readJson(c))
    const email = normalizeEmail(body.email)
    const pkce = readPkce(body)
    const redirectTo = resolveRedirect(c.req.query('redirect_to'), config.siteUrl)
    await db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email)
      if (user)
        await sendAuthMail(tx, mails, user, 'recovery', { redirectTo, ...(pkce ? { pkce } : {}) })
    })
    return c.json({})
  })

  app.post('/resend', async (c) => {
    const body = parseBody(ResendSchema, await readJson(c))
    const email = normalizeEmail(body.email)
    const pkce = readPkce(body)
    const redirectTo = resolveRedirect(c.req.query('redirect_to'), config.siteUrl)
    await db.transaction(async (tx) => {
      if (body.type === 'signup') {
        const user = await findUserByEmail(tx, email)
        if (user && !user.email_confirmed_at) {
          await sendAuthMail(tx, mails, user, 'confirmation', {
            redirectTo,
            ...(pkce ? { pkce } : {}),
          })
        }
        return
      }
      const r = await tx.query<{ id: string }>(
        `select id from auth.users where lower(email) = $1 and coalesce(email_change, '') <> ''`,
        [email],
      )
      const user = r.rows[0] ? await findUserByIdOrThrow(tx, r.rows[0].id) : undefined
      if (user?.email_change) {
        await sendAuthMail(tx, mails, user, 'email_change', {
          redirectTo,
          to: user.email_change,
          ...(pkce ? { pkce } : {}),
        })
      }
    })
    return c.json({})
  })
}
