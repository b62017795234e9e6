/**
 * @fabula/story-engine — story providers (OpenAI-compatible chat completions and the built-in
 * library), the generation pipeline with measured comprehensibility, and the story bank.
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
