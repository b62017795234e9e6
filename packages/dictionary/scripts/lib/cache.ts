/**
 * Working folders of the converter. Downloads and extracted packages go to `.cache/` inside this
 * package (ignored by git), so a second run reuses them; converted data goes to `content/`.
 */
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Root of the `@fabula/dictionary` package. */
export const PACKAGE_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** Where committed, converted data is written. */
export const CONTENT_ROOT = join(PACKAGE_ROOT, 'content')

/** Where downloads are kept between runs. */
const CACHE_ROOT = join(PACKAGE_ROOT, '.cache')

/**
 * A folder inside the cache, created if missing.
 *
 * @param parts - Path segments below `.cache/`.
 * @returns The absolute folder path.
 */
export function cacheDir(...parts: string[]): string {
  const dir = join(CACHE_ROOT, ...parts)
  mkdirSync(dir, { recursive: true })
  return dir
}
