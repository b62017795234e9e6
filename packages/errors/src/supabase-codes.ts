import type { ErrorCode } from './codes.js'

/**
 * supabase-js auth error codes (the `code` of an `AuthApiError`) that have a clear catalogue code.
 * Codes not listed fall back to the message and then the HTTP status.
 */
export const AUTH_ERROR_CODES: Readonly<Record<string, ErrorCode>> = {
  invalid_credentials: 'INVALID_CREDENTIALS',
  session_not_found: 'SESSION_EXPIRED',
  session_expired: 'SESSION_EXPIRED',
  refresh_token_not_found: 'SESSION_EXPIRED',
  refresh_token_already_used: 'SESSION_EXPIRED',
  bad_jwt: 'TOKEN_INVALID',
  no_authorization: 'TOKEN_INVALID',
  pkce_code_verifier_not_found: 'TOKEN_INVALID',
  otp_expired: 'TOKEN_INVALID',
  insufficient_aal: 'MFA_REQUIRED',
  mfa_challenge_expired: 'MFA_REQUIRED',
  user_already_exists: 'DUPLICATE_VALUE',
  email_exists: 'DUPLICATE_VALUE',
  weak_password: 'INVALID_FORMAT',
  validation_failed: 'INVALID_FORMAT',
  email_address_invalid: 'INVALID_FORMAT',
  // A 429 would otherwise read as "check the format of your input", which misleads the user.
  over_request_rate_limit: 'OPERATION_NOT_ALLOWED',
  over_email_send_rate_limit: 'OPERATION_NOT_ALLOWED',
  email_not_confirmed: 'OPERATION_NOT_ALLOWED',
  user_banned: 'RESOURCE_FORBIDDEN',
}

/**
 * Auth error class names whose meaning does not depend on the status. `AuthRetryableFetchError` is
 * not listed: its status (0 for no response, else 5xx) already maps to the right network code.
 */
export const AUTH_ERROR_NAMES: Readonly<Record<string, ErrorCode>> = {
  AuthSessionMissingError: 'SESSION_EXPIRED',
  AuthPKCECodeVerifierMissingError: 'TOKEN_INVALID',
  AuthWeakPasswordError: 'INVALID_FORMAT',
}

/**
 * PostgreSQL SQLSTATEs and PostgREST `PGRST…` codes that have a clear catalogue code.
 * Sources: PostgreSQL "Errors and Messages" appendix; PostgREST error reference.
 */
export const POSTGREST_ERROR_CODES: Readonly<Record<string, ErrorCode>> = {
  '23505': 'DUPLICATE_VALUE', // unique_violation
  '23502': 'REQUIRED_FIELD', // not_null_violation
  '23514': 'VALUE_OUT_OF_RANGE', // check_violation
  '23503': 'BUSINESS_RULE_VIOLATION', // foreign_key_violation
  '22001': 'VALUE_OUT_OF_RANGE', // string_data_right_truncation
  '22003': 'VALUE_OUT_OF_RANGE', // numeric_value_out_of_range
  '22P02': 'INVALID_FORMAT', // invalid_text_representation
  '22007': 'INVALID_FORMAT', // invalid_datetime_format
  '22008': 'VALUE_OUT_OF_RANGE', // datetime_field_overflow
  '40001': 'RESOURCE_CONFLICT', // serialization_failure
  '40P01': 'RESOURCE_CONFLICT', // deadlock_detected
  '42501': 'INSUFFICIENT_PERMISSIONS', // insufficient_privilege (row-level security)
  '57014': 'REQUEST_TIMEOUT', // query_canceled (statement timeout)
  P0001: 'BUSINESS_RULE_VIOLATION', // raise_exception from a database function
  PGRST116: 'DATA_NOT_FOUND', // .single() found no row (or more than one)
  PGRST301: 'TOKEN_INVALID', // JWT could not be decoded or is invalid
  PGRST303: 'SESSION_EXPIRED', // JWT claims failed validation, e.g. "JWT expired"
}
