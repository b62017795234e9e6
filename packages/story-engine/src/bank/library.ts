import { AppError } from '@fabula/errors'
import * as v from 'valibot'
import { LIBRARY_INDEX } from './generated/index'
import { LIBRARY_LOADERS } from './generated/loaders'
import { describeStory } from './text'
import type { BankStory, LibraryEntry } from './types'
import { BankStorySchema } from './types'

/**
 * A set of library stories: their index (always in memory, small) and a loader for each story's
 * full text (loaded on demand, so serving one story never reads the other few hundred).
 */
export interface Library {
  /** Every story's metadata. */
  readonly entries: readonly LibraryEntry[]
  /**
   * Loads one story.
   *
   * @throws `AppError` `DATA_NOT_FOUND` for an unknown id, `DATA_CORRUPTION` for a file that fails
   *   the schema.
   */
  load(id: string): Promise<BankStory>
}

/**
 * A library over stories already in memory (tests, tools).
 *
 * @param stories - Valid stories with unique ids.
 * @returns The library.
 */
export function libraryFromStories(stories: readonly BankStory[]): Library {
  const byId = new Map(stories.map((story) => [story.id, story]))
  return {
    entries: stories.map(describeStory),
    load(id) {
      const story = byId.get(id)
      return story
        ? Promise.resolve(story)
        : Promise.reject(new AppError('DATA_NOT_FOUND', { message: `No library story "${id}"` }))
    },
  }
}

/** A story file's module, as a JSON import yields it. */
interface StoryModule {
  default: unknown
}

/**
 * A library over the generated index and per-story loaders. Each loaded file is checked against
 * {@link BankStorySchema} (a file is a boundary, even our own) and cached; a failed load is not
 * cached, so a later call retries.
 *
 * @param entries - The index.
 * @param loaders - One loader per id.
 * @returns The library.
 */
export function createLibrary(
  entries: readonly LibraryEntry[],
  loaders: Readonly<Record<string, () => Promise<StoryModule>>>,
): Library {
  const cache = new Map<string, Promise<BankStory>>()
  const load = async (id: string): Promise<BankStory> => {
    const loader = Object.hasOwn(loaders, id) ? loaders[id] : undefined
    if (!loader) throw new AppError('DATA_NOT_FOUND', { message: `No library story "${id}"` })
    const parsed = v.safeParse(BankStorySchema, (await loader()).default)
    if (!parsed.success || parsed.output.id !== id) {
      throw new AppError('DATA_CORRUPTION', {
        message: `Library story "${id}" does not match its schema`,
        context: { issues: parsed.issues?.map((issue) => v.getDotPath(issue)) ?? ['id'] },
      })
    }
    return parsed.output
  }
  return {
    entries,
    load(id) {
      const cached = cache.get(id)
      if (cached) return cached
      const loading = load(id)
      cache.set(id, loading)
      loading.catch(() => cache.delete(id))
      return loading
    },
  }
}

/** The Fabula library as shipped: `content/stories`, through the generated index. */
export const FABULA_LIBRARY: Library = createLibrary(LIBRARY_INDEX, LIBRARY_LOADERS)

/**
 * The languages a library has stories in, sorted.
 *
 * @param library - A library; default the shipped one.
 * @returns ISO 639-1 codes.
 */
export function libraryLanguages(library: Pick<Library, 'entries'> = FABULA_LIBRARY): string[] {
  return [...new Set(library.entries.map((entry) => entry.language))].sort()
}

/**
 * Loads every story of one language (tools and tests; the provider loads only candidates).
 *
 * @param language - ISO 639-1 code.
 * @param library - A library; default the shipped one.
 * @returns The stories, in index order.
 */
export function loadLibraryLanguage(
  language: string,
  library: Library = FABULA_LIBRARY,
): Promise<BankStory[]> {
  return Promise.all(
    library.entries.filter((entry) => entry.language === language).map((e) => library.load(e.id)),
  )
}
