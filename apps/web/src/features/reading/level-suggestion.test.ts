import { describe, expect, it } from 'vitest'
import { stepLevel, suggestLevel, testsCountingFor } from './level-suggestion'
import type { TestHistoryEntry } from '@fabula/reading-api'

const entry = (score: number, total = 10, language = 'es'): TestHistoryEntry => ({
  id: String(Math.random()),
  kind: 'comprehension',
  language,
  storyId: null,
  storyTitle: null,
  score,
  total,
  createdAt: '2026-01-01T00:00:00Z',
})

describe('level suggestion', () => {
  it('steps across level boundaries and stops at the ends', () => {
    expect(stepLevel('A1', 3, 1)).toEqual({ level: 'A2', subLevel: 1 })
    expect(stepLevel('B1', 1, -1)).toEqual({ level: 'A2', subLevel: 3 })
    expect(stepLevel('A1', 1, -1)).toBeNull()
    expect(stepLevel('C2', 3, 1)).toBeNull()
  })

  it('needs at least three tests', () => {
    expect(suggestLevel([entry(10), entry(10)], 'B1', 2)).toBeNull()
  })

  it('suggests one band up after high scores and one down after low ones', () => {
    expect(suggestLevel([entry(9), entry(10), entry(10)], 'B1', 2)).toMatchObject({
      level: 'B1',
      subLevel: 3,
      direction: 'up',
    })
    expect(suggestLevel([entry(2), entry(4), entry(3)], 'B1', 1)).toMatchObject({
      level: 'A2',
      subLevel: 3,
      direction: 'down',
    })
    expect(suggestLevel([entry(7), entry(7), entry(7)], 'B1', 1)).toBeNull()
  })

  it('looks only at the five most recent tests', () => {
    const history = [entry(0), entry(0), entry(0), ...Array.from({ length: 5 }, () => entry(10))]
    expect(suggestLevel(history, 'A2', 1)?.direction).toBe('up')
  })
})

describe('tests that count toward a suggestion', () => {
  it('are those in the target language only, so a new language gets no old suggestion', () => {
    const history = [
      entry(10, 10, 'fr'),
      entry(10, 10, 'fr'),
      entry(10, 10, 'fr'),
      entry(5, 10, 'es'),
    ]
    expect(suggestLevel(testsCountingFor(history, 'fr', null), 'B1', 2)).toMatchObject({
      direction: 'up',
    })
    // After switching to Spanish, the French scores suggest nothing.
    expect(testsCountingFor(history, 'es', null)).toHaveLength(1)
    expect(suggestLevel(testsCountingFor(history, 'es', null), 'B1', 2)).toBeNull()
    expect(testsCountingFor(history, null, null)).toEqual([])
  })

  it('leave out tests taken before the last accepted suggestion', () => {
    const old = { ...entry(10), createdAt: '2026-01-01T00:00:00Z' }
    const recent = { ...entry(10), createdAt: '2026-02-01T00:00:00Z' }
    expect(testsCountingFor([old, recent], 'es', Date.parse('2026-01-15T00:00:00Z'))).toEqual([
      recent,
    ])
  })
})
