export { createAuthGuard, FORBIDDEN_PATH } from './auth-guard'
export type { AuthGuard, AuthGuardCheck, AuthGuardOptions } from './auth-guard'
export { isPreloadRequest, markAsPreload, PRELOAD_HEADER, PRELOAD_PURPOSE } from './preload'
