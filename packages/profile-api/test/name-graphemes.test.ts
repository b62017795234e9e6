// @vitest-environment node
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WantedNameSchema, graphemeCount } from '../src/index.js'
import { insertUser, openMigratedDatabase, type MigratedDatabase } from './migrated-database.js'

// Issue 15 item 7: emoji count as one character toward the 50-character name limit. The schema
// counts with Intl.Segmenter, the database with public.grapheme_count(); both must agree on the
// names people write, and accept and refuse the same wanted names.

/** Names in many scripts, with the clusters that make code-point counting wrong. */
const NAMES = [
  'Ana',
  'José',
  'Jose\u0301',
  'Zoë Ørsted',
  '👩‍👩‍👧‍👦 family',
  '🇪🇸🇫🇷🇯🇵',
  '👍🏽👍🏿',
  '1️⃣2️⃣',
  '🏴󠁧󠁢󠁳󠁣󠁴󠁿',
  '❤️‍🔥',
  '👩🏽‍💻 Dev',
  'नमस्ते',
  'क्षत्रिय',
  'সত্যজিৎ',
  'สวัสดี',
  'น้ำ',
  'مُحَمَّد',
  'שָׁלוֹם',
  '김민준',
  '山田太郎',
  'Владимир',
  'Ἀθηνᾶ',
  'a\u200Db',
]

const ID = '00000000-0000-4000-8000-0000000000f1'

describe.each(['pglite', 'postgres'] as const)('name length parity on %s', (kind) => {
  let opened: MigratedDatabase

  beforeAll(async () => {
    opened = await openMigratedDatabase(kind)
    await insertUser(opened.db, ID, 'names@example.test')
  })
  afterAll(async () => {
    await opened?.close()
  })

  it.each(NAMES)('counts %j as Intl.Segmenter does', async (name) => {
    const { rows } = await opened.db.query<{ count: number }>(
      'select public.grapheme_count($1) as count',
      [name],
    )
    expect(rows[0]?.count).toBe(graphemeCount(name))
  })

  /** Whether the profiles table stores this wanted name. */
  async function stored(name: string): Promise<boolean> {
    return opened.db
      .transaction(async (tx) => {
        await tx.query('insert into public.profiles (user_id, wanted_name) values ($1, $2)', [
          ID,
          name,
        ])
        throw new Error('rollback')
      })
      .then(
        () => true,
        (error: { message?: string; code?: string }) =>
          error.message === 'rollback'
            ? true
            : error.code === '23514'
              ? false
              : Promise.reject(error),
      )
  }

  it.each([
    ['50 emoji', '🦊'.repeat(50), true],
    ['50 emoji families', '👩‍👩‍👧‍👦'.repeat(50), false],
    ['49 letters and one family', `${'a'.repeat(49)}👩‍👩‍👧`, true],
    ['51 emoji', '🦊'.repeat(51), false],
    ['50 letters with an accent each', 'e\u0301'.repeat(50), true],
    ['50 letters', 'n'.repeat(50), true],
    ['51 letters', 'n'.repeat(51), false],
    ['white space only', '   ', false],
    ['one flag', '🇺🇦', true],
  ])('the schema and the database agree on %s', async (_, name, accepted) => {
    expect(v.safeParse(WantedNameSchema, name).success).toBe(accepted)
    expect(await stored(name)).toBe(accepted)
  })
})
