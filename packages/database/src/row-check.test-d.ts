import * as v from 'valibot'
import type { Fits, FunctionRowFits, TableRowFits, ViewRowFits } from './row-check'

// Compile-time proof that the checks accept what fits and refuse what does not. `tsc --noEmit`
// fails if a check lets a misfit through (the @ts-expect-error lines would have no error).

export const Profile = v.object({
  user_id: v.string(),
  nl: v.nullable(v.picklist(['en', 'es'])),
  lang_sub_lvl: v.nullable(v.number()),
})
export type ProfileFits = Fits<TableRowFits<typeof Profile, 'profiles'>>

export const NumberForText = v.object({ nl: v.nullable(v.number()) })
// @ts-expect-error profiles.nl is text, not a number
export type NumberForTextFails = Fits<TableRowFits<typeof NumberForText, 'profiles'>>

export const NotNullForNullable = v.object({ nl: v.string() })
// @ts-expect-error profiles.nl may be null
export type NotNullFails = Fits<TableRowFits<typeof NotNullForNullable, 'profiles'>>

export const NullableForNotNull = v.object({ user_id: v.nullable(v.string()) })
// @ts-expect-error profiles.user_id is never null
export type NullableFails = Fits<TableRowFits<typeof NullableForNotNull, 'profiles'>>

export const UnknownColumn = v.object({ user_id: v.string(), nickname: v.string() })
// @ts-expect-error profiles has no nickname
export type UnknownColumnFails = Fits<TableRowFits<typeof UnknownColumn, 'profiles'>>

// A bigint read as number or text and turned into a string accepts every value of the column.
export const AuditId = v.object({
  id: v.pipe(v.union([v.number(), v.string()]), v.transform(String)),
})
export type TransformFits = Fits<TableRowFits<typeof AuditId, 'account_audit'>>

// Views type every column nullable; a schema may insist on a value.
export const Library = v.object({ id: v.string(), finished_at: v.nullable(v.string()) })
export type ViewFits = Fits<ViewRowFits<typeof Library, 'story_library'>>

// Functions type every result column non-null; a schema may allow null.
export const Card = v.object({ id: v.string(), meaning: v.nullable(v.string()) })
export type FunctionFits = Fits<FunctionRowFits<typeof Card, 'review_queue'>>

export const CardWithText = v.object({ reps: v.string() })
// @ts-expect-error review_queue's reps is a number
export type FunctionMisfitFails = Fits<FunctionRowFits<typeof CardWithText, 'review_queue'>>
