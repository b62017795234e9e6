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

  it('asks for the region only after the next frame has been painted and the page is idle', async () => {
    const { isToasterWanted, wantToasterWhenIdle } = await load()
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
})
