export {
  accessTokenAtom,
  authEventAtom,
  authStateAtom,
  authStateFromSession,
  authUserAtom,
  INITIAL_AUTH_STATE,
  isAuthenticatedAtom,
  reduceAuthEvent,
  resetAuthAtom,
  staffRoleAtom,
} from './auth-store'
export type { AuthEventAction, AuthState, AuthUser } from './auth-store'
export { bindAuthEvents } from './bind-auth-events'
export type { AuthStore, BindAuthEventsOptions } from './bind-auth-events'
export type {
  AuthClientLike,
  AuthEventName,
  AuthSession,
  AuthSessionResult,
  AuthSessionUser,
  AuthStateListener,
  AuthSubscriptionResult,
  KnownAuthEvent,
} from './client'
export { systemClock } from './clock'
export type { Clock } from './clock'
export {
  AUTH_USER_TTL_MS,
  COOKIE_DEFAULT_MAX_AGE_S,
  COOKIE_KEY_ITERATIONS,
  COOKIE_PREFERENCE_MAX_AGE_S,
  MAX_SESSION_EXPIRY_MS,
  MIN_TOKEN_LENGTH,
  REFRESH_BUFFER_MS,
  SECURITY_LOG_LIMIT,
  SESSION_CACHE_MS,
  SESSION_HEALTH_MARGIN_MS,
  SESSION_RETRY_DELAYS_MS,
  VALIDATION_COOLDOWN_MS,
  VALIDATION_POLL_MS,
  VALIDATION_WAIT_MS,
} from './constants'
export { DEFAULT_COOKIE_SECRET } from './cookie-crypto'
export {
  cookieMaxAge,
  createCookieStore,
  createMemoryCookieJar,
  isSensitiveCookieName,
  parseCookies,
  serializeCookie,
  shouldUseSecure,
} from './cookies'
export type {
  CookieJar,
  CookieLocation,
  CookieStore,
  CookieStoreOptions,
  SetCookieOptions,
} from './cookies'
export { computeFingerprint, readBrowserEnvironment } from './fingerprint'
export type { FingerprintEnvironment } from './fingerprint'
export {
  assignableRoles,
  can,
  canAssignRole,
  PERMISSIONS,
  PermissionSchema,
  ROLE_PERMISSIONS,
} from './permissions'
export type { Permission } from './permissions'
export { isTransientAuthError } from './retry'
export {
  assessSessionSecurity,
  hasScriptLikePattern,
  riskOf,
  SECURITY_ISSUE_SEVERITY,
  sessionDisplayName,
} from './security-checks'
export type { SecurityAssessment, SecurityIssue, SecuritySeverity } from './security-checks'
export { createSecurityLog } from './security-log'
export type { SecurityEvent, SecurityLog } from './security-log'
export { checkSessionHealth, msUntilExpiry } from './session-health'
export type { SessionHealth, SessionHealthProblem } from './session-health'
export { createSessionManager } from './session-manager'
export { createStoredSessionClient } from './stored-session-client'
export type { SessionStorageLike, StoredSessionClientOptions } from './stored-session-client'
export type { SessionManager, SessionManagerOptions } from './session-manager'
export {
  currentAddress,
  DEFAULT_AFTER_SIGN_IN_PATH,
  redirectToSignInOn401,
  safeRedirectTarget,
  SIGN_IN_PATH,
  signInHref,
} from './sign-in-redirect'
export type { SignInHrefParams } from './sign-in-redirect'
export { getStaffRole, isStaffRole, STAFF_ROLES, StaffRoleSchema } from './staff-role'
export type { StaffRole } from './staff-role'
