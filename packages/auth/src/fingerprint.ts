/**
 * What the browser fingerprint is made of (seed spec §5). Injected so the rule runs in Node and in
 * tests; {@link readBrowserEnvironment} reads it from the real browser.
 */
export interface FingerprintEnvironment {
  userAgent: string
  language: string
  timeZone: string
  screen: { width: number; height: number; colorDepth: number }
}

/**
 * The time zone, read once per page: building an `Intl.DateTimeFormat` costs milliseconds, and
 * the session rules read the fingerprint before every request a page makes. A time zone changed
 * under an open page shows at its next load.
 */
let pageTimeZone: string | undefined

function readTimeZone(): string {
  if (pageTimeZone !== undefined) return pageTimeZone
  try {
    pageTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone
  } catch {
    // Some embedded runtimes ship Intl without time zone data; the fingerprint just omits it.
    pageTimeZone = ''
  }
  return pageTimeZone
}

/**
 * Reads the fingerprint inputs from the globals that exist. Missing globals (Node, workers) give
 * empty values, so the fingerprint stays stable there instead of throwing.
 */
export function readBrowserEnvironment(): FingerprintEnvironment {
  const nav = (globalThis as { navigator?: { userAgent?: string; language?: string } }).navigator
  const scr = (globalThis as { screen?: { width?: number; height?: number; colorDepth?: number } })
    .screen
  return {
    userAgent: nav?.userAgent ?? '',
    language: nav?.language ?? '',
    timeZone: readTimeZone(),
    screen: { width: scr?.width ?? 0, height: scr?.height ?? 0, colorDepth: scr?.colorDepth ?? 0 },
  }
}

/**
 * A stable hash of the environment: FNV-1a (32 bit) over the fields joined in a fixed order, as
 * 8 hex digits. It only needs to notice change, not resist forgery; see ADR 0003.
 */
export function computeFingerprint(environment: FingerprintEnvironment): string {
  const { userAgent, language, timeZone, screen } = environment
  const text = [
    userAgent,
    language,
    timeZone,
    `${screen.width}x${screen.height}x${screen.colorDepth}`,
  ].join('\u001f')
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}
