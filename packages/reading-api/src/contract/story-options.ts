/**
 * The contract of the `story-options` edge function: what stories this Fabula can give a learner.
 * Without a connected story provider only the Fabula library serves stories, so only the
 * languages it has work (PRODUCT.md §2 "a target language is offered only where it works");
 * with one, every target language does. The profile's language choice, the settings'
 * explanation and the story form read it.
 */
import { CEFR_LEVELS } from '@fabula/reading'
import * as v from 'valibot'

/** The function's name under `/functions/v1/`. */
export const STORY_OPTIONS_FUNCTION = 'story-options'

/** One language of the Fabula library. */
export const LibraryLanguageSchema = v.object({
  /** ISO 639-1. */
  language: v.string(),
  /** Stories in it. */
  stories: v.pipe(v.number(), v.integer(), v.minValue(1)),
  /** CEFR levels with at least one story, easiest first. */
  levels: v.array(v.picklist(CEFR_LEVELS)),
})

/** A language of the Fabula library. */
export type LibraryLanguage = v.InferOutput<typeof LibraryLanguageSchema>

/** `GET story-options` → what stories can be given. */
export const StoryOptionsSchema = v.object({
  provider: v.object({
    /** A story provider (an AI that writes) is connected: every target language works. */
    connected: v.boolean(),
  }),
  library: v.object({
    /** Languages of the Fabula library, by code. */
    languages: v.array(LibraryLanguageSchema),
  }),
})

/** What `story-options` answers. */
export type StoryOptions = v.InferOutput<typeof StoryOptionsSchema>

/**
 * The target languages a learner can read stories in: every one in `all` when a provider is
 * connected, else those of the library (in the order of `all`).
 *
 * @param options - The function's answer.
 * @param all - Every target language.
 * @returns The languages that work end to end.
 */
export function storyLanguages<L extends string>(options: StoryOptions, all: readonly L[]): L[] {
  if (options.provider.connected) return [...all]
  const library = new Set(options.library.languages.map((entry) => entry.language))
  return all.filter((language) => library.has(language))
}
