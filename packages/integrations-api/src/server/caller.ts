import { isStaffRole, type StaffRole } from '@fabula/auth'

/** Who called the function, from the JWT the gateway has verified. */
export interface Caller {
  id: string
  /** The account's address, for test mails; absent on phone-only accounts. */
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
 * Reads the caller from the `Authorization` header. The gateway (Supabase's `verify_jwt`, or the
 * local backend's check) has verified the signature, so only the claims are read here; the anon
 * and service-role keys name no user and yield `undefined`. The staff role comes from
 * `app_metadata`, which only the server writes — the same claim row-level security reads.
 */
export function callerOf(authorization: string | null): Caller | undefined {
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
