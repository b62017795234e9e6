// Crockford's base32: upper case, and no I, L, O or U, so an ID read aloud over the phone or copied
// by hand cannot be misread (0/O, 1/I/L). See docs/decisions/0002-errors-package.md.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'
const ID_LENGTH = 8

/** The shape of an Error ID: `ERR-` and 8 Crockford base32 characters. */
export const ERROR_ID_PATTERN = /^ERR-[0-9A-HJKMNP-TV-Z]{8}$/

/**
 * A new short Error ID a user can quote to support, e.g. `ERR-7KQ2M9XD` (40 random bits from
 * `crypto.getRandomValues`).
 */
export function createErrorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(ID_LENGTH))
  // 256 is a multiple of 32, so taking the low five bits keeps every character equally likely.
  let id = 'ERR-'
  for (const byte of bytes) id += ALPHABET[byte & 31]
  return id
}

/**
 * Whether a value is a well-formed Error ID, e.g. one read from an `error-id` search parameter.
 * Lower-case input is not accepted; upper-case it first if you take IDs typed by people.
 */
export function isErrorId(value: unknown): value is string {
  return typeof value === 'string' && ERROR_ID_PATTERN.test(value)
}
