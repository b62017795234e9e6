import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startLocalSupabase } from './index'
import type { LocalSupabase } from './index'

describe('demo data and persistence', () => {
  const dirs: string[] = []
  const servers: LocalSupabase[] = []
  afterAll(async () => {
    for (const s of servers) await s.close().catch(() => undefined)
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })))
  })

  it('seeds the learner profile and staff roles once, and keeps secret, keys and passwords', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ls-demo-'))
    dirs.push(dataDir)
    const first = await startLocalSupabase({
      port: 0,
      dataDir,
      seedDemo: true,
      auth: { bcryptCost: 4 },
    })
    servers.push(first)
    const accounts = first.demoAccounts!
    expect(accounts.map((a) => `${a.role}:${a.email}`)).toEqual([
      'learner:learner@fabula.local',
      'superadmin:superadmin@fabula.local',
      'admin:admin@fabula.local',
      'manager:manager@fabula.local',
      'cashier:cashier@fabula.local',
    ])
    const roles = await first.db.query<{ email: string; role: string | null }>(
      `select email, raw_app_meta_data ->> 'role' as role from auth.users order by email`,
    )
    expect(roles.rows).toContainEqual({ email: 'manager@fabula.local', role: 'manager' })
    expect(roles.rows).toContainEqual({ email: 'learner@fabula.local', role: null })
    const profile = await first.db.query(
      `select p.nl, p.tl, p.lang_lvl, p.lang_sub_lvl, p.wanted_name is not null as named
       from public.profiles p join auth.users u on u.id = p.user_id
       where u.email = 'learner@fabula.local'`,
    )
    expect(profile.rows).toEqual([
      { nl: 'en', tl: 'es', lang_lvl: 'A2', lang_sub_lvl: 2, named: true },
    ])
    // The demo support conversation: the learner asks, the admin answers.
    const chat = await first.db.query<{ sender: string }>(
      `select u.email as sender from public.chat_messages m
         join public.chat_conversations c on c.id = m.conversation_id
         join auth.users u on u.id = m.sender_id
       order by m.id`,
    )
    expect(chat.rows.map((r) => r.sender)).toEqual([
      'learner@fabula.local',
      'admin@fabula.local',
      'learner@fabula.local',
    ])
    const secret = (await readFile(join(dataDir, 'jwt-secret'), 'utf8')).trim()
    expect(secret).toBe(first.jwtSecret)
    const anonKey = first.anonKey
    await first.close()
    servers.pop()

    const second = await startLocalSupabase({
      port: 0,
      dataDir,
      seedDemo: true,
      auth: { bcryptCost: 4 },
    })
    servers.push(second)
    expect(second.anonKey).toBe(anonKey)
    expect(second.demoAccounts).toEqual(accounts)
    const count = await second.db.query<{ n: number }>('select count(*)::int as n from auth.users')
    expect(count.rows[0]?.n).toBe(5)
    const learner = accounts[0]!
    const res = await fetch(`${second.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: learner.email, password: learner.password }),
    })
    expect(res.status).toBe(200)
  }, 150_000)
})
