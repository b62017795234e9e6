export { SUPPORTED_TARGET_LANGUAGES, isSupportedLanguage } from './languages'
export type { TargetLanguage } from './languages'
export { normalizeWord } from './normalize'
export { segmentSentences, segmentWords } from './segment'
export type { Sentence, Token, TokenKind } from './segment'
export { createFrequencyRanks, loadFrequencyRanks, rankOf } from './ranks'
export type { FrequencyRanks } from './ranks'
export { CEFR_LEVELS, SUB_LEVELS, knownRankForLevel, levelForKnownRank } from './level-prior'
export type { CefrLevel, LevelEstimate, SubLevel } from './level-prior'
export { COVERAGE_BAND, estimateCefrLevel, measureCoverage } from './coverage'
export type {
  CoverageOptions,
  CoverageReport,
  TextLevelEstimate,
  WordCount,
  WordStatus,
} from './coverage'
