import type { SupabaseClient } from '@supabase/supabase-js'
import { PROFILE_COLUMNS, parseProfileInput, parseProfileRow } from './parse.js'
import { emptyProfileInput, profileNotFound, toProfileError } from './profile-error.js'
import type { Profile, ProfileFields, ProfileInput } from './profile-schema.js'

/**
 * Writes already-parsed fields to the learner's row. Shared by {@link updateProfile} and the
 * duplicate-key fallback of `createProfile`, which must not parse the input twice.
 */
export async function writeProfileFields(
  client: SupabaseClient,
  userId: string,
  fields: ProfileFields,
): Promise<Profile> {
  const { data, error, status } = await client
    .from('profiles')
    .update(fields)
    .eq('user_id', userId)
    .select(PROFILE_COLUMNS)
    .maybeSingle()
  if (error) throw toProfileError(error, status, 'update')
  // Zero rows is not an error for PostgREST: no profile yet, or RLS hid someone else's row.
  if (data === null) throw profileNotFound(userId, 'update')
  return parseProfileRow(data, 'update')
}

/**
 * Updates the learner's profile by `user_id` with the given fields of the seven (seed spec §7);
 * absent keys keep their stored value, `null` clears a field. Input is validated with
 * `ProfileInputSchema` before anything is sent.
 *
 * @returns the stored profile after the update
 * @throws AppError `INVALID_FORMAT` for invalid input, `REQUIRED_FIELD` for an empty one, `DATA_NOT_FOUND` when no row the
 *   caller may change exists, otherwise the catalogue record of the server error (a database
 *   CHECK failure is `VALUE_OUT_OF_RANGE`)
 */
export async function updateProfile(
  client: SupabaseClient,
  userId: string,
  input: ProfileInput,
): Promise<Profile> {
  const fields = parseProfileInput(input, 'update')
  // An empty PATCH would be a silent no-op; say so instead of pretending something was saved.
  if (Object.keys(fields).length === 0) throw emptyProfileInput('update')
  return writeProfileFields(client, userId, fields)
}
