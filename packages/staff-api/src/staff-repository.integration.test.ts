// @vitest-environment node
import { AppError, getHttpStatus } from '@fabula/errors'
import { startTestServer, type TestServer } from '@fabula/local-supabase/testing'
import type { SupabaseClient } from '@supabase/supabase-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createSupabaseStaffRepository,
  formatTaskCsv,
  readTaskCsv,
  type StaffRepository,
  type TaskInput,
  type UserStatus,
} from './index.js'

// The staff repository with the real supabase-js client over HTTP against the local backend, on
// both database engines: the directory's server-side filters, sort and paging, who sees which
// accounts, and every task write by every role.

const PASSWORD = 'correct-horse-battery'
const ROLES = ['superadmin', 'admin', 'manager', 'cashier', 'learner'] as const
type Role = (typeof ROLES)[number]
const TASK_ROLES: readonly Role[] = ['superadmin', 'admin', 'manager']
const DAY = 86_400_000

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`)
  return error
}

describe.each(['pglite', 'postgres'] as const)('staff repository on %s', (database) => {
  let server: TestServer
  const ids = {} as Record<Role, string>
  const repos = {} as Record<Role, StaffRepository>
  const clients = {} as Record<Role, SupabaseClient>
  /** Learners by the status the setup gave them. */
  const learners: Record<UserStatus, string[]> = {
    active: [],
    inactive: [],
    invited: [],
    suspended: [],
  }

  async function signedIn(email: string, role?: string) {
    const user = await server.createUser({ email, password: PASSWORD, ...(role ? { role } : {}) })
    const client = server.createClient()
    const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD })
    if (error) throw error
    return { id: user.id, client }
  }

  const sql = (text: string, params: unknown[] = []) => server.db.query(text, params)

  beforeAll(async () => {
    server = await startTestServer({ database })
    for (const role of ROLES) {
      const account = await signedIn(`${role}@staff.test`, role === 'learner' ? undefined : role)
      ids[role] = account.id
      clients[role] = account.client
      repos[role] = createSupabaseStaffRepository(account.client)
    }
    // Twelve learners, three per status; auth.users is changed directly, the directory follows.
    const statuses = ['active', 'inactive', 'invited', 'suspended'] as const
    for (let i = 0; i < 12; i += 1) {
      const status = statuses[i % 4]!
      const user = await server.createUser({
        email: `reader.${String(i).padStart(2, '0')}_x@learners.test`,
        password: PASSWORD,
      })
      learners[status].push(user.id)
      const created = new Date(Date.UTC(2026, 0, 1 + i)).toISOString()
      await sql('update auth.users set created_at = $2 where id = $1', [user.id, created])
      if (status === 'active') {
        await sql('update auth.users set last_sign_in_at = $2 where id = $1', [
          user.id,
          new Date(Date.now() - (i + 1) * DAY).toISOString(),
        ])
      }
      if (status === 'inactive') {
        await sql('update auth.users set last_sign_in_at = $2 where id = $1', [
          user.id,
          new Date(Date.now() - (31 + i) * DAY).toISOString(),
        ])
      }
      if (status === 'invited') {
        await sql(
          'update auth.users set email_confirmed_at = null, invited_at = now() where id = $1',
          [user.id],
        )
      }
      if (status === 'suspended') {
        await sql("update auth.users set banned_until = now() + interval '1 day' where id = $1", [
          user.id,
        ])
      }
    }
  }, 180_000)

  afterAll(async () => {
    await server?.stop()
  })

  describe('the directory', () => {
    it('pages on the server with the total count; a page past the end is empty', async () => {
      const first = await repos.admin.listUsers({ page: 1, pageSize: 5 })
      expect(first.total).toBe(17)
      expect(first.rows).toHaveLength(5)
      const last = await repos.admin.listUsers({ page: 4, pageSize: 5 })
      expect(last.rows).toHaveLength(2)
      expect(await repos.admin.listUsers({ page: 9, pageSize: 5 })).toEqual({ rows: [], total: 17 })
    })

    it.each(['active', 'inactive', 'invited', 'suspended'] as const)(
      'filters %s accounts by the server clock',
      async (status) => {
        const page = await repos.admin.listUsers({
          page: 1,
          pageSize: 50,
          statuses: [status],
          roles: ['user'],
        })
        const expected = status === 'active' ? [...learners.active, ids.learner] : learners[status]
        expect(page.rows.map((row) => row.id).sort()).toEqual([...expected].sort())
        expect(page.rows.every((row) => row.status === status)).toBe(true)
        expect(page.total).toBe(expected.length)
      },
    )

    it('combines statuses, roles and the username filter', async () => {
      const both = await repos.admin.listUsers({
        page: 1,
        pageSize: 50,
        statuses: ['invited', 'suspended'],
      })
      expect(both.total).toBe(6)
      const staff = await repos.admin.listUsers({
        page: 1,
        pageSize: 50,
        roles: ['manager', 'cashier'],
      })
      expect(staff.rows.map((row) => row.role).sort()).toEqual(['cashier', 'manager'])
      const text = await repos.admin.listUsers({ page: 1, pageSize: 50, username: 'READER.0' })
      expect(text.total).toBe(10)
      // LIKE wildcards and the logic syntax's own characters are matched literally.
      const literal = await repos.admin.listUsers({ page: 1, pageSize: 50, username: '03_x' })
      expect(literal.rows.map((row) => row.username)).toEqual(['reader.03_x'])
      expect((await repos.admin.listUsers({ page: 1, pageSize: 50, username: '%' })).total).toBe(0)
      expect(
        (await repos.admin.listUsers({ page: 1, pageSize: 50, username: 'a,b)"' })).total,
      ).toBe(0)
      const byEmail = await repos.admin.listUsers({ page: 1, pageSize: 50, username: 'staff.test' })
      expect(byEmail.total).toBe(5)
    })

    it('sorts by any column, newest first by default', async () => {
      const newest = await repos.admin.listUsers({ page: 1, pageSize: 50 })
      const created = newest.rows.map((row) => row.created_at)
      expect(created).toEqual([...created].sort().reverse())
      const byEmail = await repos.admin.listUsers({
        page: 1,
        pageSize: 50,
        sort: { column: 'email', desc: false },
      })
      const emails = byEmail.rows.map((row) => row.email)
      expect(emails).toEqual([...emails].sort())
      const byStatus = await repos.admin.listUsers({
        page: 1,
        pageSize: 50,
        sort: { column: 'status', desc: true },
      })
      expect(byStatus.rows[0]?.status).toBe('suspended')
      const bySignIn = await repos.admin.listUsers({
        page: 1,
        pageSize: 3,
        roles: ['user'],
        sort: { column: 'last_sign_in_at', desc: true },
      })
      // The learner signed in during setup; sign-ins never seen come last.
      expect(bySignIn.rows[0]?.id).toBe(ids.learner)
    })

    it('lists accounts for superadmin, admin and cashier; refuses managers and learners', async () => {
      expect((await repos.superadmin.listUsers({ page: 1, pageSize: 50 })).total).toBe(17)
      expect((await repos.cashier.listUsers({ page: 1, pageSize: 50 })).total).toBe(17)
      for (const role of ['manager', 'learner'] as const) {
        const error = await rejection(repos[role].listUsers({ page: 1, pageSize: 50 }))
        expect(getHttpStatus(error)).toBe(403)
      }
      // A single account: learners see only their own, managers staff (task assignees).
      expect(await repos.learner.getUser(ids.admin)).toBeNull()
      expect((await repos.learner.getUser(ids.learner))?.role).toBe('user')
      expect((await repos.manager.getUser(ids.cashier))?.role).toBe('cashier')
      expect(await repos.manager.getUser(learners.active[0]!)).toBeNull()
      expect((await repos.cashier.getUser(ids.admin))?.role).toBe('admin')
    })

    it('refuses arguments outside the contract in the database too', async () => {
      for (const args of [
        { p_sort: 'encrypted_password' },
        { p_statuses: ['deleted'] },
        { p_limit: 5000 },
        { p_text: 'x'.repeat(201) },
        { p_sort: 'email; drop table public.tasks' },
      ]) {
        const { status, error } = await clients.admin.rpc('list_accounts', args)
        expect(status, JSON.stringify(args)).toBe(400)
        expect(error?.code).toBe('22023')
      }
      const tasks = await clients.admin.rpc('list_tasks', { p_sort: 'number' })
      expect(tasks.status).toBe(400)
    })

    it('derives unique usernames and follows the profile name', async () => {
      const a = await server.createUser({ email: 'Sam.Lee@one.test', password: PASSWORD })
      const b = await server.createUser({ email: 'sam.lee@two.test', password: PASSWORD })
      const c = await server.createUser({ email: 'x+y@three.test', password: PASSWORD })
      const { rows } = await sql(
        'select id, username, name from public.account_directory where id = any($1::uuid[])',
        [[a.id, b.id, c.id]],
      )
      const byId = new Map(rows.map((row) => [row.id, row]))
      expect(byId.get(a.id)?.username).toBe('sam.lee')
      expect(byId.get(b.id)?.username).toBe('sam.lee2')
      expect(byId.get(c.id)?.username).toBe('userxy')
      await sql("insert into public.profiles (user_id, wanted_name) values ($1, 'Samantha')", [
        a.id,
      ])
      expect((await repos.admin.getUser(a.id))?.name).toBe('Samantha')
      await sql('delete from public.profiles where user_id = $1', [a.id])
      expect((await repos.admin.getUser(a.id))?.name).toBeNull()
      await sql('delete from auth.users where id = any($1::uuid[])', [[a.id, b.id, c.id]])
      expect(await repos.admin.getUser(a.id)).toBeNull()
    })

    it('refuses direct writes to the directory', async () => {
      const { error, status } = await clients.admin
        .from('account_directory')
        .update({ role: 'superadmin' })
        .eq('id', ids.admin)
      expect(error).not.toBeNull()
      expect([401, 403]).toContain(status)
      expect((await repos.admin.getUser(ids.admin))?.role).toBe('admin')
    })
  })

  describe('tasks', () => {
    const input = (title: string, extra: Partial<TaskInput> = {}): TaskInput => ({
      title,
      description: '',
      status: 'todo',
      priority: 'medium',
      label: 'feature',
      assignee_id: null,
      ...extra,
    })

    it('creates with the next TASK id and who did it, and edits with who changed it', async () => {
      const task = await repos.manager.createTask(
        input('  Proofread the B1 stories  ', { assignee_id: ids.cashier, priority: 'high' }),
      )
      expect(task.id).toMatch(/^TASK-\d{4,}$/)
      expect(task).toMatchObject({
        title: 'Proofread the B1 stories',
        created_by: ids.manager,
        assignee: { id: ids.cashier, email: 'cashier@staff.test' },
      })
      const edited = await repos.admin.updateTask(task.id, input('Proofread', { status: 'done' }))
      expect(edited).toMatchObject({
        status: 'done',
        created_by: ids.manager,
        updated_by: ids.admin,
      })
      expect(await repos.admin.updateTask('TASK-99999', input('Ghost'))).toBeNull()
    })

    it('assigns tasks to staff only', async () => {
      const error = await rejection(
        repos.admin.createTask(input('To a learner', { assignee_id: ids.learner })),
      )
      expect(getHttpStatus(error)).toBe(400)
      const staff = await repos.manager.listAssignees()
      expect(staff.map((s) => s.id).sort()).toEqual(
        [ids.superadmin, ids.admin, ids.manager, ids.cashier].sort(),
      )
    })

    it('lists, filters and sorts on the server', async () => {
      const marker = `zq${database}`
      for (const [i, priority] of (['low', 'critical', 'medium', 'high'] as const).entries()) {
        await repos.admin.createTask(
          input(`${marker} task ${i}`, { priority, status: i % 2 ? 'backlog' : 'in progress' }),
        )
      }
      const all = await repos.admin.listTasks({ page: 1, pageSize: 10, filter: marker })
      expect(all.total).toBe(4)
      expect(all.rows.map((t) => t.title)).toEqual([3, 2, 1, 0].map((i) => `${marker} task ${i}`))
      const byPriority = await repos.admin.listTasks({
        page: 1,
        pageSize: 10,
        filter: marker,
        sort: { column: 'priority', desc: true },
      })
      expect(byPriority.rows.map((t) => t.priority)).toEqual(['critical', 'high', 'medium', 'low'])
      const filtered = await repos.admin.listTasks({
        page: 1,
        pageSize: 10,
        filter: marker,
        statuses: ['backlog'],
        priorities: ['critical', 'low'],
      })
      expect(filtered.rows.map((t) => t.title)).toEqual([`${marker} task 1`])
      const byId = await repos.admin.listTasks({
        page: 1,
        pageSize: 10,
        filter: all.rows[0]!.id.toLowerCase(),
      })
      expect(byId.rows.map((t) => t.id)).toContain(all.rows[0]!.id)
      const demo = await repos.manager.listTasks({ page: 1, pageSize: 10, filter: 'Japanese' })
      expect(demo.rows[0]).toMatchObject({ priority: 'critical', label: 'bug' })
      expect(await repos.admin.listTasks({ page: 50, pageSize: 10, filter: marker })).toEqual({
        rows: [],
        total: 4,
      })
    })

    it('sorts TASK-10000 after TASK-9999', async () => {
      await sql("select setval('public.task_number_seq', 9998)")
      const a = await repos.admin.createTask(input('Late one'))
      const b = await repos.admin.createTask(input('Later one'))
      expect([a.id, b.id]).toEqual(['TASK-9999', 'TASK-10000'])
      const page = await repos.admin.listTasks({ page: 1, pageSize: 2 })
      expect(page.rows.map((t) => t.id)).toEqual(['TASK-10000', 'TASK-9999'])
    })

    describe.each(ROLES)('writes by %s', (role) => {
      const allowed = TASK_ROLES.includes(role)

      it(allowed ? 'are accepted' : 'are refused with 403 and change nothing', async () => {
        const seed = await repos.superadmin.createTask(input(`seed for ${role}`))
        const second = await repos.superadmin.createTask(input(`second for ${role}`))
        const repo = repos[role]
        const attempts = [
          () => repo.createTask(input(`new by ${role}`)),
          () => repo.updateTask(seed.id, input(`edited by ${role}`)),
          () => repo.setTasksStatus([seed.id, second.id], 'done'),
          () => repo.setTasksPriority([seed.id, second.id], 'critical'),
          () =>
            repo.importTasks([
              {
                line: 2,
                title: `imported by ${role}`,
                description: '',
                status: 'todo',
                priority: 'low',
                label: 'bug',
              },
            ]),
          () => repo.deleteTasks([second.id]),
        ]
        for (const attempt of attempts) {
          if (allowed) await attempt()
          else expect(getHttpStatus(await rejection(attempt()))).toBe(403)
        }
        const { rows } = await sql(
          'select title, status, priority from public.tasks where id = any($1) order by number',
          [[seed.id, second.id]],
        )
        const created = await sql(
          'select count(*)::int as n from public.tasks where title in ($1, $2)',
          [`new by ${role}`, `imported by ${role}`],
        )
        if (allowed) {
          expect(rows).toEqual([
            { title: `edited by ${role}`, status: 'done', priority: 'critical' },
          ])
          expect(created.rows[0]?.n).toBe(2)
        } else {
          expect(rows).toEqual([
            { title: `seed for ${role}`, status: 'todo', priority: 'medium' },
            { title: `second for ${role}`, status: 'todo', priority: 'medium' },
          ])
          expect(created.rows[0]?.n).toBe(0)
          expect(getHttpStatus(await rejection(repo.listTasks({ page: 1, pageSize: 10 })))).toBe(
            403,
          )
        }
      })
    })

    it('imports in one transaction: rows with an id update, the rest create', async () => {
      const kept = await repos.admin.createTask(input('Before import'))
      const csv = [
        'id,title,status,priority,label,assignee',
        `${kept.id},After import,done,high,documentation,manager`,
        ',Brand new from CSV,backlog,low,bug,cashier@staff.test',
      ].join('\r\n')
      const read = readTaskCsv(csv)
      if (!read.ok) throw new Error(JSON.stringify(read.problems))
      expect(await repos.manager.importTasks(read.rows)).toEqual({
        ok: true,
        created: 1,
        updated: 1,
      })
      const [updated] = (await repos.admin.listTasks({ page: 1, pageSize: 5, filter: kept.id }))
        .rows
      expect(updated).toMatchObject({
        title: 'After import',
        status: 'done',
        assignee: { id: ids.manager },
      })
      const [fresh] = (
        await repos.admin.listTasks({ page: 1, pageSize: 5, filter: 'Brand new from CSV' })
      ).rows
      expect(fresh?.assignee?.id).toBe(ids.cashier)
    })

    it('writes nothing when the server finds a bad line, and names every one', async () => {
      const before = await sql('select count(*)::int as n, max(updated_at) as at from public.tasks')
      const result = await repos.admin.importTasks([
        { line: 2, title: 'Fine', description: '', status: 'todo', priority: 'low', label: 'bug' },
        {
          line: 3,
          id: 'TASK-88888',
          title: 'Gone',
          description: '',
          status: 'todo',
          priority: 'low',
          label: 'bug',
        },
        {
          line: 4,
          title: 'To a learner',
          description: '',
          status: 'todo',
          priority: 'low',
          label: 'bug',
          assignee: 'learner@staff.test',
        },
        {
          line: 5,
          title: 'Nobody',
          description: '',
          status: 'todo',
          priority: 'low',
          label: 'bug',
          assignee: 'ghost',
        },
      ])
      expect(result).toEqual({
        ok: false,
        problems: [
          { line: 3, code: 'not_found', column: 'id' },
          { line: 4, code: 'not_found', column: 'assignee' },
          { line: 5, code: 'not_found', column: 'assignee' },
        ],
      })
      expect(
        (await sql('select count(*)::int as n, max(updated_at) as at from public.tasks')).rows,
      ).toEqual(before.rows)
    })

    it('refuses more than 5,000 rows and malformed rows in the database too', async () => {
      const row = { line: 2, title: 'x', status: 'todo', priority: 'low', label: 'bug' }
      const tooMany = await clients.admin.rpc('import_tasks', {
        p_rows: Array.from({ length: 5001 }, (_, i) => ({ ...row, line: i + 2 })),
      })
      expect(tooMany.status).toBe(400)
      expect(tooMany.error?.message).toBe('TASK_IMPORT_TOO_MANY')
      const malformed = await clients.admin.rpc('import_tasks', {
        p_rows: [{ ...row, status: 'In Progress' }, 'text', { title: 'no line' }],
      })
      expect(malformed.status).toBe(400)
      expect(JSON.parse(malformed.error?.details ?? '[]')).toEqual(
        expect.arrayContaining([
          { line: 2, field: 'status', code: 'invalid' },
          { line: 0, field: 'row', code: 'invalid' },
          { line: 0, field: 'line', code: 'invalid' },
        ]),
      )
      const learner = await clients.learner.rpc('import_tasks', { p_rows: [row] })
      expect(learner.status).toBe(403)
    })

    it('exports every page of the current filter, and the file reads back', async () => {
      await sql(
        `insert into public.tasks (title, status, priority, label)
         select 'bulk export ' || i, 'todo', 'low', 'feature' from generate_series(1, 1234) as i`,
      )
      const all = await repos.manager.listAllTasks({
        filter: 'bulk export',
        sort: { column: 'title', desc: false },
      })
      expect(all).toHaveLength(1234)
      expect(new Set(all.map((t) => t.id)).size).toBe(1234)
      const read = readTaskCsv(formatTaskCsv(all))
      expect(read.ok && read.rows.length).toBe(1234)
      expect(getHttpStatus(await rejection(repos.learner.listAllTasks({})))).toBe(403)
    })
  })
})
