import { describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/types'
import { createRestApp } from '../../src/rest/index'
import { statusForSqlState, toRestError } from '../../src/rest/errors'
import { contentRange, negotiate, parseRangeHeader } from '../../src/rest/http'
import { parsePrefer, preferenceApplied } from '../../src/rest/prefer'

describe('SQLSTATE to HTTP status (sheet §3.6)', () => {
  it.each([
    ['23505', 409],
    ['23503', 409],
    ['23502', 400],
    ['23514', 400],
    ['22P02', 400],
    ['42703', 400],
    ['42P01', 404],
    ['42883', 404],
    ['42P17', 500],
    ['P0001', 400],
    ['P0002', 500],
    ['PT402', 402],
    ['25006', 405],
    ['08006', 503],
    ['53300', 503],
    ['53400', 500],
    ['57P01', 503],
    ['40001', 500],
    ['XX000', 500],
    ['28000', 403],
    ['0L000', 403],
  ])('%s → %i', (code, status) => {
    expect(statusForSqlState(code, 'message', false)).toBe(status)
  })

  it('answers 42501 with 401 for anon and 403 for everyone else', () => {
    expect(statusForSqlState('42501', 'permission denied', true)).toBe(401)
    expect(statusForSqlState('42501', 'permission denied', false)).toBe(403)
  })

  it('reads 21000 and 22023 by their message as PostgREST does', () => {
    expect(statusForSqlState('21000', 'DELETE requires a WHERE clause', false)).toBe(400)
    expect(statusForSqlState('21000', 'more than one row returned by a subquery', false)).toBe(500)
    expect(statusForSqlState('22023', 'role "x" does not exist', false)).toBe(401)
    expect(statusForSqlState('22023', 'invalid parameter', false)).toBe(400)
  })

  it('keeps a database error’s fields and hides anything else behind a 500', () => {
    const pg = Object.assign(new Error('boom'), {
      code: '23505',
      detail: 'Key (id)=(1) already exists.',
      hint: undefined,
    })
    expect(toRestError(pg, false).toBody()).toEqual({
      code: '23505',
      message: 'boom',
      details: 'Key (id)=(1) already exists.',
      hint: null,
    })
    const internal = toRestError(new TypeError('secret internals'), false)
    expect(internal.status).toBe(500)
    expect(internal.message).not.toContain('secret')
  })
})

describe('Prefer, Range and Accept', () => {
  it('reads comma-joined preferences, keeps unknown ones aside, and refuses them when strict', () => {
    expect(
      parsePrefer(
        'resolution=merge-duplicates, return=representation,count=exact, bogus=1, return',
      ),
    ).toEqual({
      resolution: 'merge-duplicates',
      return: 'representation',
      count: 'exact',
      invalid: ['bogus=1', 'return'],
    })
    expect(parsePrefer('handling=strict, max-affected=5')).toEqual({
      handling: 'strict',
      maxAffected: 5,
    })
    expect(() => parsePrefer('handling=strict, bogus=1')).toThrow(
      expect.objectContaining({ status: 400, code: 'PGRST122' }),
    )
    expect(preferenceApplied(parsePrefer('return=minimal'), ['return', 'count'])).toBe(
      'return=minimal',
    )
    expect(preferenceApplied({}, ['return'])).toBeNull()
  })

  it('turns Range headers into offset and limit', () => {
    expect(parseRangeHeader('0-9')).toEqual({ offset: 0, limit: 10 })
    expect(parseRangeHeader('5-')).toEqual({ offset: 5 })
    expect(parseRangeHeader('9-2')).toBeNull()
    expect(parseRangeHeader('junk')).toBeNull()
    expect(parseRangeHeader(undefined)).toBeNull()
  })

  it('writes Content-Range like PostgREST', () => {
    expect(contentRange(0, 10, 42)).toBe('0-9/42')
    expect(contentRange(5, 3, null)).toBe('5-7/*')
    expect(contentRange(0, 0, 0)).toBe('*/0')
    expect(contentRange(0, 0, null)).toBe('*/*')
  })

  it('negotiates JSON, the single-object type, and refuses the rest', () => {
    expect(negotiate(undefined)).toBe('array')
    expect(negotiate('*/*')).toBe('array')
    expect(negotiate('application/json;q=0.9')).toBe('array')
    expect(negotiate('application/vnd.pgrst.object+json')).toBe('object')
    expect(() => negotiate('text/csv')).toThrow(/None of these media types are available/)
  })
})

describe('request bodies', () => {
  /** A database that must not be reached: bad bodies are refused before any query. */
  const untouchable: Database = {
    kind: 'pglite',
    query: () => Promise.reject(new Error('database reached')),
    exec: () => Promise.reject(new Error('database reached')),
    transaction: () => Promise.reject(new Error('database reached')),
    pipeline: () => Promise.reject(new Error('database reached')),
    listen: () => Promise.reject(new Error('database reached')),
    close: () => Promise.resolve(),
  }
  const app = createRestApp({
    db: untouchable,
    verifyJwt: () => Promise.resolve({ ok: true, claims: { role: 'anon' } }),
  })

  it('refuses a streamed body over 1 MiB without a Content-Length', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(0x20)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 32) controller.close()
        else {
          sent++
          controller.enqueue(chunk)
        }
      },
    })
    const res = await app.request('http://localhost/notes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ code: 'PGRST413' })
    expect(sent).toBeLessThan(32)
  })

  it('refuses a declared Content-Length over 1 MiB before reading', async () => {
    const res = await app.request('http://localhost/notes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(2 * 1024 * 1024) },
      body: '{}',
    })
    expect(res.status).toBe(413)
    expect(res.headers.get('connection')).toBe('close')
  })

  it('refuses invalid JSON with PGRST102 and never reaches the database', async () => {
    const res = await app.request('http://localhost/notes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":',
    })
    expect(res.status).toBe(400)
    expect(res.headers.get('proxy-status')).toBe('PostgREST; error=PGRST102')
    expect(await res.json()).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' })
  })
})
