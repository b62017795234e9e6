import { randomBytes } from 'node:crypto'
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

const dummyHashes = new Map<number, Promise<string>>()

/** A hash of a random password at `cost`, made once per cost and process. */
function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost)
  if (!hash) {
    hash = bcrypt.hash(randomBytes(18).toString('base64'), cost)
    dummyHashes.set(cost, hash)
  }
  return hash
}

/**
 * bcrypt comparison that costs the same whether or not there is a hash to compare with: an
 * unknown email or a user without a password is compared against a dummy hash of the same cost,
 * so the answer time does not tell which emails have accounts. False unless the password matches.
 */
export async function verifyPassword(
  password: string,
  hash: string | null | undefined,
  cost: number,
): Promise<boolean> {
  if (!hash) {
    await bcrypt.compare(password, await dummyHash(cost))
    return false
  }
  return bcrypt.compare(password, hash)
}
