import type { SupabaseClient } from '@supabase/supabase-js'
import { createProfile } from './create-profile.js'
import { getProfile } from './get-profile.js'
import type { Profile, ProfileInput } from './profile-schema.js'
import { updateProfile } from './update-profile.js'

/**
 * Where profiles are read and written. Features and hooks depend on this interface, so tests and
 * stories can pass an in-memory implementation; {@link createSupabaseProfileRepository} is the
 * real one. Every method rejects with an `AppError` from `@fabula/errors`.
 */
export interface ProfileRepository {
  /** The user's profile, or `null` when there is none (or the table is missing, seed spec §5). */
  get(userId: string): Promise<Profile | null>
  /** Creates the profile (upsert on `user_id`; an existing one is updated) and returns it. */
  create(userId: string, input: ProfileInput): Promise<Profile>
  /** Updates the given fields of an existing profile and returns it. */
  update(userId: string, input: ProfileInput): Promise<Profile>
}

/**
 * The supabase-js implementation of {@link ProfileRepository} over the `profiles` table.
 * Pass the app's client (signed in as the learner, or as staff for reads); row-level security
 * decides what it may see.
 *
 * @example
 * const profiles = createSupabaseProfileRepository(supabase)
 * const profile = await profiles.get(session.user.id)
 */
export function createSupabaseProfileRepository(client: SupabaseClient): ProfileRepository {
  return {
    get: (userId) => getProfile(client, userId),
    create: (userId, input) => createProfile(client, userId, input),
    update: (userId, input) => updateProfile(client, userId, input),
  }
}
