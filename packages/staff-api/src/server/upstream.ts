/**
 * The two services the function talks to, over plain `fetch` so the same code runs on Deno
 * (Supabase Edge Functions) and Node (the local backend) without supabase-js: the auth server
 * (who the caller is; the admin API with the service key) and PostgREST (the directory and the
 * audit trail, with the service key).
 */

/** A failed call to the auth server or PostgREST: its status and error code. */
export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message)
    this.name = 'UpstreamError'
  }
}

/** Where the services are and the keys to use. */
export interface UpstreamConfig {
  url: string
  anonKey: string
  serviceRoleKey: string
  fetch?: typeof fetch
}

/** An auth user as the function reads it. */
export interface AuthUser {
  id: string
  email?: string
  app_metadata?: Record<string, unknown>
  banned_until?: string
}

async function failure(response: Response): Promise<UpstreamError> {
  let body: { code?: unknown; error_code?: unknown; msg?: unknown; message?: unknown } = {}
  try {
    body = (await response.json()) as typeof body
  } catch {
    // Not JSON: keep the status only.
  }
  const code = [body.error_code, body.code].find((c) => typeof c === 'string') as string | undefined
  const message = [body.message, body.msg].find((m) => typeof m === 'string') as string | undefined
  return new UpstreamError(response.status, code, message ?? `HTTP ${response.status}`)
}

/** The services, bound to one configuration. */
export function createUpstream(config: UpstreamConfig) {
  const doFetch = config.fetch ?? fetch
  const base = config.url.replace(/\/+$/, '')
  const service = {
    apikey: config.serviceRoleKey,
    authorization: `Bearer ${config.serviceRoleKey}`,
    'content-type': 'application/json',
    // GoTrue answers with `code` (not the legacy `error_code`) when it sees an API version.
    'x-supabase-api-version': '2024-01-01',
  }

  async function call<R>(path: string, init: RequestInit): Promise<R> {
    const response = await doFetch(`${base}${path}`, init)
    if (!response.ok) throw await failure(response)
    const text = await response.text()
    return (text ? JSON.parse(text) : null) as R
  }

  return {
    /** The caller behind an `Authorization` header, as the auth server has them now. */
    caller(authorization: string): Promise<AuthUser> {
      return call('/auth/v1/user', {
        headers: { apikey: config.anonKey, authorization, 'x-supabase-api-version': '2024-01-01' },
      })
    },
    /** Invites an address (creates the account if needed and mails the link). */
    invite(email: string, data: Record<string, unknown>, redirectTo?: string): Promise<AuthUser> {
      const query = redirectTo ? `?redirect_to=${encodeURIComponent(redirectTo)}` : ''
      return call(`/auth/v1/invite${query}`, {
        method: 'POST',
        headers: service,
        body: JSON.stringify({ email, data }),
      })
    },
    /** Changes an account with the admin API (`app_metadata`, `ban_duration`, …). */
    updateUser(id: string, patch: Record<string, unknown>): Promise<AuthUser> {
      return call(`/auth/v1/admin/users/${encodeURIComponent(id)}`, {
        method: 'PUT',
        headers: service,
        body: JSON.stringify(patch),
      })
    },
    /** Deletes an account with the admin API. */
    async deleteUser(id: string): Promise<void> {
      await call(`/auth/v1/admin/users/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        headers: service,
      })
    },
    /** Reads rows with the service key (`GET /rest/v1/<table>?<filters>`). */
    select<R>(table: string, filters: Record<string, string>): Promise<R[]> {
      return call(`/rest/v1/${table}?${new URLSearchParams(filters).toString()}`, {
        headers: { ...service, accept: 'application/json' },
      })
    },
    /** Inserts rows with the service key. */
    async insert(table: string, rows: readonly object[]): Promise<void> {
      await call(`/rest/v1/${table}`, {
        method: 'POST',
        headers: { ...service, prefer: 'return=minimal' },
        body: JSON.stringify(rows),
      })
    },
  }
}

/** The services made by {@link createUpstream}. */
export type Upstream = ReturnType<typeof createUpstream>
