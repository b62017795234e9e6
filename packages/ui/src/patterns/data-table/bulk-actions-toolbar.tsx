import type * as React from 'react'
import { Toolbar } from 'radix-ui'
import { X } from 'lucide-react'
import { cn } from '../../lib/cn.js'
import { Button, type ButtonProps } from '../../components/button.js'
import type { DataTableBulkActionsProps } from './bulk-actions.js'

/** The toolbar of the selected rows' actions (loaded when rows are selected, ./bulk-actions). */
export function BulkActionsToolbar({
  selectedCount,
  onClearSelection,
  label = 'Bulk actions',
  selectedLabel = (count) => `${count} selected`,
  clearLabel = 'Clear selection',
  className,
  children,
  onKeyDown,
  ...props
}: DataTableBulkActionsProps) {
  return (
    <Toolbar.Root
      data-slot="data-table-bulk-actions"
      aria-label={label}
      loop={false}
      className={cn(
        'flex flex-wrap items-center gap-2 rounded-md border bg-muted/60 px-3 py-2 text-sm',
        className,
      )}
      onKeyDown={(event: React.KeyboardEvent<HTMLDivElement>) => {
        onKeyDown?.(event)
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault()
          onClearSelection()
        }
      }}
      {...props}
    >
      <span data-slot="data-table-selected-count" className="font-medium">
        {selectedLabel(selectedCount)}
      </span>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
      <Toolbar.Button asChild>
        <Button variant="ghost" size="sm" className="ms-auto" onClick={onClearSelection}>
          <X aria-hidden="true" />
          {clearLabel}
        </Button>
      </Toolbar.Button>
    </Toolbar.Root>
  )
}

/** A button of the toolbar, in its arrow-key navigation. */
export function BulkActionButton({ variant = 'outline', size = 'sm', ...props }: ButtonProps) {
  return (
    <Toolbar.Button asChild>
      <Button variant={variant} size={size} {...props} />
    </Toolbar.Button>
  )
}
