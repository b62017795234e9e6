import type { Table } from '@tanstack/react-table'
import { X } from 'lucide-react'
import { Button } from '../../components/button.js'
import { Input } from '../../components/input.js'
import { DataTableFacetedFilter, type FacetOption } from './faceted-filter.js'
import { DataTableViewOptions } from './view-options.js'

/** A faceted filter the toolbar shows for one column. */
export interface DataTableFacet {
  columnId: string
  title: string
  options: readonly FacetOption[]
}

/** Props of {@link DataTableToolbar}. */
export interface DataTableToolbarProps<TData> {
  table: Table<TData>
  /** Column filtered by the text box; omit to filter across all columns (global filter). */
  searchColumn?: string
  searchPlaceholder?: string
  /** Accessible name of the text box. */
  searchLabel?: string
  facets?: readonly DataTableFacet[]
  resetLabel?: string
  /** Shows the column visibility menu (default true). */
  viewOptions?: boolean
  /** The column visibility menu's button and heading. */
  viewLabel?: string
  viewHeading?: string
  /** A faceted filter's "clear" item. */
  clearFilterLabel?: string
}

/**
 * The row above a data table: a text filter, faceted filters, Reset (shown while any filter is
 * active) and the column visibility menu. Every change goes back to the first page.
 */
export function DataTableToolbar<TData>({
  table,
  searchColumn,
  searchPlaceholder = 'Filter…',
  searchLabel = 'Filter rows',
  facets = [],
  resetLabel = 'Reset',
  viewOptions = true,
  viewLabel,
  viewHeading,
  clearFilterLabel,
}: DataTableToolbarProps<TData>) {
  const state = table.getState()
  const filtered = state.columnFilters.length > 0 || Boolean(state.globalFilter)
  const toFirstPage = () => table.setPageIndex(0)
  const searchValue = searchColumn
    ? ((table.getColumn(searchColumn)?.getFilterValue() as string | undefined) ?? '')
    : ((state.globalFilter as string | undefined) ?? '')
  return (
    <div
      data-slot="data-table-toolbar"
      className="flex flex-wrap items-center justify-between gap-2"
    >
      <div className="flex flex-1 flex-wrap items-center gap-2">
        <Input
          type="search"
          aria-label={searchLabel}
          placeholder={searchPlaceholder}
          value={searchValue}
          onChange={(event) => {
            const text = event.target.value
            if (searchColumn) table.getColumn(searchColumn)?.setFilterValue(text || undefined)
            else table.setGlobalFilter(text)
            toFirstPage()
          }}
          className="h-8 w-40 lg:w-64"
        />
        {facets.map((facet) => {
          const column = table.getColumn(facet.columnId)
          return column ? (
            <DataTableFacetedFilter
              key={facet.columnId}
              column={column}
              title={facet.title}
              options={facet.options}
              onChange={toFirstPage}
              {...(clearFilterLabel ? { clearLabel: clearFilterLabel } : {})}
            />
          ) : null
        })}
        {filtered ? (
          <Button
            variant="ghost"
            size="sm"
            className="h-8 px-2"
            onClick={() => {
              table.resetColumnFilters(true)
              table.setGlobalFilter('')
              toFirstPage()
            }}
          >
            {resetLabel}
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      {viewOptions ? (
        <DataTableViewOptions
          table={table}
          {...(viewLabel ? { label: viewLabel } : {})}
          {...(viewHeading ? { heading: viewHeading } : {})}
        />
      ) : null}
    </div>
  )
}
