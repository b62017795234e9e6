import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AppError } from '@fabula/errors'
import type { ProfileRepository } from '../profile-repository.js'
import type { Profile } from '../profile-schema.js'
import type { ProfileMutationVariables } from './create-profile.js'
import { profileKeys } from './keys.js'

/**
 * Updates fields of the learner's profile (see `ProfileRepository.update`). On success the
 * returned profile replaces the cached one; on failure the cached profile is refetched.
 *
 * @example
 * const updateProfile = useUpdateProfile(profiles)
 * updateProfile.mutate({ userId, input: { lang_lvl: 'B1', lang_sub_lvl: 2 } })
 */
export function useUpdateProfile(repo: ProfileRepository) {
  const queryClient = useQueryClient()
  return useMutation<Profile, AppError, ProfileMutationVariables>({
    mutationKey: [...profileKeys.all, 'update'],
    mutationFn: ({ userId, input }) => repo.update(userId, input),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.detail(profile.user_id), profile)
    },
    onError: (_error, { userId }) =>
      queryClient.invalidateQueries({ queryKey: profileKeys.detail(userId) }),
  })
}
