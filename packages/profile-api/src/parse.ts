import * as v from 'valibot'
import { corruptProfileRow, invalidProfileInput, type ProfileOperation } from './profile-error.js'
import {
  ProfileInputSchema,
  ProfileSchema,
  type Profile,
  type ProfileFields,
} from './profile-schema.js'

/** The columns every profile call selects and returns (seed spec §7). */
export const PROFILE_COLUMNS =
  'user_id, wanted_name, nl, tl, fav_authors, fav_genres, lang_lvl, lang_sub_lvl'

/** Parses a row at the edge; a mismatch throws a `DATA_CORRUPTION` AppError. */
export function parseProfileRow(row: unknown, operation: ProfileOperation): Profile {
  const result = v.safeParse(ProfileSchema, row)
  if (!result.success) throw corruptProfileRow(result.issues, operation)
  return result.output
}

/** Parses learner input; a mismatch throws an `INVALID_FORMAT` AppError with per-field messages. */
export function parseProfileInput(input: unknown, operation: ProfileOperation): ProfileFields {
  const result = v.safeParse(ProfileInputSchema, input)
  if (!result.success) throw invalidProfileInput(result.issues, operation)
  return result.output
}
