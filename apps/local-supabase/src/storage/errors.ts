/**
 * Storage's error shape: `{ statusCode, code, error, message }`, where `statusCode` is the status
 * the error stands for, as a string. Like hosted Storage, the HTTP status is 400 for every error
 * that is not the server's fault (so a missing object is HTTP 400 with `"statusCode": "404"`);
 * supabase-js reads both (`error.status`, `error.statusCode`) and `code` (its `exists()` looks for
 * `NoSuchKey`).
 */
export class StorageFailure extends Error {
  constructor(
    /** The status the error stands for (404 for a missing object …). */
    readonly statusCode: number,
    /** Storage's error code (`NoSuchKey`, `InvalidKey` …). */
    readonly code: string,
    message: string,
    /** The older `error` field; defaults to the code. */
    readonly label?: string,
    /** The HTTP status when it is not the usual 400 (range errors, a denied role, 5xx). */
    readonly httpStatus?: number,
  ) {
    super(message)
    this.name = 'StorageFailure'
  }

  /** The JSON body. */
  body(): Record<string, string> {
    return {
      statusCode: String(this.statusCode),
      code: this.code,
      error: this.label ?? this.code,
      message: this.message,
    }
  }

  /** The HTTP status to answer with. */
  status(): number {
    return this.httpStatus ?? (this.statusCode >= 500 ? 500 : 400)
  }
}

/** The failures the routes raise, worded as hosted Storage words them. */
export const failures = {
  noSuchKey: () => new StorageFailure(404, 'NoSuchKey', 'Object not found', 'not_found'),
  noSuchBucket: () =>
    new StorageFailure(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  invalidKey: (key: string) =>
    new StorageFailure(400, 'InvalidKey', `Invalid key: ${printable(key)}`),
  invalidBucketName: () =>
    new StorageFailure(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidRequest: (message: string) => new StorageFailure(400, 'InvalidRequest', message),
  missingParameter: (name: string) =>
    new StorageFailure(400, 'MissingParameter', `Missing Required Parameter ${name}`),
  invalidParameter: (message: string) => new StorageFailure(400, 'InvalidParameter', message),
  accessDenied: (message: string) =>
    new StorageFailure(403, 'AccessDenied', message, 'Unauthorized'),
  /** A bad or missing token: hosted Storage answers these with HTTP 403. */
  invalidJwt: (message: string) =>
    new StorageFailure(403, 'InvalidJWT', message, 'Unauthorized', 403),
  keyExists: () =>
    new StorageFailure(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketExists: () =>
    new StorageFailure(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () =>
    new StorageFailure(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  tooLarge: (limit: string) =>
    new StorageFailure(
      413,
      'EntityTooLarge',
      `The object exceeded the maximum allowed size (${limit})`,
      'Payload too large',
    ),
  invalidMime: (type: string) =>
    new StorageFailure(
      415,
      'InvalidMimeType',
      `mime type ${printable(type)} is not supported`,
      'invalid_mime_type',
    ),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageFailure(400, 'InvalidSignature', message),
  expiredSignature: () =>
    new StorageFailure(400, 'ExpiredToken', 'The provided token has expired.'),
  invalidRange: () =>
    new StorageFailure(416, 'InvalidRange', 'invalid range provided', 'invalid_range', 416),
  notFoundRoute: () => new StorageFailure(404, 'NotFound', 'Route not found', 'Not Found', 404),
  internal: () => new StorageFailure(500, 'InternalError', 'Internal server error'),
}

/** Shows user text in a message without control characters and at bounded length. */
function printable(text: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u001f\u007f]/g, '?')
  return clean.length > 200 ? `${clean.slice(0, 200)}…` : clean
}

/**
 * Turns a database error into the failure hosted Storage reports for it; anything that is not
 * the caller's doing becomes a 500 (logged by the caller).
 */
export function fromDatabaseError(error: unknown): StorageFailure {
  if (error instanceof StorageFailure) return error
  const code = (error as { code?: unknown } | null)?.code
  const message = String((error as { message?: unknown } | null)?.message ?? '')
  if (typeof code !== 'string') return failures.internal()
  if (code === '42501') {
    return failures.accessDenied(
      message.includes('row-level security')
        ? 'new row violates row-level security policy'
        : 'Access denied',
    )
  }
  if (code === '23505')
    return new StorageFailure(
      409,
      'ResourceAlreadyExists',
      'The resource already exists',
      'Duplicate',
    )
  if (code === '23503') {
    return new StorageFailure(404, 'InvalidRequest', 'The related resource does not exist')
  }
  if (code === '57014') {
    return new StorageFailure(
      544,
      'DatabaseTimeout',
      'The connection to the database timed out',
      undefined,
      544,
    )
  }
  // Data errors (22…) and program limits (54…) come from what the caller sent.
  if (code.startsWith('22') || code.startsWith('54')) {
    return failures.invalidParameter('Invalid value format or type conversion failed')
  }
  return failures.internal()
}
