import type { Context } from 'hono'
import { mediaType } from '../gateway/content-type'
import { failures } from './errors'

/** An upload's bytes and the details that travel with them. */
export interface UploadBody {
  /** The bytes, read lazily so they can be counted against the limit while they arrive. */
  bytes: AsyncIterable<Uint8Array> | null
  /** The object's content type as sent (`audio/mpeg`, `text/plain;charset=UTF-8` …). */
  contentType: string
  /** The `Cache-Control` value served with the object. */
  cacheControl: string
  /** The caller's own metadata (`x-metadata` or the form's `metadata` field). */
  userMetadata: Record<string, unknown> | undefined
}

/** Room for the multipart envelope (boundaries, part headers, small fields) around the file. */
const MULTIPART_OVERHEAD = 64 * 1024
/** A content type: `type/subtype` and optional parameters, printable ASCII. */
const CONTENT_TYPE = /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+(\s*;[\x20-\x7e]*)?$/
/** Longest content type or cache-control value kept (they are echoed as response headers). */
const MAX_HEADER_VALUE = 255
/** Largest user metadata, as JSON (hosted Storage allows 1 MB; audio timings need far less). */
const MAX_METADATA_BYTES = 64 * 1024

function checkContentType(type: string): string {
  const value = type.trim()
  if (value.length > MAX_HEADER_VALUE || !CONTENT_TYPE.test(value))
    throw failures.invalidMime(value)
  return value
}

/** `3600` (the form field) becomes `max-age=3600`; a header is kept as it came, if printable. */
function checkCacheControl(value: string | undefined): string {
  if (value === undefined || value === '') return 'no-cache'
  const text = /^\d+$/.test(value) ? `max-age=${value}` : value
  if (text.length > MAX_HEADER_VALUE || !/^[\x20-\x7e]+$/.test(text)) {
    throw failures.invalidParameter('Invalid cache control')
  }
  return text
}

function parseMetadata(json: string): Record<string, unknown> {
  if (Buffer.byteLength(json) > MAX_METADATA_BYTES) {
    throw failures.invalidParameter('Metadata is larger than 64 KiB')
  }
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch {
    throw failures.invalidParameter('Metadata is not JSON')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw failures.invalidParameter('Metadata must be a JSON object')
  }
  return value as Record<string, unknown>
}

/** Counts bytes as they pass and fails the stream past `limit`, so a form parser cannot buffer more. */
function limited(body: ReadableStream<Uint8Array>, limit: number, limitText: string) {
  let seen = 0
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength
        if (seen > limit) controller.error(failures.tooLarge(limitText))
        else controller.enqueue(chunk)
      },
    }),
  )
}

async function* iterate(stream: ReadableStream<Uint8Array>): AsyncIterable<Uint8Array> {
  const reader = stream.getReader()
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      yield value
    }
  } finally {
    reader.releaseLock()
  }
}

/**
 * Reads an upload as supabase-js sends it: a raw body with `Content-Type`, `Cache-Control` and
 * `x-metadata` (base64 JSON) headers, or — for a `Blob`, `File` or `FormData` — a multipart form
 * whose file part carries the type and whose `cacheControl` and `metadata` fields the rest. A
 * declared length over `limit` is refused before anything is read.
 */
export async function readUpload(
  c: Context,
  limit: number,
  limitText: string,
): Promise<UploadBody> {
  const declared = Number(c.req.header('content-length') ?? 'NaN')
  const type = c.req.header('content-type') ?? 'application/octet-stream'
  const isForm = mediaType(type) === 'multipart/form-data'
  if (Number.isFinite(declared) && declared > limit + (isForm ? MULTIPART_OVERHEAD : 0)) {
    c.header('Connection', 'close')
    throw failures.tooLarge(limitText)
  }
  const raw = c.req.raw.body
  if (!isForm) {
    const encoded = c.req.header('x-metadata')
    return {
      bytes: raw ? iterate(raw) : null,
      contentType: checkContentType(type),
      cacheControl: checkCacheControl(c.req.header('cache-control')),
      userMetadata:
        encoded === undefined
          ? undefined
          : parseMetadata(Buffer.from(encoded, 'base64').toString('utf8')),
    }
  }
  if (!raw) throw failures.invalidRequest('No content provided')
  let form: FormData
  try {
    form = await new Request('http://storage.local/', {
      method: 'POST',
      headers: { 'content-type': type },
      body: limited(raw, limit + MULTIPART_OVERHEAD, limitText),
      duplex: 'half',
    } as RequestInit).formData()
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause
    if (cause instanceof Error && cause.name === 'StorageFailure') throw cause
    if (error instanceof Error && error.name === 'StorageFailure') throw error
    throw failures.invalidRequest('The multipart body could not be read')
  }
  let file: File | undefined
  for (const value of form.values()) {
    if (typeof value !== 'string') {
      file = value
      break
    }
  }
  if (!file) throw failures.invalidRequest('No file in the multipart body')
  if (file.size > limit) throw failures.tooLarge(limitText)
  const field = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  const metadata = field('metadata')
  return {
    bytes: iterate(file.stream()),
    contentType: checkContentType(file.type || 'application/octet-stream'),
    cacheControl: checkCacheControl(field('cacheControl')),
    userMetadata: metadata === undefined ? undefined : parseMetadata(metadata),
  }
}
