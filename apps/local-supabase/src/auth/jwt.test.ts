import { decodeJwt } from 'jose'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createJwtVerifier, deriveApiKeys, generateJwtSecret, signJwt } from '../index'

describe('JWT keys and verification', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('derives the same anon and service_role keys from the same secret', async () => {
    const secret = generateJwtSecret()
    const a = await deriveApiKeys(secret)
    const b = await deriveApiKeys(secret)
    expect(a).toEqual(b)
    expect(decodeJwt(a.anonKey)).toMatchObject({ role: 'anon' })
    expect(decodeJwt(a.serviceRoleKey)).toMatchObject({ role: 'service_role' })
    expect(decodeJwt(a.anonKey).sub).toBeUndefined()
    const other = await deriveApiKeys(generateJwtSecret())
    expect(other.anonKey).not.toBe(a.anonKey)
  })

  it('accepts its own keys and refuses tokens signed with another secret', async () => {
    const secret = generateJwtSecret()
    const keys = await deriveApiKeys(secret)
    const verify = createJwtVerifier(secret)
    expect(await verify(keys.serviceRoleKey)).toMatchObject({
      ok: true,
      claims: { role: 'service_role' },
    })
    const foreign = await deriveApiKeys(generateJwtSecret())
    expect(await verify(foreign.anonKey)).toEqual({ ok: false, reason: 'invalid' })
    expect(await verify('a.b.c')).toEqual({ ok: false, reason: 'invalid' })
  })

  it('reports expiry after exp plus 30 s of skew, using the injected clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'))
    const secret = generateJwtSecret()
    const now = Math.floor(Date.now() / 1000)
    const token = await signJwt(secret, {
      sub: 'u',
      role: 'authenticated',
      iat: now,
      exp: now + 60,
    })
    const verify = createJwtVerifier(secret, () => Date.now())
    expect((await verify(token)).ok).toBe(true)
    vi.setSystemTime(new Date('2026-03-01T12:01:20Z'))
    expect((await verify(token)).ok).toBe(true)
    vi.setSystemTime(new Date('2026-03-01T12:01:31Z'))
    expect(await verify(token)).toEqual({ ok: false, reason: 'expired' })
  })

  it('defaults the role claim to anon like PostgREST', async () => {
    const secret = generateJwtSecret()
    const token = await signJwt(secret, { sub: 'x' })
    expect(await createJwtVerifier(secret)(token)).toMatchObject({
      ok: true,
      claims: { role: 'anon', sub: 'x' },
    })
  })
})

describe('JWT verification cache', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('still reports expiry for a token it verified before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'))
    const secret = generateJwtSecret()
    const now = Math.floor(Date.now() / 1000)
    const token = await signJwt(secret, { role: 'authenticated', iat: now, exp: now + 10 })
    const verify = createJwtVerifier(secret, () => Date.now())
    expect((await verify(token)).ok).toBe(true)
    expect((await verify(token)).ok).toBe(true)
    vi.setSystemTime(new Date('2026-03-01T12:00:41Z'))
    expect(await verify(token)).toEqual({ ok: false, reason: 'expired' })
  })
})
