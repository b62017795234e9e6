import { describe, expect, it } from 'vitest'
import { shuffled } from './shuffle'

describe('shuffled', () => {
  it('keeps every item and is the same for the same seed', () => {
    const items = ['Ich', 'heiße', 'Sara', 'und', 'komme', 'aus', 'Berlin.']
    const once = shuffled(items, 'de-a1-x:7:0')
    expect([...once].sort()).toEqual([...items].sort())
    expect(shuffled(items, 'de-a1-x:7:0')).toEqual(once)
  })

  it('never hands back the original order when another exists', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      expect(shuffled(['a', 'b'], String(seed))).toEqual(['b', 'a'])
    }
    expect(shuffled(['sí', 'sí'], 'x')).toEqual(['sí', 'sí'])
  })
})
