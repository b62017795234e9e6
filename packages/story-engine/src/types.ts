import type { ErrorCode } from '@fabula/errors'
import type { CefrLevel, FrequencyRanks, SubLevel, WordStatus } from '@fabula/reading'
import type { Genre } from './bank/types'

/** Story length: short ≈150, medium ≈400, long ≈900 words (PRODUCT.md §3). */
export type StoryLength = 'short' | 'medium' | 'long'

/** Target word counts of {@link StoryLength}. */
export const STORY_LENGTH_WORDS: Readonly<Record<StoryLength, number>> = {
  short: 150,
  medium: 400,
  long: 900,
}

/** What the learner asked for. */
export interface StoryRequest {
  /** Genre of the story. */
  genre: Genre
  /** "In the style of" this author: style only, never their text. */
  styleAuthor?: string
  /** Optional topic in the learner's words. */
  topic?: string
  /** Length class. */
  length: StoryLength
  /** Level override; defaults to the learner's level. */
  level?: CefrLevel
  /** Sub-level override; defaults to the learner's sub-level. */
  subLevel?: SubLevel
  /** Seed for deterministic choices (names, ties), e.g. the request id. */
  seed?: string
}

/** The learner a story is written for. */
export interface Learner {
  /** Native language (glosses and translations), ISO 639-1. */
  nl: string
  /** Target language (the story's language), ISO 639-1. */
  tl: string
  /** CEFR level. */
  level: CefrLevel
  /** Sub-level within the level. */
  subLevel: SubLevel
  /** The learner's word statuses in `tl`, keyed by normalised word. */
  wordStatuses: ReadonlyMap<string, WordStatus>
  /**
   * Source ids (library story ids, `stories.source_id`) of the stories this learner already has:
   * the built-in library never serves one of them again.
   */
  readSourceIds?: readonly string[]
}

/**
 * Something the story differs in from what was asked, as data (the app words it). The library
 * serves the closest story it has; a writing provider honours every field and reports none.
 * `got: null` means the field could not be honoured at all (the library cannot write to a topic).
 */
export type RequestDifference =
  | { field: 'level'; asked: CefrLevel; got: CefrLevel }
  | { field: 'genre'; asked: Genre; got: Genre }
  | { field: 'length'; asked: StoryLength; got: StoryLength }
  | { field: 'topic'; asked: string; got: null }
  | { field: 'style_author'; asked: string; got: null }

/** A sentence of a draft with its translation into the gloss language. */
export interface DraftSentence {
  /** The sentence in the target language. */
  text: string
  /** Its translation, when the provider gave one. */
  translation?: string
}

/** A glossary entry of a draft. */
export interface DraftGlossaryEntry {
  /** Word form as it occurs in the text. */
  word: string
  /** Dictionary form. */
  lemma: string
  /** Gloss in the draft's gloss language. */
  gloss: string
}

/** A comprehension question with its answer key. */
export type DraftQuestion =
  | { kind: 'multiple_choice'; prompt: string; options: string[]; answer: number }
  | { kind: 'true_false'; prompt: string; answer: boolean }

/** What a provider writes: the story with its aids, before measurement. */
export interface StoryDraft {
  /** Title in the target language. */
  title: string
  /** Paragraphs of sentences. */
  paragraphs: DraftSentence[][]
  /** Language of translations and glosses (the learner's `nl`, or a fallback). */
  glossLanguage: string
  /** Glossary entries in {@link StoryDraft.glossLanguage}. */
  glossary: DraftGlossaryEntry[]
  /** Comprehension questions in the target language. */
  questions: DraftQuestion[]
  /** Library story id when the built-in library supplied the draft. */
  sourceId?: string
  /** Where the draft differs from the plan (the library's closest match). */
  differences?: RequestDifference[]
  /**
   * What the text is, where a provider serves a text that was not written to the plan (the
   * library): its own genre (the requested one when it is among the story's genres), level and
   * band. Stored instead of the plan's, so the library and the reader never label a fantasy story
   * a mystery. Writing providers leave them out: their text is what the plan asked for.
   */
  genre?: Genre
  /** See {@link StoryDraft.genre}. */
  level?: CefrLevel
  /** See {@link StoryDraft.genre}. */
  subLevel?: SubLevel
  /**
   * Character names in the text. Coverage leaves them out (names are understood, not learned),
   * which matters where capitalisation cannot reveal them, e.g. German nouns.
   */
  properNouns?: string[]
}

/** The plan every provider writes from (the pipeline's first stage). */
export interface StoryPlan {
  /** Target language. */
  language: string
  /** Native language of the learner. */
  nativeLanguage: string
  /** Level written for. */
  level: CefrLevel
  /** Sub-level written for. */
  subLevel: SubLevel
  /** Genre. */
  genre: Genre
  /** Author whose style (only) to follow. */
  styleAuthor?: string
  /** Topic. */
  topic?: string
  /** Length class. */
  length: StoryLength
  /** Target word count of the length class. */
  targetWords: number
  /** Frequency rank the learner is assumed to know (level prior). */
  knownRank: number
  /** Seed for deterministic choices. */
  seed: string
}

/** Options of every provider call. */
export interface ProviderCallOptions {
  /** Aborts the call (cancellation). */
  signal?: AbortSignal
  /** Receives the text as it streams, when the provider streams. */
  onToken?: (delta: string, soFar: string) => void
}

/** Input of {@link StoryProvider.generate}. */
export interface GenerateInput {
  /** What to write. */
  plan: StoryPlan
  /** Who it is for (the built-in library measures candidates against them). */
  learner: Learner
  /** Frequency ranks of the target language. */
  ranks: FrequencyRanks
}

/** Input of {@link StoryProvider.revise}. */
export interface ReviseInput extends GenerateInput {
  /** The current draft. */
  draft: StoryDraft
  /** `simplify`: the story is too hard (below the band); `enrich`: too easy (above it). */
  direction: 'simplify' | 'enrich'
  /** Rare words to replace (simplify) or common words to vary (enrich). */
  words: string[]
  /** Current known-token share. */
  coverage: number
}

/** Provider ids, as stored in `stories.provider`. */
export type ProviderId = 'builtin' | 'openai-compatible'

/**
 * A story provider. Implementations: the OpenAI-compatible chat completions provider and the
 * built-in library. Errors are thrown as `AppError` from `@fabula/errors`; an aborted call rejects
 * with the signal's reason.
 */
export interface StoryProvider {
  /** Stored in `stories.provider`. */
  readonly id: ProviderId
  /** Shown to learners, e.g. "Built-in library". */
  readonly label: string
  /** Model name, when there is one. */
  readonly model?: string
  /** Writes a first draft. */
  generate(input: GenerateInput, options?: ProviderCallOptions): Promise<StoryDraft>
  /**
   * Revises a draft to move its coverage into the band; `null` when the provider cannot revise
   * (the built-in library already picked its closest story).
   */
  revise(input: ReviseInput, options?: ProviderCallOptions): Promise<StoryDraft | null>
  /**
   * Refuses, before anything is stored or counted, a request this provider cannot serve at all
   * (the library: a language without stories, nothing unread near the level). Providers that can
   * write anything omit it.
   */
  checkRequest?(request: ProviderCheck): ProviderRefusal | null
}

/** What {@link StoryProvider.checkRequest} looks at. */
export interface ProviderCheck {
  /** Target language. */
  language: string
  /** Level asked for. */
  level: CefrLevel
  /** Source ids of the stories the learner already has. */
  readSourceIds: readonly string[]
}

/** Why a provider cannot serve a request, for the caller to answer with (HTTP 422). */
export interface ProviderRefusal {
  /** Catalogue code. */
  code: ErrorCode
  /**
   * The precise reason; the app words it. One of the function contract's error reasons
   * (`GENERATE_STORY_ERROR_REASONS` in `@fabula/reading-api/contract`), where a new one is added.
   */
  reason: 'LIBRARY_LANGUAGE_MISSING' | 'LIBRARY_EXHAUSTED'
  /** Technical message (English). */
  message: string
  /** Data for the app's wording and offers (e.g. the nearest levels with unread stories). */
  details: Record<string, unknown>
}

/** Pipeline stages, as stored in `story_requests.stage`. */
export type StoryStage = 'planning' | 'writing' | 'levelling' | 'questions' | 'glossary' | 'done'

/** A progress report of the pipeline. */
export interface StoryProgress {
  /** Current stage. */
  stage: StoryStage
  /** 0–100. */
  progress: number
  /** Text written so far, while the provider streams. */
  partialText?: string
}

/** One round of the levelling loop. */
export interface LevellingRound {
  /** Coverage before this round's revision. */
  coverageBefore: number
  /** Coverage after it. */
  coverageAfter: number
  /** Words the provider was asked to replace. */
  words: string[]
}

/** A finished story, ready to store (`stories` row plus questions). */
export interface GeneratedStory {
  language: string
  nativeLanguage: string
  level: CefrLevel
  subLevel: SubLevel
  genre: Genre
  title: string
  /** Paragraph texts (sentences joined). */
  paragraphs: string[]
  /** Word form (lower case) → lemma and gloss in {@link GeneratedStory.glossLanguage}. */
  glossary: Record<string, { lemma: string; gloss: string }>
  /** Language of glosses and translations. */
  glossLanguage: string
  /** True when glosses are not in the learner's native language (honest fallback). */
  glossFallback: boolean
  /** Per paragraph, per sentence. */
  sentenceTranslations: { source: string; translation: string | null }[][]
  /** Final known-token share, 0–1. */
  coverage: number
  /** Whether the final coverage is inside the 95–98 % band. */
  inBand: boolean
  /** Distinct new words for this learner. */
  newWordCount: number
  /** Counted word tokens. */
  wordCount: number
  /** Levelling rounds run (0–3). */
  levellingRounds: number
  /** Each levelling round. */
  levelling: LevellingRound[]
  /** Why levelling stopped. */
  levellingOutcome: 'in-band' | 'max-rounds' | 'provider-cannot-revise'
  /** Comprehension questions with answer keys. */
  questions: DraftQuestion[]
  /** Provider id. */
  provider: ProviderId
  /** Provider label ("Built-in library" for the bank). */
  providerLabel: string
  /** Model name, if any. */
  model?: string
  /** Library story id, for built-in stories. */
  sourceId?: string
  /** Where the story differs from the request; empty when it is what was asked. */
  differences: RequestDifference[]
  /** Milliseconds per stage and in total. */
  timings: Record<string, number>
}

/** Statuses of a story request, as stored in `story_requests.status`. */
export type StoryRequestStatus = 'queued' | 'running' | 'succeeded' | 'failed' | 'canceled'

/**
 * What the generate-story function returns for a request (`{ request: StoryRequestView }`), the
 * shape the generating screen polls.
 */
export interface StoryRequestView {
  id: string
  status: StoryRequestStatus
  stage: StoryStage
  /** 0–100. */
  progress: number
  /** Catalogue code and message when `status` is `failed`. */
  error: { code: string; message: string | null } | null
  /** Sentences written so far while the provider streams. */
  partial_text: string | null
  /** The stored story once `status` is `succeeded`. */
  story_id: string | null
  /** `builtin` or `openai-compatible`. */
  provider: string | null
  created_at: string
  updated_at: string
}
