import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AppError } from '@fabula/errors'
import type { ProfileRepository } from '../profile-repository.js'
import type { Profile, ProfileInput } from '../profile-schema.js'
import { profileKeys } from './keys.js'

/** Variables of the profile mutations: whose profile, and which fields. */
export interface ProfileMutationVariables {
  userId: string
  input: ProfileInput
}

/**
 * Creates the learner's profile (an upsert; see `ProfileRepository.create`). On success the
 * returned profile replaces the cached one, so screens update without a refetch; on failure the
 * cached profile is refetched, because the server may hold a newer row than the cache.
 *
 * @example
 * const createProfile = useCreateProfile(profiles)
 * createProfile.mutate({ userId, input: { wanted_name: 'Ana', nl: 'en', tl: 'es' } })
 */
export function useCreateProfile(repo: ProfileRepository) {
  const queryClient = useQueryClient()
  return useMutation<Profile, AppError, ProfileMutationVariables>({
    mutationKey: [...profileKeys.all, 'create'],
    mutationFn: ({ userId, input }) => repo.create(userId, input),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.detail(profile.user_id), profile)
    },
    onError: (_error, { userId }) =>
      queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) }),
  })
}
