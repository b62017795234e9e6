export { profileKeys } from './keys'
export { profileQueryOptions, useProfile } from './get-profile'
export { useCreateProfile, type ProfileMutationVariables } from './create-profile'
export { useUpdateProfile } from './update-profile'
