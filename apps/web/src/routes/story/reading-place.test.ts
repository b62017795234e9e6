import { describe, expect, it } from 'vitest'
import { readingShares } from './reading-place'

const HEADER = 56

describe('reading progress is the share of the text scrolled past', () => {
  it('is a few percent at the top of a long story on a desktop screen, not 100 %', () => {
    // A 900-word story: 6,000 px of text starting 300 px down a 800 px window.
    const { progress, position } = readingShares({ top: 300, height: 6000 }, 800, HEADER)
    expect(progress).toBeCloseTo(500 / 6000)
    expect(position).toBe(0)
  })

  it('is a few percent at the top on a phone, not 60 %', () => {
    const { progress } = readingShares({ top: 420, height: 15000 }, 700, HEADER)
    expect(Math.round(progress * 100)).toBe(2)
  })

  it('grows as the text scrolls past, and the position is what is above the header', () => {
    const half = readingShares({ top: -2600, height: 6000 }, 800, HEADER)
    expect(half.progress).toBeCloseTo(3400 / 6000)
    expect(half.position).toBeCloseTo((HEADER + 2600) / 6000)
  })

  it('reaches 100 % when the end of the text is on screen, and stays within 0..1', () => {
    expect(readingShares({ top: -5500, height: 6000 }, 800, HEADER).progress).toBe(1)
    expect(readingShares({ top: -9000, height: 6000 }, 800, HEADER)).toEqual({
      progress: 1,
      position: 1,
    })
    expect(readingShares({ top: 900, height: 6000 }, 800, HEADER)).toEqual({
      progress: 0,
      position: 0,
    })
  })

  it('counts a short text that fits on the screen as read, and an empty one as not', () => {
    expect(readingShares({ top: 200, height: 400 }, 800, HEADER).progress).toBe(1)
    expect(readingShares({ top: 200, height: 0 }, 800, HEADER)).toEqual({
      progress: 0,
      position: 0,
    })
  })
})
