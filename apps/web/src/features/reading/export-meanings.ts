import type { VocabularyItem } from '@fabula/reading-api'
import { loadDictionary, meaningPair } from './dictionary'

/** Words looked up for one export at most (beyond, cards carry only own meanings). */
const MAX_LOOKUPS = 3000
/** Lookups started together. */
const BATCH = 16

/**
 * Dictionary meanings for the words of an export that have no own meaning (Anki cards need a
 * back): item id → the first three meanings. A dictionary that cannot load gives none.
 */
export async function dictionaryMeanings(
  items: readonly VocabularyItem[],
  nativeLanguage: string,
): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  const wanted = items.filter((item) => item.kind === 'word' && !item.meaning).slice(0, MAX_LOOKUPS)
  if (wanted.length === 0) return found
  let loaded: Awaited<ReturnType<typeof loadDictionary>>
  try {
    loaded = await loadDictionary()
  } catch {
    return found
  }
  for (let start = 0; start < wanted.length; start += BATCH) {
    await Promise.all(
      wanted.slice(start, start + BATCH).map(async (item) => {
        const pair = meaningPair(loaded.manifest, item.language, nativeLanguage)
        if (!pair) return
        const result = await loaded.dictionary.lookup(pair.pair, item.term).catch(() => null)
        if (result?.meanings.length) found.set(item.id, result.meanings.slice(0, 3).join('; '))
      }),
    )
  }
  return found
}
