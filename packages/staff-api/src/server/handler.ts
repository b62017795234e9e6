import { isStaffRole } from '@fabula/auth'
import type { ErrorCode } from '@fabula/errors'
import * as v from 'valibot'
import {
  AdminUsersBodySchema,
  type AdminUsersBody,
  type AdminUsersReason,
  type AdminUsersReply,
} from '../contract/admin-users.js'
import { ACCOUNT_ROLES, type AccountRole, type AuditAction } from '../rows.js'
import { checkAction, checkTargets, type Actor, type Refusal, type Target } from './policy.js'
import { UpstreamError, createUpstream, type Upstream } from './upstream.js'

/** A suspension lasts until it is lifted: GoTrue bans take a duration, so about a century. */
export const SUSPENSION_DURATION = '876000h'

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type',
  'access-control-allow-methods': 'POST, OPTIONS',
}

/** Options of {@link createAdminUsersHandler}; all optional, for tests and other runtimes. */
export interface AdminUsersHandlerOptions {
  /** Reads configuration; default: `Deno.env` on Supabase, `process.env` on Node. */
  env?: (name: string) => string | undefined
  /** fetch for the auth server and PostgREST. */
  fetch?: typeof fetch
  /** Clock (ms since the epoch), for telling a live ban from a lapsed one. */
  now?: () => number
}

/** Reads an env var on Deno (Supabase Edge Functions) or Node (the local backend). */
export function readEnv(name: string): string | undefined {
  const deno = (globalThis as { Deno?: { env: { get(key: string): string | undefined } } }).Deno
  if (deno) return deno.env.get(name)
  return (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env[
    name
  ]
}

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: CORS_HEADERS })
}

function refuse(
  status: number,
  code: ErrorCode,
  reason: AdminUsersReason,
  extra: Record<string, unknown> = {},
): Response {
  return json({ error: { code, reason, ...extra } }, status)
}

function refusal(r: Refusal): Response {
  return refuse(r.status, r.code, r.reason, r.userIds ? { user_ids: r.userIds } : {})
}

/** An auth-server or PostgREST failure as the function's own refusal. */
function upstreamRefusal(error: UpstreamError, userIds?: string[]): Response {
  const ids = userIds ? { user_ids: userIds } : {}
  if (error.code === 'email_exists' || error.code === 'user_already_exists') {
    return refuse(409, 'DUPLICATE_VALUE', 'email_exists', ids)
  }
  if (error.status === 429) return refuse(429, 'BUSINESS_RULE_VIOLATION', 'rate_limited', ids)
  if (error.status === 404) return refuse(404, 'DATA_NOT_FOUND', 'not_found', ids)
  return refuse(502, 'DEPENDENCY_ERROR', 'upstream', ids)
}

interface DirectoryRow {
  id: string
  email: string
  role: string
  confirmed_at: string | null
}

function asRole(role: string): AccountRole {
  return (ACCOUNT_ROLES as readonly string[]).includes(role) ? (role as AccountRole) : 'user'
}

async function loadTargets(upstream: Upstream, ids: readonly string[]): Promise<Target[]> {
  const rows = await upstream.select<DirectoryRow>('account_directory', {
    select: 'id,email,role,confirmed_at',
    id: `in.(${ids.join(',')})`,
  })
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: asRole(row.role),
    confirmed: row.confirmed_at !== null,
  }))
}

interface AuditRow {
  actor_id: string
  actor_email: string
  action: AuditAction
  target_id: string
  target_email: string
  details: Record<string, unknown>
}

const AUDIT_ACTION: Record<AdminUsersBody['action'], AuditAction> = {
  invite: 'invite',
  'resend-invite': 'resend_invite',
  'set-role': 'set_role',
  suspend: 'suspend',
  activate: 'activate',
  delete: 'delete',
}

/**
 * The `admin-users` edge function (Supabase Edge Functions and the local backend). It holds the
 * service key and acts for staff on accounts:
 *
 * - `POST {action: 'invite', email, role, username?, redirect_to?}` → mails an invitation and
 *   gives the new account its role.
 * - `POST {action: 'resend-invite', user_id, redirect_to?}` → mails a pending invitation again.
 * - `POST {action: 'set-role', user_id, role}` → sets `app_metadata.role` (`user` removes it).
 * - `POST {action: 'suspend' | 'activate', user_ids}` → bans (ending every session) or unbans.
 * - `POST {action: 'delete', user_ids, confirm_email?}` → deletes the accounts.
 *
 * Who may do what (PRODUCT.md §2) is decided here, from the caller's account as the auth server
 * has it at this moment (so a role taken away counts at once, not when the token expires):
 * superadmin everything; admin up to manager and never on an admin or superadmin; nobody on
 * their own account; everyone else is refused with 403 and nothing changes. Every refusal is
 * checked for all named accounts before the first change. Each change is written to
 * `public.account_audit`. Replies are `{action, users: [{id, email}]}` or
 * `{error: {code, reason, user_ids?, issues?}}` (no English; see the contract).
 */
export function createAdminUsersHandler(options: AdminUsersHandlerOptions = {}) {
  const env = options.env ?? readEnv
  const now = options.now ?? (() => Date.now())

  async function identify(upstream: Upstream, authorization: string): Promise<Actor | null> {
    try {
      const user = await upstream.caller(authorization)
      if (!user.id || !user.email) return null
      if (user.banned_until && Date.parse(user.banned_until) > now()) return null
      const role = user.app_metadata?.['role']
      return { id: user.id, email: user.email, role: isStaffRole(role) ? role : null }
    } catch (error) {
      if (error instanceof UpstreamError && error.status < 500) return null
      throw error
    }
  }

  async function audit(upstream: Upstream, rows: AuditRow[]): Promise<void> {
    if (rows.length > 0) await upstream.insert('account_audit', rows)
  }

  async function invite(
    upstream: Upstream,
    actor: Actor,
    body: Extract<AdminUsersBody, { action: 'invite' }>,
  ): Promise<Response> {
    const [byEmail, byUsername] = await Promise.all([
      upstream.select<{ id: string }>('account_directory', {
        select: 'id',
        email: `eq.${body.email}`,
      }),
      body.username
        ? upstream.select<{ id: string }>('account_directory', {
            select: 'id',
            username: `eq.${body.username}`,
          })
        : Promise.resolve([]),
    ])
    if (byEmail.length > 0) return refuse(409, 'DUPLICATE_VALUE', 'email_exists')
    if (byUsername.length > 0) return refuse(409, 'DUPLICATE_VALUE', 'username_taken')
    const user = await upstream.invite(
      body.email,
      body.username ? { username: body.username } : {},
      body.redirect_to,
    )
    if (body.role !== 'user') {
      try {
        await upstream.updateUser(user.id, { app_metadata: { role: body.role } })
      } catch (error) {
        // Without its role the account must not stay: take the invitation back.
        await upstream.deleteUser(user.id).catch(() => undefined)
        throw error
      }
    }
    await audit(upstream, [
      {
        actor_id: actor.id,
        actor_email: actor.email,
        action: 'invite',
        target_id: user.id,
        target_email: body.email,
        details: { role: body.role, ...(body.username ? { username: body.username } : {}) },
      },
    ])
    const reply: AdminUsersReply = {
      action: 'invite',
      users: [{ id: user.id, email: body.email }],
    }
    return json(reply, 201)
  }

  /** The change one action makes to one account, through the auth server's admin API. */
  async function apply(
    upstream: Upstream,
    body: Exclude<AdminUsersBody, { action: 'invite' }>,
    target: Target,
  ): Promise<Record<string, unknown>> {
    switch (body.action) {
      case 'resend-invite':
        await upstream.invite(target.email, {}, body.redirect_to)
        return {}
      case 'set-role':
        await upstream.updateUser(target.id, {
          app_metadata: { role: body.role === 'user' ? null : body.role },
        })
        return { from: target.role, to: body.role }
      case 'suspend':
        await upstream.updateUser(target.id, { ban_duration: SUSPENSION_DURATION })
        return {}
      case 'activate':
        await upstream.updateUser(target.id, { ban_duration: 'none' })
        return {}
      case 'delete':
        await upstream.deleteUser(target.id)
        return {}
    }
  }

  async function act(
    upstream: Upstream,
    actor: Actor,
    body: Exclude<AdminUsersBody, { action: 'invite' }>,
  ): Promise<Response> {
    const ids = 'user_ids' in body ? [...new Set(body.user_ids)] : [body.user_id]
    const targets = await loadTargets(upstream, ids)
    const missing = ids.filter((id) => !targets.some((target) => target.id === id))
    if (missing.length > 0) return refuse(404, 'DATA_NOT_FOUND', 'not_found', { user_ids: missing })
    const refused = checkTargets(actor, body, targets)
    if (refused) return refusal(refused)

    const done: AuditRow[] = []
    try {
      for (const target of targets) {
        const details = await apply(upstream, body, target)
        done.push({
          actor_id: actor.id,
          actor_email: actor.email,
          action: AUDIT_ACTION[body.action],
          target_id: target.id,
          target_email: target.email,
          details,
        })
      }
    } catch (error) {
      // What was done stays done (the auth server has no transactions): record it, then say
      // which accounts were left untouched.
      await audit(upstream, done).catch((auditError: unknown) => {
        console.error('[admin-users] audit write failed', auditError)
      })
      if (error instanceof UpstreamError) {
        const left = targets.slice(done.length).map((target) => target.id)
        return upstreamRefusal(error, left)
      }
      throw error
    }
    await audit(upstream, done)
    const reply: AdminUsersReply = {
      action: body.action,
      users: targets.map((target) => ({ id: target.id, email: target.email })),
    }
    return json(reply)
  }

  return async function handler(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS })
    if (req.method !== 'POST') return refuse(405, 'OPERATION_NOT_ALLOWED', 'invalid_body')

    const url = env('SUPABASE_URL')
    const anonKey = env('SUPABASE_ANON_KEY')
    const serviceRoleKey = env('SUPABASE_SERVICE_ROLE_KEY')
    if (!url || !anonKey || !serviceRoleKey) {
      console.error('[admin-users] SUPABASE_URL, SUPABASE_ANON_KEY or the service key is missing')
      return refuse(500, 'CONFIGURATION_ERROR', 'upstream')
    }
    const upstream = createUpstream({
      url,
      anonKey,
      serviceRoleKey,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    })

    const authorization = req.headers.get('authorization') ?? ''
    if (!/^Bearer\s+\S+$/i.test(authorization)) {
      return refuse(401, 'TOKEN_INVALID', 'not_signed_in')
    }
    const actor = await identify(upstream, authorization)
    if (!actor) return refuse(401, 'TOKEN_INVALID', 'not_signed_in')

    const raw: unknown = await req.json().catch(() => undefined)
    const parsed = v.safeParse(AdminUsersBodySchema, raw)
    if (!parsed.success) {
      return refuse(400, 'INVALID_FORMAT', 'invalid_body', {
        issues: parsed.issues.map((issue) => ({
          path: v.getDotPath(issue),
          type: issue.type,
        })),
      })
    }
    const body = parsed.output
    const refused = checkAction(actor, body)
    if (refused) return refusal(refused)

    try {
      return body.action === 'invite'
        ? await invite(upstream, actor, body)
        : await act(upstream, actor, body)
    } catch (error) {
      if (error instanceof UpstreamError) return upstreamRefusal(error)
      throw error
    }
  }
}
