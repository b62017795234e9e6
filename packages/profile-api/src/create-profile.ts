import type { SupabaseClient } from '@supabase/supabase-js'
import { PROFILE_COLUMNS, parseProfileInput, parseProfileRow } from './parse.js'
import { toProfileError } from './profile-error.js'
import type { Profile, ProfileInput } from './profile-schema.js'
import { writeProfileFields } from './update-profile.js'

const UNIQUE_VIOLATION = '23505'

/**
 * Creates the learner's profile: an upsert on `user_id` returning the profile columns (seed spec
 * §4, §7), so calling it for an existing profile updates the given fields. Should the server still
 * report a duplicate key (23505), the same fields are written with an update instead (seed spec
 * §4 "falls back to an update"). Input is validated with `ProfileInputSchema` first; the owner is
 * always `userId`, never a key of the input.
 *
 * @returns the stored profile
 * @throws AppError `INVALID_FORMAT` for invalid input, otherwise the catalogue record of the server
 *   error (RLS refusal is `INSUFFICIENT_PERMISSIONS`, a CHECK failure `VALUE_OUT_OF_RANGE`)
 */
export async function createProfile(
  client: SupabaseClient,
  userId: string,
  input: ProfileInput,
): Promise<Profile> {
  const fields = parseProfileInput(input, 'create')
  const { data, error, status } = await client
    .from('profiles')
    .upsert({ ...fields, user_id: userId }, { onConflict: 'user_id' })
    .select(PROFILE_COLUMNS)
    .single()
  if (error) {
    if (error.code === UNIQUE_VIOLATION && Object.keys(fields).length > 0) {
      return writeProfileFields(client, userId, fields)
    }
    throw toProfileError(error, status, 'create')
  }
  return parseProfileRow(data, 'create')
}
