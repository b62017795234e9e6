import { normalizeError, type ErrorRecord } from '@fabula/errors'
import { replace } from 'react-router'
import type { AuthSession } from '../client.js'
import { can, type Permission } from '../permissions.js'
import { SIGN_IN_PATH, signInHref } from '../sign-in-redirect.js'
import { getStaffRole } from '../staff-role.js'
import { isPreloadRequest } from './preload.js'

/** Where a signed-in user without the needed staff role is sent (seed spec §6). */
export const FORBIDDEN_PATH = '/403'

/** Options of {@link createAuthGuard}. */
export interface AuthGuardOptions {
  /** Resolves the current valid session or `null`; usually `sessionManager.getSession`. */
  getSession: () => Promise<AuthSession | null>
  /** Tells a background preload from a navigation; defaults to {@link isPreloadRequest}. */
  isPreload?: (request: Request) => boolean
  /** Receives the record of an unexpected failure, e.g. to report or keep it for the error page. */
  onError?: (record: ErrorRecord) => void
  /** The app's sign-in page; default {@link SIGN_IN_PATH}. */
  signInPath?: string
  /** The app's forbidden page; default {@link FORBIDDEN_PATH}. */
  forbiddenPath?: string
}

/** Per-route options of an {@link AuthGuard} call. */
export interface AuthGuardCheck {
  /** The staff permission the route needs (from the app's route table); else → forbidden page. */
  permission?: Permission
}

/**
 * Loader helper: resolves the session, or throws a React Router redirect.
 *
 * - no session → `<sign-in>?redirect=<path + search>`, replacing history
 * - unexpected failure → `<sign-in>?error-id=<Error ID>`, replacing history
 * - a `permission` the role lacks → the forbidden page, replacing history
 * - background preload → never redirects; resolves `null` instead
 */
export type AuthGuard = (request: Request, check?: AuthGuardCheck) => Promise<AuthSession | null>

/**
 * Creates the route guard for React Router data-router loaders (seed spec §2 "Route guard").
 *
 * The redirects use React Router's `replace()`: a plain `redirect()` from a loader reuses the
 * history action of the navigation that ran it (a push for a link click), while `replace()` sets
 * the replace flag so the sign-in page takes the protected address's place in history.
 *
 * @example
 * const requireSession = createAuthGuard({ getSession: sessions.getSession })
 * export async function loader({ request }: LoaderFunctionArgs) {
 *   const session = await requireSession(request, { permission: 'users:read' })
 *   return { session }
 * }
 */
export function createAuthGuard(options: AuthGuardOptions): AuthGuard {
  const isPreload = options.isPreload ?? isPreloadRequest
  const signInPath = options.signInPath ?? SIGN_IN_PATH
  const forbiddenPath = options.forbiddenPath ?? FORBIDDEN_PATH
  return async (request, check = {}) => {
    const preload = isPreload(request)
    const url = new URL(request.url)
    let session: AuthSession | null
    try {
      session = await options.getSession()
    } catch (error) {
      if (preload) return null
      const record = normalizeError(error, { source: 'auth-guard', pathname: url.pathname })
      options.onError?.(record)
      throw replace(signInHref({ errorId: record.id }, signInPath))
    }
    if (session === null) {
      if (preload) return null
      throw replace(signInHref({ redirect: `${url.pathname}${url.search}` }, signInPath))
    }
    if (check.permission !== undefined && !can(getStaffRole(session), check.permission)) {
      if (preload) return null
      throw replace(forbiddenPath)
    }
    return session
  }
}
