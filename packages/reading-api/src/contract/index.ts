/**
 * Contracts of the server functions the reading screens call (`@fabula/reading-api/contract`):
 * valibot schemas only, so a browser, a Deno edge function and Node tests share them.
 *
 * @packageDocumentation
 */
export {
  CancelStoryBodySchema,
  FunctionErrorBodySchema,
  GENERATE_STORY_ERROR_REASONS,
  GENERATE_STORY_FUNCTION,
  STORY_LENGTHS,
  STORY_REQUEST_STAGES,
  STORY_REQUEST_STATUSES,
  STYLE_AUTHOR_MAX_LENGTH,
  SUB_LEVELS,
  StartStoryBodySchema,
  StatusQuerySchema,
  StoryRequestParametersSchema,
  StoryRequestReplySchema,
  StoryRequestViewSchema,
  TOPIC_MAX_LENGTH,
  type GenerateStoryErrorReason,
  type StartStoryBody,
  type StartStoryInput,
  type StoryLength,
  type StoryRequestParameters,
  type StoryRequestView,
} from './generate-story.js'
export {
  LibraryLanguageSchema,
  STORY_OPTIONS_FUNCTION,
  StoryOptionsSchema,
  storyLanguages,
  type LibraryLanguage,
  type StoryOptions,
} from './story-options.js'
export {
  ProviderMeaningSchema,
  WORD_MEANING_FUNCTION,
  WORD_MEANING_SILENCES,
  WordMeaningBodySchema,
  WordMeaningReplySchema,
  type ProviderMeaning,
  type WordMeaningBody,
  type WordMeaningInput,
  type WordMeaningReply,
} from './word-meaning.js'
