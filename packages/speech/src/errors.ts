import { AppError } from '@fabula/errors'
import type { ErrorCode } from '@fabula/errors'

/**
 * Why speech failed, one word per cause, so the caller can fall back to the next voice and the
 * reader can say which voice speaks and why (the words come from the catalogue, not from here).
 * The provider reasons are those of the integrations' connection test.
 */
export type SpeechFailureReason =
  | 'timeout'
  | 'unreachable'
  | 'credentials_refused'
  | 'rate_limited'
  | 'http_error'
  | 'bad_reply'
  | 'unsupported_language'
  | 'text_too_long'
  | 'empty_text'
  | 'engine_failed'
  | 'storage_failed'

const CODES: Record<SpeechFailureReason, ErrorCode> = {
  timeout: 'REQUEST_TIMEOUT',
  unreachable: 'NETWORK_UNAVAILABLE',
  credentials_refused: 'CONFIGURATION_ERROR',
  rate_limited: 'SERVICE_UNAVAILABLE',
  http_error: 'DEPENDENCY_ERROR',
  bad_reply: 'DEPENDENCY_ERROR',
  unsupported_language: 'INVALID_FORMAT',
  text_too_long: 'VALUE_OUT_OF_RANGE',
  empty_text: 'REQUIRED_FIELD',
  engine_failed: 'SERVER_ERROR',
  storage_failed: 'DEPENDENCY_ERROR',
}

/** A speech failure: an `AppError` of the catalogue with the cause beside it. */
export class SpeechError extends AppError {
  constructor(
    /** The cause. */
    readonly reason: SpeechFailureReason,
    /** A developer-facing detail (never the provider's key, never shown to learners as is). */
    detail: string,
    /** Seconds the provider asked to wait (`Retry-After`), when it did. */
    readonly retryAfterSeconds?: number,
    /** The HTTP status the provider answered, when it answered. */
    readonly status?: number,
  ) {
    super(CODES[reason], { message: detail, context: { reason } })
    this.name = 'SpeechError'
  }
}

/** Whether `error` is a {@link SpeechError}. */
export function isSpeechError(error: unknown): error is SpeechError {
  return error instanceof SpeechError
}
