import type { SupabaseClient } from '@supabase/supabase-js'
import { PROFILE_COLUMNS, parseProfileRow } from './parse.js'
import { readsAsEmptyProfile, toProfileError } from './profile-error.js'
import type { Profile } from './profile-schema.js'

/**
 * Reads one learner's profile: the seven fields plus `user_id`, filtered by `user_id`, at most
 * one row (seed spec §7). Returns `null` when there is no row, when row-level security hides it,
 * and, per seed spec §5, when the table is missing (42P01, PGRST205) or the server answers 406.
 *
 * @throws AppError with the catalogue record of any other failure
 */
export async function getProfile(client: SupabaseClient, userId: string): Promise<Profile | null> {
  const { data, error, status } = await client
    .from('profiles')
    .select(PROFILE_COLUMNS)
    .eq('user_id', userId)
    .maybeSingle()
  if (error) {
    if (readsAsEmptyProfile(error, status)) return null
    throw toProfileError(error, status, 'get')
  }
  return data === null ? null : parseProfileRow(data, 'get')
}
