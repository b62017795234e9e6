import { describe, expect, it } from 'vitest'
import { ANALYTICS_LIMITS, analyticsRange, checkAnalyticsRange, todayUtc } from './index.js'

describe('analytics ranges', () => {
  it('ends a range of n days on its end day, both included', () => {
    expect(analyticsRange(30, '2026-11-25')).toEqual({ from: '2026-10-27', to: '2026-11-25' })
    expect(analyticsRange(7, '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' })
    expect(analyticsRange(1, '2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-01-01' })
  })

  it('takes today in UTC', () => {
    expect(todayUtc(new Date('2026-11-25T23:30:00-05:00'))).toBe('2026-11-26')
  })

  it('accepts the screen ranges up to today', () => {
    for (const days of [7, 30, 90]) {
      expect(checkAnalyticsRange(analyticsRange(days, '2026-11-25'), '2026-11-25')).toBeNull()
    }
  })

  it.each([
    [{ from: '2026-11-01', to: '2026-02-31' }, 'RANGE_INVALID_DATE'],
    [{ from: 'last week', to: '2026-11-20' }, 'RANGE_INVALID_DATE'],
    [{ from: '2026-11-20', to: '2026-11-10' }, 'RANGE_REVERSED'],
    [{ from: '2026-11-20', to: '2026-11-26' }, 'RANGE_FUTURE'],
    [analyticsRange(ANALYTICS_LIMITS.maxDays + 1, '2026-11-25'), 'RANGE_TOO_LONG'],
    [{ from: '2024-11-24', to: '2024-12-01' }, 'RANGE_TOO_OLD'],
  ] as const)('refuses %j: %s', (range, problem) => {
    expect(checkAnalyticsRange(range, '2026-11-25')).toBe(problem)
  })

  it('accepts the longest and the oldest range allowed', () => {
    expect(
      checkAnalyticsRange(analyticsRange(ANALYTICS_LIMITS.maxDays, '2026-11-25'), '2026-11-25'),
    ).toBeNull()
    expect(checkAnalyticsRange({ from: '2024-11-25', to: '2024-12-01' }, '2026-11-25')).toBeNull()
  })
})
