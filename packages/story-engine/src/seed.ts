/**
 * A deterministic PRNG seeded from a string (FNV-1a hash into mulberry32), so the same request
 * always gets the same names and tie-breaks.
 *
 * @param seed - Any string, e.g. a request id.
 * @returns A function returning numbers in [0, 1).
 */
export function seededRandom(seed: string): () => number {
  let hash = 0x811c9dc5
  for (let i = 0; i < seed.length; i += 1) {
    hash ^= seed.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  let state = hash >>> 0
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
