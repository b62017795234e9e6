import { isJsonType, mediaType } from '../gateway/content-type'
import { MAX_JSON_DEPTH, scanJson } from '../json-limits'
import { RestError } from './errors'

/*
 * HTTP plumbing shared by the table and RPC handlers: content negotiation, bounded body reading,
 * range headers and response construction.
 */

/** Largest accepted request body (1 MiB). */
const MAX_BODY_BYTES = 1024 * 1024
/** The only schema exposed through `/rest/v1`. */
export const EXPOSED_SCHEMA = 'public'

const JSON_TYPE = 'application/json; charset=utf-8'
const OBJECT_TYPE = 'application/vnd.pgrst.object+json; charset=utf-8'

/** Whether the client asked for one object (`.single()`) or an array. */
export type ResponseForm = 'array' | 'object'

/** Reads `Accept`; 406 PGRST107 for media types this server cannot produce. */
export function negotiate(accept: string | undefined): ResponseForm {
  if (accept === undefined || accept.trim() === '') return 'array'
  const types = accept.split(',').map((t) => (t.split(';')[0] ?? '').trim().toLowerCase())
  if (
    types.some(
      (t) => t === 'application/vnd.pgrst.object+json' || t === 'application/vnd.pgrst.object',
    )
  ) {
    return 'object'
  }
  const arrayTypes = [
    '*/*',
    'application/*',
    'application/json',
    'application/vnd.pgrst.array+json',
  ]
  if (types.some((t) => arrayTypes.includes(t))) return 'array'
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`)
}

/** Checks `Accept-Profile`/`Content-Profile`; only `public` is exposed. */
export function checkProfile(profile: string | undefined): void {
  if (profile === undefined || profile === EXPOSED_SCHEMA) return
  throw new RestError(406, 'PGRST106', `Invalid schema: ${profile}`, {
    hint: `Only the following schemas are exposed: ${EXPOSED_SCHEMA}`,
  })
}

function bodyTooLarge(): RestError {
  return new RestError(413, 'PGRST413', 'Payload Too Large', {
    details: `The request body exceeds ${MAX_BODY_BYTES} bytes`,
    // The rest of the body is never read, so the connection cannot be reused.
    headers: { Connection: 'close' },
  })
}

/** Reads the body as text, refusing more than {@link MAX_BODY_BYTES} without buffering it all. */
export async function readBody(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_BODY_BYTES) throw bodyTooLarge()
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_BODY_BYTES) {
      await reader.cancel()
      throw bodyTooLarge()
    }
    chunks.push(value)
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks))
}

/** 415 for a body this API cannot read (CSV and forms are not implemented here). */
export function unsupportedMediaType(type: string): RestError {
  return new RestError(
    415,
    'PGRST107',
    type === ''
      ? 'The request body has no Content-Type'
      : `The request's Content-Type '${type}' is not supported`,
    { hint: 'Send the body as application/json' },
  )
}

/** 413 for a write of more rows than the server takes in one request. */
export function tooManyRows(rows: number, maxRows: number): RestError {
  return new RestError(413, 'PGRST413', 'Payload Too Large', {
    details: `A request may write at most ${maxRows} rows; this one has ${rows}`,
    hint: 'Send the rows in smaller batches',
  })
}

/**
 * Parses a JSON body: 415 for a body that is not declared as JSON, 400 PGRST102 for invalid JSON
 * or JSON nested deeper than {@link MAX_JSON_DEPTH} levels, 413 for a top-level array of more than
 * `maxRows` elements (both checked on the raw text, before parsing).
 */
export function parseJsonBody(
  text: string,
  contentType: string | undefined,
  emptyAs?: unknown,
  maxRows?: number,
): unknown {
  const type = mediaType(contentType)
  if (text.trim() === '') {
    if (emptyAs !== undefined) return emptyAs
    throw new RestError(400, 'PGRST102', 'Empty or invalid json')
  }
  if (!isJsonType(type)) throw unsupportedMediaType(type)
  const shape = scanJson(text)
  if (shape.tooDeep) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', {
      details: `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`,
    })
  }
  if (maxRows !== undefined && shape.items !== null && shape.items > maxRows) {
    throw tooManyRows(shape.items, maxRows)
  }
  try {
    return JSON.parse(text) as unknown
  } catch (e) {
    throw new RestError(400, 'PGRST102', 'Empty or invalid json', {
      details: e instanceof Error ? e.message : null,
    })
  }
}

/** A `Range: 0-9` header, as offset and limit. */
export function parseRangeHeader(
  range: string | undefined,
): { offset: number; limit?: number } | null {
  if (range === undefined) return null
  const match = /^(?:items=)?\s*(\d{1,15})-(\d{0,15})\s*$/.exec(range)
  if (!match) return null
  const offset = Number(match[1])
  if (match[2] === '' || match[2] === undefined) return { offset }
  const last = Number(match[2])
  if (last < offset) return null
  return { offset, limit: last - offset + 1 }
}

/** `Content-Range` for `count` rows starting at `offset`, out of `total` (unknown: `*`). */
export function contentRange(offset: number, count: number, total: number | null): string {
  const all = total === null ? '*' : String(total)
  return count === 0 ? `*/${all}` : `${offset}-${offset + count - 1}/${all}`
}

/** A JSON (or empty) response with PostgREST's headers. */
export function respond(
  status: number,
  body: string | null,
  headers: Record<string, string>,
  form: ResponseForm = 'array',
): Response {
  const h = new Headers(headers)
  if (body !== null) h.set('Content-Type', form === 'object' ? OBJECT_TYPE : JSON_TYPE)
  return new Response(body, { status, headers: h })
}

/** The error response PostgREST sends: the four-key body plus `Proxy-Status`. */
export function errorResponse(error: RestError, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(error.toBody()), {
    status: error.status,
    headers: {
      ...extra,
      ...error.headers,
      'Content-Type': JSON_TYPE,
      'Proxy-Status': `PostgREST; error=${error.code}`,
    },
  })
}

/** 406 PGRST116 for `.single()` when the row count is not one. */
export function singularityError(rows: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', {
    details: `The result contains ${rows} rows`,
  })
}
