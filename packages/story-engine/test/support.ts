/** Helpers for tests against the real local backend (startTestServer + supabase-js). */
import type { SupabaseClient } from '@supabase/supabase-js'
import type { TestServer } from '@fabula/local-supabase/testing'

/** A signed-in learner. */
export interface SignedIn {
  id: string
  email: string
  accessToken: string
  client: SupabaseClient
}

let counter = 0

/** Creates a confirmed user, signs in and (optionally) writes a learning profile. */
export async function signIn(
  server: TestServer,
  options: { role?: string; profile?: Record<string, unknown> | null } = {},
): Promise<SignedIn> {
  counter += 1
  const email = `learner${counter}-${Date.now()}@example.test`
  const password = 'correct-horse-battery'
  const user = await server.createUser({
    email,
    password,
    ...(options.role ? { role: options.role } : {}),
  })
  const { data, error } = await server.createClient().auth.signInWithPassword({ email, password })
  if (error || !data.session) throw error ?? new Error('no session')
  const client = server.createClient(data.session.access_token)
  const profile =
    options.profile === undefined
      ? { nl: 'en', tl: 'es', lang_lvl: 'A1', lang_sub_lvl: 2 }
      : options.profile
  if (profile) {
    const inserted = await client.from('profiles').insert({ user_id: user.id, ...profile })
    if (inserted.error) throw inserted.error
  }
  return { id: user.id, email, accessToken: data.session.access_token, client }
}

/** What the function answered: status and JSON body, for success and error alike. */
export async function invoke(
  client: SupabaseClient,
  body: unknown,
  method: 'POST' | 'GET' = 'POST',
  query = '',
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const { data, error, response } = await client.functions.invoke(`generate-story${query}`, {
    method,
    ...(method === 'POST' ? { body: body as Record<string, unknown> } : {}),
  })
  if (error) {
    const context = (error as { context?: Response }).context
    if (!context) throw error
    return {
      status: context.status,
      body: (await context.json()) as Record<string, unknown>,
      headers: context.headers,
    }
  }
  return {
    status: response?.status ?? 0,
    body: data as Record<string, unknown>,
    headers: response?.headers ?? new Headers(),
  }
}

/** The request view the function returns. */
export interface RequestView {
  id: string
  status: string
  stage: string
  progress: number
  error: { code: string; message: string } | null
  partial_text: string | null
  story_id: string | null
  provider: string | null
}

/** GET ?request=<id>. */
export async function poll(client: SupabaseClient, id: string): Promise<RequestView> {
  const result = await invoke(client, undefined, 'GET', `?request=${id}`)
  if (result.status !== 200) throw new Error(`poll answered ${result.status}`)
  return result.body.request as RequestView
}

/** Polls until `done(view)` or the deadline. */
export async function waitFor(
  client: SupabaseClient,
  id: string,
  done: (view: RequestView) => boolean,
  timeoutMs = 20_000,
): Promise<RequestView> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const view = await poll(client, id)
    if (done(view)) return view
    if (Date.now() > deadline) throw new Error(`request ${id} still ${view.status}/${view.stage}`)
    await new Promise((resolve) => setTimeout(resolve, 40))
  }
}

/** Terminal statuses. */
export const finished = (view: RequestView) =>
  ['succeeded', 'failed', 'canceled'].includes(view.status)
