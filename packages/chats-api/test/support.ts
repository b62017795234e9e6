/** Helpers for tests against the real local backend (startTestServer + supabase-js). */
import type { TestServer } from '@fabula/local-supabase/testing'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'

/** A signed-in account with its own supabase-js client (REST and Realtime use its token). */
export interface Account {
  id: string
  email: string
  accessToken: string
  client: SupabaseClient
}

let counter = 0

/** Creates a confirmed account (staff `role` in app_metadata, or a learner) and signs it in. */
export async function account(
  server: TestServer,
  role?: 'superadmin' | 'admin' | 'manager' | 'cashier',
  name?: string,
): Promise<Account> {
  counter += 1
  const email = `${name ?? role ?? 'learner'}${counter}@example.test`
  const password = 'correct-horse-battery'
  const user = await server.createUser({ email, password, ...(role ? { role } : {}) })
  const client = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  })
  const { data, error } = await client.auth.signInWithPassword({ email, password })
  if (error || !data.session) throw error ?? new Error('no session')
  // supabase-js hands the session's token to Realtime on the sign-in event; wait until it has.
  await client.realtime.setAuth(data.session.access_token)
  return { id: user.id, email, accessToken: data.session.access_token, client }
}

/** Polls until `check` holds (live events arrive asynchronously). */
export async function waitFor(check: () => boolean, what: string, timeoutMs = 5000) {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
