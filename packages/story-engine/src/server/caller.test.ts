import { describe, expect, it } from 'vitest'
import { callerId } from './caller'

/** An unsigned token with these claims: the signature is the gateway's business, not ours. */
function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `Bearer ${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`
}

describe('callerId', () => {
  it('reads the subject of an authenticated user token', () => {
    expect(callerId(token({ sub: 'user-1', role: 'authenticated' }))).toBe('user-1')
  })

  it('decodes base64url payloads with - and _ in them', () => {
    // "ü?>" and friends produce + and / in plain base64, - and _ in base64url.
    const sub = 'ü?>ü?>ü?>'
    expect(callerId(token({ sub, role: 'authenticated' }))).toBe(sub)
  })

  it.each([
    ['no header', null],
    ['not a bearer token', 'Basic abc'],
    ['the anon key', token({ role: 'anon' })],
    ['a service token without subject', token({ role: 'service_role' })],
    ['a subject that is not text', token({ sub: 7, role: 'authenticated' })],
    ['a payload that is not JSON', 'Bearer a.bm90IGpzb24.c'],
    ['a token without payload', 'Bearer abc'],
  ])('yields nothing for %s', (_name, header) => {
    expect(callerId(header)).toBeUndefined()
  })
})
