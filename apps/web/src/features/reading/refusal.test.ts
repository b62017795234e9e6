import { createSupabaseReadingRepository } from '@fabula/reading-api'
import type { SupabaseClient } from '@supabase/supabase-js'
import { describe, expect, it } from 'vitest'
import { describeStartRefusal } from './refusal'

/** What startStory throws when the function answers `status` with `body`. */
async function refusalOf(status: number, body: unknown): Promise<unknown> {
  const client = {
    functions: {
      invoke: () =>
        Promise.resolve({
          data: null,
          error: Object.assign(new Error('Edge Function returned a non-2xx status code'), {
            context: new Response(JSON.stringify(body), { status }),
          }),
        }),
    },
  } as unknown as SupabaseClient
  return createSupabaseReadingRepository(client)
    .startStory({ genre: 'mystery', length: 'short' })
    .then(
      () => {
        throw new Error('expected a refusal')
      },
      (error: unknown) => error,
    )
}

const NOW = Date.UTC(2026, 10, 25, 14, 0, 0)

describe('a refused story start, worded from its reason', () => {
  it('says how many stories an hour and when the next one is possible (429)', async () => {
    const error = await refusalOf(429, {
      error: {
        code: 'BUSINESS_RULE_VIOLATION',
        reason: 'rate_limited',
        limit: 10,
        retry_after: 1500,
      },
    })
    const view = describeStartRefusal(error, NOW)
    expect(view.kind).toBe('message')
    expect(view.message).toMatch(
      /^You can start 10 stories an hour\. The next one is possible in 25 minutes, at /,
    )
    expect(view.message).not.toMatch(/format of your input|An error occurred/)
  })

  it('offers the nearest levels when the library is read out near the level', async () => {
    const error = await refusalOf(422, {
      error: {
        code: 'DATA_NOT_FOUND',
        reason: 'LIBRARY_EXHAUSTED',
        language: 'es',
        level: 'C2',
        choices: [
          { level: 'B2', unread: 3, genres: ['mystery'], lengths: ['short'] },
          { level: 'B1', unread: 1, genres: ['humour'], lengths: ['long'] },
        ],
      },
    })
    expect(describeStartRefusal(error, NOW)).toEqual({
      kind: 'levels',
      message: 'You have read every Fabula library story in Spanish near level C2.',
      choices: [
        { level: 'B2', label: 'B2 · 3 unread stories' },
        { level: 'B1', label: 'B1 · 1 unread story' },
      ],
    })
  })

  it('says when everything has been read', async () => {
    const error = await refusalOf(422, {
      error: {
        code: 'DATA_NOT_FOUND',
        reason: 'LIBRARY_EXHAUSTED',
        language: 'de',
        level: 'A1',
        choices: [],
      },
    })
    expect(describeStartRefusal(error, NOW).message).toMatch(
      /every story the library has in German/,
    )
  })

  it('names the missing language and the languages that have stories', async () => {
    const error = await refusalOf(422, {
      error: {
        code: 'DATA_NOT_FOUND',
        reason: 'LIBRARY_LANGUAGE_MISSING',
        language: 'ja',
        languages: ['de', 'es'],
      },
    })
    expect(describeStartRefusal(error, NOW)).toEqual({
      kind: 'language',
      message:
        'The Fabula library has no stories in Japanese yet, and no story provider is connected to write them.',
      detail: 'Stories are ready in: German, Spanish.',
    })
  })

  it('sends an incomplete profile to the settings and an active request to its progress', async () => {
    const profile = await refusalOf(422, {
      error: { code: 'BUSINESS_RULE_VIOLATION', reason: 'profile_incomplete' },
    })
    expect(describeStartRefusal(profile, NOW).kind).toBe('profile')
    const active = await refusalOf(409, {
      error: {
        code: 'RESOURCE_CONFLICT',
        reason: 'generation_active',
        request_id: '7f1c2a5e-1b2c-4d3e-8f90-123456789abc',
      },
    })
    expect(describeStartRefusal(active, NOW)).toEqual({
      kind: 'active',
      message: 'A story is already being written for you.',
      requestId: '7f1c2a5e-1b2c-4d3e-8f90-123456789abc',
    })
  })

  it('falls back to the catalogue message for what it does not know, never an empty one', async () => {
    const error = await refusalOf(500, {
      error: { code: 'SERVER_ERROR', reason: 'internal_error' },
    })
    const view = describeStartRefusal(error, NOW)
    expect(view.kind).toBe('message')
    expect(view.message.length).toBeGreaterThan(10)
    expect(describeStartRefusal(new Error('offline'), NOW).message.length).toBeGreaterThan(10)
  })
})
