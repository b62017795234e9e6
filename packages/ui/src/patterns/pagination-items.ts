/** One slot of a pagination bar: a page number or a gap. */
export type PaginationItem =
  { type: 'page'; page: number } | { type: 'ellipsis'; position: 'start' | 'end' }

/** Up to this many pages are all shown (seed spec). */
export const PAGINATION_FULL_LIMIT = 5

/**
 * The seed rule for a pagination bar, as data: with at most 5 pages every page is listed;
 * otherwise the first page, the last page and the current page with its neighbours, with an
 * ellipsis for each gap. Near an edge the window keeps three pages next to it
 * (`1 2 3 4 … 9`, `1 … 6 7 8 9`), so the bar never has more than 7 slots.
 *
 * `current` is clamped into 1…`total`; `total` below 1 yields no items.
 */
export function getPaginationItems(current: number, total: number): PaginationItem[] {
  const last = Math.floor(total)
  if (!(last >= 1)) return []
  const page = Math.min(Math.max(Math.floor(current) || 1, 1), last)
  if (last <= PAGINATION_FULL_LIMIT) {
    return Array.from({ length: last }, (_, i) => ({ type: 'page', page: i + 1 }))
  }

  const [start, end] =
    page <= 3 ? [2, 4] : page >= last - 2 ? [last - 3, last - 1] : [page - 1, page + 1]
  const items: PaginationItem[] = [{ type: 'page', page: 1 }]
  if (start > 2) items.push({ type: 'ellipsis', position: 'start' })
  for (let p = start; p <= end; p++) items.push({ type: 'page', page: p })
  if (end < last - 1) items.push({ type: 'ellipsis', position: 'end' })
  items.push({ type: 'page', page: last })
  return items
}
