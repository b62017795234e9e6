import type { Column } from '@tanstack/react-table'
import { ArrowDown, ArrowUp, EyeOff } from 'lucide-react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/dropdown-menu.js'
import type { DeferredOpenState } from '../deferred-overlay.js'
import { ColumnHeaderButton } from './column-header-button.js'
import type { ColumnHeaderLabels } from './column-header.js'

/** Props of {@link ColumnHeaderMenu}. */
export interface ColumnHeaderMenuProps<TData, TValue> extends DeferredOpenState {
  column: Column<TData, TValue>
  title: string
  labels: ColumnHeaderLabels
}

/** A column header's menu: sort ascending/descending, hide (loaded on demand, ./column-header). */
export function ColumnHeaderMenu<TData, TValue>({
  column,
  title,
  labels,
  open,
  onOpenChange,
}: ColumnHeaderMenuProps<TData, TValue>) {
  const canSort = column.getCanSort()
  const canHide = column.getCanHide()
  const sorted = column.getIsSorted()
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <ColumnHeaderButton
          title={title}
          sorted={sorted}
          canSort={canSort}
          aria-label={labels.menu(title, sorted)}
        />
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
  )
}
