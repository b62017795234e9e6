export { SUPPORTED_TARGET_LANGUAGES, isSupportedLanguage } from './languages.js'
export type { TargetLanguage } from './languages.js'
export { normalizeWord } from './normalize.js'
export { segmentSentences, segmentWords } from './segment.js'
export type { Sentence, Token, TokenKind } from './segment.js'
export { createFrequencyRanks, loadFrequencyRanks, rankOf } from './ranks.js'
export type { FrequencyRanks } from './ranks.js'
export { CEFR_LEVELS, SUB_LEVELS, knownRankForLevel, levelForKnownRank } from './level-prior.js'
export type { CefrLevel, LevelEstimate, SubLevel } from './level-prior.js'
export { COVERAGE_BAND, estimateCefrLevel, measureCoverage } from './coverage.js'
export type {
  CoverageOptions,
  CoverageReport,
  TextLevelEstimate,
  WordCount,
  WordStatus,
} from './coverage.js'
