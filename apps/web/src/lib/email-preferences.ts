import type { SupabaseClient } from '@supabase/supabase-js'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { responseError } from '@fabula/errors'

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

/** Reads and writes one learner's row; RLS keeps every call to the caller's own row. */
export interface EmailPreferencesStore {
  load(userId: string): Promise<EmailPreferences>
  save(userId: string, preferences: EmailPreferences): Promise<EmailPreferences>
}

/** The store over supabase-js; rows are parsed, never trusted. */
export function createEmailPreferencesStore(client: SupabaseClient): EmailPreferencesStore {
  const table = () => client.from('notification_preferences')
  return {
    async load(userId) {
      const { data, error, status } = await table()
        .select(COLUMNS)
        .eq('user_id', userId)
        .maybeSingle()
      if (error) throw responseError(error, status, { operation: 'emailPreferences.load' })
      return data === null ? DEFAULT_EMAIL_PREFERENCES : v.parse(EmailPreferencesSchema, data)
    },
    async save(userId, preferences) {
      const { data, error, status } = await table()
        .upsert({ user_id: userId, ...preferences }, { onConflict: 'user_id' })
        .select(COLUMNS)
        .single()
      if (error) throw responseError(error, status, { operation: 'emailPreferences.save' })
      return v.parse(EmailPreferencesSchema, data)
    },
  }
}

/** Query keys of the email preferences, per user so a switch of account never shows stale rows. */
const emailPreferenceKeys = {
  all: ['email-preferences'] as const,
  detail: (userId: string) => ['email-preferences', userId] as const,
}

/** Query options of a learner's email preferences. */
export function emailPreferencesQueryOptions(store: EmailPreferencesStore, userId: string) {
  return queryOptions({
    queryKey: emailPreferenceKeys.detail(userId),
    queryFn: () => store.load(userId),
  })
}

/** The learner's email preferences. */
export function useEmailPreferences(store: EmailPreferencesStore, userId: string) {
  return useQuery(emailPreferencesQueryOptions(store, userId))
}

/**
 * Saves the whole set. The switch moves at once (optimistic) and snaps back if the server says
 * no, so the screen never shows a choice that is not stored.
 */
export function useSaveEmailPreferences(store: EmailPreferencesStore, userId: string) {
  const client = useQueryClient()
  const key = emailPreferenceKeys.detail(userId)
  return useMutation({
    mutationFn: (next: EmailPreferences) => store.save(userId, next),
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
