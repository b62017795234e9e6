import { SECURITY_LOG_LIMIT } from './constants.js'
import type { SecurityIssue, SecuritySeverity } from './security-checks.js'

/** One entry of the security event log. Never holds a token. */
export interface SecurityEvent {
  issue: SecurityIssue
  severity: SecuritySeverity
  /** Milliseconds since the epoch. */
  at: number
  /** The session's user id, when it had one. */
  userId?: string
}

/** A bounded, in-memory log of security events (seed spec §9: 100 entries, oldest dropped). */
export interface SecurityLog {
  /** Appends an event, dropping the oldest beyond the limit. */
  record(event: SecurityEvent): void
  /** A copy of the events, oldest first. */
  events(): SecurityEvent[]
  /** Empties the log. */
  clear(): void
}

/** Creates a {@link SecurityLog} holding at most `limit` events (default 100). */
export function createSecurityLog(limit: number = SECURITY_LOG_LIMIT): SecurityLog {
  let entries: SecurityEvent[] = []
  return {
    record(event) {
      entries.push(event)
      if (entries.length > limit) entries = entries.slice(entries.length - limit)
    },
    events: () => [...entries],
    clear() {
      entries = []
    },
  }
}
