import { describe, expect, it } from 'vitest'
import { callerFromAuthorization } from './index.js'

/** A token with these claims (the signature is the gateway's business, not this function's). */
function bearer(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `Bearer ${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`
}

describe('callerFromAuthorization', () => {
  it('reads the user, the email and the staff role from app_metadata', () => {
    expect(
      callerFromAuthorization(
        bearer({
          sub: 'u1',
          role: 'authenticated',
          email: 'ana@example.test',
          app_metadata: { role: 'admin' },
        }),
      ),
    ).toEqual({ id: 'u1', email: 'ana@example.test', role: 'admin' })
  })

  it('gives learners no role and ignores a role in user_metadata', () => {
    expect(
      callerFromAuthorization(
        bearer({ sub: 'u2', role: 'authenticated', user_metadata: { role: 'superadmin' } }),
      ),
    ).toEqual({ id: 'u2', email: undefined, role: null })
    expect(
      callerFromAuthorization(
        bearer({ sub: 'u3', role: 'authenticated', app_metadata: { role: 'owner' } }),
      )?.role,
    ).toBeNull()
  })

  it('names nobody for the anon and service-role keys, junk and a missing header', () => {
    expect(callerFromAuthorization(bearer({ role: 'anon' }))).toBeUndefined()
    expect(callerFromAuthorization(bearer({ role: 'service_role' }))).toBeUndefined()
    expect(callerFromAuthorization('Bearer not-a-token')).toBeUndefined()
    expect(callerFromAuthorization('Bearer a.%%%.c')).toBeUndefined()
    expect(callerFromAuthorization('Basic dXNlcjpwdw==')).toBeUndefined()
    expect(callerFromAuthorization(null)).toBeUndefined()
  })
})
