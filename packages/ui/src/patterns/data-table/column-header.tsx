import * as React from 'react'
import type { Column } from '@tanstack/react-table'
import { cn } from '../../lib/cn.js'
import { DeferredOverlay } from '../deferred-overlay.js'
import { ColumnHeaderButton } from './column-header-button.js'
import type { ColumnHeaderMenuProps } from './column-header-menu.js'

/** Texts of the column header menu, for translation. */
export interface ColumnHeaderLabels {
  ascending: string
  descending: string
  hide: string
  /** Accessible name of the menu button; receives the column title and sort state. */
  menu: (title: string, sorted: false | 'asc' | 'desc') => string
}

const DEFAULT_LABELS: ColumnHeaderLabels = {
  ascending: 'Sort ascending',
  descending: 'Sort descending',
  hide: 'Hide column',
  menu: (title, sorted) =>
    `${title}${sorted === 'asc' ? ', sorted ascending' : sorted === 'desc' ? ', sorted descending' : ''}: column options`,
}

/** Props of {@link DataTableColumnHeader}. */
export interface DataTableColumnHeaderProps<TData, TValue> extends React.ComponentProps<'div'> {
  column: Column<TData, TValue>
  title: string
  labels?: Partial<ColumnHeaderLabels>
}

/**
 * A column header with a menu to sort ascending/descending or hide the column. Columns that
 * can do neither render plain text. The menu's code loads after the first paint (ADR 0071).
 */
export function DataTableColumnHeader<TData, TValue>({
  column,
  title,
  labels: overrides,
  className,
  ...props
}: DataTableColumnHeaderProps<TData, TValue>) {
  const labels = { ...DEFAULT_LABELS, ...overrides }
  const canSort = column.getCanSort()
  const canHide = column.getCanHide()
  if (!canSort && !canHide) {
    return (
      <div data-slot="data-table-column-header" className={className} {...props}>
        {title}
      </div>
    )
  }
  const sorted = column.getIsSorted()
  const button = { title, sorted, canSort, 'aria-label': labels.menu(title, sorted) }
  return (
    <div
      data-slot="data-table-column-header"
      className={cn('flex items-center', className)}
      {...props}
    >
      <DeferredOverlay
        trigger={(standIn) => <ColumnHeaderButton {...button} {...standIn} />}
        overlay={(state) => (
          <ColumnHeaderMenu column={column} title={title} labels={labels} {...state} />
        )}
      />
    </div>
  )
}

const ColumnHeaderMenu = React.lazy(async () => ({
  default: (await import('./column-header-menu.js')).ColumnHeaderMenu,
})) as <TData, TValue>(props: ColumnHeaderMenuProps<TData, TValue>) => React.ReactElement
