import { failures } from './errors'

/**
 * The characters hosted Storage accepts in object names (S3's safe set and the few it handles
 * specially); a name that works here works there. Control characters, backslashes and non-ASCII
 * letters are not in it.
 */
const OBJECT_NAME = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/
/** The same set without `/`, for bucket ids. */
const BUCKET_ID = /^[A-Za-z0-9_!.*'() &$=@;:+,?-]+$/
/** Longest object name in bytes (S3's key limit). */
const MAX_NAME_BYTES = 1024
/** Longest bucket id (hosted Storage's limit). */
const MAX_BUCKET_ID = 100

/**
 * Checks an object name: hosted Storage's character set, at most 1024 bytes, and (because names
 * are folder paths to policies and listings) no leading or doubled `/`, no `.` or `..` segment.
 * Names never become file paths (see `FileStore`), this keeps them meaningful and portable.
 */
export function checkObjectName(name: string): string {
  const segments = name.split('/')
  const valid =
    OBJECT_NAME.test(name) &&
    Buffer.byteLength(name) <= MAX_NAME_BYTES &&
    segments.every((s) => s !== '' && s !== '.' && s !== '..')
  if (!valid) throw failures.invalidKey(name)
  return name
}

/** Checks a bucket id (1–100 characters of the safe set, not `.` or `..`). */
export function checkBucketId(id: unknown): string {
  if (
    typeof id !== 'string' ||
    id.length > MAX_BUCKET_ID ||
    !BUCKET_ID.test(id) ||
    id === '.' ||
    id === '..'
  ) {
    throw failures.invalidBucketName()
  }
  return id
}

/** Decodes one percent-encoded URL piece; a malformed escape is an invalid key, not a crash. */
export function decodePathPiece(raw: string): string {
  try {
    return decodeURIComponent(raw)
  } catch {
    throw failures.invalidKey(raw)
  }
}

/**
 * Splits the raw URL path after a route's prefix into the bucket id and the object name, both
 * decoded and checked. `rest` is e.g. `avatars/user-1/me.png`.
 */
export function bucketAndName(rest: string): { bucket: string; name: string } {
  const slash = rest.indexOf('/')
  if (slash <= 0) throw failures.invalidKey(rest)
  const bucket = checkBucketId(decodePathPiece(rest.slice(0, slash)))
  // supabase-js trims leading slashes and empty folders before sending (`_removeEmptyFolders`).
  const name = checkObjectName(decodePathPiece(rest.slice(slash + 1)))
  return { bucket, name }
}
