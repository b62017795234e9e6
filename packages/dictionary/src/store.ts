/**
 * Loads shard files through the caller's loader, validates them at this boundary and caches
 * them: each file is fetched at most once per dictionary instance (a failed load is forgotten,
 * so a later lookup retries).
 */
import * as v from 'valibot'
import type { EntryShard, FormShard, SuffixRules } from './format'
import {
  EntryValueSchema,
  FormValueSchema,
  HeadwordIndexSchema,
  SuffixRuleListSchema,
} from './format'

/**
 * Reads one content file by its path relative to the content root (e.g. `es-en/apertium-spa-eng/3.json`)
 * and resolves to its parsed JSON. In a browser: `(path) => fetch(base + path).then((r) => r.json())`;
 * in Node: `createFsLoader()` from `@fabula/dictionary/node`.
 */
export type DictionaryLoader = (path: string) => Promise<unknown>

/** Thrown when a content file does not have the expected shape. */
export class DictionaryDataError extends Error {
  /**
   * @param path - The content file, relative to the content root.
   * @param detail - What is wrong with it.
   */
  constructor(
    readonly path: string,
    detail: string,
  ) {
    super(`Dictionary file ${path} is malformed: ${detail}`)
    this.name = 'DictionaryDataError'
  }
}

/**
 * Validates a shard: a plain JSON object whose every value matches `schema`. Keys are read with
 * `Object.keys` into a `Map`, so words like `constructor` survive and never touch a prototype.
 */
function parseShard<T>(
  schema: v.GenericSchema<unknown, T>,
  path: string,
  data: unknown,
): ReadonlyMap<string, T> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new DictionaryDataError(path, 'expected a JSON object')
  }
  const out = new Map<string, T>()
  const record = data as Record<string, unknown>
  for (const key of Object.keys(record)) {
    if (key === '') throw new DictionaryDataError(path, 'empty key')
    const result = v.safeParse(schema, record[key])
    if (!result.success) {
      const issue = result.issues[0]
      const where = issue ? v.getDotPath(issue) : null
      throw new DictionaryDataError(
        path,
        `"${key}"${where ? `.${where}` : ''}: ${issue?.message ?? 'invalid'}`,
      )
    }
    out.set(key, result.output)
  }
  return out
}

/** Cached, validated access to shard files. */
export class ShardStore {
  readonly #load: DictionaryLoader
  readonly #cache = new Map<string, Promise<unknown>>()

  /** @param load - The caller's loader. */
  constructor(load: DictionaryLoader) {
    this.#load = load
  }

  /** Loads a file; text that is not JSON (an empty or cut-off file) is malformed data. */
  #fetch(path: string): Promise<unknown> {
    return Promise.resolve()
      .then(() => this.#load(path))
      .catch((error: unknown) => {
        if (error instanceof SyntaxError) throw new DictionaryDataError(path, 'not valid JSON')
        throw error
      })
  }

  /**
   * A failed load is forgotten so that a later lookup retries it (the network may be back); a
   * malformed file is remembered as such, since fetching it again gives the same bytes.
   */
  #forgetUnlessMalformed(path: string, pending: Promise<unknown>): void {
    pending.catch((error: unknown) => {
      if (!(error instanceof DictionaryDataError)) this.#cache.delete(path)
    })
  }

  #get<T>(path: string, schema: v.GenericSchema<unknown, T>): Promise<ReadonlyMap<string, T>> {
    let pending = this.#cache.get(path) as Promise<ReadonlyMap<string, T>> | undefined
    if (pending === undefined) {
      pending = this.#fetch(path).then((data) => parseShard(schema, path, data))
      this.#forgetUnlessMalformed(path, pending)
      this.#cache.set(path, pending)
    }
    return pending
  }

  /** An entry shard. */
  entries(path: string): Promise<EntryShard> {
    return this.#get(path, EntryValueSchema)
  }

  /** A form shard. */
  forms(path: string): Promise<FormShard> {
    return this.#get(path, FormValueSchema)
  }

  /** A suffix rules file. */
  rules(path: string): Promise<SuffixRules> {
    return this.#get(path, SuffixRuleListSchema)
  }

  /** A headword index: the headwords of one source. */
  index(path: string): Promise<readonly string[]> {
    let pending = this.#cache.get(path) as Promise<readonly string[]> | undefined
    if (pending === undefined) {
      pending = this.#fetch(path).then((data) => {
        const result = v.safeParse(HeadwordIndexSchema, data)
        if (!result.success) throw new DictionaryDataError(path, 'expected a string of headwords')
        return result.output.split('\n').filter((word) => word !== '')
      })
      this.#forgetUnlessMalformed(path, pending)
      this.#cache.set(path, pending)
    }
    return pending
  }

  /** How many files are loaded or loading (for tests and benchmarks). */
  get size(): number {
    return this.#cache.size
  }
}
