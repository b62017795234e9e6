import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPgCluster } from '../testing/pg-cluster'
import type { PgCluster } from '../testing/pg-cluster'
import { startTestServer } from '../testing/index'
import type { TestServer } from '../testing/index'
import { describeContentSync, syncContentOverRest } from './content'
import type { ContentSyncResult } from './content'
import { DEFAULT_SUPABASE_DIR, openDatabase } from './open'

// The content sync against the repository's migrations, with two real lesson files copied into
// a fixture folder so a test can edit them: what a developer does when they change a lesson.
const LESSONS = join(DEFAULT_SUPABASE_DIR, '../packages/lessons-api/content/lessons/es')
const FIRST = '01-greetings-ser-estar.json'

interface Fixture {
  dir: string
  lessonFile(name: string): string
}

async function makeFixture(): Promise<Fixture> {
  const dir = await mkdtemp(join(tmpdir(), 'ls-content-'))
  await cp(join(DEFAULT_SUPABASE_DIR, 'migrations'), join(dir, 'migrations'), { recursive: true })
  await mkdir(join(dir, 'lessons', 'es'), { recursive: true })
  const names = (await readdir(LESSONS)).sort()
  for (const name of names.slice(0, 2)) {
    await cp(join(LESSONS, name), join(dir, 'lessons', 'es', name))
  }
  await writeFile(
    join(dir, 'content.json'),
    JSON.stringify({
      sources: [
        {
          name: 'lessons',
          dir: 'lessons',
          files: '*/*.json',
          function: 'sync_shipped_lessons',
          argument: 'p_lessons',
        },
      ],
    }),
  )
  return { dir, lessonFile: (name) => join(dir, 'lessons', 'es', name) }
}

async function editLesson(file: string, change: (lesson: Record<string, unknown>) => void) {
  const lesson = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>
  change(lesson)
  await writeFile(file, JSON.stringify(lesson, null, 2))
}

describe.each(['pglite', 'postgres'] as const)('the content sync on %s', (engine) => {
  let fixture: Fixture
  let cluster: PgCluster | undefined
  let dataDir: string
  let firstId: string

  beforeAll(async () => {
    fixture = await makeFixture()
    dataDir = await mkdtemp(join(tmpdir(), 'ls-content-data-'))
    if (engine === 'postgres') cluster = await startPgCluster()
    firstId = (JSON.parse(await readFile(fixture.lessonFile(FIRST), 'utf8')) as { id: string }).id
  })
  afterAll(async () => {
    await cluster?.stop()
    await rm(fixture.dir, { recursive: true, force: true })
    await rm(dataDir, { recursive: true, force: true })
  })

  /** Opens the same database again, as a restart of the local backend does. */
  async function start(): Promise<{ sync: ContentSyncResult[]; title: () => Promise<string> }> {
    let sync: ContentSyncResult[] = []
    const db = await openDatabase({
      supabaseDir: fixture.dir,
      ...(cluster ? { databaseUrl: cluster.databaseUrl } : { dataDir }),
      onContentSync: (results) => {
        sync = results
      },
    })
    const { rows } = await db.query<{ title: string }>(
      'select title from public.lessons where id = $1',
      [firstId],
    )
    await db.close()
    return { sync, title: async () => rows[0]?.title ?? '(none)' }
  }

  it('inserts the shipped lessons into a new database, published and without an author', async () => {
    const { sync } = await start()
    // A new PGlite database starts from a snapshot that already ran the sync (ready-snapshot.ts).
    expect(describeContentSync(sync)).toEqual([
      engine === 'pglite'
        ? 'lessons: 0 new, 0 updated, 2 unchanged'
        : 'lessons: 2 new, 0 updated, 0 unchanged',
    ])
    const db = await openDatabase({
      supabaseDir: fixture.dir,
      syncContent: false,
      ...(cluster ? { databaseUrl: cluster.databaseUrl } : { dataDir }),
    })
    const { rows } = await db.query(
      `select id, status, author_id, published_at is not null as published from public.lessons
       order by id`,
    )
    await db.close()
    expect(rows).toHaveLength(2)
    expect(rows).toContainEqual({
      id: firstId,
      status: 'published',
      author_id: null,
      published: true,
    })
  })

  it('changes nothing when no file changed', async () => {
    const { sync } = await start()
    expect(describeContentSync(sync)).toEqual(['lessons: 0 new, 0 updated, 2 unchanged'])
  })

  it('brings an edited lesson file into the existing database on the next start', async () => {
    await editLesson(fixture.lessonFile(FIRST), (lesson) => {
      lesson.title = 'Hello again: greetings with ser and estar'
    })
    const { sync, title } = await start()
    expect(describeContentSync(sync)).toEqual(['lessons: 0 new, 1 updated, 1 unchanged'])
    expect(await title()).toBe('Hello again: greetings with ser and estar')
  })

  it('keeps a lesson staff edited in the database, and says so', async () => {
    const db = await openDatabase({
      supabaseDir: fixture.dir,
      syncContent: false,
      ...(cluster ? { databaseUrl: cluster.databaseUrl } : { dataDir }),
    })
    await db.query(`update public.lessons set title = 'Edited by staff' where id = $1`, [firstId])
    await db.close()
    await editLesson(fixture.lessonFile(FIRST), (lesson) => {
      lesson.title = 'A third title from the file'
    })
    const { sync, title } = await start()
    expect(sync[0]?.kept).toEqual([{ id: firstId, reason: 'kept_edited' }])
    expect(describeContentSync(sync)).toEqual([
      'lessons: 0 new, 0 updated, 1 unchanged, 1 kept as edited in the database',
    ])
    expect(await title()).toBe('Edited by staff')
  })

  it('refuses a lesson the database does not accept and writes nothing of that start', async () => {
    const second = (await readdir(join(fixture.dir, 'lessons', 'es'))).sort()[1]!
    await editLesson(fixture.lessonFile(second), (lesson) => {
      lesson.summary = 'A new summary'
      lesson.sections = [{ kind: 'explanation', title: '', body: '' }]
    })
    await expect(start()).rejects.toThrow(
      /content sync of lessons failed: lesson content is invalid/,
    )
    const db = await openDatabase({
      supabaseDir: fixture.dir,
      syncContent: false,
      ...(cluster ? { databaseUrl: cluster.databaseUrl } : { dataDir }),
    })
    const { rows } = await db.query(
      `select count(*)::int as n from public.lessons where summary = 'A new summary'`,
    )
    await db.close()
    expect(rows).toEqual([{ n: 0 }])
  })
})

describe('the content sync at deploy time (over REST, with the service-role key)', () => {
  let fixture: Fixture
  let server: TestServer

  beforeAll(async () => {
    fixture = await makeFixture()
    server = await startTestServer({ supabaseDir: fixture.dir })
  })
  afterAll(async () => {
    await server?.stop()
    await rm(fixture.dir, { recursive: true, force: true })
  })

  it('syncs through the RPC endpoint and finds the started server up to date', async () => {
    const results = await syncContentOverRest(server.url, server.serviceRoleKey, fixture.dir)
    expect(describeContentSync(results)).toEqual(['lessons: 0 new, 0 updated, 2 unchanged'])
    await editLesson(fixture.lessonFile(FIRST), (lesson) => {
      lesson.estimatedMinutes = 20
    })
    const again = await syncContentOverRest(server.url, server.serviceRoleKey, fixture.dir)
    expect(describeContentSync(again)).toEqual(['lessons: 0 new, 1 updated, 1 unchanged'])
  })

  it('is refused with any key but the service role', async () => {
    await expect(syncContentOverRest(server.url, server.anonKey, fixture.dir)).rejects.toThrow(
      /content sync of lessons failed \(40[13]\)/,
    )
  })
})
