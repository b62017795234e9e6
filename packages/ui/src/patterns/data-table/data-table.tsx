import * as React from 'react'
import {
  flexRender,
  getCoreRowModel,
  getFacetedRowModel,
  getFacetedUniqueValues,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type PaginationState,
  type Row,
  type RowSelectionState,
  type SortingState,
  type Table as TanStackTable,
  type VisibilityState,
} from '@tanstack/react-table'
import './column-meta.js'
import { cn } from '../../lib/cn.js'
import { Skeleton } from '../../components/skeleton.js'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/table.js'
import { Pagination, type PaginationLabels } from '../pagination.js'
import { DataTableBulkActions } from './bulk-actions.js'
import { DataTableToolbar, type DataTableFacet } from './toolbar.js'
import { useTableState } from './use-table-state.js'

/** Rows per page when nothing else is said (seed spec). */
export const DEFAULT_PAGE_SIZE = 10

const EMPTY_SORTING: SortingState = []
const EMPTY_FILTERS: ColumnFiltersState = []
const EMPTY_SELECTION: RowSelectionState = {}
const EMPTY_VISIBILITY: VisibilityState = {}

/** Words of a {@link DataTable} besides its pagination; each defaults to English. */
export interface DataTableLabels {
  /** Accessible name of the text filter. */
  search: string
  reset: string
  view: string
  viewHeading: string
  clearFilter: string
  bulkActions: string
  selected: (count: number) => string
  clearSelection: string
}

/** Props of {@link DataTable}. Every state slice is controlled when its value is passed. */
export interface DataTableProps<TData> {
  // TanStack's own column type uses `any` for the value type of a heterogeneous column list.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<TData, any>[]
  data: TData[]
  /** Stable row ids keep the selection right across pages; defaults to the row index. */
  getRowId?: (row: TData, index: number) => string
  /** Accessible name of the table. */
  label: string

  sorting?: SortingState
  onSortingChange?: (sorting: SortingState) => void
  columnFilters?: ColumnFiltersState
  onColumnFiltersChange?: (filters: ColumnFiltersState) => void
  globalFilter?: string
  onGlobalFilterChange?: (filter: string) => void
  /** Page index is 0-based, as in TanStack Table. */
  pagination?: PaginationState
  onPaginationChange?: (pagination: PaginationState) => void
  rowSelection?: RowSelectionState
  onRowSelectionChange?: (selection: RowSelectionState) => void
  columnVisibility?: VisibilityState
  onColumnVisibilityChange?: (visibility: VisibilityState) => void

  /** The server pages: `data` is one page and `rowCount` (or `pageCount`) the total. */
  manualPagination?: boolean
  /** The server sorts. */
  manualSorting?: boolean
  /** The server filters. */
  manualFiltering?: boolean
  rowCount?: number
  pageCount?: number

  /** Column filtered by the text box (default: all columns). */
  searchColumn?: string
  searchPlaceholder?: string
  facets?: readonly DataTableFacet[]
  /** Bulk actions for the selected rows (use DataTableBulkAction buttons). */
  bulkActions?: (selected: TData[], table: TanStackTable<TData>) => React.ReactNode
  pageSizeOptions?: readonly number[]
  paginationLabels?: Partial<PaginationLabels>
  /** The table's own words (toolbar, column menu, bulk actions), e.g. translated. */
  labels?: Partial<DataTableLabels>
  /** Shows skeleton rows while the first page loads and marks the table busy. */
  loading?: boolean
  emptyText?: React.ReactNode
  /** Announced politely when the selection changes. */
  selectionAnnouncement?: (count: number) => string
  className?: string
}

/**
 * A data table on TanStack Table v8: sortable and hideable column headers, a text filter,
 * faceted filters, reset, column visibility, row selection with a bulk-action toolbar, and
 * pagination. Sorting, filters, pagination, selection and visibility are each controlled when
 * passed (so the app can keep them in the URL) and internal otherwise; `manual*` hands the work
 * to the server.
 */
export function DataTable<TData>({
  columns,
  data,
  getRowId,
  label,
  sorting: sortingProp,
  onSortingChange,
  columnFilters: filtersProp,
  onColumnFiltersChange,
  globalFilter: globalFilterProp,
  onGlobalFilterChange,
  pagination: paginationProp,
  onPaginationChange,
  rowSelection: selectionProp,
  onRowSelectionChange,
  columnVisibility: visibilityProp,
  onColumnVisibilityChange,
  manualPagination = false,
  manualSorting = false,
  manualFiltering = false,
  rowCount,
  pageCount,
  searchColumn,
  searchPlaceholder,
  facets,
  bulkActions,
  pageSizeOptions,
  paginationLabels,
  labels = {},
  loading = false,
  emptyText = 'No results.',
  selectionAnnouncement = (count) => (count === 1 ? '1 row selected' : `${count} rows selected`),
  className,
}: DataTableProps<TData>) {
  const [sorting, setSorting] = useTableState(sortingProp, onSortingChange, EMPTY_SORTING)
  const [columnFilters, setColumnFilters] = useTableState(
    filtersProp,
    onColumnFiltersChange,
    EMPTY_FILTERS,
  )
  const [globalFilter, setGlobalFilter] = useTableState(globalFilterProp, onGlobalFilterChange, '')
  const [pagination, setPagination] = useTableState(paginationProp, onPaginationChange, {
    pageIndex: 0,
    pageSize: DEFAULT_PAGE_SIZE,
  })
  const [rowSelection, setRowSelection] = useTableState(
    selectionProp,
    onRowSelectionChange,
    EMPTY_SELECTION,
  )
  const [columnVisibility, setColumnVisibility] = useTableState(
    visibilityProp,
    onColumnVisibilityChange,
    EMPTY_VISIBILITY,
  )
  const containerRef = React.useRef<HTMLDivElement>(null)

  const table = useReactTable({
    data,
    columns,
    getRowId,
    state: { sorting, columnFilters, globalFilter, pagination, rowSelection, columnVisibility },
    onSortingChange: setSorting,
    onColumnFiltersChange: setColumnFilters,
    onGlobalFilterChange: setGlobalFilter,
    onPaginationChange: setPagination,
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: setColumnVisibility,
    manualPagination,
    manualSorting,
    manualFiltering,
    rowCount,
    pageCount,
    enableRowSelection: true,
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    getFacetedRowModel: getFacetedRowModel(),
    getFacetedUniqueValues: getFacetedUniqueValues(),
  })

  const selectedCount = Object.values(rowSelection).filter(Boolean).length
  const selectedRows = table.getSelectedRowModel().flatRows.map((row: Row<TData>) => row.original)
  const clearSelection = () => {
    table.resetRowSelection(true)
    // The toolbar disappears with the selection; keep focus inside the table's region.
    containerRef.current?.focus()
  }
  const rows = table.getRowModel().rows
  const visibleColumnCount = table.getVisibleLeafColumns().length
  const showSkeleton = loading && rows.length === 0

  return (
    <div data-slot="data-table" className={cn('flex flex-col gap-4', className)}>
      <DataTableToolbar
        table={table}
        searchColumn={searchColumn}
        searchPlaceholder={searchPlaceholder}
        facets={facets}
        {...(labels.search ? { searchLabel: labels.search } : {})}
        {...(labels.reset ? { resetLabel: labels.reset } : {})}
        {...(labels.view ? { viewLabel: labels.view } : {})}
        {...(labels.viewHeading ? { viewHeading: labels.viewHeading } : {})}
        {...(labels.clearFilter ? { clearFilterLabel: labels.clearFilter } : {})}
      />
      {bulkActions ? (
        <DataTableBulkActions
          selectedCount={selectedCount}
          onClearSelection={clearSelection}
          {...(labels.bulkActions ? { label: labels.bulkActions } : {})}
          {...(labels.selected ? { selectedLabel: labels.selected } : {})}
          {...(labels.clearSelection ? { clearLabel: labels.clearSelection } : {})}
        >
          {bulkActions(selectedRows, table)}
        </DataTableBulkActions>
      ) : null}
      <div
        ref={containerRef}
        tabIndex={-1}
        className="rounded-md border outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Table aria-label={label} aria-busy={loading || undefined} aria-rowcount={rowCount}>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  return (
                    <TableHead
                      key={header.id}
                      colSpan={header.colSpan}
                      aria-sort={
                        !header.column.getCanSort()
                          ? undefined
                          : sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                      }
                    >
                      {header.isPlaceholder
                        ? null
                        : flexRender(header.column.columnDef.header, header.getContext())}
                    </TableHead>
                  )
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {showSkeleton ? (
              Array.from({ length: 5 }, (_, index) => (
                <TableRow key={`skeleton-${index}`}>
                  <TableCell colSpan={visibleColumnCount}>
                    <Skeleton className="h-5 w-full" />
                  </TableCell>
                </TableRow>
              ))
            ) : rows.length > 0 ? (
              rows.map((row) => (
                <TableRow key={row.id} data-state={row.getIsSelected() ? 'selected' : undefined}>
                  {row.getVisibleCells().map((cell) => (
                    <TableCell key={cell.id}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : (
              <TableRow>
                <TableCell
                  colSpan={visibleColumnCount}
                  className="h-24 text-center text-muted-foreground"
                >
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
      <div aria-live="polite" className="sr-only" data-slot="data-table-announcer">
        {selectedCount > 0 ? selectionAnnouncement(selectedCount) : ''}
      </div>
      <Pagination
        page={pagination.pageIndex + 1}
        pageCount={table.getPageCount()}
        onPageChange={(page) => table.setPageIndex(page - 1)}
        pageSize={pagination.pageSize}
        onPageSizeChange={(size) => setPagination({ pageIndex: 0, pageSize: size })}
        pageSizeOptions={pageSizeOptions}
        labels={paginationLabels}
      />
    </div>
  )
}
