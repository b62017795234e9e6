export { profileKeys } from './keys.js'
export { profileQueryOptions, useProfile } from './get-profile.js'
export { useCreateProfile, type ProfileMutationVariables } from './create-profile.js'
export { useUpdateProfile } from './update-profile.js'
