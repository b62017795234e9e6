import type { Queryable } from '../db/types'
import { AuthError } from './errors'

/** The auth.users columns this server reads. */
export interface UserRow {
  id: string
  aud: string
  role: string
  email: string | null
  phone: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  phone_confirmed_at: Date | null
  confirmed_at: Date | null
  invited_at: Date | null
  confirmation_token: string | null
  confirmation_sent_at: Date | null
  recovery_token: string | null
  recovery_sent_at: Date | null
  email_change_token_new: string | null
  email_change: string | null
  email_change_sent_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown>
  raw_user_meta_data: Record<string, unknown>
  banned_until: Date | null
  is_anonymous: boolean
  created_at: Date
  updated_at: Date
}

interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: Date | null
  created_at: Date
  updated_at: Date
  email: string | null
}

const USER_COLUMNS = `id, aud, role, email, phone, encrypted_password, email_confirmed_at,
  phone_confirmed_at, confirmed_at, invited_at, confirmation_token, confirmation_sent_at,
  recovery_token, recovery_sent_at, email_change_token_new, email_change, email_change_sent_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, banned_until, is_anonymous, created_at,
  updated_at`

/** Finds a user by id. */
export async function findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
  const r = await q.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id])
  return r.rows[0]
}

/** Finds a user by id; 404 user_not_found when missing. */
export async function findUserByIdOrThrow(q: Queryable, id: string): Promise<UserRow> {
  const user = await findUserById(q, id)
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found')
  return user
}

/** Finds a user by email, case-insensitively. */
export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const r = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1)`,
    [email],
  )
  return r.rows[0]
}

/** Finds the user holding a token hash in one of the token columns. */
export async function findUserByToken(
  q: Queryable,
  column: 'confirmation_token' | 'recovery_token' | 'email_change_token_new',
  hash: string,
): Promise<UserRow | undefined> {
  const r = await q.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where ${column} = $1 and $1 <> ''`,
    [hash],
  )
  return r.rows[0]
}

/** Fields for a new user. */
export interface NewUser {
  id: string
  email: string | null
  passwordHash: string | null
  userMetadata: Record<string, unknown>
  appMetadata: Record<string, unknown>
  confirmedAt: Date | null
  invitedAt?: Date | null
  isAnonymous?: boolean
  bannedUntil?: Date | null
  now: Date
}

/** Inserts a user and, for email users, their `email` identity. */
export async function insertUser(q: Queryable, u: NewUser): Promise<UserRow> {
  await q.query(
    `insert into auth.users (id, email, encrypted_password, raw_user_meta_data, raw_app_meta_data,
       email_confirmed_at, invited_at, is_anonymous, banned_until, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [
      u.id,
      u.email,
      u.passwordHash,
      JSON.stringify(u.userMetadata),
      JSON.stringify(u.appMetadata),
      u.confirmedAt,
      u.invitedAt ?? null,
      u.isAnonymous ?? false,
      u.bannedUntil ?? null,
      u.now,
    ],
  )
  if (u.email) {
    await q.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
       values ($1::text, $1::uuid, $2, 'email', $3, $3)`,
      [
        u.id,
        JSON.stringify({
          sub: u.id,
          email: u.email,
          email_verified: u.confirmedAt !== null,
          phone_verified: false,
        }),
        u.now,
      ],
    )
  }
  const row = await findUserById(q, u.id)
  if (!row) throw new Error('user vanished after insert')
  return row
}

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : undefined)

/** Drops undefined values so `*_at` fields are omitted when null, as GoTrue's omitempty does. */
function compact(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, value]) => value !== undefined))
}

/** The GoTrue JSON shape of a user (sheet §2.2), identities included. */
export async function userJson(q: Queryable, user: UserRow): Promise<Record<string, unknown>> {
  const ids = await q.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at,
            updated_at, email
     from auth.identities where user_id = $1 order by created_at`,
    [user.id],
  )
  return compact({
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    invited_at: iso(user.invited_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: ids.rows.map((i) =>
      compact({
        identity_id: i.id,
        id: i.provider_id,
        user_id: i.user_id,
        identity_data: i.identity_data,
        provider: i.provider,
        last_sign_in_at: iso(i.last_sign_in_at),
        created_at: iso(i.created_at),
        updated_at: iso(i.updated_at),
        email: i.email ?? undefined,
      }),
    ),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    is_anonymous: user.is_anonymous,
  })
}

/** Whether the user is banned at `now`. */
export function isBanned(user: UserRow, now: number): boolean {
  return user.banned_until !== null && new Date(user.banned_until).getTime() > now
}
