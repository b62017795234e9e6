/** The hourly limit on starts per learner, counted on the learner's own `story_requests` rows. */
import type { EnvReader } from './env'
import type { Rest } from './rest'

/** Starts per user per rolling hour, unless `STORY_RATE_LIMIT_PER_HOUR` says otherwise. */
export const DEFAULT_RATE_LIMIT_PER_HOUR = 10
const HOUR_MS = 60 * 60_000

/** The configured limit. */
export function rateLimitPerHour(env: EnvReader): number {
  return Number(env('STORY_RATE_LIMIT_PER_HOUR') ?? DEFAULT_RATE_LIMIT_PER_HOUR)
}

/** The learner may start, or must wait `retryAfter` seconds. */
type RateLimitCheck = { allowed: true } | { allowed: false; limit: number; retryAfter: number }

/**
 * Counts the learner's starts in the last hour (refused starts store nothing, so they do not
 * count) and, past the limit, says when the oldest of them leaves the window.
 */
export async function checkRateLimit(
  rest: Rest,
  userId: string,
  limit: number,
  now: number,
): Promise<RateLimitCheck> {
  const recent = await rest.select<{ created_at: string }>('story_requests', {
    select: 'created_at',
    user_id: `eq.${userId}`,
    created_at: `gte.${new Date(now - HOUR_MS).toISOString()}`,
    order: 'created_at.asc',
    limit: String(Math.max(1, limit)),
  })
  if (recent.length < limit) return { allowed: true }
  const oldest = Date.parse(recent[0]?.created_at ?? '') || now
  const retryAfter = Math.max(1, Math.ceil((oldest + HOUR_MS - now) / 1000))
  return { allowed: false, limit, retryAfter }
}
