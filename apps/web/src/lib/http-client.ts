/** Anti-forgery cookie the server sets and the header that must mirror it (double submit). */
export const CSRF_COOKIE = 'fabula-csrf'
export const CSRF_HEADER = 'X-CSRF-Token'

/** A non-2xx answer; `status` feeds the same query error rules as supabase-js errors. */
export class HttpError extends Error {
  override readonly name = 'HttpError'
  constructor(
    readonly status: number,
    readonly body: unknown,
    message = `HTTP ${status}`,
  ) {
    super(message)
  }
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

/** Options of one request: JSON in, JSON out; no time-out by design (seed §7). */
export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
}

/**
 * A small JSON client for calls outside supabase-js. Unsafe methods carry the anti-forgery
 * cookie's value in `X-CSRF-Token`; cookies are sent same-origin only.
 */
export function createHttpClient(baseUrl = '', fetcher: typeof fetch = (...a) => fetch(...a)) {
  return async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? 'GET'
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers }
    if (options.body !== undefined) headers['Content-Type'] = 'application/json'
    if (method !== 'GET') {
      const token = readCookie(CSRF_COOKIE)
      if (token) headers[CSRF_HEADER] = token
    }
    const response = await fetcher(`${baseUrl}${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    })
    const text = await response.text()
    const body: unknown = text ? safeJson(text) : undefined
    if (!response.ok) throw new HttpError(response.status, body)
    return body as T
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return text
  }
}
