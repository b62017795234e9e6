import type { CefrLevel } from '@fabula/reading'
import { CEFR_LEVELS } from '@fabula/reading'
import { STORY_LENGTHS } from '../bank/text'
import type { Genre, LibraryEntry } from '../bank/types'
import type { RequestDifference, StoryLength, StoryPlan } from '../types'

/**
 * Levels away from the requested one the library still serves (with a `level` difference). A
 * story two levels off is too easy or too hard to pass as "the closest match"; then the learner
 * is told and offered those levels instead.
 */
export const MAX_LEVEL_DISTANCE = 1

/** What the library is asked for. */
export interface LibraryRequest {
  language: string
  level: CefrLevel
  genre: Genre
  length: StoryLength
  /** Source ids of the stories the learner already has. */
  readSourceIds?: readonly string[]
}

/** A level with unread stories, offered when nothing unread fits the request. */
export interface LibraryChoice {
  level: CefrLevel
  /** Unread stories at this level. */
  unread: number
  /** Their genres, most common first. */
  genres: Genre[]
  /** Their length classes, shortest first. */
  lengths: StoryLength[]
}

/** Why the library serves nothing: data for the app to word and to offer alternatives. */
export type LibraryRefusal =
  | {
      /** The library has no story in this language. */
      reason: 'LIBRARY_LANGUAGE_MISSING'
      language: string
      /** Languages the library has stories in. */
      languages: string[]
    }
  | {
      /** Every story near the requested level has been read. */
      reason: 'LIBRARY_EXHAUSTED'
      language: string
      level: CefrLevel
      /** Levels with unread stories, nearest first (empty: everything has been read). */
      choices: LibraryChoice[]
    }

/**
 * How well a story fits a request, compared in this order: level distance, genre, length
 * distance (0 is a perfect fit in each). Coverage decides between equal fits.
 */
export interface LibraryFit {
  levelDistance: number
  genreMiss: 0 | 1
  lengthDistance: number
}

function levelIndex(level: CefrLevel): number {
  return CEFR_LEVELS.indexOf(level)
}

/**
 * The fit of one story to a request.
 *
 * @param entry - The story's index entry.
 * @param request - What was asked.
 * @returns Its fit.
 */
export function libraryFit(
  entry: LibraryEntry,
  request: Pick<LibraryRequest, 'level' | 'genre' | 'length'>,
): LibraryFit {
  return {
    levelDistance: Math.abs(levelIndex(entry.level) - levelIndex(request.level)),
    genreMiss: entry.genres.includes(request.genre) ? 0 : 1,
    lengthDistance: Math.abs(
      STORY_LENGTHS.indexOf(entry.length) - STORY_LENGTHS.indexOf(request.length),
    ),
  }
}

/**
 * Orders fits: negative when `a` fits better.
 *
 * @param a - A fit.
 * @param b - Another fit.
 * @returns A comparison number.
 */
export function compareFit(a: LibraryFit, b: LibraryFit): number {
  return (
    a.levelDistance - b.levelDistance ||
    a.genreMiss - b.genreMiss ||
    a.lengthDistance - b.lengthDistance
  )
}

function mostCommonFirst<T extends string>(values: readonly T[]): T[] {
  const counts = new Map<T, number>()
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1)
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([value]) => value)
}

/** Unread stories of other levels, grouped by level, nearest level first (then the easier). */
function choicesFor(unread: readonly LibraryEntry[], level: CefrLevel): LibraryChoice[] {
  const byLevel = new Map<CefrLevel, LibraryEntry[]>()
  for (const entry of unread) byLevel.set(entry.level, [...(byLevel.get(entry.level) ?? []), entry])
  return [...byLevel.entries()]
    .sort(
      ([a], [b]) =>
        Math.abs(levelIndex(a) - levelIndex(level)) - Math.abs(levelIndex(b) - levelIndex(level)) ||
        levelIndex(a) - levelIndex(b),
    )
    .map(([choiceLevel, entries]) => ({
      level: choiceLevel,
      unread: entries.length,
      genres: mostCommonFirst(entries.flatMap((entry) => entry.genres)),
      lengths: STORY_LENGTHS.filter((length) => entries.some((entry) => entry.length === length)),
    }))
}

/** The result of {@link shortlistLibrary}: the best-fitting unread stories, or a refusal. */
export type LibraryShortlist =
  | { shortlist: LibraryEntry[]; fit: LibraryFit; refusal?: undefined }
  | { refusal: LibraryRefusal; shortlist?: undefined; fit?: undefined }

function unreadInLanguage(
  request: Pick<LibraryRequest, 'language' | 'readSourceIds'>,
  entries: readonly LibraryEntry[],
): LibraryEntry[] {
  const read = new Set(request.readSourceIds ?? [])
  return entries.filter((entry) => entry.language === request.language && !read.has(entry.id))
}

/**
 * Why the library cannot serve a request at all, from the index alone: no story in the language,
 * or none unread within {@link MAX_LEVEL_DISTANCE} levels (then with the nearest choices). Genre
 * and length never make it refuse: it serves the closest match and says what differed.
 *
 * @param request - Language, level and what the learner has read.
 * @param entries - The library index.
 * @returns The refusal, or `null` when something can be served.
 */
export function refuseLibraryRequest(
  request: Pick<LibraryRequest, 'language' | 'level' | 'readSourceIds'>,
  entries: readonly LibraryEntry[],
): LibraryRefusal | null {
  if (!entries.some((entry) => entry.language === request.language)) {
    return {
      reason: 'LIBRARY_LANGUAGE_MISSING',
      language: request.language,
      languages: [...new Set(entries.map((entry) => entry.language))].sort(),
    }
  }
  const unread = unreadInLanguage(request, entries)
  const near = (entry: LibraryEntry) =>
    Math.abs(levelIndex(entry.level) - levelIndex(request.level)) <= MAX_LEVEL_DISTANCE
  if (unread.some(near)) return null
  return {
    reason: 'LIBRARY_EXHAUSTED',
    language: request.language,
    level: request.level,
    choices: choicesFor(unread, request.level),
  }
}

/**
 * The library stories that fit a request best, from the index alone (nothing loaded): stories in
 * the language the learner does not have yet, within {@link MAX_LEVEL_DISTANCE} levels, keeping
 * only those with the best {@link LibraryFit} (level, then genre, then length). The provider then
 * measures the shortlist's coverage for the learner and serves the one nearest the band.
 *
 * When nothing unread is close enough it refuses ({@link refuseLibraryRequest}), never repeating
 * a story.
 *
 * @param request - What was asked and what the learner has read.
 * @param entries - The library index.
 * @returns The shortlist with its fit, or a refusal.
 */
export function shortlistLibrary(
  request: LibraryRequest,
  entries: readonly LibraryEntry[],
): LibraryShortlist {
  const refusal = refuseLibraryRequest(request, entries)
  if (refusal) return { refusal }
  const scored = unreadInLanguage(request, entries)
    .map((entry) => ({ entry, fit: libraryFit(entry, request) }))
    .filter(({ fit }) => fit.levelDistance <= MAX_LEVEL_DISTANCE)
    .sort((a, b) => compareFit(a.fit, b.fit))
  const best = scored[0]
  if (best === undefined) throw new Error('unreachable: refuseLibraryRequest found a story')
  return {
    shortlist: scored
      .filter(({ fit }) => compareFit(fit, best.fit) === 0)
      .map(({ entry }) => entry),
    fit: best.fit,
  }
}
/**
 * What a served story differs in from the plan, as data: level, genre (the story's main genre)
 * and length when they differ, and topic and style author whenever they were asked for (the
 * library cannot write to them).
 *
 * @param plan - The plan.
 * @param entry - The served story's entry.
 * @returns The differences, empty when the story is what was asked.
 */
export function requestDifferences(
  plan: Pick<StoryPlan, 'level' | 'genre' | 'length' | 'topic' | 'styleAuthor'>,
  entry: LibraryEntry,
): RequestDifference[] {
  const differences: RequestDifference[] = []
  if (entry.level !== plan.level)
    differences.push({ field: 'level', asked: plan.level, got: entry.level })
  const genre = entry.genres[0]
  if (!entry.genres.includes(plan.genre) && genre !== undefined) {
    differences.push({ field: 'genre', asked: plan.genre, got: genre })
  }
  if (entry.length !== plan.length) {
    differences.push({ field: 'length', asked: plan.length, got: entry.length })
  }
  if (plan.topic) differences.push({ field: 'topic', asked: plan.topic, got: null })
  if (plan.styleAuthor)
    differences.push({ field: 'style_author', asked: plan.styleAuthor, got: null })
  return differences
}
