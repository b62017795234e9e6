const TIME_ZONE_TTL_MS = 60_000
let cached: { zone: string; at: number } | undefined

/**
 * The learner's IANA time zone, from the browser: the dashboard counts days (streaks, today's
 * goal, words known per day) in it. UTC when the browser does not say.
 */
export function learnerTimeZone(): string {
  const now = Date.now()
  // Read at most once a minute: pages ask on every render, and building the formatter that
  // tells is slow (a locale switch re-renders the dashboard); a move to another zone still shows.
  if (cached && now - cached.at < TIME_ZONE_TTL_MS) return cached.zone
  let zone = 'UTC'
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
  } catch {
    // The browser does not say.
  }
  cached = { zone, at: now }
  return zone
}
