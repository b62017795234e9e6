import * as v from 'valibot'

/** The colour themes a user can choose; `system` follows the operating system. */
export const ThemeSchema = v.picklist(['light', 'dark', 'system'])
/** A theme preference: `light` (default), `dark` or `system`. */
export type Theme = v.InferOutput<typeof ThemeSchema>
/** The theme actually painted once `system` is resolved. */
export type ResolvedTheme = Exclude<Theme, 'system'>

/** The reading fonts a user can choose. */
export const FontSchema = v.picklist(['inter', 'manrope', 'system'])
/** A font preference: `inter` (default), `manrope` or `system`. */
export type Font = v.InferOutput<typeof FontSchema>

/** The text directions the layout supports. */
export const DirectionSchema = v.picklist(['ltr', 'rtl'])
/** A direction preference: `ltr` (default) or `rtl`. */
export type Direction = v.InferOutput<typeof DirectionSchema>

/** Cookie names of the UI preferences (seed spec: dir, font, theme). */
export const PREFERENCE_COOKIES = { theme: 'theme', font: 'font', direction: 'dir' } as const

/** Defaults used when a cookie is missing or holds a value we do not know. */
export const PREFERENCE_DEFAULTS = { theme: 'light', font: 'inter', direction: 'ltr' } as const

/** Preference cookies live for one year (seed spec). */
export const PREFERENCE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365

/**
 * Reads one cookie from a `document.cookie`-style string. Returns `undefined` when absent or when
 * the value is not valid percent-encoding.
 */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1) continue
    if (part.slice(0, eq).trim() !== name) continue
    try {
      return decodeURIComponent(part.slice(eq + 1).trim())
    } catch {
      return undefined
    }
  }
  return undefined
}

/**
 * Reads a preference cookie and validates it against `schema`; anything unknown yields `fallback`
 * so a tampered or outdated cookie can never break the page.
 */
export function readPreference<const T extends string>(
  cookieString: string,
  name: string,
  schema: v.GenericSchema<string, T>,
  fallback: T,
): T {
  const result = v.safeParse(schema, readCookie(cookieString, name))
  return result.success ? result.output : fallback
}

/** Where a cookie is being written; only the parts the cookie policy needs. */
export interface CookieLocation {
  protocol: string
  hostname: string
}

/**
 * Serialises a preference cookie: path=/, one year, SameSite=Strict, and Secure on https or
 * localhost (browsers accept Secure cookies on localhost, which keeps dev close to production).
 */
export function serializePreferenceCookie(
  name: string,
  value: string,
  location: CookieLocation,
): string {
  const secure = location.protocol === 'https:' || location.hostname === 'localhost'
  return [
    `${name}=${encodeURIComponent(value)}`,
    'path=/',
    `max-age=${PREFERENCE_MAX_AGE_SECONDS}`,
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ')
}

/** Writes a preference cookie on the current document. No-op outside a browser. */
export function writePreferenceCookie(name: string, value: string): void {
  if (typeof document === 'undefined') return
  document.cookie = serializePreferenceCookie(name, value, window.location)
}

/** Reads the current document's cookies, or an empty string outside a browser. */
export function documentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie
}
