/**
 * Server-only entry of @fabula/staff-api: the `admin-users` edge-function handler, which holds
 * the service key, and the role rules it applies. Never import it into browser code.
 *
 * @packageDocumentation
 */
export {
  SUSPENSION_DURATION,
  createAdminUsersHandler,
  readEnv,
  type AdminUsersHandlerOptions,
} from './handler.js'
export {
  checkAction,
  checkTargets,
  permissionFor,
  type Actor,
  type Refusal,
  type Target,
} from './policy.js'
export { UpstreamError, createUpstream, type Upstream, type UpstreamConfig } from './upstream.js'
