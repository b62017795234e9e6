export {
  TARGET_LANGUAGES,
  NATIVE_LANGUAGES,
  type TargetLanguage,
  type NativeLanguage,
} from './languages.js'
export {
  LANG_LEVELS,
  LANG_SUB_LEVELS,
  GENRES,
  WANTED_NAME_MAX_LENGTH,
  WANTED_NAME_MAX_CODE_POINTS,
  FAV_AUTHORS_MAX_ITEMS,
  AUTHOR_NAME_MAX_LENGTH,
  FAV_GENRES_MAX_ITEMS,
  type LangLevel,
  type LangSubLevel,
  type Genre,
} from './profile-rules.js'
export {
  ProfileSchema,
  ProfileInputSchema,
  WantedNameSchema,
  NativeLanguageSchema,
  TargetLanguageSchema,
  FavAuthorsSchema,
  FavGenresSchema,
  LangLevelSchema,
  LangSubLevelSchema,
  isProfileComplete,
  graphemeCount,
  type Profile,
  type ProfileInput,
  type ProfileFields,
  type CompleteProfile,
} from './profile-schema.js'
export { PROFILE_COLUMNS } from './parse.js'
export { getProfile } from './get-profile.js'
export { createProfile } from './create-profile.js'
export { updateProfile } from './update-profile.js'
export { createSupabaseProfileRepository, type ProfileRepository } from './profile-repository.js'
