import {
  AUTHOR_NAME_MAX_LENGTH,
  FAV_AUTHORS_MAX_ITEMS,
  FAV_GENRES_MAX_ITEMS,
  ProfileInputSchema,
  WANTED_NAME_MAX_LENGTH,
} from '@fabula/profile-api'
import type { ProfileFields } from '@fabula/profile-api'
import * as v from 'valibot'
import { t } from '@/i18n'

/** What the profile form edits. */
export interface ProfileFormValues {
  wanted_name: string
  nl: string | null
  tl: string | null
  lang_lvl: string | null
  lang_sub_lvl: number | null
  fav_authors: string[]
  fav_genres: string[]
}

type FieldName = keyof ProfileFormValues

/** The form also requires what a story needs: name, both languages, level and band. */
const REQUIRED: readonly FieldName[] = ['wanted_name', 'nl', 'tl', 'lang_lvl', 'lang_sub_lvl']

function messageFor(field: FieldName, values: ProfileFormValues): string {
  switch (field) {
    case 'wanted_name':
      return t('validation.nameLength', { max: WANTED_NAME_MAX_LENGTH })
    case 'nl':
      return t('validation.languageRequired')
    case 'tl':
      return values.tl && values.tl === values.nl
        ? t('validation.languagesDiffer')
        : t('validation.languageRequired')
    case 'lang_lvl':
    case 'lang_sub_lvl':
      return t('validation.levelRequired')
    case 'fav_authors':
      return values.fav_authors.length > FAV_AUTHORS_MAX_ITEMS
        ? t('validation.authorsMax', { max: FAV_AUTHORS_MAX_ITEMS })
        : t('validation.authorLength', { max: AUTHOR_NAME_MAX_LENGTH })
    case 'fav_genres':
      return t('validation.genresMax', { max: FAV_GENRES_MAX_ITEMS })
  }
}

/** Outcome of {@link validateProfileForm}. */
export type ProfileFormResult =
  { ok: true; input: ProfileFields } | { ok: false; errors: Partial<Record<FieldName, string>> }

/**
 * Checks the form with @fabula/profile-api's rules (PRODUCT.md §2) plus the form's required
 * fields; messages come from the app catalogue, one per field.
 */
export function validateProfileForm(values: ProfileFormValues): ProfileFormResult {
  const errors: Partial<Record<FieldName, string>> = {}
  for (const field of REQUIRED) {
    const value = values[field]
    if (value === null || (typeof value === 'string' && value.trim() === '')) {
      errors[field] = messageFor(field, values)
    }
  }
  const result = v.safeParse(ProfileInputSchema, values)
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key as FieldName | undefined
      if (key && !errors[key]) errors[key] = messageFor(key, values)
    }
  }
  if (Object.keys(errors).length > 0 || !result.success) return { ok: false, errors }
  return { ok: true, input: result.output }
}
