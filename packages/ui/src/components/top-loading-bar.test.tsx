import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOP_LOADING_BAR_HEIGHT, TopLoadingBar } from '../index.js'

const indicatorWidth = () =>
  parseFloat(
    (document.querySelector('[data-slot="top-loading-bar-indicator"]') as HTMLElement).style.width,
  )

describe('TopLoadingBar', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('renders nothing while idle', () => {
    render(<TopLoadingBar loading={false} />)
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('is a 2 px busy progressbar that creeps toward but never reaches 90 %', () => {
    render(<TopLoadingBar loading />)
    const bar = screen.getByRole('progressbar', { name: 'Loading' })
    expect(TOP_LOADING_BAR_HEIGHT).toBe(2)
    expect(bar.style.height).toBe('2px')
    expect(bar).toHaveAttribute('aria-busy', 'true')
    const start = indicatorWidth()
    act(() => {
      vi.advanceTimersByTime(2000)
    })
    const later = indicatorWidth()
    expect(later).toBeGreaterThan(start)
    act(() => {
      vi.advanceTimersByTime(60_000)
    })
    expect(indicatorWidth()).toBeLessThan(90)
  })

  it('fills to 100 % when loading ends, then disappears', () => {
    const { rerender } = render(<TopLoadingBar loading />)
    rerender(<TopLoadingBar loading={false} />)
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-state', 'finishing')
    expect(indicatorWidth()).toBe(100)
    act(() => {
      vi.advanceTimersByTime(300)
    })
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})
