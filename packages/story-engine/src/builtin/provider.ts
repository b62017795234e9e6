import { AppError } from '@fabula/errors'
import type { CoverageReport } from '@fabula/reading'
import { COVERAGE_BAND } from '@fabula/reading'
import { measureStory } from '../bank/coverage'
import type { Library } from '../bank/library'
import { FABULA_LIBRARY } from '../bank/library'
import { describeStory, fillNames, sentenceJoiner } from '../bank/text'
import type { BankStory } from '../bank/types'
import { glossLanguageOf } from '../bank/types'
import { seededRandom } from '../seed'
import type { GenerateInput, ProviderRefusal, StoryDraft, StoryPlan, StoryProvider } from '../types'
import type { LibraryRefusal } from './select'
import { refuseLibraryRequest, requestDifferences, shortlistLibrary } from './select'

/** What the UI shows for stories from the library (PRODUCT.md §4, issue 15). */
export const BUILTIN_LABEL = 'Fabula library'

/** Tie-break towards the middle of the band. */
const CENTRE = (COVERAGE_BAND.min + COVERAGE_BAND.max) / 2

/** Options of {@link createBuiltinProvider}. */
export interface BuiltinProviderOptions {
  /** The stories to serve; default the shipped Fabula library. */
  library?: Library
}

/** A library story measured for one learner. */
export interface BankCandidate {
  story: BankStory
  names: Record<string, string>
  report: CoverageReport
}

/** Picks one name per character from its pool, deterministically from the seed. */
function castNames(story: BankStory, seed: string): Record<string, string> {
  const random = seededRandom(`${seed}:${story.id}`)
  const names: Record<string, string> = {}
  const taken = new Set<string>()
  for (const character of story.characters) {
    const free = character.names.filter((name) => !taken.has(name))
    const pool = free.length > 0 ? free : character.names
    const name = pool[Math.floor(random() * pool.length)] ?? character.names[0] ?? character.key
    names[character.key] = name
    taken.add(name)
  }
  return names
}

function bandDistance(share: number): number {
  if (share < COVERAGE_BAND.min) return COVERAGE_BAND.min - share
  if (share > COVERAGE_BAND.max) return share - COVERAGE_BAND.max
  return 0
}

/**
 * Measures stories for this learner (names cast from the plan's seed, the learner's statuses and
 * level prior) and orders them by how near their coverage is to the 95–98 % band, then by
 * closeness to its centre, then by id.
 *
 * @param input - Plan, learner and ranks.
 * @param stories - Candidates, already chosen for their fit to the request.
 * @returns Candidates, best first.
 */
export function rankBankStories(
  input: GenerateInput,
  stories: readonly BankStory[],
): BankCandidate[] {
  const { plan, learner, ranks } = input
  return stories
    .map((story) => {
      const names = castNames(story, plan.seed)
      const report = measureStory(story, {
        level: plan.level,
        subLevel: plan.subLevel,
        ranks,
        wordStatuses: learner.wordStatuses,
        names,
      })
      return { story, names, report }
    })
    .sort(
      (a, b) =>
        bandDistance(a.report.knownTokenShare) - bandDistance(b.report.knownTokenShare) ||
        Math.abs(a.report.knownTokenShare - CENTRE) - Math.abs(b.report.knownTokenShare - CENTRE) ||
        a.story.id.localeCompare(b.story.id),
    )
}

/**
 * Turns a library story into a draft for one learner: names filled in, glosses and translations
 * in the story's gloss language (English; Spanish for English stories), phrases glossed too.
 *
 * @param story - The story.
 * @param names - Name by character key.
 * @param plan - The plan (for the request differences).
 * @returns The draft, with `sourceId`, `properNouns`, `differences` and what the story is (its
 *   genre — the requested one when the story has it —, level and band).
 */
export function bankStoryToDraft(
  story: BankStory,
  names: Readonly<Record<string, string>>,
  plan: StoryPlan,
): StoryDraft {
  const glossLanguage = glossLanguageOf(story.language)
  const translations = story.translations[glossLanguage]
  return {
    title: fillNames(story.title, names),
    paragraphs: story.paragraphs.map((sentences, p) =>
      sentences.map((sentence, s) => {
        const translation = translations?.[p]?.[s]
        return translation === undefined
          ? { text: fillNames(sentence, names) }
          : { text: fillNames(sentence, names), translation: fillNames(translation, names) }
      }),
    ),
    glossLanguage,
    glossary: [
      ...Object.entries(story.glossary).map(([word, [lemma, gloss]]) => ({ word, lemma, gloss })),
      ...(story.phrases ?? []).map((phrase) => ({
        word: phrase.text,
        lemma: phrase.lemma,
        gloss: phrase.gloss,
      })),
    ],
    questions: story.questions.map((q) =>
      q.kind === 'multiple_choice'
        ? {
            kind: q.kind,
            prompt: fillNames(q.prompt, names),
            options: q.options.map((option) => fillNames(option, names)),
            answer: q.answer,
          }
        : { kind: q.kind, prompt: fillNames(q.prompt, names), answer: q.answer },
    ),
    sourceId: story.id,
    properNouns: Object.values(names),
    differences: requestDifferences(plan, describeStory(story)),
    genre: story.genres.includes(plan.genre) ? plan.genre : (story.genres[0] ?? plan.genre),
    level: story.level,
    subLevel: story.subLevel,
  }
}

/**
 * A refusal as the HTTP caller answers it and as the provider throws it.
 *
 * @param refusal - From `shortlistLibrary`.
 * @returns Catalogue code `DATA_NOT_FOUND`, the precise reason and its data.
 */
export function libraryRefusal(refusal: LibraryRefusal): ProviderRefusal {
  const { reason, ...details } = refusal
  const message =
    reason === 'LIBRARY_LANGUAGE_MISSING'
      ? `The Fabula library has no stories in "${refusal.language}"; a story provider is needed for this language.`
      : `Every Fabula library story in "${refusal.language}" near ${refusal.level} has been read.`
  return { code: 'DATA_NOT_FOUND', reason, message, details }
}

/**
 * The built-in library provider: the default when no AI provider is connected. It writes nothing:
 * it serves the library story that fits the request best and that the learner does not have yet
 * (`shortlistLibrary`: level, then genre, then length, from the index alone), and among equal
 * fits the one whose measured coverage for this learner is nearest the 95–98 % band
 * (`rankBankStories`). Names are cast from the request seed; what differs from the request is
 * returned as data (`draft.differences`). With nothing unread near the level it refuses (in
 * {@link StoryProvider.checkRequest} before anything is stored, or by rejecting `generate`) with
 * the nearest choices; it never repeats a story. It cannot revise: `revise` returns `null`.
 *
 * @param options - Another library (tests).
 * @returns A {@link StoryProvider} with id `builtin`, labelled "Fabula library".
 */
export function createBuiltinProvider(options: BuiltinProviderOptions = {}): StoryProvider {
  const library = options.library ?? FABULA_LIBRARY
  return {
    id: 'builtin',
    label: BUILTIN_LABEL,
    checkRequest(request) {
      const refusal = refuseLibraryRequest(request, library.entries)
      return refusal ? libraryRefusal(refusal) : null
    },
    async generate(input, callOptions = {}) {
      const signal = callOptions.signal
      if (signal?.aborted) throw signal.reason
      const { plan, learner } = input
      const result = shortlistLibrary(
        {
          language: plan.language,
          level: plan.level,
          genre: plan.genre,
          length: plan.length,
          readSourceIds: learner.readSourceIds ?? [],
        },
        library.entries,
      )
      if (result.refusal) {
        const refusal = libraryRefusal(result.refusal)
        throw new AppError(refusal.code, {
          message: refusal.message,
          context: { reason: refusal.reason, ...refusal.details },
        })
      }
      const stories = await Promise.all(result.shortlist.map((entry) => library.load(entry.id)))
      if (signal?.aborted) throw signal.reason
      const best = rankBankStories(input, stories)[0]
      if (best === undefined) throw new AppError('DATA_NOT_FOUND')
      const draft = bankStoryToDraft(best.story, best.names, plan)
      const joiner = sentenceJoiner(plan.language)
      const text = draft.paragraphs.map((p) => p.map((s) => s.text).join(joiner)).join('\n\n')
      callOptions.onToken?.(text, text)
      return draft
    },
    revise() {
      return Promise.resolve(null)
    },
  }
}
