import { describe, expect, it } from 'vitest'
import { daysAgo, groupByDay } from './day-groups'

const at = (y: number, m: number, d: number, h: number) => new Date(y, m - 1, d, h).toISOString()

describe('groupByDay', () => {
  it('starts a new group at each local day and keeps the order inside', () => {
    const messages = [
      { id: 1, created_at: at(2026, 3, 1, 9) },
      { id: 2, created_at: at(2026, 3, 1, 23) },
      { id: 3, created_at: at(2026, 3, 2, 0) },
      { id: 4, created_at: at(2026, 3, 4, 12) },
    ]
    const groups = groupByDay(messages)
    expect(groups.map((g) => [g.key, g.messages.map((m) => m.id)])).toEqual([
      ['2026-03-01', [1, 2]],
      ['2026-03-02', [3]],
      ['2026-03-04', [4]],
    ])
    expect(groups[1]?.day).toEqual(new Date(2026, 2, 2))
  })

  it('gives no group for no messages', () => {
    expect(groupByDay([])).toEqual([])
  })
})

describe('daysAgo', () => {
  const now = new Date(2026, 2, 10, 8, 30)
  it('names today and yesterday and nothing further back', () => {
    expect(daysAgo(new Date(2026, 2, 10), now)).toBe(0)
    expect(daysAgo(new Date(2026, 2, 9), now)).toBe(1)
    expect(daysAgo(new Date(2026, 2, 8), now)).toBeNull()
  })
})
