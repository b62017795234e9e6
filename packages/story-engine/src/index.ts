/**
 * @fabula/story-engine — story providers (OpenAI-compatible chat completions and the built-in
 * library), the generation pipeline with measured comprehensibility, and the story bank.
 * Framework-free; server code (the generate-story function handler) is in
 * `@fabula/story-engine/server`.
 *
 * @packageDocumentation
 */
export {
  MID_BAND,
  coverageTable,
  formatCoverageTable,
  measureStory,
  type CoverageRow,
  type StoryReader,
} from './bank/coverage'
export {
  checkBankStory,
  missingGlossaryForms,
  validateStoryFile,
  type StoryFileResult,
  type StoryProblem,
  type StoryProblemRule,
} from './bank/check'
export {
  FABULA_LIBRARY,
  createLibrary,
  libraryFromStories,
  libraryLanguages,
  loadLibraryLanguage,
  type Library,
} from './bank/library'
export {
  STORY_LENGTHS,
  STORY_LENGTH_RANGES,
  defaultNames,
  describeStory,
  fillNames,
  lengthForWordCount,
  storyParagraphTexts,
  storyWordCount,
  storyWordTypes,
} from './bank/text'
export {
  BankCharacterSchema,
  BankGlossaryValueSchema,
  BankPhraseSchema,
  BankQuestionSchema,
  BankSeriesSchema,
  BankStorySchema,
  GENRES,
  PLACEHOLDER_PATTERN,
  SERIES_ID_PATTERN,
  STORY_ID_PATTERN,
  STORY_TOPICS,
  glossLanguageOf,
  type BankCharacter,
  type BankPhrase,
  type BankQuestion,
  type BankSeries,
  type BankStory,
  type Genre,
  type StoryTopic,
  type LibraryEntry,
} from './bank/types'
export {
  BUILTIN_LABEL,
  bankStoryToDraft,
  createBuiltinProvider,
  libraryRefusal,
  rankBankStories,
  type BankCandidate,
  type BuiltinProviderOptions,
} from './builtin/provider'
export {
  MAX_LEVEL_DISTANCE,
  compareFit,
  libraryFit,
  refuseLibraryRequest,
  requestDifferences,
  shortlistLibrary,
  type LibraryChoice,
  type LibraryFit,
  type LibraryRefusal,
  type LibraryRequest,
  type LibraryShortlist,
} from './builtin/select'
export {
  DEFAULT_BACKOFF_MS,
  DEFAULT_MAX_RETRIES,
  DEFAULT_TIMEOUT_MS,
  MAX_BACKOFF_MS,
  createChatClient,
  parseRetryAfter,
  type ChatClient,
  type ChatClientConfig,
  type CompleteOptions,
  type Completion,
} from './openai/chat-client'
export {
  STORY_OUTPUT_JSON_SCHEMA,
  StoryOutputSchema,
  type StoryOutput,
} from './openai/output-schema'
export { createOpenAiCompatibleProvider } from './openai/provider'
export {
  MAX_LEVELLING_ROUNDS,
  generateStory,
  planStory,
  statusesWithNames,
  wordsToReplace,
  type GenerateStoryOptions,
} from './pipeline'
export {
  generatePrompt,
  languageName,
  repairPrompt,
  revisePrompt,
  systemPrompt,
  type ChatMessage,
} from './prompts'
export { seededRandom } from './seed'
export {
  CancelStoryBodySchema,
  StartStoryBodySchema,
  StatusQuerySchema,
  StoryRequestParametersSchema,
  type StartStoryBody,
  type StoryRequestParameters,
} from './server/schemas'
export {
  STORY_LENGTH_WORDS,
  type DraftGlossaryEntry,
  type DraftQuestion,
  type DraftSentence,
  type GenerateInput,
  type GeneratedStory,
  type Learner,
  type LevellingRound,
  type ProviderCallOptions,
  type ProviderCheck,
  type ProviderRefusal,
  type ProviderId,
  type RequestDifference,
  type ReviseInput,
  type StoryDraft,
  type StoryLength,
  type StoryPlan,
  type StoryProgress,
  type StoryProvider,
  type StoryRequest,
  type StoryRequestStatus,
  type StoryRequestView,
  type StoryStage,
} from './types'
