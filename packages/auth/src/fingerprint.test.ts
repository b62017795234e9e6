import { afterEach, describe, expect, it, vi } from 'vitest'

describe('readBrowserEnvironment', () => {
  afterEach(() => vi.restoreAllMocks())

  it('reads the time zone once per page, not before every request', async () => {
    vi.resetModules()
    const { readBrowserEnvironment } = await import('./fingerprint.js')
    let built = 0
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function () {
      built += 1
      return { resolvedOptions: () => ({ timeZone: 'Asia/Tokyo' }) } as Intl.DateTimeFormat
    })
    const first = readBrowserEnvironment()
    const second = readBrowserEnvironment()
    expect(first.timeZone).toBe('Asia/Tokyo')
    expect(second).toEqual(first)
    expect(built).toBe(1)
  })

  it('gives an empty time zone where Intl has no time zone data', async () => {
    vi.resetModules()
    const { readBrowserEnvironment } = await import('./fingerprint.js')
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new RangeError('no time zone data')
    })
    expect(readBrowserEnvironment().timeZone).toBe('')
  })
})
