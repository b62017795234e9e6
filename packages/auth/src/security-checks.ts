import type { AuthSession } from './client.js'
import { MAX_SESSION_EXPIRY_MS, MIN_TOKEN_LENGTH } from './constants.js'
import { msUntilExpiry } from './session-health.js'

/** One finding of the session security checks (seed spec §5). */
export type SecurityIssue =
  | 'token-not-string'
  | 'token-malformed'
  | 'token-too-short'
  | 'token-injection'
  | 'missing-user-id'
  | 'missing-email'
  | 'invalid-email'
  | 'suspicious-expiry'
  | 'script-in-profile'
  | 'fingerprint-changed'

/**
 * How bad a finding is. `high` findings make the session high-risk: it is dropped and the cache
 * reset. `medium` findings are only logged.
 */
export type SecuritySeverity = 'medium' | 'high'

/** Severity of each issue; the seed names which rules reject and which only flag. */
export const SECURITY_ISSUE_SEVERITY: Readonly<Record<SecurityIssue, SecuritySeverity>> = {
  'token-not-string': 'high',
  'token-malformed': 'high',
  // The seed says "flagged insufficient", not rejected: tokens from other issuers can be short.
  'token-too-short': 'medium',
  'token-injection': 'high',
  'missing-user-id': 'high',
  'missing-email': 'high',
  'invalid-email': 'high',
  // Flagged "suspicious": a long-lived token is unusual but may be a server setting.
  'suspicious-expiry': 'medium',
  'script-in-profile': 'high',
  'fingerprint-changed': 'high',
}

/** Result of {@link assessSessionSecurity}. */
export interface SecurityAssessment {
  /** `high` when any finding is high, `medium` when only medium findings, else `low`. */
  risk: 'low' | 'medium' | 'high'
  issues: SecurityIssue[]
}

// A simple "something@something.something" shape, as the seed asks; not a full RFC 5322 check.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const TOKEN_INJECTION_PATTERN = /[<>]|javascript:/i
// Markup, script URLs and inline handlers: what would matter if a profile field reached HTML.
const SCRIPT_LIKE_PATTERN =
  /<\s*\/?\s*(script|iframe|object|embed|svg|img|style|link|meta)\b|javascript\s*:|vbscript\s*:|data\s*:\s*text\/html|\bon[a-z]+\s*=|<[^>]*>/i

/** The display name the session carries (`user_metadata.name`, else `full_name`). */
export function sessionDisplayName(session: AuthSession): string | undefined {
  const metadata = session.user?.user_metadata
  const name = metadata?.['name'] ?? metadata?.['full_name']
  return typeof name === 'string' ? name : undefined
}

/** Whether a text holds a script-like pattern (markup, `javascript:` URL, inline handler). */
export function hasScriptLikePattern(text: string): boolean {
  return SCRIPT_LIKE_PATTERN.test(text)
}

/**
 * Runs the seed's session security checks (§5) except the fingerprint rule, which needs state and
 * lives in the session manager.
 *
 * @param now - milliseconds since the epoch, for the expiry rule
 */
export function assessSessionSecurity(session: AuthSession, now: number): SecurityAssessment {
  const issues: SecurityIssue[] = []
  const token: unknown = session.access_token
  if (typeof token !== 'string') {
    issues.push('token-not-string')
  } else {
    if (token.split('.').length !== 3) issues.push('token-malformed')
    if (token.length < MIN_TOKEN_LENGTH) issues.push('token-too-short')
    if (TOKEN_INJECTION_PATTERN.test(token)) issues.push('token-injection')
  }

  const userId: unknown = session.user?.id
  if (typeof userId !== 'string' || userId === '') issues.push('missing-user-id')
  const email: unknown = session.user?.email
  if (typeof email !== 'string' || email === '') issues.push('missing-email')
  else if (!EMAIL_PATTERN.test(email)) issues.push('invalid-email')

  const left = msUntilExpiry(session, now)
  if (left !== undefined && left > MAX_SESSION_EXPIRY_MS) issues.push('suspicious-expiry')

  const name = sessionDisplayName(session)
  if (
    (typeof email === 'string' && hasScriptLikePattern(email)) ||
    (name !== undefined && hasScriptLikePattern(name))
  ) {
    issues.push('script-in-profile')
  }
  return { risk: riskOf(issues), issues }
}

/** The overall risk of a list of findings. */
export function riskOf(issues: readonly SecurityIssue[]): SecurityAssessment['risk'] {
  if (issues.some((issue) => SECURITY_ISSUE_SEVERITY[issue] === 'high')) return 'high'
  return issues.length > 0 ? 'medium' : 'low'
}
