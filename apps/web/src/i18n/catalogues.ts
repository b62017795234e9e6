import manifest from 'virtual:fabula-catalogues'
import * as v from 'valibot'
import { earlyFetch } from '@/app/early-data'
import { LOCALES, type Locale } from './locales'
import type { CatalogueRequest } from './translator'

/**
 * The locales offered: English plus every locale whose catalogue folder exists (a folder is
 * complete or a test fails, ADR 0062), in {@link LOCALES} order.
 */
export const availableLocales: readonly Locale[] = LOCALES.filter(
  (locale) => locale === 'en' || manifest.locales.includes(locale),
)

const SEPARATOR = '.'
const MessagesSchema = v.record(v.string(), v.string())

/** Reads a catalogue file's JSON; the browser fetches it, the prerender reads it from disk. */
export type CatalogueReader = (url: string) => Promise<unknown>

const fetchJson: CatalogueReader = async (url) => {
  // A returning page's catalogue was already asked for by the head script (ADR 0070).
  const response = await earlyFetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.json()
}
let reader = fetchJson

/**
 * Fetches one catalogue file (`/assets/i18n/<version>/<locale>/<packs>.json`): every catalogue
 * the app loads comes through here.
 */
async function fetchCatalogue(url: string): Promise<Record<string, string>> {
  return v.parse(MessagesSchema, await reader(url))
}

/** Where catalogues come from outside a browser (the build-time prerender reads the build). */
export function readCataloguesWith(next: CatalogueReader): void {
  reader = next
}

/** The packs a route module needs (what it and its imports register), by its source path. */
export function routePacks(module: string): string[] {
  const packs = manifest.routePacks[module]
  return packs ? packs.split(SEPARATOR) : []
}

/** The address of the file holding `packs` (a bundle or a single pack) in `locale`. */
function fileUrl(locale: string, packs: readonly string[]): string {
  return `${manifest.base}${locale}/${packs.join(SEPARATOR)}.json`
}

const FILES = [
  ...Object.keys(manifest.sizes).map((pack) => [pack]),
  ...manifest.bundles.map((bundle) => bundle.split(SEPARATOR)),
]
const sizeOf = (packs: readonly string[]) =>
  packs.reduce((sum, pack) => sum + (manifest.sizes[pack] ?? 0), 0)

/**
 * The files that bring `packs` of `locale`: each time the file holding most of the packs still
 * missing (the smaller on a tie), so a page's chain of route modules is one file.
 */
export function planCatalogues(locale: string, packs: readonly string[]): string[][] {
  const left = new Set(packs)
  const files: string[][] = []
  while (left.size > 0) {
    let best: string[] | undefined
    let bestCount = 0
    for (const file of FILES) {
      const count = file.filter((pack) => left.has(pack)).length
      if (count > bestCount || (count === bestCount && best && sizeOf(file) < sizeOf(best))) {
        best = file
        bestCount = count
      }
    }
    if (!best || bestCount === 0)
      throw new Error(`No ${locale} catalogue for ${[...left].join(', ')}`)
    files.push(best)
    for (const pack of best) left.delete(pack)
  }
  return files
}

/** The addresses {@link loadPacks} fetches for `packs` of `locale` (prerendered preload links). */
export function catalogueUrls(locale: string, packs: readonly string[]): string[] {
  return planCatalogues(locale, packs).map((file) => fileUrl(locale, file))
}

/** Starts loading `packs` of `locale`, one file per planned group (the translator's loader). */
export function loadPacks(locale: string, packs: readonly string[]): CatalogueRequest[] {
  return planCatalogues(locale, packs).map((file) => ({
    packs: file,
    messages: fetchCatalogue(fileUrl(locale, file)),
  }))
}
