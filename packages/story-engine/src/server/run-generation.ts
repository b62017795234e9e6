/** The background part of a start: the pipeline, with every write made as the learner. */
import type { ErrorCode } from '@fabula/errors'
import { AppError, codeFromHttpStatus, getUserMessage, normalizeError } from '@fabula/errors'
import { generateStory } from '../pipeline'
import type { GeneratedStory, StoryProvider } from '../types'
import { loadWordStatuses } from './learner'
import { progressWriter, trackRun, untrackRun } from './progress'
import type { Rest } from './rest'
import { RestError } from './rest'
import type { StoryRequestParameters } from './schemas'
import { failRequest } from './story-requests'

/** What one run needs. */
interface GenerationRun {
  /** PostgREST client acting as the learner. */
  rest: Rest
  userId: string
  /** The request's id (also the pipeline's seed). */
  id: string
  parameters: StoryRequestParameters
  provider: StoryProvider
  now: () => number
  /** Library stories the learner has, so the library never serves one twice. */
  readSourceIds?: string[]
}

/** The `save_generated_story()` argument for a finished story. */
function storyRow(story: GeneratedStory) {
  return {
    language: story.language,
    native_language: story.nativeLanguage,
    level: story.level,
    sub_level: story.subLevel,
    genre: story.genre,
    title: story.title,
    paragraphs: story.paragraphs,
    glossary: story.glossary,
    gloss_language: story.glossLanguage,
    sentence_translations: story.sentenceTranslations,
    coverage: Math.round(story.coverage * 10_000) / 10_000,
    new_word_count: story.newWordCount,
    word_count: story.wordCount,
    levelling_rounds: story.levellingRounds,
    provider: story.provider,
    model: story.model ?? null,
    source_id: story.sourceId ?? null,
    timings: story.timings,
    // What the served story differs in from the request, for the reader to say (ADR 0059).
    request_differences: story.differences,
    questions: story.questions.map((q) =>
      q.kind === 'multiple_choice'
        ? { kind: q.kind, prompt: q.prompt, options: q.options, answer: q.answer }
        : { kind: q.kind, prompt: q.prompt, answer: q.answer },
    ),
  }
}

/**
 * A failure as stored on the request: the provider's own code and message (written by our code,
 * never the provider's body), a database status mapped to its code, anything else normalised.
 */
function failureOf(error: unknown): { code: ErrorCode; message: string } {
  if (error instanceof AppError) return { code: error.code, message: error.message }
  const code =
    error instanceof RestError ? codeFromHttpStatus(error.status) : normalizeError(error).code
  return { code, message: getUserMessage(code) }
}

/**
 * Runs the pipeline for a recorded request and saves the story through `save_generated_story()`,
 * which checks the request is the caller's and still running. A cancel (here or in another
 * isolate) ends it quietly; any other failure is recorded on the request.
 */
export async function runGeneration(run: GenerationRun): Promise<void> {
  const { rest, userId, id, parameters, provider, now } = run
  const controller = new AbortController()
  trackRun(id, controller)
  const writer = progressWriter(rest, id, controller, now)
  try {
    const wordStatuses = await loadWordStatuses(rest, userId, parameters.language)
    const story = await generateStory(
      {
        genre: parameters.genre,
        length: parameters.length,
        ...(parameters.style_author ? { styleAuthor: parameters.style_author } : {}),
        ...(parameters.topic ? { topic: parameters.topic } : {}),
        seed: id,
      },
      {
        provider,
        learner: {
          nl: parameters.native_language,
          tl: parameters.language,
          level: parameters.level,
          subLevel: parameters.sub_level,
          wordStatuses,
          readSourceIds: run.readSourceIds ?? [],
        },
        onProgress: (progress) => writer.report(progress),
        signal: controller.signal,
      },
    )
    await writer.stop()
    if (controller.signal.aborted) return
    await rest.rpc('save_generated_story', { p_request_id: id, p_story: storyRow(story) })
  } catch (error) {
    await writer.stop()
    if (controller.signal.aborted) return
    const failure = failureOf(error)
    try {
      await failRequest(rest, id, failure.code, failure.message)
    } catch (writeError) {
      console.error('[generate-story] could not record the failure', writeError)
    }
  } finally {
    untrackRun(id)
  }
}
