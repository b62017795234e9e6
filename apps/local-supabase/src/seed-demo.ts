import { randomBytes, randomUUID } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { hashPassword } from './auth/password'
import { findUserByEmail, insertUser } from './auth/users'
import type { Database, Queryable } from './db/types'

const ACCOUNTS_FILE = 'demo-accounts.json'

/** A demo sign-in printed at start. */
export interface DemoAccount {
  email: string
  password: string
  /** `learner`, or the staff role stored in app_metadata.role. */
  role: string
}

const STAFF_ROLES = ['superadmin', 'admin', 'manager', 'cashier'] as const

/** The learner's profile: a complete row, valid under the profile checks. */
const LEARNER_PROFILE = {
  wanted_name: 'Lea',
  nl: 'en',
  tl: 'es',
  fav_authors: ['Isabel Allende', 'Gabriel García Márquez'],
  fav_genres: ['mystery', 'slice of life'],
  lang_lvl: 'A2',
  lang_sub_lvl: 2,
}

function newPassword(): string {
  return `demo-${randomBytes(9).toString('base64url')}`
}

/** The demo support conversation: the learner asks, the admin answers (chats, issue 18). */
const DEMO_CHAT: readonly [from: 'learner' | 'admin', body: string][] = [
  ['learner', 'Hello! Where can I see how many words I already know?'],
  [
    'admin',
    'Hi! Your dashboard counts them, and in any story a tap on a word shows its status and lets you change it.',
  ],
  ['learner', 'Found it, thank you!'],
]

/** Adds the demo conversation when the chat tables exist and both accounts were just created. */
async function seedDemoChat(tx: Queryable, ids: ReadonlyMap<string, string>): Promise<void> {
  const learner = ids.get('learner')
  const admin = ids.get('admin')
  const exists = (
    await tx.query<{ ok: boolean }>(
      `select to_regclass('public.chat_conversations') is not null as ok`,
    )
  ).rows[0]?.ok
  if (!exists || !learner || !admin) return
  const chat = await tx.query<{ id: string }>(
    `insert into public.chat_conversations (topic, learner_id, created_by)
     values ('support', $1, $1) returning id`,
    [learner],
  )
  const id = chat.rows[0]?.id
  if (!id) return
  await tx.query(
    `insert into public.chat_participants (conversation_id, user_id, side) values ($1, $2, 'learner')`,
    [id, learner],
  )
  for (const [from, body] of DEMO_CHAT) {
    await tx.query(
      `insert into public.chat_messages (conversation_id, sender_id, body) values ($1, $2, $3)`,
      [id, from === 'learner' ? learner : admin, body],
    )
  }
}

/**
 * Creates the demo learner (with a public.profiles row when that table exists) and one account per
 * staff role, with fresh random passwords, and stores them in `<dataDir>/demo-accounts.json` so
 * later starts can print them again. Runs only on a new database.
 */
export async function seedDemo(
  db: Database,
  options: { bcryptCost: number; dataDir?: string; now?: () => number },
): Promise<DemoAccount[]> {
  const now = new Date((options.now ?? Date.now)())
  const accounts: DemoAccount[] = [
    { email: 'learner@fabula.local', password: newPassword(), role: 'learner' },
    ...STAFF_ROLES.map((role) => ({
      email: `${role}@fabula.local`,
      password: newPassword(),
      role,
    })),
  ]
  const hashes = await Promise.all(
    accounts.map((a) => hashPassword(a.password, options.bcryptCost)),
  )
  await db.transaction(async (tx) => {
    const ids = new Map<string, string>()
    const hasProfiles = (
      await tx.query<{ ok: boolean }>(`select to_regclass('public.profiles') is not null as ok`)
    ).rows[0]?.ok
    for (const [i, account] of accounts.entries()) {
      if (await findUserByEmail(tx, account.email)) continue
      const appMetadata: Record<string, unknown> = { provider: 'email', providers: ['email'] }
      if (account.role !== 'learner') appMetadata.role = account.role
      const user = await insertUser(tx, {
        id: randomUUID(),
        email: account.email,
        passwordHash: hashes[i] ?? null,
        userMetadata: {},
        appMetadata,
        confirmedAt: now,
        now,
      })
      ids.set(account.role, user.id)
      if (account.role === 'learner' && hasProfiles) {
        const p = LEARNER_PROFILE
        // Upsert: a migration's trigger may already have created an empty row for the user.
        await tx.query(
          `insert into public.profiles
             (user_id, wanted_name, nl, tl, fav_authors, fav_genres, lang_lvl, lang_sub_lvl)
           values ($1, $2, $3, $4, $5, $6, $7, $8)
           on conflict (user_id) do update set wanted_name = excluded.wanted_name, nl = excluded.nl,
             tl = excluded.tl, fav_authors = excluded.fav_authors, fav_genres = excluded.fav_genres,
             lang_lvl = excluded.lang_lvl, lang_sub_lvl = excluded.lang_sub_lvl`,
          [
            user.id,
            p.wanted_name,
            p.nl,
            p.tl,
            p.fav_authors,
            p.fav_genres,
            p.lang_lvl,
            p.lang_sub_lvl,
          ],
        )
      }
    }
    await seedDemoChat(tx, ids)
  })
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true })
    await writeFile(join(options.dataDir, ACCOUNTS_FILE), JSON.stringify(accounts, null, 2), {
      mode: 0o600,
    })
  }
  return accounts
}

/** Reads the accounts a previous start created, if it recorded them. */
export async function readDemoAccounts(dataDir: string): Promise<DemoAccount[] | null> {
  try {
    return JSON.parse(await readFile(join(dataDir, ACCOUNTS_FILE), 'utf8')) as DemoAccount[]
  } catch {
    return null
  }
}
