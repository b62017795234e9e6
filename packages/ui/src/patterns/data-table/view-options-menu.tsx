import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/dropdown-menu.js'

import type { DeferredOpenState } from '../deferred-overlay.js'
import type { DataTableViewOptionsProps } from './view-options.js'
import { ViewOptionsButton } from './view-options-button.js'

/** The menu to show or hide the table's hideable columns (loaded on demand, ./view-options). */
export function ViewOptionsMenu<TData>({
  table,
  label,
  heading = 'Toggle columns',
  open,
  onOpenChange,
}: DataTableViewOptionsProps<TData> & DeferredOpenState) {
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>
        <ViewOptionsButton label={label} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-44">
        <DropdownMenuLabel>{heading}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {table
          .getAllColumns()
          .filter((column) => column.accessorFn !== undefined && column.getCanHide())
          .map((column) => (
            <DropdownMenuCheckboxItem
              key={column.id}
              checked={column.getIsVisible()}
              onCheckedChange={(value) => column.toggleVisibility(Boolean(value))}
              onSelect={(event) => event.preventDefault()}
            >
              {column.columnDef.meta?.title ?? column.id}
            </DropdownMenuCheckboxItem>
          ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
