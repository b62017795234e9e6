import { COOKIE_DEFAULT_MAX_AGE_S, COOKIE_PREFERENCE_MAX_AGE_S } from './constants.js'
import {
  decryptCookieValue,
  deriveCookieKey,
  DEFAULT_COOKIE_SECRET,
  encryptCookieValue,
} from './cookie-crypto.js'

/**
 * Anything with a `document.cookie`-like property: reading gives `a=1; b=2`, assigning one
 * `name=value; attributes` string sets or deletes one cookie.
 */
export interface CookieJar {
  cookie: string
}

/** The page address parts that decide the `Secure` attribute. */
export interface CookieLocation {
  protocol: string
  hostname: string
}

/** Options of {@link createCookieStore}. */
export interface CookieStoreOptions {
  /** Defaults to `globalThis.document`, else an in-memory jar (Node). */
  jar?: CookieJar
  /** Defaults to `globalThis.location`; without one, `Secure` is not set. */
  location?: CookieLocation
  /** Secret for sensitive cookies; defaults to {@link DEFAULT_COOKIE_SECRET} (obfuscation only). */
  secret?: string
  /** Web Crypto; defaults to `globalThis.crypto` (present in browsers and Node 20). */
  crypto?: Crypto
}

/** Per-write options. */
export interface SetCookieOptions {
  /** Lifetime in seconds; defaults to {@link cookieMaxAge} of the name. */
  maxAge?: number
}

/** Reads and writes cookies by the seed's policy (§9). */
export interface CookieStore {
  /** The cookie's value, decrypted for sensitive names; `undefined` when absent or tampered. */
  get(name: string): Promise<string | undefined>
  /**
   * Synchronous read for non-sensitive cookies (e.g. the theme before first paint).
   *
   * @throws TypeError for a sensitive name, whose value is encrypted
   */
  getPlain(name: string): string | undefined
  /** Writes a cookie, encrypting it when the name is sensitive. */
  set(name: string, value: string, options?: SetCookieOptions): Promise<void>
  /** Deletes a cookie. */
  remove(name: string): void
}

const PREFERENCE_COOKIES: ReadonlySet<string> = new Set(['dir', 'font', 'theme'])

/** Whether a cookie is encrypted: its name contains token, secret or key (any case). */
export function isSensitiveCookieName(name: string): boolean {
  return /token|secret|key/i.test(name)
}

/** Default lifetime in seconds: one year for dir, font and theme, else 7 days. */
export function cookieMaxAge(name: string): number {
  return PREFERENCE_COOKIES.has(name) ? COOKIE_PREFERENCE_MAX_AGE_S : COOKIE_DEFAULT_MAX_AGE_S
}

/** Whether cookies get `Secure`: on https, and on localhost (browsers treat it as secure). */
export function shouldUseSecure(location: CookieLocation | undefined): boolean {
  if (location === undefined) return false
  return location.protocol === 'https:' || location.hostname === 'localhost'
}

/** Parses a `Cookie`-style string into name → raw value (first occurrence wins, like browsers). */
export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0) continue
    const name = safeDecode(part.slice(0, separator).trim())
    if (name !== undefined && name !== '' && !cookies.has(name)) {
      cookies.set(name, part.slice(separator + 1).trim())
    }
  }
  return cookies
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

/** Builds one `Set-Cookie`-style string with the seed's attributes. */
export function serializeCookie(
  name: string,
  value: string,
  attributes: { maxAge: number; secure: boolean },
): string {
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(attributes.maxAge))}`,
    'SameSite=Strict',
  ]
  if (attributes.secure) parts.push('Secure')
  return parts.join('; ')
}

/**
 * An in-memory {@link CookieJar} that honours `Max-Age=0` deletion; used when no `document`
 * exists, and handy in tests. `writes` records every assigned string.
 */
export function createMemoryCookieJar(): CookieJar & { writes: string[] } {
  const values = new Map<string, string>()
  const writes: string[] = []
  return {
    writes,
    get cookie() {
      return [...values].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(line: string) {
      writes.push(line)
      const [pair = '', ...attributes] = line.split(';')
      const separator = pair.indexOf('=')
      if (separator < 0) return
      const name = pair.slice(0, separator).trim()
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute))
      if (expired) values.delete(name)
      else values.set(name, pair.slice(separator + 1).trim())
    },
  }
}

/**
 * Creates a {@link CookieStore}.
 *
 * @example
 * const cookies = createCookieStore()
 * await cookies.set('theme', 'dark') // one year, SameSite=Strict
 * await cookies.set('refresh_token', value) // AES-GCM encrypted
 */
export function createCookieStore(options: CookieStoreOptions = {}): CookieStore {
  const jar =
    options.jar ?? (globalThis as { document?: CookieJar }).document ?? createMemoryCookieJar()
  const location = options.location ?? (globalThis as { location?: CookieLocation }).location
  const secret = options.secret ?? DEFAULT_COOKIE_SECRET
  const crypto = options.crypto ?? globalThis.crypto
  let key: Promise<CryptoKey> | undefined

  // Derived lazily and once: PBKDF2 with 100000 iterations is deliberately slow.
  const cookieKey = (): Promise<CryptoKey> => (key ??= deriveCookieKey(secret, crypto.subtle))

  function readRaw(name: string): string | undefined {
    const raw = parseCookies(jar.cookie).get(name)
    return raw === undefined ? undefined : safeDecode(raw)
  }

  return {
    async get(name) {
      const raw = readRaw(name)
      if (raw === undefined || !isSensitiveCookieName(name)) return raw
      return decryptCookieValue(await cookieKey(), name, raw, crypto.subtle)
    },
    getPlain(name) {
      if (isSensitiveCookieName(name)) {
        throw new TypeError(`Cookie "${name}" is encrypted; read it with get()`)
      }
      return readRaw(name)
    },
    async set(name, value, setOptions = {}) {
      const stored = isSensitiveCookieName(name)
        ? await encryptCookieValue(await cookieKey(), name, value, crypto)
        : value
      jar.cookie = serializeCookie(name, stored, {
        maxAge: setOptions.maxAge ?? cookieMaxAge(name),
        secure: shouldUseSecure(location),
      })
    },
    remove(name) {
      jar.cookie = serializeCookie(name, '', { maxAge: 0, secure: shouldUseSecure(location) })
    },
  }
}
