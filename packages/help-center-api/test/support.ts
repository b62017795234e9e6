/** Helpers for tests against the real local backend (startTestServer + supabase-js). */
import type { TestServer } from '@fabula/local-supabase/testing'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'

/** A signed-in account with a client that records every response body it receives. */
export interface Account {
  id: string
  email: string
  accessToken: string
  client: SupabaseClient
  /** Every response body this account's client has received, as text. */
  bodies: string[]
}

let counter = 0

/**
 * Creates a confirmed account (staff `role` in app_metadata, or a learner), signs it in and,
 * for learners, writes a complete Spanish learning profile.
 */
export async function account(
  server: TestServer,
  role?: 'superadmin' | 'admin' | 'manager' | 'cashier',
): Promise<Account> {
  counter += 1
  const email = `${role ?? 'learner'}${counter}-${Date.now()}@example.test`
  const password = 'correct-horse-battery'
  const user = await server.createUser({ email, password, ...(role ? { role } : {}) })
  const { data, error } = await server.createClient().auth.signInWithPassword({ email, password })
  if (error || !data.session) throw error ?? new Error('no session')
  const bodies: string[] = []
  const recording: typeof fetch = async (input, init) => {
    const response = await fetch(input, init)
    bodies.push(await response.clone().text())
    return response
  }
  const client = createClient(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    global: { headers: { Authorization: `Bearer ${data.session.access_token}` }, fetch: recording },
  })
  if (!role) {
    const inserted = await client
      .from('profiles')
      .insert({ user_id: user.id, nl: 'en', tl: 'es', lang_lvl: 'A1', lang_sub_lvl: 2 })
    if (inserted.error) throw inserted.error
  }
  return { id: user.id, email, accessToken: data.session.access_token, client, bodies }
}

/** What a function answered: status and JSON body, success and refusal alike. */
export async function call(
  client: SupabaseClient,
  name: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data, error, response } = await client.functions.invoke(name, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined ? {} : { body: body as Record<string, unknown> }),
  })
  if (error) {
    const context = (error as { context?: Response }).context
    if (!context) throw error
    return { status: context.status, body: (await context.json()) as Record<string, unknown> }
  }
  return { status: response?.status ?? 0, body: data as Record<string, unknown> }
}
