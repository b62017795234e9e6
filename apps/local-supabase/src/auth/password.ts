import bcrypt from 'bcryptjs'
import { AuthError, errors } from './errors'

/** bcrypt only reads 72 bytes; GoTrue refuses longer passwords instead of truncating them. */
const MAX_PASSWORD_LENGTH = 72

/** Throws GoTrue's weak_password / validation_failed errors for a password that breaks policy. */
export function checkPasswordPolicy(password: string, minLength: number): void {
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw errors.validation(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`)
  }
  if (password.length < minLength) {
    throw new AuthError(
      422,
      'weak_password',
      `Password should be at least ${minLength} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    )
  }
}

/** bcrypt hash at the configured cost. */
export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost)
}

/** Constant-time bcrypt comparison; false for users without a password. */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false
  return bcrypt.compare(password, hash)
}
