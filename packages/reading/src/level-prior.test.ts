import { describe, expect, it } from 'vitest'
import type { CefrLevel, SubLevel } from './index.js'
import { CEFR_LEVELS, SUB_LEVELS, knownRankForLevel, levelForKnownRank } from './index.js'

// Milton (2010) lemma bands, sub-levels at 1/6, 3/6 and 5/6 of each band, × 2 forms per lemma.
const EXPECTED: Record<CefrLevel, [number, number, number]> = {
  A1: [1333, 2000, 2667],
  A2: [3333, 4000, 4667],
  B1: [5250, 5750, 6250],
  B2: [6667, 7000, 7333],
  C1: [7750, 8250, 8750],
  C2: [9167, 9500, 9833],
}

const ALL: { level: CefrLevel; subLevel: SubLevel }[] = CEFR_LEVELS.flatMap((level) =>
  SUB_LEVELS.map((subLevel) => ({ level, subLevel })),
)

describe('knownRankForLevel', () => {
  it.each(ALL)('gives the tabled prior for $level-$subLevel', ({ level, subLevel }) => {
    expect(knownRankForLevel(level, subLevel)).toBe(EXPECTED[level][subLevel - 1])
  })

  it('grows strictly from A1-1 to C2-3 and stays within the 10,000-word lists', () => {
    const priors = ALL.map(({ level, subLevel }) => knownRankForLevel(level, subLevel))
    for (let i = 1; i < priors.length; i += 1) expect(priors[i]).toBeGreaterThan(priors[i - 1]!)
    expect(priors[0]).toBeGreaterThan(0)
    expect(priors.at(-1)).toBeLessThanOrEqual(10_000)
  })

  it('puts the mid sub-level at the centre of its level, between its neighbours', () => {
    for (const level of CEFR_LEVELS) {
      const low = knownRankForLevel(level, 1)
      const high = knownRankForLevel(level, 3)
      expect(knownRankForLevel(level, 2)).toBeCloseTo((low + high) / 2, -1)
    }
  })
})

describe('levelForKnownRank', () => {
  it.each(ALL)('inverts the prior exactly at $level-$subLevel', ({ level, subLevel }) => {
    expect(levelForKnownRank(knownRankForLevel(level, subLevel))).toEqual({ level, subLevel })
  })

  it('picks the next level up just above a prior', () => {
    expect(levelForKnownRank(knownRankForLevel('A1', 3) + 1)).toEqual({ level: 'A2', subLevel: 1 })
  })

  it('maps small ranks to A1-1 and ranks beyond the lists to C2-3', () => {
    expect(levelForKnownRank(1)).toEqual({ level: 'A1', subLevel: 1 })
    expect(levelForKnownRank(50_000)).toEqual({ level: 'C2', subLevel: 3 })
    expect(levelForKnownRank(Infinity)).toEqual({ level: 'C2', subLevel: 3 })
  })
})
