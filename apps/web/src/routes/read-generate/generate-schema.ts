import { GENRES, LANG_LEVELS } from '@fabula/profile-api'
import * as v from 'valibot'
import { STORY_LENGTHS } from '@fabula/reading-api/contract'
import { t } from '@/i18n/reading'

/** The /read/generate form as submitted (FormData strings) → the generate-story start body. */
export const GenerateFormSchema = v.object({
  genre: v.picklist(GENRES, () => t('generate.genreRequired')),
  style_author: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(80, () => t('generate.authorTooLong')),
    ),
    '',
  ),
  topic: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(200, () => t('generate.topicTooLong')),
    ),
    '',
  ),
  length: v.picklist(STORY_LENGTHS, () => t('generate.lengthRequired')),
  level: v.picklist(LANG_LEVELS, () => t('generate.levelRequired')),
  sub_level: v.pipe(
    v.string(),
    v.transform(Number),
    v.picklist([1, 2, 3] as const, () => t('generate.subLevelRequired')),
  ),
})

/** A valid /read/generate form. */
export type GenerateForm = v.InferOutput<typeof GenerateFormSchema>
