/**
 * The learner's IANA time zone, from the browser: the dashboard counts days (streaks, today's
 * goal, words known per day) in it. UTC when the browser does not say.
 */
export function learnerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    return 'UTC'
  }
}
