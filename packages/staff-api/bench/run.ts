/**
 * `pnpm --filter @fabula/staff-api bench`: the first page of /users and /tasks with filters and
 * the exact count, over 100,000 accounts and 100,000 tasks in PGlite (issue 16), through the real
 * path (supabase-js → HTTP → the local backend's PostgREST → row-level security), beside the same
 * page and count as raw SQL on the database in the same run. Prints p50 and p95 per scenario.
 * Target: first page ≤ 30 ms with filters and count.
 *
 * BENCH_ROWS (default 100000) and BENCH_RUNS (default 30) change the size and the sample.
 */
import { performance } from 'node:perf_hooks'
import { startTestServer } from '@fabula/local-supabase/testing'
import {
  createSupabaseStaffRepository,
  type TaskListQuery,
  type UserListQuery,
} from '../src/index.js'

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 30)
const WARMUP = 5
const TARGET_MS = 30

const NOT_BANNED = '(banned_until is null or banned_until <= now())'
const USER_COLUMNS =
  'd.id, d.email, d.username, d.name, d.role, d.status, d.created_at, d.last_sign_in_at, d.confirmed_at, d.invited_at, d.banned_until'
const TASK_COLUMNS = `t.id, t.title, t.description, t.status, t.priority, t.label, t.assignee_id, t.created_by,
  t.updated_by, t.created_at, t.updated_at,
  (select jsonb_build_object('id', a.id, 'email', a.email, 'username', a.username, 'name', a.name)
   from public.account_directory a where a.id = t.assignee_id) as assignee`

/**
 * The statement list_accounts() / list_tasks() run, as plain SQL with the values inlined: the
 * count and the first page in one go (text filters gather their matches first).
 */
function pageSql(
  source: 'public.staff_accounts d' | 'public.tasks t',
  where: string,
  order: string,
  text: boolean,
): string {
  const [alias, columns] = source.endsWith(' d') ? ['d', USER_COLUMNS] : ['t', TASK_COLUMNS]
  return `with matches as ${text ? 'materialized' : 'not materialized'} (select ${alias}.* from ${source} where ${where})
    select (select count(*) from matches),
           (select coalesce(jsonb_agg(to_jsonb(r)), '[]'::jsonb) from (
              select ${columns} from matches ${alias} order by ${order} limit 10) r)`
}

interface Scenario {
  name: string
  rest: () => Promise<unknown>
  /** The same page and count as plain SQL (no HTTP, no JWT, no function, no policies). */
  sql: string
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  return { p50: at(0.5), p95: at(0.95) }
}

async function time(run: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < WARMUP; i += 1) await run()
  const samples: number[] = []
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now()
    await run()
    samples.push(performance.now() - t0)
  }
  return stats(samples)
}

const server = await startTestServer({ database: 'pglite' })
try {
  const seedStart = performance.now()
  // Accounts straight into auth.users, as the auth server would write them; the directory
  // trigger fills public.account_directory (usernames included) row by row.
  await server.db.query(
    `insert into auth.users (id, email, email_confirmed_at, invited_at, last_sign_in_at,
       raw_app_meta_data, raw_user_meta_data, banned_until, created_at, updated_at)
     select gen_random_uuid(), 'learner' || lpad(i::text, 6, '0') || '@bench.test',
       case when i % 10 = 0 then null else now() - interval '400 days' end,
       case when i % 10 = 0 then now() - (i % 20) * interval '1 day' end,
       case
         when i % 10 = 0 then null
         when i % 10 in (3, 4, 5) then now() - (31 + i % 300) * interval '1 day'
         else now() - (i % 29) * interval '1 day'
       end,
       case
         when i % 500 = 2 then '{"role": "admin"}'::jsonb
         when i % 100 = 0 then '{"role": "manager"}'::jsonb
         when i % 100 = 1 then '{"role": "cashier"}'::jsonb
         else '{}'::jsonb
       end,
       jsonb_build_object('full_name', 'Learner ' || i),
       case when i % 10 in (1, 2) then now() + interval '100 years' end,
       now() - (i % 700) * interval '1 day' - i * interval '1 second',
       now()
     from generate_series(1, $1::int) as i`,
    [ROWS],
  )
  // Titles like a real board's: a verb, a piece of content and a language, so one word of a
  // title matches a few per cent of the tasks, as it would in a real tracker.
  const verbs = [
    'Write',
    'Review',
    'Proofread',
    'Translate',
    'Record',
    'Check',
    'Update',
    'Fix',
    'Plan',
    'Level',
    'Shorten',
    'Illustrate',
    'Test',
    'Publish',
    'Archive',
    'Retag',
    'Split',
    'Merge',
    'Time',
    'Voice',
  ]
  const things = [
    'glossary',
    'story',
    'lesson',
    'quiz',
    'audio',
    'translation',
    'help article',
    'exercise',
    'vocabulary list',
    'reading test',
    'dialogue',
    'grammar note',
    'example set',
    'style guide',
    'level band',
    'question set',
    'onboarding text',
    'release note',
    'fairy tale',
    'mystery chapter',
    'biography',
    'word list',
    'sentence pairs',
    'pronunciation tip',
    'cloze test',
    'cover text',
    'summary',
    'listening drill',
    'idiom card',
    'flash card',
  ]
  const languages = [
    'Spanish',
    'French',
    'German',
    'Italian',
    'Portuguese',
    'English',
    'Japanese',
    'Chinese',
    'Arabic',
    'Russian',
    'Korean',
    'Dutch',
  ]
  await server.db.query(
    `insert into public.tasks (title, description, status, priority, label)
     select ($2::text[])[1 + i % 20] || ' the ' || ($4::text[])[1 + (i / 7) % 12] || ' '
              || ($3::text[])[1 + (i / 3) % 30] || ' #' || i,
       '', (array['backlog', 'todo', 'in progress', 'done', 'canceled'])[1 + i % 5],
       (array['low', 'medium', 'high', 'critical'])[1 + (i / 5) % 4],
       (array['bug', 'feature', 'documentation'])[1 + i % 3]
     from generate_series(1, $1::int) as i`,
    [ROWS, verbs, things, languages],
  )
  await server.db.query('vacuum analyze public.account_directory')
  await server.db.query('vacuum analyze public.tasks')
  const seedMs = performance.now() - seedStart

  const admin = await server.createUser({
    email: 'bench-admin@fabula.local',
    password: 'bench-password',
    role: 'admin',
  })
  const client = server.createClient()
  const { error } = await client.auth.signInWithPassword(admin)
  if (error) throw error
  const repo = createSupabaseStaffRepository(client)

  const users = (query: Omit<UserListQuery, 'page' | 'pageSize'>) => () =>
    repo.listUsers({ page: 1, pageSize: 10, ...query })
  const tasks = (query: Omit<TaskListQuery, 'page' | 'pageSize'>) => () =>
    repo.listTasks({ page: 1, pageSize: 10, ...query })
  const active = `confirmed_at is not null and active_until > now() and ${NOT_BANNED}`
  const users_ = 'public.staff_accounts d' as const
  const tasks_ = 'public.tasks t' as const

  const scenarios: Scenario[] = [
    {
      name: '/users newest first, no filter',
      rest: users({}),
      sql: pageSql(users_, 'true', 'd.created_at desc, d.id desc', false),
    },
    {
      name: '/users status=active role=user',
      rest: users({ statuses: ['active'], roles: ['user'] }),
      sql: pageSql(users_, `(${active}) and role = 'user'`, 'd.created_at desc, d.id desc', false),
    },
    {
      name: '/users status=invited,suspended',
      rest: users({ statuses: ['invited', 'suspended'] }),
      sql: pageSql(
        users_,
        `banned_until > now() or (confirmed_at is null and ${NOT_BANNED})`,
        'd.created_at desc, d.id desc',
        false,
      ),
    },
    {
      name: '/users username~"learner0420" sort email',
      rest: users({ username: 'learner0420', sort: { column: 'email', desc: false } }),
      sql: pageSql(
        users_,
        `username ilike '%learner0420%' or email ilike '%learner0420%'`,
        'd.email asc, d.id asc',
        true,
      ),
    },
    {
      name: '/tasks newest first, no filter',
      rest: tasks({}),
      sql: pageSql(tasks_, 'true', 't.number desc', false),
    },
    {
      name: '/tasks status=todo,in progress priority=high',
      rest: tasks({ statuses: ['todo', 'in progress'], priorities: ['high'] }),
      sql: pageSql(
        tasks_,
        `status in ('todo', 'in progress') and priority = 'high'`,
        't.number desc',
        false,
      ),
    },
    {
      name: '/tasks filter="glossary" sort priority',
      rest: tasks({ filter: 'glossary', sort: { column: 'priority', desc: true } }),
      sql: pageSql(
        tasks_,
        `id ilike '%glossary%' or title ilike '%glossary%'`,
        't.priority_rank desc, t.number desc',
        true,
      ),
    },
    {
      name: '/tasks filter="german" status=todo',
      rest: tasks({ filter: 'german', statuses: ['todo'] }),
      sql: pageSql(
        tasks_,
        `status = 'todo' and (id ilike '%german%' or title ilike '%german%')`,
        't.number desc',
        true,
      ),
    },
    {
      name: '/tasks filter="TASK-4242"',
      rest: tasks({ filter: 'TASK-4242' }),
      sql: pageSql(
        tasks_,
        `id ilike '%TASK-4242%' or title ilike '%TASK-4242%'`,
        't.number desc',
        true,
      ),
    },
  ]

  const fmt = (n: number) => n.toFixed(2).padStart(7)
  console.info(
    `staff-api bench: ${ROWS.toLocaleString('en')} accounts + ${ROWS.toLocaleString('en')} tasks in PGlite` +
      ` (seeded in ${(seedMs / 1000).toFixed(1)} s), first page of 10 + exact count, ${RUNS} runs each`,
  )
  console.info(
    `${'scenario'.padEnd(44)} ${'REST p50'.padStart(9)} ${'REST p95'.padStart(9)} ${'SQL p50'.padStart(9)} ${'SQL p95'.padStart(9)}  target`,
  )
  let failures = 0
  for (const scenario of scenarios) {
    const rest = await time(scenario.rest)
    const sql = await time(() => server.db.query(scenario.sql))
    const ok = rest.p50 <= TARGET_MS
    if (!ok) failures += 1
    console.info(
      `${scenario.name.padEnd(44)} ${fmt(rest.p50)} ms${fmt(rest.p95)} ms${fmt(sql.p50)} ms${fmt(sql.p95)} ms  ${ok ? 'ok' : `over ${TARGET_MS} ms`}`,
    )
  }
  console.info(
    failures === 0
      ? `All first pages within ${TARGET_MS} ms (p50).`
      : `${failures} scenario(s) over ${TARGET_MS} ms (p50).`,
  )
} finally {
  await server.stop()
}
