import * as React from 'react'
import type { Column } from '@tanstack/react-table'
import { DeferredOverlay } from '../deferred-overlay.js'
import { FacetedFilterButton } from './faceted-filter-button.js'

/** One value a faceted filter offers. */
export interface FacetOption {
  value: string
  label: string
  icon?: React.ComponentType<{ className?: string }>
  /** Count to show when the table cannot compute it (server-side filtering). */
  count?: number
}

/** Props of {@link DataTableFacetedFilter}. */
export interface DataTableFacetedFilterProps<TData, TValue> {
  column: Column<TData, TValue>
  title: string
  options: readonly FacetOption[]
  /** Called after the filter changes (DataTable uses it to go back to page 1). */
  onChange?: () => void
  clearLabel?: string
}

const FacetedFilterPopover = React.lazy(async () => ({
  default: (await import('./faceted-filter-popover.js')).FacetedFilterPopover,
})) as <TData, TValue>(
  props: DataTableFacetedFilterProps<TData, TValue> & {
    open: boolean
    onOpenChange: (open: boolean) => void
  },
) => React.ReactElement

/**
 * A multi-value filter for one column (status, priority …): a popover list with a check per
 * value and how many rows have it. The column's filter value is the array of chosen values;
 * give the column `filterFn: 'arrIncludesSome'` for client-side filtering. The popover's code
 * loads after the first paint (ADR 0071); the same button stands in until then.
 */
export function DataTableFacetedFilter<TData, TValue>(
  props: DataTableFacetedFilterProps<TData, TValue>,
) {
  const selected = new Set((props.column.getFilterValue() as string[] | undefined) ?? [])
  return (
    <DeferredOverlay
      popup="dialog"
      trigger={(standIn) => (
        <FacetedFilterButton
          title={props.title}
          options={props.options}
          selected={selected}
          {...standIn}
        />
      )}
      overlay={(state) => <FacetedFilterPopover {...props} {...state} />}
    />
  )
}
