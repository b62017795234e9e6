export { createAuthGuard, FORBIDDEN_PATH } from './auth-guard.js'
export type { AuthGuard, AuthGuardCheck, AuthGuardOptions } from './auth-guard.js'
export { isPreloadRequest, markAsPreload, PRELOAD_HEADER, PRELOAD_PURPOSE } from './preload.js'
