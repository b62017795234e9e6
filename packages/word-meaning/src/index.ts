/**
 * @fabula/word-meaning — the `word-meaning` edge function's handler: a word's meaning in its
 * sentence from the connected AI provider, asked on the server, cached for every learner and
 * limited per learner. Server-only: provider keys are read here and never leave the server.
 *
 * @packageDocumentation
 */
export {
  DEFAULT_MEANING_RATE_LIMIT_PER_HOUR,
  createWordMeaningHandler,
  type WordMeaningHandlerOptions,
} from './handler.js'
export {
  MEANING_JSON_SCHEMA,
  meaningMessages,
  parseMeaningReply,
  type ParsedMeaning,
} from './prompt.js'
export {
  MEANING_TIMEOUT_MS,
  meaningProviderFor,
  meaningProviderFromEnv,
  type MeaningEndpoint,
  type MeaningProvider,
  type ReadConfig,
} from './provider.js'
