/**
 * Where a key lives. Every data set (one dictionary source of one pair, or one lemma source of
 * one language) is split into `shards` JSON files by a hash of the normalised key, so a lookup
 * fetches one small file per data set instead of the whole dictionary. A hash spreads keys evenly
 * in every script (a split by first letters would give Chinese thousands of tiny files and
 * Spanish a huge `de…` file) and needs no list of prefixes: the shard count is enough.
 */

/**
 * 32-bit FNV-1a over the UTF-16 code units of `key`. Deterministic, dependency-free and the same
 * in the converter and in the browser, which is all a shard function needs.
 *
 * @param key - A normalised key.
 * @returns An unsigned 32-bit hash.
 */
export function hashKey(key: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/**
 * The shard a key belongs to.
 *
 * @param key - A normalised key.
 * @param shards - Shard count of the data set (at least 1).
 * @returns An index in `0 … shards - 1`.
 */
export function shardOf(key: string, shards: number): number {
  return hashKey(key) % shards
}

/**
 * Path of one shard file, relative to the content root: `<dir>/<index>.json`.
 *
 * @param dir - Folder of the data set, e.g. `es-en/freedict-spa-eng` or `forms/es/hunspell-es`.
 * @param index - Shard index.
 * @returns The relative path, always with forward slashes.
 */
export function shardPath(dir: string, index: number): string {
  return `${dir}/${index}.json`
}
