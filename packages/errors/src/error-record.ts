import * as v from 'valibot'
import { categoryOf, isRetryableCode, recoveryFor, severityOf } from './classify.js'
import {
  ERROR_CATEGORIES,
  ERROR_CODE_LIST,
  ERROR_SEVERITIES,
  RECOVERY_STRATEGIES,
  type ErrorCategory,
  type ErrorCode,
  type ErrorSeverity,
  type RecoveryStrategy,
} from './codes.js'
import { createErrorId } from './error-id.js'
import { getUserMessage } from './user-messages.js'

/** How many times a retryable error may be retried (seed spec §3 and §9). */
export const MAX_RETRIES = 3

/** Everything the application knows about one error (seed spec §3, plus a timestamp). */
export interface ErrorRecord {
  /** Short Error ID a user can quote to support, e.g. `ERR-7KQ2M9XD`. */
  id: string
  /** Catalogue code. */
  code: ErrorCode
  /** Technical message for logs and reports; never shown as the main text to users. */
  message: string
  /** Message to show the user (seed spec §8 table). */
  userMessage: string
  category: ErrorCategory
  severity: ErrorSeverity
  recoveryStrategy: RecoveryStrategy
  /** Extra facts for diagnosis, e.g. `{ status: 404, route: '/lessons/1' }`. */
  context: Record<string, unknown>
  isRetryable: boolean
  /** Always {@link MAX_RETRIES}. */
  maxRetries: number
  /** Retries made so far; starts at 0. */
  retryCount: number
  /** When the record was created, as an ISO 8601 string. */
  timestamp: string
}

/** valibot schema of an {@link ErrorRecord}, for records that crossed a boundary (storage, network). */
export const ErrorRecordSchema = v.object({
  id: v.string(),
  code: v.picklist(ERROR_CODE_LIST),
  message: v.string(),
  userMessage: v.string(),
  category: v.picklist(ERROR_CATEGORIES),
  severity: v.picklist(ERROR_SEVERITIES),
  recoveryStrategy: v.picklist(RECOVERY_STRATEGIES),
  context: v.record(v.string(), v.unknown()),
  isRetryable: v.boolean(),
  maxRetries: v.pipe(v.number(), v.integer(), v.minValue(0)),
  retryCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
  timestamp: v.string(),
})

/** Input of {@link createErrorRecord}. */
export interface CreateErrorRecordInput {
  code: ErrorCode
  /** Technical message; defaults to the cause's message, else the user message. */
  message?: string
  /** Diagnosis facts stored on the record. */
  context?: Record<string, unknown>
  /** The original thrown value; only its message is used, when `message` is absent. */
  cause?: unknown
}

/**
 * Builds a complete error record for a code: user message, category, severity, recovery strategy
 * and retryability all come from the catalogue; `retryCount` starts at 0 and `maxRetries` is 3.
 *
 * @example
 * const record = createErrorRecord({ code: 'DATA_NOT_FOUND', context: { lessonId } })
 */
export function createErrorRecord(input: CreateErrorRecordInput): ErrorRecord {
  const { code } = input
  const userMessage = getUserMessage(code)
  const category = categoryOf(code)
  return {
    id: createErrorId(),
    code,
    message: input.message ?? causeMessage(input.cause) ?? userMessage,
    userMessage,
    category,
    severity: severityOf(code),
    recoveryStrategy: recoveryFor(category).strategy,
    context: { ...input.context },
    isRetryable: isRetryableCode(code),
    maxRetries: MAX_RETRIES,
    retryCount: 0,
    timestamp: new Date().toISOString(),
  }
}

function causeMessage(cause: unknown): string | undefined {
  if (cause instanceof Error && cause.message !== '') return cause.message
  return typeof cause === 'string' && cause !== '' ? cause : undefined
}

/** Whether a value is a well-formed {@link ErrorRecord}. */
export function isErrorRecord(value: unknown): value is ErrorRecord {
  return v.is(ErrorRecordSchema, value)
}

/** Whether the error may be retried once more: it is retryable and has retries left. */
export function canRetry(record: ErrorRecord): boolean {
  return record.isRetryable && record.retryCount < record.maxRetries
}

/** A copy of the record with one more retry counted. */
export function withRetry(record: ErrorRecord): ErrorRecord {
  return { ...record, retryCount: record.retryCount + 1 }
}
