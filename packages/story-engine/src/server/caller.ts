/**
 * The caller's user id from the JWT payload. The gateway has verified the signature already
 * (Supabase's `verify_jwt`, or the local backend's check), so only the claims are read here; the
 * anon key (role `anon`, no user) yields nothing.
 *
 * @param authorization - The request's `Authorization` header.
 * @returns The `sub` of an `authenticated` token, else `undefined`.
 */
export function callerId(authorization: string | null): string | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]
  const payload = token?.split('.')[1]
  if (!payload) return undefined
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as { sub?: unknown; role?: unknown }
    return claims.role === 'authenticated' && typeof claims.sub === 'string'
      ? claims.sub
      : undefined
  } catch {
    return undefined
  }
}
