/**
 * Query keys of profile data. Everything starts with `['profiles']`, so invalidating
 * `profileKeys.all` refreshes every cached profile (for example after signing out).
 */
export const profileKeys = {
  /** Every profile query. */
  all: ['profiles'] as const,
  /** Every single-profile query. */
  details: () => [...profileKeys.all, 'detail'] as const,
  /** One user's profile. */
  detail: (userId: string) => [...profileKeys.details(), userId] as const,
}
