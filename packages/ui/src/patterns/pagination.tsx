import type * as React from 'react'
import {
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  MoreHorizontal,
} from 'lucide-react'
import { cn } from '../lib/cn.js'
import { Button } from '../components/button.js'
import { getPaginationItems } from './pagination-items.js'

/** Rows-per-page choices offered by default. */
export const DEFAULT_PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50] as const

/** Visible and accessible texts of {@link Pagination}, for translation. */
export interface PaginationLabels {
  nav: string
  first: string
  previous: string
  next: string
  last: string
  page: (page: number) => string
  morePages: string
  rowsPerPage: string
  pageOf: (page: number, total: number) => string
}

const DEFAULT_LABELS: PaginationLabels = {
  nav: 'Pagination',
  first: 'Go to first page',
  previous: 'Go to previous page',
  next: 'Go to next page',
  last: 'Go to last page',
  page: (page) => `Page ${page}`,
  morePages: 'More pages',
  rowsPerPage: 'Rows per page',
  pageOf: (page, total) => `Page ${page} of ${total}`,
}

/** Props of {@link Pagination}. */
export interface PaginationProps extends Omit<React.ComponentProps<'nav'>, 'onChange'> {
  /** The current page, 1-based. */
  page: number
  /** How many pages there are (0 shows an empty, disabled bar). */
  pageCount: number
  onPageChange: (page: number) => void
  /** Rows per page; omit together with `onPageSizeChange` to hide the selector. */
  pageSize?: number
  onPageSizeChange?: (pageSize: number) => void
  pageSizeOptions?: readonly number[]
  labels?: Partial<PaginationLabels>
}

/**
 * A pagination bar following the seed rule ({@link getPaginationItems}), with first/previous/
 * next/last buttons (arrows flip in RTL) and an optional rows-per-page choice. Fully
 * controlled, so the app can keep `page` and `pageSize` in the URL.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  pageSize,
  onPageSizeChange,
  pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS,
  labels: labelOverrides,
  className,
  ...props
}: PaginationProps) {
  const labels = { ...DEFAULT_LABELS, ...labelOverrides }
  const items = getPaginationItems(page, pageCount)
  const atStart = page <= 1
  const atEnd = page >= pageCount
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= pageCount) onPageChange(target)
  }
  return (
    <nav
      data-slot="pagination"
      aria-label={labels.nav}
      className={cn('flex flex-wrap items-center justify-between gap-x-6 gap-y-3', className)}
      {...props}
    >
      {pageSize !== undefined && onPageSizeChange ? (
        <RowsPerPage
          value={pageSize}
          options={pageSizeOptions}
          onChange={onPageSizeChange}
          label={labels.rowsPerPage}
        />
      ) : null}
      <p className="text-sm text-muted-foreground sm:ms-auto" aria-live="polite">
        {labels.pageOf(Math.min(page, Math.max(pageCount, 1)), Math.max(pageCount, 1))}
      </p>
      <ul data-slot="pagination-list" className="flex items-center gap-1">
        <li className="hidden sm:block">
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={labels.first}
            disabled={atStart}
            onClick={() => go(1)}
          >
            <ChevronsLeft className="rtl:rotate-180" aria-hidden="true" />
          </Button>
        </li>
        <li>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={labels.previous}
            disabled={atStart}
            onClick={() => go(page - 1)}
          >
            <ChevronLeft className="rtl:rotate-180" aria-hidden="true" />
          </Button>
        </li>
        {items.map((item) =>
          item.type === 'page' ? (
            <li key={item.page}>
              <Button
                variant={item.page === page ? 'default' : 'ghost'}
                size="icon-sm"
                aria-label={labels.page(item.page)}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => go(item.page)}
              >
                {item.page}
              </Button>
            </li>
          ) : (
            <li
              key={item.position}
              data-slot="pagination-ellipsis"
              className="flex size-8 items-center justify-center"
            >
              <MoreHorizontal className="size-4" aria-hidden="true" />
              <span className="sr-only">{labels.morePages}</span>
            </li>
          ),
        )}
        <li>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={labels.next}
            disabled={atEnd}
            onClick={() => go(page + 1)}
          >
            <ChevronRight className="rtl:rotate-180" aria-hidden="true" />
          </Button>
        </li>
        <li className="hidden sm:block">
          <Button
            variant="outline"
            size="icon-sm"
            aria-label={labels.last}
            disabled={atEnd}
            onClick={() => go(pageCount)}
          >
            <ChevronsRight className="rtl:rotate-180" aria-hidden="true" />
          </Button>
        </li>
      </ul>
    </nav>
  )
}

function RowsPerPage({
  value,
  options,
  onChange,
  label,
}: {
  value: number
  options: readonly number[]
  onChange: (size: number) => void
  label: string
}) {
  const all = options.includes(value) ? options : [...options, value].sort((a, b) => a - b)
  // A native select: the platform's picker is the most usable on phones, and the pages that
  // paginate need no menu code before their first paint.
  return (
    <label data-slot="pagination-page-size" className="flex items-center gap-2">
      <span className="text-sm font-medium">{label}</span>
      <select
        value={String(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        className={cn(
          'h-8 w-18 rounded-md border border-input bg-transparent px-2 text-sm shadow-xs',
          'outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
          'dark:bg-input/30',
        )}
      >
        {all.map((size) => (
          <option key={size} value={String(size)}>
            {size}
          </option>
        ))}
      </select>
    </label>
  )
}
