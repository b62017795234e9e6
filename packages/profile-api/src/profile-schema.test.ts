import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  GENRES,
  NATIVE_LANGUAGES,
  ProfileInputSchema,
  ProfileSchema,
  TARGET_LANGUAGES,
  isProfileComplete,
  type Profile,
} from './index.js'

const USER_ID = '7d3c1c9e-0f6a-4d53-9b8e-3f1f0c7f2a11'

const COMPLETE: Profile = {
  user_id: USER_ID,
  wanted_name: 'Ana',
  nl: 'en',
  tl: 'es',
  fav_authors: ['Gabriel García Márquez'],
  fav_genres: ['mystery', 'slice of life'],
  lang_lvl: 'B1',
  lang_sub_lvl: 2,
}

function messagesFor(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input)
  if (result.success) return {}
  return v.flatten(result.issues).nested as Record<string, string[]>
}

describe('language lists', () => {
  it('offers the 44 word-list languages as targets and every one of them plus English as native', () => {
    expect(TARGET_LANGUAGES).toHaveLength(44)
    expect(new Set(TARGET_LANGUAGES).size).toBe(44)
    expect(TARGET_LANGUAGES.every((code) => /^[a-z]{2}$/.test(code))).toBe(true)
    expect(NATIVE_LANGUAGES).toContain('en')
    expect(TARGET_LANGUAGES.every((code) => NATIVE_LANGUAGES.includes(code))).toBe(true)
  })

  it('includes the right-to-left targets', () => {
    expect(TARGET_LANGUAGES).toEqual(expect.arrayContaining(['ar', 'he', 'fa']))
  })
})

describe('ProfileSchema', () => {
  it('accepts a complete profile unchanged', () => {
    expect(v.parse(ProfileSchema, COMPLETE)).toEqual(COMPLETE)
  })

  it('accepts an incomplete profile with nulls and empty lists', () => {
    const empty = {
      user_id: USER_ID,
      wanted_name: null,
      nl: null,
      tl: null,
      fav_authors: [],
      fav_genres: [],
      lang_lvl: null,
      lang_sub_lvl: null,
    }
    expect(v.parse(ProfileSchema, empty)).toEqual(empty)
  })

  it('accepts values at every limit, counting characters as PostgreSQL does', () => {
    const atLimits = {
      ...COMPLETE,
      wanted_name: '🦊'.repeat(50),
      fav_authors: Array.from({ length: 10 }, () => '字'.repeat(80)),
      fav_genres: GENRES.slice(0, 5),
      lang_lvl: 'C2',
      lang_sub_lvl: 3,
    }
    expect(v.is(ProfileSchema, atLimits)).toBe(true)
  })

  it.each([
    ['wanted_name', { wanted_name: '' }, 'Your name must be 1 to 50 characters long.'],
    ['wanted_name', { wanted_name: '  ' }, 'Your name must be 1 to 50 characters long.'],
    ['wanted_name', { wanted_name: 'x'.repeat(51) }, 'Your name must be 1 to 50 characters long.'],
    ['nl', { nl: 'xx' }, 'Choose your native language from the list.'],
    ['tl', { tl: 'EN' }, 'Choose a language to learn from the list.'],
    ['tl', { nl: 'es', tl: 'es' }, 'The language you learn must differ from your native language.'],
    [
      'fav_authors',
      { fav_authors: Array.from({ length: 11 }, (_, i) => `A${i}`) },
      'Name at most 10 favourite authors.',
    ],
    [
      'fav_authors.0',
      { fav_authors: ['x'.repeat(81)] },
      'Each author name must be 1 to 80 characters long.',
    ],
    [
      'fav_authors.1',
      { fav_authors: ['Borges', ''] },
      'Each author name must be 1 to 80 characters long.',
    ],
    ['fav_genres', { fav_genres: GENRES.slice(0, 6) }, 'Choose at most 5 favourite genres.'],
    ['fav_genres', { fav_genres: ['horror', 'horror'] }, 'Choose each genre only once.'],
    ['fav_genres.0', { fav_genres: ['poetry'] }, 'Choose genres from the list.'],
    ['lang_lvl', { lang_lvl: 'b1' }, 'Choose a level from A1 to C2.'],
    ['lang_sub_lvl', { lang_sub_lvl: 4 }, 'Choose a band of 1 (low), 2 (mid) or 3 (high).'],
    [
      'lang_sub_lvl',
      { lang_lvl: null, lang_sub_lvl: 1 },
      'Choose a level before choosing a band inside it.',
    ],
  ])('rejects an invalid %s with a clear message', (path, change, message) => {
    expect(messagesFor(ProfileSchema, { ...COMPLETE, ...change })[path]).toEqual([message])
  })

  it('rejects a row whose user_id is not a UUID', () => {
    expect(v.is(ProfileSchema, { ...COMPLETE, user_id: 'user-1' })).toBe(false)
  })
})

describe('ProfileInputSchema', () => {
  it('accepts any subset of the seven fields and keeps only the given keys', () => {
    expect(v.parse(ProfileInputSchema, { lang_lvl: 'A2' })).toEqual({ lang_lvl: 'A2' })
    expect(v.parse(ProfileInputSchema, {})).toEqual({})
  })

  it('drops user_id and unknown keys so the owner always comes from the session', () => {
    const parsed = v.parse(ProfileInputSchema, {
      user_id: USER_ID,
      role: 'admin',
      wanted_name: 'Ana',
    })
    expect(parsed).toEqual({ wanted_name: 'Ana' })
  })

  it('allows null to clear a nullable field but not a list', () => {
    expect(v.parse(ProfileInputSchema, { wanted_name: null, lang_lvl: null })).toEqual({
      wanted_name: null,
      lang_lvl: null,
    })
    expect(v.is(ProfileInputSchema, { fav_authors: null })).toBe(false)
  })

  it('checks cross-field rules only when both fields are given', () => {
    expect(v.is(ProfileInputSchema, { tl: 'es' })).toBe(true)
    expect(v.is(ProfileInputSchema, { lang_sub_lvl: 2 })).toBe(true)
    expect(messagesFor(ProfileInputSchema, { nl: 'fr', tl: 'fr' }).tl).toEqual([
      'The language you learn must differ from your native language.',
    ])
    expect(
      messagesFor(ProfileInputSchema, { lang_lvl: null, lang_sub_lvl: 2 }).lang_sub_lvl,
    ).toEqual(['Choose a level before choosing a band inside it.'])
  })
})

describe('isProfileComplete', () => {
  it('is true once name, languages, level and band are set, lists optional', () => {
    expect(isProfileComplete({ ...COMPLETE, fav_authors: [], fav_genres: [] })).toBe(true)
  })

  it.each(['wanted_name', 'nl', 'tl', 'lang_lvl', 'lang_sub_lvl'] as const)(
    'is false without %s',
    (field) => {
      expect(isProfileComplete({ ...COMPLETE, [field]: null })).toBe(false)
    },
  )

  it('is false for no profile', () => {
    expect(isProfileComplete(null)).toBe(false)
    expect(isProfileComplete(undefined)).toBe(false)
  })
})
