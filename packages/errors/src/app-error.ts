import type { ErrorCode } from './codes.js'
import { createErrorRecord, type ErrorRecord } from './error-record.js'

/** Options of {@link AppError}. */
export interface AppErrorOptions {
  /** Technical message; defaults to the user message of the code. */
  message?: string
  /** Diagnosis facts stored on the record. */
  context?: Record<string, unknown>
  /** The underlying error, kept as the standard `Error.cause`. */
  cause?: unknown
}

/**
 * An `Error` that carries a catalogue record, so application code can throw a known error and every
 * handler (boundaries, notifier, query cache) reads its code, severity and recovery unchanged.
 *
 * @example
 * if (!lesson) throw new AppError('DATA_NOT_FOUND', { context: { lessonId } })
 */
export class AppError extends Error {
  /** The record describing this error. */
  readonly record: ErrorRecord

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    const record = createErrorRecord({
      code,
      message: options.message,
      context: options.context,
      cause: options.cause,
    })
    super(record.message, options.cause === undefined ? undefined : { cause: options.cause })
    this.name = 'AppError'
    this.record = record
  }

  /** The catalogue code, same as `record.code`. */
  get code(): ErrorCode {
    return this.record.code
  }
}
