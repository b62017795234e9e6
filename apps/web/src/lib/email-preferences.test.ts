import type { SupabaseClient } from '@supabase/supabase-js'
import { getHttpStatus } from '@fabula/errors'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_EMAIL_PREFERENCES, createEmailPreferencesStore } from './email-preferences'

/** A stand-in for supabase-js's query builder: records calls, answers with `result`. */
function fakeClient(result: { data: unknown; error: { message: string } | null; status?: number }) {
  const calls: { method: string; args: unknown[] }[] = []
  const builder: Record<string, unknown> = {}
  for (const method of ['select', 'upsert', 'eq']) {
    builder[method] = (...args: unknown[]) => {
      calls.push({ method, args })
      return builder
    }
  }
  builder.maybeSingle = async () => result
  builder.single = async () => result
  const from = vi.fn(() => builder)
  return { client: { from } as unknown as SupabaseClient, calls, from }
}

describe('email preferences store', () => {
  it('gives the column defaults to a learner without a row', async () => {
    const { client, from } = fakeClient({ data: null, error: null })
    await expect(createEmailPreferencesStore(client).load('u-1')).resolves.toEqual(
      DEFAULT_EMAIL_PREFERENCES,
    )
    expect(from).toHaveBeenCalledWith('notification_preferences')
  })

  it('rejects a row that does not match the schema', async () => {
    const { client } = fakeClient({ data: { product_updates: 'yes' }, error: null })
    await expect(createEmailPreferencesStore(client).load('u-1')).rejects.toThrow()
  })

  it('upserts on user_id and returns the stored row', async () => {
    const stored = { product_updates: true, reading_reminders: false, weekly_progress: true }
    const { client, calls } = fakeClient({ data: stored, error: null })
    await expect(createEmailPreferencesStore(client).save('u-1', stored)).resolves.toEqual(stored)
    expect(calls[0]).toEqual({
      method: 'upsert',
      args: [{ user_id: 'u-1', ...stored }, { onConflict: 'user_id' }],
    })
  })

  it('turns a server error into an AppError that keeps the status', async () => {
    const { client } = fakeClient({
      data: null,
      error: { message: 'permission denied' },
      status: 403,
    })
    const error: unknown = await createEmailPreferencesStore(client)
      .save('u-1', DEFAULT_EMAIL_PREFERENCES)
      .catch((caught: unknown) => caught)
    expect(getHttpStatus(error)).toBe(403)
    expect((error as Error).message).toBe('permission denied')
  })
})
