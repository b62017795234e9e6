// @vitest-environment node
import { startTestServer, type TestServer } from '@fabula/local-supabase/testing'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_USERS_FUNCTION, type AdminUsersInput } from '../contract/index.js'
import { adminUsersReason, createSupabaseStaffRepository } from '../index.js'

// The admin-users function served by the local backend from supabase/functions, called over
// HTTP with real sessions, on both database engines: every action by every role, the rules
// between roles, bad bodies, and what each refusal leaves unchanged.

const PASSWORD = 'correct-horse-battery'
const ROLES = ['superadmin', 'admin', 'manager', 'cashier', 'learner'] as const
type Role = (typeof ROLES)[number]
const ACTIONS = ['invite', 'resend-invite', 'set-role', 'suspend', 'activate', 'delete'] as const
type Action = (typeof ACTIONS)[number]
const MAY_MANAGE_USERS: readonly Role[] = ['superadmin', 'admin']

interface Account {
  id: string
  email: string
  token: string
  client: SupabaseClient
}

/** The function's reply; a test reads the half it expects (success or refusal). */
interface FunctionReply {
  action: string
  users: { id: string; email: string }[]
  error: { code: string; reason: string; user_ids?: string[] }
}

interface DirectoryState {
  role: string
  status: string
  username: string
}

describe.each(['pglite', 'postgres'] as const)('admin-users function on %s', (database) => {
  let server: TestServer
  let counter = 0
  const actors = {} as Record<Role, Account>

  const email = (prefix: string) => `${prefix}-${(counter += 1)}@example.test`

  async function signIn(address: string): Promise<{ token: string; client: SupabaseClient }> {
    const client = server.createClient()
    const { data, error } = await client.auth.signInWithPassword({
      email: address,
      password: PASSWORD,
    })
    if (error) throw error
    return { token: data.session.access_token, client }
  }

  async function account(prefix: string, role?: string): Promise<Account> {
    const user = await server.createUser({
      email: email(prefix),
      password: PASSWORD,
      ...(role ? { role } : {}),
    })
    return { id: user.id, email: user.email, ...(await signIn(user.email)) }
  }

  /** An account that was invited and has not accepted. */
  async function invited(): Promise<{ id: string; email: string }> {
    const address = email('pending')
    const { data, error } = await server
      .createClient(server.serviceRoleKey)
      .auth.admin.inviteUserByEmail(address)
    if (error) throw error
    return { id: data.user.id, email: address }
  }

  async function call(token: string, body: unknown) {
    const response = await fetch(`${server.url}/functions/v1/${ADMIN_USERS_FUNCTION}`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as FunctionReply }
  }

  async function state(id: string): Promise<DirectoryState | undefined> {
    const { rows } = await server.db.query<DirectoryState>(
      'select role, status, username from public.staff_accounts where id = $1',
      [id],
    )
    return rows[0]
  }

  async function auditCount(id: string): Promise<number> {
    const { rows } = await server.db.query<{ n: number }>(
      'select count(*)::int as n from public.account_audit where target_id = $1',
      [id],
    )
    return rows[0]?.n ?? 0
  }

  async function suspendDirectly(id: string) {
    const { error } = await server
      .createClient(server.serviceRoleKey)
      .auth.admin.updateUserById(id, { ban_duration: '24h' })
    if (error) throw error
  }

  beforeAll(async () => {
    server = await startTestServer({ database })
    for (const role of ROLES) {
      actors[role] = await account(role, role === 'learner' ? undefined : role)
    }
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
  })

  /** Sets up one action against a fresh learner; says what the body is and how to see it took. */
  async function scenario(action: Action) {
    switch (action) {
      case 'invite': {
        const address = email('new')
        return {
          body: { action, email: address, role: 'cashier' },
          took: async () => {
            const { rows } = await server.db.query<{ role: string; status: string }>(
              'select role, status from public.staff_accounts where email = $1',
              [address],
            )
            return (
              rows[0]?.role === 'cashier' &&
              rows[0].status === 'invited' &&
              server.mailbox.latestFor(address)?.kind === 'invite'
            )
          },
          untouched: async () =>
            (await server.db.query('select 1 from auth.users where email = $1', [address])).rows
              .length === 0 && server.mailbox.latestFor(address) === undefined,
        }
      }
      case 'resend-invite': {
        const target = await invited()
        const before = server.mailbox.list({ to: target.email }).length
        return {
          body: { action, user_id: target.id },
          took: async () =>
            server.mailbox.list({ to: target.email }).length === before + 1 &&
            (await auditCount(target.id)) === 1,
          untouched: async () => server.mailbox.list({ to: target.email }).length === before,
        }
      }
      case 'set-role': {
        const target = await account('learner')
        return {
          body: { action, user_id: target.id, role: 'manager' },
          took: async () => (await state(target.id))?.role === 'manager',
          untouched: async () => (await state(target.id))?.role === 'user',
        }
      }
      case 'suspend': {
        const target = await account('learner')
        return {
          body: { action, user_ids: [target.id] },
          took: async () => (await state(target.id))?.status === 'suspended',
          untouched: async () => (await state(target.id))?.status === 'active',
        }
      }
      case 'activate': {
        const target = await account('learner')
        await suspendDirectly(target.id)
        return {
          body: { action, user_ids: [target.id] },
          took: async () => (await state(target.id))?.status === 'active',
          untouched: async () => (await state(target.id))?.status === 'suspended',
        }
      }
      case 'delete': {
        const target = await account('learner')
        return {
          body: { action, user_ids: [target.id], confirm_email: target.email },
          took: async () =>
            (await state(target.id)) === undefined && (await auditCount(target.id)) === 1,
          untouched: async () => (await state(target.id)) !== undefined,
        }
      }
    }
  }

  describe.each(ACTIONS)('%s', (action) => {
    it.each(ROLES)('by %s', async (role) => {
      const { body, took, untouched } = await scenario(action)
      const reply = await call(actors[role].token, body)
      if (MAY_MANAGE_USERS.includes(role)) {
        expect(reply.status, JSON.stringify(reply.body)).toBe(action === 'invite' ? 201 : 200)
        expect(reply.body.action).toBe(action)
        expect(await took()).toBe(true)
      } else {
        expect(reply.status).toBe(403)
        expect(reply.body).toEqual({ error: { code: 'INSUFFICIENT_PERMISSIONS', reason: 'role' } })
        expect(await untouched()).toBe(true)
      }
    })
  })

  it('lets an admin give roles up to manager, never admin or superadmin', async () => {
    const target = await account('learner')
    for (const role of ['admin', 'superadmin'] as const) {
      const reply = await call(actors.admin.token, { action: 'set-role', user_id: target.id, role })
      expect(reply.status).toBe(403)
      expect(reply.body.error.reason).toBe('role_not_assignable')
      const invite = await call(actors.admin.token, { action: 'invite', email: email('x'), role })
      expect(invite.body.error.reason).toBe('role_not_assignable')
    }
    expect((await state(target.id))?.role).toBe('user')
    for (const role of ['manager', 'cashier', 'user'] as const) {
      const reply = await call(actors.admin.token, { action: 'set-role', user_id: target.id, role })
      expect(reply.status).toBe(200)
      expect((await state(target.id))?.role).toBe(role)
    }
  })

  it('keeps admins and superadmins out of an admin’s reach, not a superadmin’s', async () => {
    const otherAdmin = await account('admin', 'admin')
    const otherSuper = await account('super', 'superadmin')
    for (const target of [otherAdmin, otherSuper]) {
      for (const body of [
        { action: 'suspend', user_ids: [target.id] },
        { action: 'set-role', user_id: target.id, role: 'cashier' },
        { action: 'delete', user_ids: [target.id], confirm_email: target.email },
      ]) {
        const reply = await call(actors.admin.token, body)
        expect(reply.status).toBe(403)
        expect(reply.body.error).toMatchObject({ reason: 'protected_role', user_ids: [target.id] })
      }
      expect((await state(target.id))?.status).toBe('active')
    }
    const promoted = await call(actors.superadmin.token, {
      action: 'set-role',
      user_id: otherAdmin.id,
      role: 'superadmin',
    })
    expect(promoted.status).toBe(200)
    const suspended = await call(actors.superadmin.token, {
      action: 'suspend',
      user_ids: [otherSuper.id],
    })
    expect(suspended.status).toBe(200)
    expect((await state(otherSuper.id))?.status).toBe('suspended')
    expect((await state(otherAdmin.id))?.role).toBe('superadmin')
  })

  it('refuses every action on one’s own account', async () => {
    const me = await account('self-admin', 'admin')
    for (const body of [
      { action: 'suspend', user_ids: [me.id] },
      { action: 'delete', user_ids: [me.id], confirm_email: me.email },
      { action: 'set-role', user_id: me.id, role: 'manager' },
    ]) {
      const reply = await call(me.token, body)
      expect(reply.status).toBe(422)
      expect(reply.body.error).toEqual({
        code: 'OPERATION_NOT_ALLOWED',
        reason: 'self',
        user_ids: [me.id],
      })
    }
    expect(await state(me.id)).toMatchObject({ role: 'admin', status: 'active' })
  })

  it('refuses a whole bulk action when one account is out of reach, before changing any', async () => {
    const a = await account('learner')
    const b = await account('learner')
    const boss = await account('admin', 'admin')
    const reply = await call(actors.admin.token, {
      action: 'suspend',
      user_ids: [a.id, boss.id, b.id],
    })
    expect(reply.status).toBe(403)
    expect(reply.body.error.user_ids).toEqual([boss.id])
    expect((await state(a.id))?.status).toBe('active')
    expect((await state(b.id))?.status).toBe('active')
    const ok = await call(actors.admin.token, { action: 'suspend', user_ids: [a.id, b.id] })
    expect(ok.status).toBe(200)
    expect(ok.body.users).toHaveLength(2)
    expect((await state(a.id))?.status).toBe('suspended')
    expect((await state(b.id))?.status).toBe('suspended')
    const bulkDelete = await call(actors.admin.token, { action: 'delete', user_ids: [a.id, b.id] })
    expect(bulkDelete.status).toBe(200)
    expect(await state(a.id)).toBeUndefined()
  })

  it('deletes one account only with its email typed again', async () => {
    const target = await account('learner')
    for (const confirm of [undefined, 'someone@example.test']) {
      const reply = await call(actors.admin.token, {
        action: 'delete',
        user_ids: [target.id],
        ...(confirm ? { confirm_email: confirm } : {}),
      })
      expect(reply.status).toBe(422)
      expect(reply.body.error.reason).toBe('confirmation_mismatch')
    }
    expect(await state(target.id)).toBeDefined()
    const reply = await call(actors.admin.token, {
      action: 'delete',
      user_ids: [target.id],
      confirm_email: `  ${target.email.toUpperCase()} `,
    })
    expect(reply.status).toBe(200)
    expect(await state(target.id)).toBeUndefined()
  })

  it('ends a suspended learner’s sessions and refuses their sign-in until activated', async () => {
    const learner = await account('learner')
    const { data } = await learner.client.auth.getSession()
    expect(data.session).not.toBeNull()
    expect(
      (await call(actors.admin.token, { action: 'suspend', user_ids: [learner.id] })).status,
    ).toBe(200)
    // The refresh token is dead: the auth server answers session_not_found (supabase-js turns
    // that into "session missing").
    const response = await fetch(`${server.url}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: {
        apikey: server.anonKey,
        'content-type': 'application/json',
        'x-supabase-api-version': '2024-01-01',
      },
      body: JSON.stringify({ refresh_token: data.session?.refresh_token }),
    })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { code: string }).code).toBe('session_not_found')
    const refreshed = await learner.client.auth.refreshSession()
    expect(refreshed.error?.name).toBe('AuthSessionMissingError')
    const again = await server
      .createClient()
      .auth.signInWithPassword({ email: learner.email, password: PASSWORD })
    expect(again.error?.code).toBe('user_banned')
    expect(
      (await call(actors.admin.token, { action: 'activate', user_ids: [learner.id] })).status,
    ).toBe(200)
    const back = await server
      .createClient()
      .auth.signInWithPassword({ email: learner.email, password: PASSWORD })
    expect(back.error).toBeNull()
  })

  it('invites with a chosen username and refuses clashes', async () => {
    const address = email('chosen')
    const reply = await call(actors.admin.token, {
      action: 'invite',
      email: address,
      role: 'user',
      username: 'Word.Smith',
    })
    expect(reply.status).toBe(201)
    const id = reply.body.users[0]!.id
    expect(await state(id)).toEqual({ role: 'user', status: 'invited', username: 'word.smith' })
    const mail = server.mailbox.latestFor(address)
    expect(mail?.link).toContain('type=invite')
    expect(
      (await call(actors.admin.token, { action: 'invite', email: address, role: 'user' })).body
        .error.reason,
    ).toBe('email_exists')
    expect(
      (
        await call(actors.admin.token, {
          action: 'invite',
          email: email('other'),
          role: 'user',
          username: 'word.smith',
        })
      ).body.error.reason,
    ).toBe('username_taken')
    const confirmed = await account('confirmed')
    const resend = await call(actors.admin.token, {
      action: 'resend-invite',
      user_id: confirmed.id,
    })
    expect(resend.status).toBe(409)
    expect(resend.body.error.reason).toBe('not_invited')
  })

  it('records who did what to whom, readable by directory roles only', async () => {
    const target = await account('learner')
    await call(actors.admin.token, { action: 'set-role', user_id: target.id, role: 'cashier' })
    await call(actors.admin.token, { action: 'suspend', user_ids: [target.id] })
    const asAdmin = createSupabaseStaffRepository(actors.admin.client)
    const trail = await asAdmin.listUserAudit(target.id)
    expect(trail.map((entry) => entry.action)).toEqual(['suspend', 'set_role'])
    expect(trail[1]).toMatchObject({
      actor_id: actors.admin.id,
      actor_email: actors.admin.email,
      target_email: target.email,
      details: { from: 'user', to: 'cashier' },
    })
    expect(
      await createSupabaseStaffRepository(actors.cashier.client).listUserAudit(target.id),
    ).toHaveLength(2)
    expect(
      await createSupabaseStaffRepository(actors.manager.client).listUserAudit(target.id),
    ).toEqual([])
    expect(
      await createSupabaseStaffRepository(actors.learner.client).listUserAudit(target.id),
    ).toEqual([])
  })

  it.each([
    ['not JSON', '{'],
    ['no action', { user_ids: [] }],
    ['an unknown action', { action: 'promote', user_id: '00000000-0000-4000-8000-000000000000' }],
    ['a bad email', { action: 'invite', email: 'not-an-email', role: 'user' }],
    ['an unknown role', { action: 'invite', email: 'a@example.test', role: 'owner' }],
    ['a bad username', { action: 'invite', email: 'a@example.test', role: 'user', username: '-x' }],
    [
      'an extra key',
      { action: 'suspend', user_ids: ['00000000-0000-4000-8000-000000000000'], why: 1 },
    ],
    ['no ids', { action: 'suspend', user_ids: [] }],
    [
      '101 ids',
      { action: 'suspend', user_ids: Array.from({ length: 101 }, () => crypto.randomUUID()) },
    ],
    ['a bad id', { action: 'set-role', user_id: 'nope', role: 'user' }],
  ])('refuses %s with 400 and changes nothing', async (_name, body) => {
    const before = await server.db.query('select count(*)::int as n from public.account_audit')
    const reply = await call(actors.superadmin.token, body)
    expect(reply.status).toBe(400)
    expect(reply.body.error).toMatchObject({ code: 'INVALID_FORMAT', reason: 'invalid_body' })
    const after = await server.db.query('select count(*)::int as n from public.account_audit')
    expect(after.rows).toEqual(before.rows)
  })

  it('answers 404 for an unknown account and 401 without a user session', async () => {
    const ghost = crypto.randomUUID()
    const reply = await call(actors.admin.token, { action: 'suspend', user_ids: [ghost] })
    expect(reply).toEqual({
      status: 404,
      body: { error: { code: 'DATA_NOT_FOUND', reason: 'not_found', user_ids: [ghost] } },
    })
    const anon = await call(server.anonKey, { action: 'suspend', user_ids: [ghost] })
    expect(anon.status).toBe(401)
    expect(anon.body.error.reason).toBe('not_signed_in')
  })

  it('goes through the repository with the contract checked first and the reason kept', async () => {
    const repo = createSupabaseStaffRepository(actors.manager.client)
    const refused = await repo
      .runUserAction({ action: 'suspend', user_ids: [actors.learner.id] })
      .then(
        () => undefined,
        (error: unknown) => error,
      )
    expect(adminUsersReason(refused)).toBe('role')
    const invalid: AdminUsersInput = { action: 'invite', email: 'bad', role: 'user' }
    const local = await repo.runUserAction(invalid).then(
      () => undefined,
      (error: unknown) => error,
    )
    expect(local).toMatchObject({ code: 'INVALID_FORMAT' })
  })
})
