import { describe, expect, it } from 'vitest'
import { AuthError } from './errors'
import { parseBanDuration } from './routes-admin'
import { mergeMetadata } from './routes-user'

describe('parseBanDuration', () => {
  it('reads Go durations and none', () => {
    expect(parseBanDuration('24h')).toBe(86_400_000)
    expect(parseBanDuration('1h30m')).toBe(5_400_000)
    expect(parseBanDuration('1.5s')).toBe(1500)
    expect(parseBanDuration('none')).toBeNull()
  })

  it('refuses anything else with validation_failed', () => {
    for (const bad of ['', '24', 'h', '1d', '1h junk', '-1h']) {
      expect(() => parseBanDuration(bad)).toThrow(AuthError)
    }
  })
})

describe('mergeMetadata', () => {
  it('replaces keys and deletes the ones set to null', () => {
    expect(mergeMetadata({ a: 1, b: 2 }, { b: null, c: 3 })).toEqual({ a: 1, c: 3 })
  })
})
