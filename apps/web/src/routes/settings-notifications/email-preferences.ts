import type { SupabaseClient } from '@supabase/supabase-js'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { getSupabase } from '@/lib/supabase'

/** The optional emails a learner can switch (security alerts are always sent). */
const EmailPreferencesSchema = v.object({
  product_updates: v.boolean(),
  reading_reminders: v.boolean(),
  weekly_progress: v.boolean(),
})

/** One learner's email choices, as stored in `public.notification_preferences`. */
export type EmailPreferences = v.InferOutput<typeof EmailPreferencesSchema>

/** The table's column defaults: what a learner without a row gets. */
export const DEFAULT_EMAIL_PREFERENCES: EmailPreferences = {
  product_updates: false,
  reading_reminders: true,
  weekly_progress: true,
}

const COLUMNS = 'product_updates,reading_reminders,weekly_progress'

/** Reads and writes the signed-in learner's row; RLS keeps every call to that one row. */
export interface EmailPreferencesStore {
  load(): Promise<EmailPreferences>
  save(userId: string, preferences: EmailPreferences): Promise<EmailPreferences>
}

/** The store over supabase-js; rows are parsed, never trusted. */
export function createEmailPreferencesStore(client: SupabaseClient): EmailPreferencesStore {
  const table = () => client.from('notification_preferences')
  return {
    async load() {
      const { data, error } = await table().select(COLUMNS).maybeSingle()
      if (error) throw new Error(error.message)
      return data === null ? DEFAULT_EMAIL_PREFERENCES : v.parse(EmailPreferencesSchema, data)
    },
    async save(userId, preferences) {
      const { data, error } = await table()
        .upsert({ user_id: userId, ...preferences }, { onConflict: 'user_id' })
        .select(COLUMNS)
        .single()
      if (error) throw new Error(error.message)
      return v.parse(EmailPreferencesSchema, data)
    },
  }
}

let store: EmailPreferencesStore | undefined

/** The store over the app's client (created on first use, behind the guard). */
function getEmailPreferencesStore(): EmailPreferencesStore {
  store ??= createEmailPreferencesStore(getSupabase())
  return store
}

/** Replaces the store (component tests use an in-memory one). */
export function setEmailPreferencesStore(next: EmailPreferencesStore | undefined): void {
  store = next
}

/** Query keys of the email preferences, per user so a switch of account never shows stale rows. */
const emailPreferenceKeys = {
  all: ['email-preferences'] as const,
  detail: (userId: string) => ['email-preferences', userId] as const,
}

/** Query options of a learner's email preferences. */
function emailPreferencesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: emailPreferenceKeys.detail(userId),
    queryFn: () => getEmailPreferencesStore().load(),
  })
}

/** The learner's email preferences (disabled until the user is known). */
export function useEmailPreferences(userId: string | undefined) {
  return useQuery({ ...emailPreferencesQueryOptions(userId ?? ''), enabled: Boolean(userId) })
}

/**
 * Saves the whole set. The switch moves at once (optimistic) and snaps back if the server says
 * no, so the screen never shows a choice that is not stored.
 */
export function useSaveEmailPreferences(userId: string) {
  const client = useQueryClient()
  const key = emailPreferenceKeys.detail(userId)
  return useMutation({
    mutationFn: (next: EmailPreferences) => getEmailPreferencesStore().save(userId, next),
    onMutate: async (next) => {
      await client.cancelQueries({ queryKey: key })
      const previous = client.getQueryData<EmailPreferences>(key)
      client.setQueryData(key, next)
      return { previous }
    },
    onError: (_error, _next, context) => {
      if (context?.previous) client.setQueryData(key, context.previous)
    },
    onSuccess: (saved) => client.setQueryData(key, saved),
  })
}
