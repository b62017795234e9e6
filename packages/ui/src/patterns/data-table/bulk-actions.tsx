import * as React from 'react'
import { Toolbar } from 'radix-ui'
import { X } from 'lucide-react'
import { cn } from '../../lib/cn.js'
import { Button, type ButtonProps } from '../../components/button.js'

/** Props of {@link DataTableBulkActions}. */
export interface DataTableBulkActionsProps extends Omit<React.ComponentProps<'div'>, 'dir'> {
  /** How many rows are selected; the toolbar renders nothing at 0. */
  selectedCount: number
  /** Clears the selection (Escape or the clear button). */
  onClearSelection: () => void
  label?: string
  selectedLabel?: (count: number) => string
  clearLabel?: string
}

/**
 * The actions for the selected rows, as an ARIA toolbar: one tab stop, Left/Right (mirrored in
 * RTL), Home and End move between its buttons, and Escape clears the selection. Put
 * {@link DataTableBulkAction} buttons inside.
 */
export function DataTableBulkActions({
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
  if (selectedCount === 0) return null
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

/** A button inside {@link DataTableBulkActions}; takes part in its arrow-key navigation. */
export function DataTableBulkAction({ variant = 'outline', size = 'sm', ...props }: ButtonProps) {
  return (
    <Toolbar.Button asChild>
      <Button variant={variant} size={size} {...props} />
    </Toolbar.Button>
  )
}
