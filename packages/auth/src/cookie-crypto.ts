import { COOKIE_KEY_ITERATIONS } from './constants.js'

/**
 * The fixed default secret (seed spec §9 keeps one). It ships in the browser bundle, so cookies
 * encrypted with it are obfuscated, not protected: anyone can read the source and decrypt them.
 * Pass a per-deployment secret to raise the bar; see ADR 0003.
 */
export const DEFAULT_COOKIE_SECRET = 'fabula-cookie-obfuscation-v1'

const PREFIX = 'enc1.'
// A fixed, versioned salt: the key is derived once per secret, and the secret is the only input
// that differs between deployments anyway.
const SALT = new TextEncoder().encode('fabula.cookie.salt.v1')
const IV_BYTES = 12

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index)
  return bytes
}

/** Derives the AES-GCM key from a secret with PBKDF2 (SHA-256, 100000 iterations). */
export async function deriveCookieKey(secret: string, subtle: SubtleCrypto): Promise<CryptoKey> {
  const material = await subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    'PBKDF2',
    false,
    ['deriveKey'],
  )
  return subtle.deriveKey(
    { name: 'PBKDF2', salt: SALT, iterations: COOKIE_KEY_ITERATIONS, hash: 'SHA-256' },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/**
 * Encrypts a cookie value with AES-GCM under a fresh random IV. The cookie name is bound as
 * additional data, so a value copied into another cookie fails to decrypt.
 */
export async function encryptCookieValue(
  key: CryptoKey,
  name: string,
  value: string,
  crypto: Crypto,
): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(name) },
    key,
    new TextEncoder().encode(value),
  )
  return `${PREFIX}${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`
}

/** Decrypts a value from {@link encryptCookieValue}; `undefined` when it is tampered or foreign. */
export async function decryptCookieValue(
  key: CryptoKey,
  name: string,
  stored: string,
  subtle: SubtleCrypto,
): Promise<string | undefined> {
  if (!stored.startsWith(PREFIX)) return undefined
  const [ivText, sealedText, ...rest] = stored.slice(PREFIX.length).split('.')
  if (ivText === undefined || sealedText === undefined || rest.length > 0) return undefined
  try {
    const iv = fromBase64Url(ivText)
    if (iv.length !== IV_BYTES) return undefined
    const plain = await subtle.decrypt(
      { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(name) },
      key,
      fromBase64Url(sealedText),
    )
    return new TextDecoder().decode(plain)
  } catch {
    // Wrong key, altered bytes or bad base64 all mean the same thing to a reader: no cookie.
    return undefined
  }
}
