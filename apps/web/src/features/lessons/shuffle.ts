/** A 32-bit hash of a string (FNV-1a), the seed of {@link shuffled}. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i)
    value = Math.imul(value, 0x01000193)
  }
  return value >>> 0
}

/** mulberry32: a small seeded generator, so an exercise shuffles the same way on every render. */
function generator(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/**
 * A copy of `items` in an order fixed by `seed`, never the original order when another exists
 * (a "shuffled" sentence that is already right teaches nothing).
 */
export function shuffled<T>(items: readonly T[], seed: string): T[] {
  const random = generator(hash(seed))
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j] as T, copy[i] as T]
  }
  const same = copy.every((item, index) => item === items[index])
  if (same && new Set(items).size > 1) copy.push(copy.shift() as T)
  return copy
}
