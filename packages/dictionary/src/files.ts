import type { DictionaryManifest } from './format'
import { MANIFEST } from './manifest'
import { shardPath } from './shard'

/**
 * Every content file a deployment must serve, as paths relative to the content root (the
 * package's `content/` folder): entry shards, headword indexes, form shards, suffix rules, and
 * each data set's `ATTRIBUTION.md` and `LICENCE.txt` (which must be distributed with the data).
 *
 * @param options - `pairs` limits the list to some pairs (and the forms data of their text
 *   languages); `manifest` defaults to the committed one.
 * @returns Relative paths with forward slashes, sorted.
 */
export function listDictionaryFiles(
  options: { pairs?: readonly string[]; manifest?: DictionaryManifest } = {},
): string[] {
  const manifest = options.manifest ?? MANIFEST
  const wanted = options.pairs ? new Set(options.pairs) : null
  const files: string[] = []
  const languages = new Set<string>()
  for (const [key, pair] of Object.entries(manifest.pairs)) {
    if (wanted && !wanted.has(key)) continue
    languages.add(pair.from)
    for (const source of pair.sources) {
      const dir = `${key}/${source.id}`
      for (let i = 0; i < source.shards; i += 1) files.push(shardPath(dir, i))
      if (source.index) files.push(`${dir}/index.json`)
      files.push(`${dir}/ATTRIBUTION.md`, `${dir}/LICENCE.txt`)
    }
  }
  for (const [lang, sets] of Object.entries(manifest.forms)) {
    if (!languages.has(lang)) continue
    for (const set of sets) {
      const dir = `forms/${lang}/${set.id}`
      for (let i = 0; i < set.shards; i += 1) files.push(shardPath(dir, i))
      if (set.rules) files.push(`${dir}/rules.json`)
      files.push(`${dir}/ATTRIBUTION.md`, `${dir}/LICENCE.txt`)
    }
  }
  return files.sort()
}
