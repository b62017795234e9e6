import type { ColumnDef } from '@tanstack/react-table'
import { PriorityBadge, TaskStatusBadge } from '../../components/badge.js'
import { Badge } from '../../components/badge.js'
import { DataTableColumnHeader } from './column-header.js'
import type { TaskRow } from './fixtures.js'
import { createSelectColumn } from './select-column.js'

/** Columns of the tasks example used by stories and tests. */
export const taskColumns: ColumnDef<TaskRow, string>[] = [
  createSelectColumn<TaskRow>({ rowLabel: (task) => `Select ${task.id}` }) as ColumnDef<
    TaskRow,
    string
  >,
  {
    accessorKey: 'id',
    meta: { title: 'Task' },
    header: ({ column }) => <DataTableColumnHeader column={column} title="Task" />,
    enableHiding: false,
  },
  {
    accessorKey: 'title',
    meta: { title: 'Title' },
    header: ({ column }) => <DataTableColumnHeader column={column} title="Title" />,
    cell: ({ row }) => (
      <span className="flex items-center gap-2">
        <Badge variant="outline">{row.original.label}</Badge>
        <span className="max-w-[28rem] truncate font-medium">{row.original.title}</span>
      </span>
    ),
  },
  {
    accessorKey: 'status',
    meta: { title: 'Status' },
    header: ({ column }) => <DataTableColumnHeader column={column} title="Status" />,
    cell: ({ row }) => <TaskStatusBadge status={row.original.status} />,
    filterFn: 'arrIncludesSome',
  },
  {
    accessorKey: 'priority',
    meta: { title: 'Priority' },
    header: ({ column }) => <DataTableColumnHeader column={column} title="Priority" />,
    cell: ({ row }) => <PriorityBadge priority={row.original.priority} />,
    filterFn: 'arrIncludesSome',
  },
]

/** Faceted filters of the tasks example. */
export const taskFacets = [
  {
    columnId: 'status',
    title: 'Status',
    options: [
      { value: 'backlog', label: 'Backlog' },
      { value: 'todo', label: 'Todo' },
      { value: 'in progress', label: 'In progress' },
      { value: 'done', label: 'Done' },
      { value: 'canceled', label: 'Canceled' },
    ],
  },
  {
    columnId: 'priority',
    title: 'Priority',
    options: [
      { value: 'low', label: 'Low' },
      { value: 'medium', label: 'Medium' },
      { value: 'high', label: 'High' },
      { value: 'critical', label: 'Critical' },
    ],
  },
] as const
