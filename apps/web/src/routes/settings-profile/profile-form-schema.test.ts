import { describe, expect, it } from 'vitest'
import { validateProfileForm } from './profile-form-schema'
import type { ProfileFormValues } from './profile-form-schema'

const valid: ProfileFormValues = {
  wanted_name: 'Ana',
  nl: 'en',
  tl: 'es',
  lang_lvl: 'B1',
  lang_sub_lvl: 2,
  fav_authors: ['Cervantes'],
  fav_genres: ['mystery', 'fantasy'],
}

describe('profile form', () => {
  it('accepts a complete profile', () => {
    expect(validateProfileForm(valid)).toMatchObject({ ok: true, input: { tl: 'es' } })
  })

  it('requires name, languages, level and band', () => {
    const result = validateProfileForm({
      ...valid,
      wanted_name: ' ',
      nl: null,
      tl: null,
      lang_lvl: null,
      lang_sub_lvl: null,
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(Object.keys(result.errors).sort()).toEqual(
      ['lang_lvl', 'lang_sub_lvl', 'nl', 'tl', 'wanted_name'].sort(),
    )
  })

  it('counts an emoji as one character toward the 50-character name', () => {
    const family = '👩‍👩‍👧'
    expect(validateProfileForm({ ...valid, wanted_name: `${'a'.repeat(49)}${family}` }).ok).toBe(
      true,
    )
    expect(validateProfileForm({ ...valid, wanted_name: '🇪🇸'.repeat(50) }).ok).toBe(true)
    expect(validateProfileForm({ ...valid, wanted_name: '🇪🇸'.repeat(51) })).toEqual({
      ok: false,
      errors: { wanted_name: 'Name must be 1 to 50 characters.' },
    })
  })

  it('rejects the same native and target language', () => {
    const result = validateProfileForm({ ...valid, tl: 'en' })
    expect(result).toEqual({
      ok: false,
      errors: { tl: 'Your native and target languages must differ.' },
    })
  })

  it('limits authors to 10 of 1–80 characters and genres to 5', () => {
    const authors = validateProfileForm({
      ...valid,
      fav_authors: Array.from({ length: 11 }, (_, i) => `Author ${i}`),
    })
    expect(authors).toEqual({ ok: false, errors: { fav_authors: 'Choose at most 10 authors.' } })
    const long = validateProfileForm({ ...valid, fav_authors: ['x'.repeat(81)] })
    expect(long.ok).toBe(false)
    const genres = validateProfileForm({
      ...valid,
      fav_genres: ['adventure', 'mystery', 'romance', 'fantasy', 'horror', 'thriller'],
    })
    expect(genres).toEqual({ ok: false, errors: { fav_genres: 'Choose at most 5 genres.' } })
  })

  it('rejects a name over 50 characters', () => {
    expect(validateProfileForm({ ...valid, wanted_name: 'n'.repeat(51) })).toEqual({
      ok: false,
      errors: { wanted_name: 'Name must be 1 to 50 characters.' },
    })
  })
})
