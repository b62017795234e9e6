import type * as React from 'react'
import type { Column } from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ChevronsUpDown, EyeOff } from 'lucide-react'
import { cn } from '../../lib/cn.js'
import { Button } from '../../components/button.js'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/dropdown-menu.js'

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
 * can do neither render plain text.
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
  const SortIcon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown
  return (
    <div
      data-slot="data-table-column-header"
      className={cn('flex items-center', className)}
      {...props}
    >
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="sm"
            className="-ms-3 h-8 data-[state=open]:bg-accent"
            aria-label={labels.menu(title, sorted)}
          >
            <span>{title}</span>
            {canSort ? <SortIcon aria-hidden="true" className="opacity-70" /> : null}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {canSort ? (
            <>
              <DropdownMenuItem onSelect={() => column.toggleSorting(false)}>
                <ArrowUp aria-hidden="true" className="text-muted-foreground" />
                {labels.ascending}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => column.toggleSorting(true)}>
                <ArrowDown aria-hidden="true" className="text-muted-foreground" />
                {labels.descending}
              </DropdownMenuItem>
            </>
          ) : null}
          {canSort && canHide ? <DropdownMenuSeparator /> : null}
          {canHide ? (
            <DropdownMenuItem onSelect={() => column.toggleVisibility(false)}>
              <EyeOff aria-hidden="true" className="text-muted-foreground" />
              {labels.hide}
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  )
}
