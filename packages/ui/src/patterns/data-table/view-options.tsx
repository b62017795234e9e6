import type { Table } from '@tanstack/react-table'
import * as React from 'react'
import { DeferredOverlay } from '../deferred-overlay.js'
import { ViewOptionsButton } from './view-options-button.js'

/** Props of {@link DataTableViewOptions}. */
export interface DataTableViewOptionsProps<TData> {
  table: Table<TData>
  label?: string
  heading?: string
}

const ViewOptionsMenu = React.lazy(async () => ({
  default: (await import('./view-options-menu.js')).ViewOptionsMenu,
})) as <TData>(
  props: DataTableViewOptionsProps<TData> & {
    open: boolean
    onOpenChange: (open: boolean) => void
  },
) => React.ReactElement

/**
 * A menu to show or hide the table's hideable columns. Its menu code loads after the first paint
 * (ADR 0071): the same button stands in until then.
 */
export function DataTableViewOptions<TData>(props: DataTableViewOptionsProps<TData>) {
  return (
    <DeferredOverlay
      trigger={(standIn) => <ViewOptionsButton label={props.label} {...standIn} />}
      overlay={(state) => <ViewOptionsMenu {...props} {...state} />}
    />
  )
}
