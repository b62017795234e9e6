/** The public sign-in page. */
export const SIGN_IN_PATH = '/sign-in'

/** Where a signed-in user lands when no (safe) redirect target is given. */
export const DEFAULT_AFTER_SIGN_IN_PATH = '/dashboard'

// Any origin works: it only anchors relative addresses so URL can split them.
const ANCHOR = 'http://fabula.invalid'

/**
 * The address to come back to: path, search and hash of an absolute or relative URL. Keeping only
 * the path part means a redirect parameter can never point at another origin.
 */
export function currentAddress(href: string): string {
  const url = new URL(href, ANCHOR)
  return `${url.pathname}${url.search}${url.hash}`
}

/** Query parameters of {@link signInHref}. */
export interface SignInHrefParams {
  /** The address to return to after signing in. */
  redirect?: string
  /** An Error ID (from @fabula/errors) to show on the sign-in page. */
  errorId?: string
}

/**
 * The sign-in page (`signInPath`, default `/sign-in`) with `redirect` and/or `error-id` search
 * parameters.
 *
 * @example
 * signInHref({ redirect: '/users?page=2' }) // '/sign-in?redirect=%2Fusers%3Fpage%3D2'
 */
export function signInHref(
  params: SignInHrefParams = {},
  signInPath: string = SIGN_IN_PATH,
): string {
  const search = new URLSearchParams()
  if (params.redirect !== undefined) search.set('redirect', params.redirect)
  if (params.errorId !== undefined) search.set('error-id', params.errorId)
  const query = search.toString()
  return query === '' ? signInPath : `${signInPath}?${query}`
}

/**
 * Validates a `redirect` search parameter before navigating to it after sign-in: only a same-site
 * path is allowed (it starts with one `/`, not `//` or `/\`, and parses to this origin); anything
 * else gives `fallback`. This closes the open-redirect hole a raw parameter would leave.
 */
export function safeRedirectTarget(
  value: string | null | undefined,
  fallback: string = DEFAULT_AFTER_SIGN_IN_PATH,
): string {
  if (typeof value !== 'string' || !value.startsWith('/') || /^\/[/\\]/.test(value)) return fallback
  // Control characters can make browsers read the rest as a different URL.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) {
    return fallback
  }
  const url = new URL(value, ANCHOR)
  if (url.origin !== ANCHOR) return fallback
  const target = `${url.pathname}${url.search}${url.hash}`
  return target.startsWith(SIGN_IN_PATH) ? fallback : target
}

/**
 * What to do on any HTTP 401 (seed spec §4, §8): reset the session and the store, then go to
 * `/sign-in?redirect=<current address>`.
 *
 * @param currentHref - the current address (absolute or relative)
 * @param reset - clears the session cache and the auth store
 * @param navigate - performs the navigation (e.g. `(to) => router.navigate(to, { replace: true })`);
 *   when absent the caller navigates to the returned address itself
 * @param signInPath - the app's sign-in page (default `/sign-in`)
 * @returns the sign-in address
 */
export function redirectToSignInOn401(
  currentHref: string,
  reset: () => void,
  navigate?: (href: string) => void,
  signInPath: string = SIGN_IN_PATH,
): string {
  reset()
  const href = signInHref({ redirect: currentAddress(currentHref) }, signInPath)
  navigate?.(href)
  return href
}
