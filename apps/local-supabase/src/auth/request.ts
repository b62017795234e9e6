import type { Context } from 'hono'
import * as v from 'valibot'
import { mediaType } from '../gateway/content-type'
import { MAX_JSON_DEPTH, exceedsJsonDepth } from '../json-limits'
import { errors } from './errors'
import type { PkceChallenge } from './mail'

/**
 * Reads a JSON object body; empty → `{}`, malformed or nested deeper than
 * {@link MAX_JSON_DEPTH} → GoTrue's 400 bad_json. A form body (only `/token` lets one through
 * the gateway, as OAuth token endpoints take forms) becomes an object of its fields.
 */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  if (mediaType(c.req.header('content-type')) === FORM_TYPE) {
    return Object.fromEntries(new URLSearchParams(text))
  }
  if (exceedsJsonDepth(text)) {
    throw errors.badJson(`nested deeper than ${MAX_JSON_DEPTH} levels`)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw errors.badJson((error as Error).message)
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw errors.badJson('expected a JSON object')
  }
  return parsed as Record<string, unknown>
}

/** Validates a body against a schema; a type mismatch is a 400 validation_failed, never a 500. */
export function parseBody<S extends v.GenericSchema>(
  schema: S,
  body: Record<string, unknown>,
): v.InferOutput<S> {
  const result = v.safeParse(schema, body)
  if (!result.success) {
    const issue = result.issues[0]
    const path = issue.path?.map((p: { key: unknown }) => String(p.key)).join('.') ?? 'body'
    throw errors.validation(`Invalid value for ${path}: ${issue.message}`)
  }
  return result.output
}

/** The form media type GoTrue's token endpoint takes besides JSON. */
export const FORM_TYPE = 'application/x-www-form-urlencoded'

/** An optional string that auth-js may send as `null`. */
export const OptionalStringSchema = v.nullish(v.string())
/** An optional JSON object (metadata). */
export const MetadataSchema = v.nullish(v.record(v.string(), v.unknown()))

/**
 * The grammar of a valid e-mail address in the HTML standard, which GoTrue's format check
 * applies: a local part of letters, digits and ``.!#$%&'*+/=?^_`{|}~-``, then labels of letters,
 * digits and inner hyphens. So `xx:;x@x.x` is refused, as on hosted Supabase.
 */
const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i

/** Lower-cases and validates an email like GoTrue's validateEmail. */
export function normalizeEmail(email: string | null | undefined): string {
  const trimmed = (email ?? '').trim().toLowerCase()
  if (trimmed === '') throw errors.validation('An email address is required')
  if (trimmed.length > 255) throw errors.validation('An email address is too long')
  if (!EMAIL_PATTERN.test(trimmed)) {
    throw errors.validation('Unable to validate email address: invalid format')
  }
  return trimmed
}

const CHALLENGE_PATTERN = /^[A-Za-z0-9._~-]{43,128}$/

/** Validates the optional PKCE pair (sheet §2.1 PKCE rows). */
export function readPkce(body: {
  code_challenge?: string | null
  code_challenge_method?: string | null
}): PkceChallenge | undefined {
  const challenge = body.code_challenge ?? ''
  const method = (body.code_challenge_method ?? '').toLowerCase()
  if (!challenge && !method) return undefined
  if (!challenge || !method) {
    throw errors.validation('PKCE flow requires code_challenge_method and code_challenge')
  }
  if (!CHALLENGE_PATTERN.test(challenge)) {
    throw errors.validation('code challenge has to be between 43 and 128 characters')
  }
  if (method !== 's256' && method !== 'plain') {
    throw errors.validation(`code challenge method not supported: ${method}`)
  }
  return { challenge, method }
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Picks the redirect target: the requested URL when it is local or on the site's origin (the dev
 * stand-in for GoTrue's allow list), otherwise the site URL.
 */
export function resolveRedirect(requested: string | undefined, siteUrl: string): string {
  if (!requested) return siteUrl
  try {
    const url = new URL(requested)
    const site = new URL(siteUrl)
    const okProtocol = url.protocol === 'http:' || url.protocol === 'https:'
    if (okProtocol && (LOCAL_HOSTS.has(url.hostname) || url.origin === site.origin)) {
      return url.toString()
    }
  } catch {
    // Not a URL: fall through to the site URL, as GoTrue does.
  }
  return siteUrl
}

/** The Bearer token of the request, if any. */
export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('Authorization') ?? ''
  const match = /^Bearer\s+(\S+)$/i.exec(header)
  return match?.[1]
}
