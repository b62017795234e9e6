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
} from './auth-store.js'
export type { AuthEventAction, AuthState, AuthUser } from './auth-store.js'
export { bindAuthEvents } from './bind-auth-events.js'
export type { AuthStore, BindAuthEventsOptions } from './bind-auth-events.js'
export type {
  AuthClientLike,
  AuthEventName,
  AuthSession,
  AuthSessionResult,
  AuthSessionUser,
  AuthStateListener,
  AuthSubscriptionResult,
  KnownAuthEvent,
} from './client.js'
export { systemClock } from './clock.js'
export type { Clock } from './clock.js'
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
} from './constants.js'
export { DEFAULT_COOKIE_SECRET } from './cookie-crypto.js'
export {
  cookieMaxAge,
  createCookieStore,
  createMemoryCookieJar,
  isSensitiveCookieName,
  parseCookies,
  serializeCookie,
  shouldUseSecure,
} from './cookies.js'
export type {
  CookieJar,
  CookieLocation,
  CookieStore,
  CookieStoreOptions,
  SetCookieOptions,
} from './cookies.js'
export { computeFingerprint, readBrowserEnvironment } from './fingerprint.js'
export type { FingerprintEnvironment } from './fingerprint.js'
export {
  assignableRoles,
  can,
  canAssignRole,
  PERMISSIONS,
  PermissionSchema,
  ROLE_PERMISSIONS,
} from './permissions.js'
export type { Permission } from './permissions.js'
export { isTransientAuthError } from './retry.js'
export {
  assessSessionSecurity,
  hasScriptLikePattern,
  riskOf,
  SECURITY_ISSUE_SEVERITY,
  sessionDisplayName,
} from './security-checks.js'
export type { SecurityAssessment, SecurityIssue, SecuritySeverity } from './security-checks.js'
export { createSecurityLog } from './security-log.js'
export type { SecurityEvent, SecurityLog } from './security-log.js'
export { checkSessionHealth, msUntilExpiry } from './session-health.js'
export type { SessionHealth, SessionHealthProblem } from './session-health.js'
export { createSessionManager } from './session-manager.js'
export { createStoredSessionClient } from './stored-session-client.js'
export type { SessionStorageLike, StoredSessionClientOptions } from './stored-session-client.js'
export type { SessionManager, SessionManagerOptions } from './session-manager.js'
export {
  currentAddress,
  DEFAULT_AFTER_SIGN_IN_PATH,
  redirectToSignInOn401,
  safeRedirectTarget,
  SIGN_IN_PATH,
  signInHref,
} from './sign-in-redirect.js'
export type { SignInHrefParams } from './sign-in-redirect.js'
export { callerFromAuthorization } from './jwt-caller.js'
export type { JwtCaller } from './jwt-caller.js'
export { getStaffRole, isStaffRole, STAFF_ROLES, StaffRoleSchema } from './staff-role.js'
export type { StaffRole } from './staff-role.js'
