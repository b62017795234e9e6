/**
 * Node helpers: where the committed content lives and a loader that reads it from disk. Kept out
 * of the main entry so browser bundles never see `node:fs`.
 *
 * @packageDocumentation
 */
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { DictionaryLoader } from './store'

/** Absolute path of the package's `content/` folder (the dictionary files). */
export const CONTENT_DIRECTORY = fileURLToPath(new URL('../content/', import.meta.url))

/**
 * A loader that reads content files from a folder (the committed content by default). Paths are
 * relative and may not climb out of the folder.
 *
 * @param root - Folder holding the content, e.g. a copy served by a web server.
 * @returns A loader for `createDictionary`.
 */
export function createFsLoader(root: string = CONTENT_DIRECTORY): DictionaryLoader {
  const base = new URL(root.endsWith('/') ? `file://${root}` : `file://${root}/`)
  return async (path) => {
    if (path.startsWith('/') || path.split('/').includes('..') || path.includes('\\')) {
      throw new RangeError(`Invalid dictionary path "${path}"`)
    }
    const text = await readFile(new URL(path, base), 'utf8')
    return JSON.parse(text) as unknown
  }
}
