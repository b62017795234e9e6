import type { SupabaseClient } from '@supabase/supabase-js'
import {
  STORY_OPTIONS_FUNCTION,
  StoryOptionsSchema,
  type StoryOptions,
} from './contract/story-options.js'
import { functionFailure } from './function-errors.js'
import { parseWith } from './parse.js'

/**
 * What stories this Fabula can give (`GET story-options`): whether a story provider is connected
 * and which languages and levels the Fabula library has.
 *
 * @throws AppError with the HTTP status of a failed call
 */
export async function getStoryOptions(client: SupabaseClient): Promise<StoryOptions> {
  const { data, error } = await client.functions.invoke(STORY_OPTIONS_FUNCTION, { method: 'GET' })
  if (error) throw await functionFailure(error, 'storyOptions.get')
  return parseWith(StoryOptionsSchema, data, 'storyOptions.get')
}
