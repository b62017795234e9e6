import { AppError } from '@fabula/errors'
import type { CoverageReport } from '@fabula/reading'
import { CEFR_LEVELS, COVERAGE_BAND, measureCoverage } from '@fabula/reading'
import { BANK_BY_LANGUAGE } from '../bank/index'
import type { BankStory } from '../bank/types'
import { PLACEHOLDER_PATTERN } from '../bank/types'
import { statusesWithNames } from '../pipeline'
import { seededRandom } from '../seed'
import type { GenerateInput, StoryDraft, StoryPlan, StoryProvider } from '../types'

/** What the UI shows for stories from the bank (PRODUCT.md §4). */
export const BUILTIN_LABEL = 'Built-in library'

/**
 * Penalty, in coverage share, for a story outside the requested genre: one percentage point. A
 * story in another genre wins only when it is clearly more comprehensible for this learner.
 */
const GENRE_MISS_PENALTY = 0.01
/** Penalty per CEFR level away from the requested one. */
const LEVEL_STEP_PENALTY = 0.005
/** Tie-break towards the middle of the band. */
const CENTRE = (COVERAGE_BAND.min + COVERAGE_BAND.max) / 2

/** Options of {@link createBuiltinProvider}. */
export interface BuiltinProviderOptions {
  /** Stories by language; defaults to the shipped bank. */
  bank?: Readonly<Record<string, readonly BankStory[]>>
}

/** A bank story measured for one learner. */
export interface BankCandidate {
  story: BankStory
  names: Record<string, string>
  report: CoverageReport
  score: number
}

function fill(text: string, names: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, key: string) => names[key] ?? whole)
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

function levelDistance(a: string, b: string): number {
  return Math.abs(
    CEFR_LEVELS.indexOf(a as (typeof CEFR_LEVELS)[number]) -
      CEFR_LEVELS.indexOf(b as (typeof CEFR_LEVELS)[number]),
  )
}

/** Language of glosses and translations the bank can offer for a native language. */
function glossLanguageFor(story: BankStory, nativeLanguage: string): 'en' | 'es' {
  return nativeLanguage === 'es' && story.translations.es ? 'es' : 'en'
}

/**
 * Measures every bank story of the plan's language for this learner and ranks them: distance of
 * the measured coverage from the 95–98 % band first, then genre and level fit (as small
 * penalties), then closeness to the band's centre. Stories more than one level away are only
 * considered when nothing closer exists.
 *
 * @returns Candidates, best first.
 */
export function rankBankStories(
  input: GenerateInput,
  bank: Readonly<Record<string, readonly BankStory[]>> = BANK_BY_LANGUAGE,
): BankCandidate[] {
  const { plan, learner, ranks } = input
  const all = bank[plan.language] ?? []
  const near = all.filter((story) => levelDistance(story.level, plan.level) <= 1)
  const pool = near.length > 0 ? near : all
  const candidates = pool.map((story) => {
    const names = castNames(story, plan.seed)
    const text = story.paragraphs
      .flat()
      .map((sentence) => fill(sentence, names))
      .join(' ')
    const report = measureCoverage(text, {
      lang: plan.language,
      level: plan.level,
      subLevel: plan.subLevel,
      wordStatuses: statusesWithNames(learner.wordStatuses, Object.values(names), plan.language),
      ranks,
    })
    const score =
      bandDistance(report.knownTokenShare) +
      (story.genres.includes(plan.genre) ? 0 : GENRE_MISS_PENALTY) +
      levelDistance(story.level, plan.level) * LEVEL_STEP_PENALTY +
      Math.abs(report.knownTokenShare - CENTRE) * 0.01
    return { story, names, report, score }
  })
  return candidates.sort((a, b) => a.score - b.score || a.story.id.localeCompare(b.story.id))
}

/** Turns a bank story into a draft for one learner (names filled, glosses chosen). */
export function bankStoryToDraft(
  story: BankStory,
  names: Readonly<Record<string, string>>,
  plan: StoryPlan,
): StoryDraft {
  const glossLanguage = glossLanguageFor(story, plan.nativeLanguage)
  const translations =
    (glossLanguage === 'es' ? story.translations.es : undefined) ?? story.translations.en
  return {
    title: fill(story.title, names),
    paragraphs: story.paragraphs.map((sentences, p) =>
      sentences.map((sentence, s) => {
        const translation = translations[p]?.[s]
        return translation === undefined
          ? { text: fill(sentence, names) }
          : { text: fill(sentence, names), translation: fill(translation, names) }
      }),
    ),
    glossLanguage,
    glossary: story.glossary.map((entry) => ({
      word: entry.word,
      lemma: entry.lemma,
      gloss: (glossLanguage === 'es' ? entry.gloss.es : undefined) ?? entry.gloss.en,
    })),
    questions: story.questions.map((q) =>
      q.kind === 'multiple_choice'
        ? {
            kind: q.kind,
            prompt: fill(q.prompt, names),
            options: q.options.map((option) => fill(option, names)),
            answer: q.answer,
          }
        : { kind: q.kind, prompt: fill(q.prompt, names), answer: q.answer },
    ),
    sourceId: story.id,
    properNouns: Object.values(names),
  }
}

/**
 * The built-in library provider: the default when no AI provider is configured. It writes
 * nothing; it picks the bank story whose measured coverage for this learner is closest to the
 * 95–98 % band (see {@link rankBankStories}), fills in character names and serves glosses in
 * English — or Spanish for English stories — and says which. It cannot revise a story: its pick is
 * already the closest the bank offers, so `revise` returns `null`.
 *
 * @param options - An alternative bank (tests).
 * @returns A {@link StoryProvider} with id `builtin`, labelled "Built-in library".
 */
export function createBuiltinProvider(options: BuiltinProviderOptions = {}): StoryProvider {
  const bank = options.bank ?? BANK_BY_LANGUAGE
  return {
    id: 'builtin',
    label: BUILTIN_LABEL,
    generate(input, callOptions = {}) {
      if (callOptions.signal?.aborted) return Promise.reject(callOptions.signal.reason as Error)
      const best = rankBankStories(input, bank)[0]
      if (best === undefined) {
        return Promise.reject(
          new AppError('DATA_NOT_FOUND', {
            message: `The built-in library has no stories in "${input.plan.language}"`,
          }),
        )
      }
      const draft = bankStoryToDraft(best.story, best.names, input.plan)
      const text = draft.paragraphs.map((p) => p.map((s) => s.text).join(' ')).join('\n\n')
      callOptions.onToken?.(text, text)
      return Promise.resolve(draft)
    },
    revise() {
      return Promise.resolve(null)
    },
  }
}
