/**
 * @fabula/story-engine — story providers (OpenAI-compatible chat completions and the built-in
 * library), the generation pipeline with measured comprehensibility, and the story bank.
 * Framework-free; server code (the generate-story function handler) is in
 * `@fabula/story-engine/server`.
 *
 * @packageDocumentation
 */
export { BANK_BY_LANGUAGE, BANK_STORIES } from './bank/index'
export {
  BankCharacterSchema,
  BankGlossaryEntrySchema,
  BankQuestionSchema,
  BankStorySchema,
  GENRES,
  PLACEHOLDER_PATTERN,
  checkBankStory,
  defineBankStory,
  type BankCharacter,
  type BankGlossaryEntry,
  type BankQuestion,
  type BankStory,
  type Genre,
} from './bank/types'
export {
  BUILTIN_LABEL,
  bankStoryToDraft,
  createBuiltinProvider,
  rankBankStories,
  type BankCandidate,
  type BuiltinProviderOptions,
} from './builtin/provider'
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
  type ProviderId,
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
