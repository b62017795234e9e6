import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  AppError,
  ERROR_CODE_LIST,
  ERROR_ID_PATTERN,
  MAX_RETRIES,
  canRetry,
  categoryOf,
  createErrorId,
  createErrorRecord,
  getUserMessage,
  isErrorId,
  isErrorRecord,
  isRetryableCode,
  normalizeError,
  recoveryFor,
  severityOf,
  withRetry,
} from './index.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('createErrorId', () => {
  it('is ERR- and 8 Crockford base32 characters', () => {
    for (let i = 0; i < 200; i++) expect(createErrorId()).toMatch(/^ERR-[0-9A-HJKMNP-TV-Z]{8}$/)
  })

  it('maps each random byte to one character by its low five bits', () => {
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(
      <T extends ArrayBufferView | null>(array: T): T => {
        ;(array as unknown as Uint8Array).set([0, 9, 10, 17, 31, 32, 255, 200])
        return array
      },
    )
    // 0→0, 9→9, 10→A, 17→H, 31→Z, 32→0, 255→Z, 200 (=6*32+8)→8
    expect(createErrorId()).toBe('ERR-09AHZ0Z8')
  })

  it('does not repeat across many IDs', () => {
    const ids = new Set(Array.from({ length: 2000 }, createErrorId))
    expect(ids.size).toBe(2000)
  })

  it.each([
    ['ERR-7KQ2M9XD', true],
    ['ERR-7kq2m9xd', false],
    ['ERR-7KQ2M9X', false],
    ['ERR-7KQ2M9XDA', false],
    ['ERR-OILU0000', false],
    ['7KQ2M9XD', false],
    [42, false],
  ] as const)('isErrorId(%j) is %s', (value, valid) => {
    expect(isErrorId(value)).toBe(valid)
    if (typeof value === 'string') expect(ERROR_ID_PATTERN.test(value)).toBe(valid)
  })
})

describe('createErrorRecord', () => {
  it.each(ERROR_CODE_LIST)('%s carries every §3 field from the catalogue', (code) => {
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00.000Z') })
    const record = createErrorRecord({ code, context: { lessonId: 'l1' } })
    expect(record).toEqual({
      id: expect.stringMatching(ERROR_ID_PATTERN),
      code,
      message: getUserMessage(code),
      userMessage: getUserMessage(code),
      category: categoryOf(code),
      severity: severityOf(code),
      recoveryStrategy: recoveryFor(categoryOf(code)).strategy,
      context: { lessonId: 'l1' },
      isRetryable: isRetryableCode(code),
      maxRetries: 3,
      retryCount: 0,
      timestamp: '2026-03-01T12:00:00.000Z',
    })
    expect(isErrorRecord(record)).toBe(true)
  })

  it('takes the technical message from the input, else from the cause', () => {
    expect(createErrorRecord({ code: 'SYNC_FAILURE', message: 'queue stuck' }).message).toBe(
      'queue stuck',
    )
    expect(
      createErrorRecord({ code: 'SYNC_FAILURE', cause: new Error('socket closed') }).message,
    ).toBe('socket closed')
    expect(createErrorRecord({ code: 'SYNC_FAILURE', cause: 'plain text' }).message).toBe(
      'plain text',
    )
  })

  it('copies the context so later changes to the input do not leak in', () => {
    const context: Record<string, unknown> = { a: 1 }
    const record = createErrorRecord({ code: 'SYNC_FAILURE', context })
    context.b = 2
    expect(record.context).toEqual({ a: 1 })
  })

  it('counts retries up to maxRetries for retryable errors only', () => {
    let record = createErrorRecord({ code: 'NETWORK_UNAVAILABLE' })
    expect(MAX_RETRIES).toBe(3)
    for (let i = 0; i < 3; i++) {
      expect(canRetry(record)).toBe(true)
      record = withRetry(record)
    }
    expect(record.retryCount).toBe(3)
    expect(canRetry(record)).toBe(false)
    expect(canRetry(createErrorRecord({ code: 'DATA_NOT_FOUND' }))).toBe(false)
  })

  it('rejects malformed records', () => {
    const record = createErrorRecord({ code: 'SYNC_FAILURE' })
    expect(isErrorRecord({ ...record, code: 'NOPE' })).toBe(false)
    expect(isErrorRecord({ ...record, retryCount: -1 })).toBe(false)
    expect(isErrorRecord({ code: 'SYNC_FAILURE' })).toBe(false)
  })
})

describe('AppError', () => {
  it('is an Error carrying a catalogue record', () => {
    const cause = new Error('row missing')
    const error = new AppError('DATA_NOT_FOUND', { context: { lessonId: 'l1' }, cause })
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('AppError')
    expect(error.code).toBe('DATA_NOT_FOUND')
    expect(error.message).toBe('row missing')
    expect(error.cause).toBe(cause)
    expect(error.record).toMatchObject({
      code: 'DATA_NOT_FOUND',
      userMessage: 'The requested data was not found.',
      category: 'data',
      severity: 'low',
      context: { lessonId: 'l1' },
    })
  })

  it('defaults its message to the user message', () => {
    expect(new AppError('DUPLICATE_VALUE').message).toBe('This value already exists.')
  })

  it('normalises to its own record, with extra context merged', () => {
    const error = new AppError('RESOURCE_CONFLICT', { context: { a: 1 } })
    const record = normalizeError(error, { route: '/x' })
    expect(record.id).toBe(error.record.id)
    expect(record.code).toBe('RESOURCE_CONFLICT')
    expect(record.context).toEqual({ a: 1, route: '/x' })
    expect(error.record.context).toEqual({ a: 1 })
  })
})
