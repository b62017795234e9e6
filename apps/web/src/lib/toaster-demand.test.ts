import { describe, expect, it, vi } from 'vitest'
import { isToasterWanted, onToasterWanted, wantToaster } from './toaster-demand'

describe('toaster demand', () => {
  it('tells each listener once, on the first toast only', () => {
    const listener = vi.fn()
    const unsubscribe = onToasterWanted(listener)
    expect(isToasterWanted()).toBe(false)
    wantToaster()
    wantToaster()
    expect(isToasterWanted()).toBe(true)
    expect(listener).toHaveBeenCalledOnce()
    unsubscribe()
  })
})
