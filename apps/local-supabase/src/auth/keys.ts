import { randomBytes } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { SignJWT } from 'jose'

const SECRET_FILE = 'jwt-secret'
/**
 * Fixed claims make the keys a pure function of the secret, so they stay the same across restarts
 * and an app's `.env` keeps working (the Supabase CLI's demo keys are fixed the same way).
 */
const API_KEY_ISSUED_AT = 1_767_225_600 // 2026-01-01
const API_KEY_EXPIRES_AT = 4_102_444_800 // 2100-01-01

/** The HS256 secret and the two API keys derived from it. */
export interface ApiKeys {
  jwtSecret: string
  anonKey: string
  serviceRoleKey: string
}

/** A new random secret (48 bytes, base64url): long enough for HS256 and for GoTrue's 32-char floor. */
export function generateJwtSecret(): string {
  return randomBytes(48).toString('base64url')
}

/**
 * Reads the JWT secret from `<dataDir>/jwt-secret`, creating it on first run, so tokens and keys
 * survive restarts. Without a data dir the secret lives only in memory.
 */
export async function loadJwtSecret(dataDir?: string): Promise<string> {
  if (!dataDir) return generateJwtSecret()
  const file = join(dataDir, SECRET_FILE)
  try {
    const stored = (await readFile(file, 'utf8')).trim()
    if (stored.length >= 32) return stored
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const secret = generateJwtSecret()
  await mkdir(dataDir, { recursive: true, mode: 0o700 })
  await writeFile(file, `${secret}\n`, { mode: 0o600 })
  return secret
}

/** Signs the legacy JWT-format anon and service_role keys (no `sub`, no `aud`). */
export async function deriveApiKeys(jwtSecret: string): Promise<ApiKeys> {
  const key = new TextEncoder().encode(jwtSecret)
  const sign = (role: string) =>
    new SignJWT({ iss: 'supabase-local', role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(API_KEY_ISSUED_AT)
      .setExpirationTime(API_KEY_EXPIRES_AT)
      .sign(key)
  return { jwtSecret, anonKey: await sign('anon'), serviceRoleKey: await sign('service_role') }
}
