import { isStaffRole, type StaffRole } from './staff-role.js'

/** Who called a server function, from the JWT the gateway has verified. */
export interface JwtCaller {
  id: string
  /** The account's email address; absent on phone-only accounts. */
  email: string | undefined
  /** `app_metadata.role` (server-controlled), `null` for learners. */
  role: StaffRole | null
}

interface Claims {
  sub?: unknown
  role?: unknown
  email?: unknown
  app_metadata?: { role?: unknown }
}

/**
 * Reads the caller of an edge function from its `Authorization` header. Only for code behind a
 * gateway that has verified the signature (Supabase's `verify_jwt`, the local backend's check):
 * the claims are decoded, not verified, here. The anon and service-role keys name no user and
 * yield `undefined`. The staff role comes from `app_metadata`, which only the server writes —
 * the claim row-level security reads too.
 *
 * @example
 * const caller = callerFromAuthorization(req.headers.get('authorization'))
 * if (!caller || !can(caller.role, 'apps:connect')) return forbidden()
 */
export function callerFromAuthorization(
  authorization: string | null | undefined,
): JwtCaller | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]
  const payload = token?.split('.')[1]
  if (!payload) return undefined
  let claims: Claims
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    claims = JSON.parse(new TextDecoder().decode(bytes)) as Claims
  } catch {
    return undefined
  }
  if (claims.role !== 'authenticated' || typeof claims.sub !== 'string') return undefined
  const role = claims.app_metadata?.role
  return {
    id: claims.sub,
    email: typeof claims.email === 'string' && claims.email !== '' ? claims.email : undefined,
    role: isStaffRole(role) ? role : null,
  }
}
