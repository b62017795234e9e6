import * as React from 'react'
import type { ButtonProps } from '../../components/button.js'

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

// The toolbar (Radix Toolbar, roving focus) is needed only once rows are selected: its code
// loads then, not with the page (ADR 0071).
const loadToolbar = () => import('./bulk-actions-toolbar.js')
const BulkActionsToolbar = React.lazy(async () => ({
  default: (await loadToolbar()).BulkActionsToolbar,
}))
const BulkActionButton = React.lazy(async () => ({
  default: (await loadToolbar()).BulkActionButton,
}))

/**
 * The actions for the selected rows, as an ARIA toolbar: one tab stop, Left/Right (mirrored in
 * RTL), Home and End move between its buttons, and Escape clears the selection. Put
 * {@link DataTableBulkAction} buttons inside.
 */
export function DataTableBulkActions(props: DataTableBulkActionsProps) {
  if (props.selectedCount === 0) return null
  return (
    <React.Suspense fallback={null}>
      <BulkActionsToolbar {...props} />
    </React.Suspense>
  )
}

/** A button inside {@link DataTableBulkActions}; takes part in its arrow-key navigation. */
export function DataTableBulkAction(props: ButtonProps) {
  return <BulkActionButton {...props} />
}
