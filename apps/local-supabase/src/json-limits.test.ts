import { describe, expect, it } from 'vitest'
import { MAX_JSON_DEPTH, exceedsJsonDepth, scanJson } from './json-limits'

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels)

describe('exceedsJsonDepth', () => {
  it('accepts exactly the limit and refuses one level more, for arrays and objects', () => {
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH))).toBe(false)
    expect(exceedsJsonDepth(nested(MAX_JSON_DEPTH + 1))).toBe(true)
    expect(exceedsJsonDepth('{"a":'.repeat(3) + '1' + '}'.repeat(3), 2)).toBe(true)
    expect(exceedsJsonDepth('{"a":{"b":[1,{"c":2}]}}', 4)).toBe(false)
  })

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(exceedsJsonDepth(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false)
    expect(exceedsJsonDepth(JSON.stringify({ a: 'say \\"[[[[\\"' }), 1)).toBe(false)
    expect(exceedsJsonDepth('["\\\\", [[1]]]', 2)).toBe(true)
  })

  it('measures depth, not the number of siblings', () => {
    expect(exceedsJsonDepth(JSON.stringify(Array.from({ length: 10_000 }, () => [{}])), 3)).toBe(
      false,
    )
  })
})

describe('scanJson', () => {
  it('counts the elements of a top-level array without parsing it', () => {
    expect(scanJson('[]').items).toBe(0)
    expect(scanJson(' [ ] ').items).toBe(0)
    expect(scanJson('[1]').items).toBe(1)
    expect(scanJson('[{"a":[1,2,3]},{"b":"x,y"},"[,]"]').items).toBe(3)
    const many = JSON.stringify(Array.from({ length: 1234 }, (_, i) => ({ i })))
    expect(scanJson(many).items).toBe(1234)
    expect(scanJson('{"a":[1,2]}').items).toBeNull()
    expect(scanJson('"text"').items).toBeNull()
  })
})
