import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// Each test gets a fresh module: "wanted" is once per page.
async function load() {
  vi.resetModules()
  return import('./toaster-demand')
}

describe('toaster demand', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('tells each listener once, on the first toast only', async () => {
    const { isToasterWanted, onToasterWanted, wantToaster } = await load()
    const listener = vi.fn()
    const unsubscribe = onToasterWanted(listener)
    expect(isToasterWanted()).toBe(false)
    wantToaster()
    wantToaster()
    expect(isToasterWanted()).toBe(true)
    expect(listener).toHaveBeenCalledOnce()
    unsubscribe()
  })

  it('without paint timing, asks for the region after the next frame and an idle moment', async () => {
    const { isToasterWanted, wantToasterWhenIdle } = await load()
    vi.stubGlobal('PerformanceObserver', undefined)
    const frames: FrameRequestCallback[] = []
    const idle: IdleRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => frames.push(run))
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => idle.push(run))
    wantToasterWhenIdle()
    vi.runAllTimers()
    expect(idle).toHaveLength(0)
    frames.forEach((run) => run(0))
    expect(idle).toHaveLength(0)
    vi.runAllTimers()
    expect(idle).toHaveLength(1)
    expect(isToasterWanted()).toBe(false)
    idle[0]?.({ didTimeout: false, timeRemaining: () => 10 })
    expect(isToasterWanted()).toBe(true)
  })

  it('asks for the region once the first contentful paint is reported and the page is idle', async () => {
    const { isToasterWanted, wantToasterWhenIdle } = await load()
    let report: (names: string[]) => void = () => undefined
    let disconnected = false
    class FakeObserver {
      static supportedEntryTypes = ['paint']
      constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
        report = (names) =>
          callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) })
      }
      observed = false
      observe() {
        this.observed = true
      }
      disconnect() {
        disconnected = true
      }
    }
    const idle: IdleRequestCallback[] = []
    vi.stubGlobal('PerformanceObserver', FakeObserver)
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => idle.push(run))
    wantToasterWhenIdle()
    report(['first-paint'])
    expect(idle).toHaveLength(0)
    report(['first-contentful-paint'])
    expect(idle).toHaveLength(1)
    expect(disconnected).toBe(true)
    idle[0]?.({ didTimeout: false, timeRemaining: () => 10 })
    expect(isToasterWanted()).toBe(true)
    // The fallback timer was cleared: nothing else asks again.
    vi.runAllTimers()
    expect(idle).toHaveLength(1)
  })

  it('goes on after a while when no paint is ever reported', async () => {
    const { wantToasterWhenIdle } = await load()
    class SilentObserver {
      static supportedEntryTypes = ['paint']
      observing = false
      observe() {
        this.observing = true
      }
      disconnect() {
        this.observing = false
      }
    }
    const idle: IdleRequestCallback[] = []
    vi.stubGlobal('PerformanceObserver', SilentObserver)
    vi.stubGlobal('requestIdleCallback', (run: IdleRequestCallback) => idle.push(run))
    wantToasterWhenIdle()
    vi.advanceTimersByTime(2999)
    expect(idle).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(idle).toHaveLength(1)
  })
})
