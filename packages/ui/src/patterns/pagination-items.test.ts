import { describe, expect, it } from 'vitest'
import { getPaginationItems, type PaginationItem } from '../index.js'

function render(items: PaginationItem[]): string {
  return items.map((item) => (item.type === 'page' ? String(item.page) : '…')).join(' ')
}

function pagesOf(items: PaginationItem[]): number[] {
  return items.flatMap((item) => (item.type === 'page' ? [item.page] : []))
}

const cases = Array.from({ length: 20 }, (_, t) => t + 1).flatMap((total) =>
  Array.from({ length: total }, (_, c) => ({ total, current: c + 1 })),
)

describe('getPaginationItems', () => {
  describe.each(cases)('page $current of $total', ({ current, total }) => {
    const items = getPaginationItems(current, total)
    const pages = pagesOf(items)

    it('lists every page when there are at most 5, otherwise leaves some out', () => {
      if (total <= 5) expect(pages).toEqual(Array.from({ length: total }, (_, i) => i + 1))
      else expect(pages.length).toBeLessThan(total)
    })

    it('always shows the first, the last, the current page and its neighbours', () => {
      for (const required of [1, total, current, current - 1, current + 1]) {
        if (required >= 1 && required <= total) expect(pages).toContain(required)
      }
    })

    it('keeps pages in order and puts an ellipsis exactly where pages are hidden', () => {
      for (let i = 1; i < items.length; i++) {
        const previous = items[i - 1]!
        const item = items[i]!
        if (item.type === 'page' && previous.type === 'page')
          expect(item.page).toBe(previous.page + 1)
        if (item.type === 'ellipsis') {
          expect(previous.type).toBe('page')
          const next = items[i + 1]
          expect(next?.type).toBe('page')
          if (previous.type === 'page' && next?.type === 'page') {
            expect(next.page - previous.page - 1).toBeGreaterThanOrEqual(1)
          }
        }
      }
    })

    it('never needs more than 7 slots', () => {
      expect(items.length).toBeLessThanOrEqual(7)
    })
  })

  it.each([
    [1, 1, '1'],
    [3, 5, '1 2 3 4 5'],
    [1, 10, '1 2 3 4 … 10'],
    [3, 10, '1 2 3 4 … 10'],
    [4, 10, '1 … 3 4 5 … 10'],
    [6, 10, '1 … 5 6 7 … 10'],
    [8, 10, '1 … 7 8 9 10'],
    [10, 10, '1 … 7 8 9 10'],
    [3, 6, '1 2 3 4 … 6'],
    [4, 6, '1 … 3 4 5 6'],
    [10, 20, '1 … 9 10 11 … 20'],
  ])('page %i of %i reads "%s"', (current, total, expected) => {
    expect(render(getPaginationItems(current, total))).toBe(expected)
  })

  it('clamps an out-of-range current page and returns nothing for zero pages', () => {
    expect(render(getPaginationItems(99, 10))).toBe('1 … 7 8 9 10')
    expect(render(getPaginationItems(-3, 10))).toBe('1 2 3 4 … 10')
    expect(getPaginationItems(1, 0)).toEqual([])
  })
})
