/**
 * How a learner gets meanings in their own language for a text language (ADR 0100): from a
 * dictionary written between the two (`direct`), by looking the word up in English and the
 * English meanings up in an English–native dictionary (`routed`, the meanings marked as
 * such), or only in English (`english`). The app reads this before the learner asks for a story,
 * so the form can say "meanings in English" up front.
 */
import type { DictionaryManifest } from './format'
import { MANIFEST } from './manifest'

/** How meanings reach the learner's language. */
export type MeaningRouteKind = 'direct' | 'routed' | 'english' | 'none'

/** The route of meanings for one text language and one native language. */
export interface MeaningRoute {
  /** See {@link MeaningRouteKind}. */
  kind: MeaningRouteKind
  /** Pair key to pass to `lookup` (`de-ar` for a routed pair too), or `null` for `none`. */
  pair: string | null
  /** The language the meanings come in (`en` for `english`), or `null` for `none`. */
  to: string | null
  /** For `routed`: the two pairs chained, e.g. `['de-en', 'en-ar']`. */
  through?: readonly [string, string]
}

/** The interface languages a learner can have as native language. */
export const NATIVE_LANGUAGES = ['en', 'es', 'fr', 'de', 'ar', 'ja'] as const

/** The languages of the library (text languages). */
export const TEXT_LANGUAGES = ['es', 'pt', 'fr', 'it', 'de', 'en', 'ja', 'zh', 'ar', 'ru'] as const

/**
 * The route of meanings for a text language and a native language.
 *
 * @param from - Language of the text.
 * @param native - The learner's own language.
 * @param manifest - What the content holds; defaults to the committed manifest.
 * @returns The route; `none` when the two are the same language or nothing covers the text.
 */
export function meaningRoute(
  from: string,
  native: string,
  manifest: Pick<DictionaryManifest, 'pairs'> = MANIFEST,
): MeaningRoute {
  const has = (pair: string) => Object.hasOwn(manifest.pairs, pair)
  const own = `${from}-${native}`
  if (from === native) return { kind: 'none', pair: null, to: null }
  if (has(own)) return { kind: 'direct', pair: own, to: native }
  const english = `${from}-en`
  if (native !== 'en' && has(english) && has(`en-${native}`)) {
    return { kind: 'routed', pair: own, to: native, through: [english, `en-${native}`] }
  }
  if (has(english)) return { kind: 'english', pair: english, to: 'en' }
  return { kind: 'none', pair: null, to: null }
}

/**
 * Every route between the library's languages and the native languages, for documentation and
 * for a settings screen that shows them all.
 *
 * @param manifest - What the content holds; defaults to the committed manifest.
 * @returns Text language → native language → route.
 */
export function meaningRoutes(
  manifest: Pick<DictionaryManifest, 'pairs'> = MANIFEST,
): Record<string, Record<string, MeaningRoute>> {
  const out: Record<string, Record<string, MeaningRoute>> = {}
  for (const from of TEXT_LANGUAGES) {
    const row: Record<string, MeaningRoute> = {}
    for (const native of NATIVE_LANGUAGES) row[native] = meaningRoute(from, native, manifest)
    out[from] = row
  }
  return out
}
