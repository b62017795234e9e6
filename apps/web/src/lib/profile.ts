import { createSupabaseProfileRepository } from '@fabula/profile-api'
import type { ProfileRepository } from '@fabula/profile-api'
import { profileQueryOptions } from '@fabula/profile-api/react'
import { authReady } from '@/app/auth'
import { getQueryClient } from './query-client-instance'
import { getSupabase } from './supabase'

let repository: ProfileRepository | undefined

/** The profile repository over the app's supabase-js client. */
export function getProfiles(): ProfileRepository {
  repository ??= createSupabaseProfileRepository(getSupabase())
  return repository
}

/**
 * Warms the signed-in learner's profile into the query cache (route loaders and link preloads).
 * Without a session it does nothing: the guard above has already decided where to go.
 */
export async function prefetchOwnProfile(): Promise<void> {
  const session = await authReady()
    .then((auth) => auth.sessions.getSession())
    .catch(() => null)
  if (!session) return
  await getQueryClient().prefetchQuery(profileQueryOptions(getProfiles(), session.user.id))
}

const displayNames = new Map<string, Intl.DisplayNames>()

/** A language's name in the UI locale, from ISO 639-1 (no word list to maintain). */
export function languageName(code: string, locale = 'en'): string {
  let names = displayNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'language' })
    displayNames.set(locale, names)
  }
  return names.of(code) ?? code
}
