import { queryOptions, skipToken, useQuery } from '@tanstack/react-query'
import type { ProfileRepository } from '../profile-repository.js'
import { profileKeys } from './keys.js'

/**
 * Query options for one user's profile (`null` when there is none), for `useQuery`,
 * `ensureQueryData` in a route loader, or `prefetchQuery`.
 *
 * @example
 * await queryClient.ensureQueryData(profileQueryOptions(profiles, userId))
 */
export function profileQueryOptions(repo: ProfileRepository, userId: string) {
  return queryOptions({
    queryKey: profileKeys.detail(userId),
    queryFn: () => repo.get(userId),
  })
}

/**
 * The signed-in learner's profile. While `userId` is not known yet (no session) the query waits
 * instead of fetching, so callers need no `enabled` juggling.
 *
 * @example
 * const { data: profile, isPending } = useProfile(profiles, session?.user.id)
 */
export function useProfile(repo: ProfileRepository, userId: string | null | undefined) {
  const options = profileQueryOptions(repo, userId ?? '')
  return useQuery({ ...options, queryFn: userId ? options.queryFn : skipToken })
}
