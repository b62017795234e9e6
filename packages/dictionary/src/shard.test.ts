import { describe, expect, it } from 'vitest'
import { hashKey, shardOf, shardPath } from './shard'

describe('shards', () => {
  it('hashes with 32-bit FNV-1a (reference values)', () => {
    expect(hashKey('')).toBe(0x811c9dc5)
    expect(hashKey('a')).toBe(0xe40c292c)
    expect(hashKey('foobar')).toBe(0xbf9cf968)
  })

  it('puts every key in a shard inside the range', () => {
    for (const key of ['casa', 'zapatos', '食べる', 'كتاب', 'стол', "l'homme"]) {
      for (const shards of [1, 2, 64, 256]) {
        const index = shardOf(key, shards)
        expect(index).toBeGreaterThanOrEqual(0)
        expect(index).toBeLessThan(shards)
      }
    }
  })

  it('names shard files by folder and index', () => {
    expect(shardPath('es-en/freedict-spa-eng', 3)).toBe('es-en/freedict-spa-eng/3.json')
  })
})
