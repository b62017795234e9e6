import * as v from 'valibot'
import { NATIVE_LANGUAGES, TARGET_LANGUAGES } from './languages.js'
import {
  AUTHOR_NAME_MAX_LENGTH,
  FAV_AUTHORS_MAX_ITEMS,
  FAV_GENRES_MAX_ITEMS,
  GENRES,
  LANG_LEVELS,
  LANG_SUB_LEVELS,
  WANTED_NAME_MAX_CODE_POINTS,
  WANTED_NAME_MAX_LENGTH,
} from './profile-rules.js'

// PostgreSQL's char_length counts code points while JS `length` counts UTF-16 units; counting code
// points here keeps the schema and the CHECK constraints in agreement for emoji and CJK names.
function codePoints(value: string): number {
  let count = 0
  for (const _ of value) count += 1
  return count
}

function textOfLength(max: number, message: string) {
  return v.pipe(
    v.string(message),
    v.check((value) => /\S/u.test(value) && codePoints(value) <= max, message),
  )
}

const graphemes = new Intl.Segmenter('und', { granularity: 'grapheme' })

/**
 * User-perceived characters of a text (Unicode grapheme clusters): an emoji family, a flag or a
 * letter with its accents is one. The database counts names the same way
 * (`public.grapheme_count()`, migration 20261125084000_profile_name_graphemes.sql).
 *
 * @example graphemeCount('Ana 👩‍👩‍👧') // 5
 */
export function graphemeCount(value: string): number {
  let count = 0
  for (const _ of graphemes.segment(value)) count += 1
  return count
}

/** A wanted name: 1–50 characters (graphemes, ≤ 200 code points), not only white space. */
export const WantedNameSchema = v.pipe(
  v.string(`Your name must be 1 to ${WANTED_NAME_MAX_LENGTH} characters long.`),
  v.check(
    (value) =>
      /\S/u.test(value) &&
      graphemeCount(value) <= WANTED_NAME_MAX_LENGTH &&
      codePoints(value) <= WANTED_NAME_MAX_CODE_POINTS,
    `Your name must be 1 to ${WANTED_NAME_MAX_LENGTH} characters long.`,
  ),
)

/** A native language: an ISO 639-1 code from {@link NATIVE_LANGUAGES}. */
export const NativeLanguageSchema = v.picklist(
  NATIVE_LANGUAGES,
  'Choose your native language from the list.',
)

/** A target language: an ISO 639-1 code from {@link TARGET_LANGUAGES}. */
export const TargetLanguageSchema = v.picklist(
  TARGET_LANGUAGES,
  'Choose a language to learn from the list.',
)

/** Up to 10 favourite authors, each 1–80 characters. */
export const FavAuthorsSchema = v.pipe(
  v.array(
    textOfLength(
      AUTHOR_NAME_MAX_LENGTH,
      `Each author name must be 1 to ${AUTHOR_NAME_MAX_LENGTH} characters long.`,
    ),
    'Favourite authors must be a list of names.',
  ),
  v.maxLength(FAV_AUTHORS_MAX_ITEMS, `Name at most ${FAV_AUTHORS_MAX_ITEMS} favourite authors.`),
)

/** Up to 5 distinct favourite genres from {@link GENRES}. */
export const FavGenresSchema = v.pipe(
  v.array(v.picklist(GENRES, 'Choose genres from the list.'), 'Favourite genres must be a list.'),
  v.maxLength(FAV_GENRES_MAX_ITEMS, `Choose at most ${FAV_GENRES_MAX_ITEMS} favourite genres.`),
  v.check((genres) => new Set(genres).size === genres.length, 'Choose each genre only once.'),
)

/** A CEFR level, A1 to C2. */
export const LangLevelSchema = v.picklist(LANG_LEVELS, 'Choose a level from A1 to C2.')

/** A band inside the level: 1 (low), 2 (mid) or 3 (high). */
export const LangSubLevelSchema = v.picklist(
  LANG_SUB_LEVELS,
  'Choose a band of 1 (low), 2 (mid) or 3 (high).',
)

const SAME_LANGUAGE_MESSAGE = 'The language you learn must differ from your native language.'
const SUB_LEVEL_MESSAGE = 'Choose a level before choosing a band inside it.'

interface CrossFields {
  nl?: string | null | undefined
  tl?: string | null | undefined
  lang_lvl?: string | null | undefined
  lang_sub_lvl?: number | null | undefined
}

// Cross-field rules match the database: they only fail when both values are present, because a
// partial input is checked again by the database against the stored row.
function differentLanguages(input: CrossFields): boolean {
  return input.nl == null || input.tl == null || input.nl !== input.tl
}

function subLevelHasLevel(input: CrossFields): boolean {
  return input.lang_sub_lvl == null || input.lang_lvl !== null
}

/**
 * A stored learning profile (seed spec §3; rules in PRODUCT.md §2): the row of `public.profiles`
 * as the API selects it. Every field except the two lists may be `null` while onboarding is not
 * finished; use {@link isProfileComplete} to tell a finished profile.
 */
export const ProfileSchema = v.pipe(
  v.object({
    user_id: v.pipe(v.string(), v.uuid('The user id must be a UUID.')),
    wanted_name: v.nullable(WantedNameSchema),
    nl: v.nullable(NativeLanguageSchema),
    tl: v.nullable(TargetLanguageSchema),
    fav_authors: FavAuthorsSchema,
    fav_genres: FavGenresSchema,
    lang_lvl: v.nullable(LangLevelSchema),
    lang_sub_lvl: v.nullable(LangSubLevelSchema),
  }),
  v.forward(v.partialCheck([['nl'], ['tl']], differentLanguages, SAME_LANGUAGE_MESSAGE), ['tl']),
  v.forward(v.partialCheck([['lang_lvl'], ['lang_sub_lvl']], subLevelHasLevel, SUB_LEVEL_MESSAGE), [
    'lang_sub_lvl',
  ]),
)

/** A stored learning profile; see {@link ProfileSchema}. */
export type Profile = v.InferOutput<typeof ProfileSchema>

/**
 * What a learner writes: any of the seven profile fields (seed spec §7). A key that is absent is
 * left as it is; `null` clears a field. Unknown keys, including `user_id`, are dropped: the owner
 * always comes from the signed-in user.
 */
export const ProfileInputSchema = v.pipe(
  v.object({
    wanted_name: v.optional(v.nullable(WantedNameSchema)),
    nl: v.optional(v.nullable(NativeLanguageSchema)),
    tl: v.optional(v.nullable(TargetLanguageSchema)),
    fav_authors: v.optional(FavAuthorsSchema),
    fav_genres: v.optional(FavGenresSchema),
    lang_lvl: v.optional(v.nullable(LangLevelSchema)),
    lang_sub_lvl: v.optional(v.nullable(LangSubLevelSchema)),
  }),
  v.forward(v.partialCheck([['nl'], ['tl']], differentLanguages, SAME_LANGUAGE_MESSAGE), ['tl']),
  v.forward(v.partialCheck([['lang_lvl'], ['lang_sub_lvl']], subLevelHasLevel, SUB_LEVEL_MESSAGE), [
    'lang_sub_lvl',
  ]),
)

/** Input accepted by {@link ProfileInputSchema} (before parsing). */
export type ProfileInput = v.InferInput<typeof ProfileInputSchema>

/** The seven profile fields, after parsing. */
export type ProfileFields = v.InferOutput<typeof ProfileInputSchema>

/** A profile with everything the app needs to write stories at the right level. */
export type CompleteProfile = Profile & {
  wanted_name: string
  nl: NonNullable<Profile['nl']>
  tl: NonNullable<Profile['tl']>
  lang_lvl: NonNullable<Profile['lang_lvl']>
  lang_sub_lvl: NonNullable<Profile['lang_sub_lvl']>
}

/**
 * Whether a profile is finished: name, both languages, level and band are set (favourite authors
 * and genres are optional). The dashboard shows the onboarding card until this holds.
 */
export function isProfileComplete(profile: Profile | null | undefined): profile is CompleteProfile {
  return (
    profile != null &&
    profile.wanted_name !== null &&
    profile.nl !== null &&
    profile.tl !== null &&
    profile.lang_lvl !== null &&
    profile.lang_sub_lvl !== null
  )
}
