// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  cookieMaxAge,
  createCookieStore,
  createMemoryCookieJar,
  isSensitiveCookieName,
  parseCookies,
  type CookieLocation,
} from './index.js'

const HTTPS: CookieLocation = { protocol: 'https:', hostname: 'app.example' }

function setup(options: { secret?: string; location?: CookieLocation } = {}) {
  const jar = createMemoryCookieJar()
  const cookies = createCookieStore({
    jar,
    location: options.location ?? HTTPS,
    secret: options.secret,
  })
  return { jar, cookies }
}

describe('cookie attributes (seed spec §9)', () => {
  it('writes SameSite=Strict, Secure on https and a 7-day default max age', async () => {
    const { jar, cookies } = setup()
    await cookies.set('sidebar', 'open')
    expect(jar.writes).toEqual(['sidebar=open; Path=/; Max-Age=604800; SameSite=Strict; Secure'])
  })

  it('sets Secure on http://localhost but not on other plain-http hosts', async () => {
    const local = setup({ location: { protocol: 'http:', hostname: 'localhost' } })
    await local.cookies.set('sidebar', 'open')
    expect(local.jar.writes[0]).toMatch(/; Secure$/)

    const plain = setup({ location: { protocol: 'http:', hostname: 'app.example' } })
    await plain.cookies.set('sidebar', 'open')
    expect(plain.jar.writes[0]).not.toContain('Secure')
  })

  it.each(['dir', 'font', 'theme'])('keeps %s for one year', async (name) => {
    const { jar, cookies } = setup()
    await cookies.set(name, 'x')
    expect(jar.writes[0]).toContain('Max-Age=31536000')
    expect(cookieMaxAge(name)).toBe(365 * 24 * 60 * 60)
  })

  it('honours an explicit max age and deletes with remove()', async () => {
    const { jar, cookies } = setup()
    await cookies.set('sidebar', 'open', { maxAge: 60 })
    expect(jar.writes[0]).toContain('Max-Age=60')
    cookies.remove('sidebar')
    expect(jar.writes[1]).toContain('Max-Age=0')
    expect(await cookies.get('sidebar')).toBeUndefined()
  })

  it('round-trips values that need escaping', async () => {
    const { cookies } = setup()
    await cookies.set('theme', 'dark; evil=1')
    expect(cookies.getPlain('theme')).toBe('dark; evil=1')
    expect(parseCookies('a=1; b=2; a=3').get('a')).toBe('1')
  })
})

describe('sensitive cookies (names with token, secret or key)', () => {
  it.each([
    ['access_token', true],
    ['refreshToken', true],
    ['client-secret', true],
    ['API_KEY', true],
    ['theme', false],
    ['sidebar', false],
  ])('%s is sensitive: %s', (name, sensitive) => {
    expect(isSensitiveCookieName(name)).toBe(sensitive)
  })

  it('encrypts on write and decrypts on read', async () => {
    const { jar, cookies } = setup()
    await cookies.set('access_token', 'eyJhbGciOi.payload.sig')
    expect(jar.cookie).not.toContain('eyJhbGciOi')
    expect(jar.cookie).toMatch(/^access_token=enc1\.[\w-]+\.[\w-]+$/)
    expect(await cookies.get('access_token')).toBe('eyJhbGciOi.payload.sig')
  })

  it('uses a fresh IV, so equal values encrypt differently', async () => {
    const { jar, cookies } = setup()
    await cookies.set('a_token', 'same')
    await cookies.set('b_token', 'same')
    const stored = parseCookies(jar.cookie)
    expect(stored.get('a_token')).not.toBe(stored.get('b_token'))
  })

  it('reads a tampered value as absent', async () => {
    const { jar, cookies } = setup()
    await cookies.set('access_token', 'secret value')
    const stored = parseCookies(jar.cookie).get('access_token') ?? ''
    const last = stored.at(-2) === 'A' ? 'B' : 'A'
    jar.cookie = `access_token=${stored.slice(0, -2)}${last}${stored.at(-1) ?? ''}`
    expect(await cookies.get('access_token')).toBeUndefined()
  })

  it('reads a value moved to another cookie name as absent', async () => {
    const { jar, cookies } = setup()
    await cookies.set('access_token', 'secret value')
    jar.cookie = `refresh_token=${parseCookies(jar.cookie).get('access_token') ?? ''}`
    expect(await cookies.get('refresh_token')).toBeUndefined()
  })

  it('reads plain or foreign values in a sensitive cookie as absent', async () => {
    const { jar, cookies } = setup()
    jar.cookie = 'access_token=plain-text'
    expect(await cookies.get('access_token')).toBeUndefined()
    jar.cookie = 'access_token=enc1.%%%.%%%'
    expect(await cookies.get('access_token')).toBeUndefined()
  })

  it('cannot be read with another secret', async () => {
    const jar = createMemoryCookieJar()
    await createCookieStore({ jar, location: HTTPS, secret: 'deployment-a' }).set('api_key', 'v')
    const other = createCookieStore({ jar, location: HTTPS, secret: 'deployment-b' })
    expect(await other.get('api_key')).toBeUndefined()
    const same = createCookieStore({ jar, location: HTTPS, secret: 'deployment-a' })
    expect(await same.get('api_key')).toBe('v')
  })

  it('refuses a synchronous read of a sensitive cookie', () => {
    const { cookies } = setup()
    expect(() => cookies.getPlain('access_token')).toThrow(TypeError)
  })
})
