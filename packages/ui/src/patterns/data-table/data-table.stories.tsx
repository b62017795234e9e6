import * as React from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type {
  ColumnFiltersState,
  PaginationState,
  RowSelectionState,
  SortingState,
} from '@tanstack/react-table'
import { Trash2 } from 'lucide-react'
import { DataTableBulkAction } from './bulk-actions.js'
import { DataTable } from './data-table.js'
import { makeTasks, type TaskRow } from './fixtures.js'
import { taskColumns, taskFacets } from './task-columns.js'

const tasks = makeTasks(48)

const meta = {
  title: 'Patterns/DataTable',
  component: DataTable<TaskRow>,
  args: {
    label: 'Tasks',
    columns: taskColumns,
    data: tasks,
    getRowId: (row: TaskRow) => row.id,
    searchColumn: 'title',
    searchPlaceholder: 'Filter tasks…',
    facets: taskFacets,
    bulkActions: (selected: TaskRow[]) => (
      <>
        <DataTableBulkAction onClick={() => console.info('export', selected.length)}>
          Export
        </DataTableBulkAction>
        <DataTableBulkAction variant="destructive">
          <Trash2 aria-hidden="true" />
          Delete
        </DataTableBulkAction>
      </>
    ),
  },
} satisfies Meta<typeof DataTable<TaskRow>>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const WithSelection: Story = {
  args: { rowSelection: { 'TASK-1000': true, 'TASK-1002': true } },
  render: function Render(args) {
    const [rowSelection, setRowSelection] = React.useState<RowSelectionState>(
      args.rowSelection ?? {},
    )
    return (
      <DataTable {...args} rowSelection={rowSelection} onRowSelectionChange={setRowSelection} />
    )
  },
}

export const Filtered: Story = {
  args: {
    columnFilters: [{ id: 'status', value: ['todo', 'in progress'] }],
    sorting: [{ id: 'priority', desc: true }],
  },
}

function ServerPaged() {
  const [pagination, setPagination] = React.useState<PaginationState>({
    pageIndex: 0,
    pageSize: 10,
  })
  const [sorting, setSorting] = React.useState<SortingState>([])
  const [columnFilters, setColumnFilters] = React.useState<ColumnFiltersState>([])
  const all = React.useMemo(() => makeTasks(137), [])
  // Stands in for a server: the table only ever receives the current page.
  const page = all.slice(
    pagination.pageIndex * pagination.pageSize,
    (pagination.pageIndex + 1) * pagination.pageSize,
  )
  return (
    <DataTable
      label="Tasks (server paged)"
      columns={taskColumns}
      data={page}
      getRowId={(row) => row.id}
      manualPagination
      rowCount={all.length}
      pagination={pagination}
      onPaginationChange={setPagination}
      sorting={sorting}
      onSortingChange={setSorting}
      columnFilters={columnFilters}
      onColumnFiltersChange={setColumnFilters}
      searchColumn="title"
      facets={taskFacets}
    />
  )
}

export const Controlled: Story = { render: () => <ServerPaged /> }

export const Loading: Story = { args: { data: [], loading: true } }

export const Empty: Story = { args: { data: [], emptyText: 'No tasks match these filters.' } }

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { rowSelection: { 'TASK-1001': true } },
}
