import type { Task } from '@fabula/staff-api'
import {
  Badge,
  Button,
  DataTableColumnHeader,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  PriorityBadge,
  TaskStatusBadge,
  createSelectColumn,
  type Column,
  type ColumnDef,
} from '@fabula/ui'
import { MoreHorizontal } from 'lucide-react'
import { formatDateTime, t } from '@/i18n/staff'
import { columnHeaderLabels } from '@/lib/table-labels'

/** What the columns need from the page. */
export interface TaskColumnOptions {
  onEdit: (task: Task) => void
  onDelete: (task: Task) => void
}

function header(title: string) {
  return ({ column }: { column: Column<Task, unknown> }) => (
    <DataTableColumnHeader column={column} title={title} labels={columnHeaderLabels()} />
  )
}

/**
 * The task list's columns. Sorting, filtering and paging happen on the server; status and
 * priority read nothing for the table's own facet counts, which would count one page only.
 */
export function taskColumns({ onEdit, onDelete }: TaskColumnOptions): ColumnDef<Task>[] {
  return [
    createSelectColumn<Task>({
      selectAllLabel: t('staff.selectAll'),
      rowLabel: (task) => t('staff.tasks.select', { id: task.id }),
    }),
    {
      id: 'id',
      accessorKey: 'id',
      meta: { title: t('staff.tasks.col.id') },
      header: header(t('staff.tasks.col.id')),
      enableHiding: false,
      cell: ({ row }) => (
        <span className="font-mono text-xs whitespace-nowrap">{row.original.id}</span>
      ),
    },
    {
      id: 'title',
      accessorKey: 'title',
      meta: { title: t('staff.tasks.col.title') },
      header: header(t('staff.tasks.col.title')),
      enableHiding: false,
      cell: ({ row }) => (
        <span className="flex min-w-[14rem] items-start gap-2">
          <Badge variant="outline" className="mt-0.5">
            {t(`staff.tasks.label.${row.original.label}`)}
          </Badge>
          <button
            type="button"
            className="rounded-sm text-start font-medium underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => onEdit(row.original)}
          >
            {row.original.title}
          </button>
        </span>
      ),
    },
    {
      id: 'status',
      accessorFn: () => undefined,
      meta: { title: t('staff.tasks.col.status') },
      header: header(t('staff.tasks.col.status')),
      cell: ({ row }) => (
        <TaskStatusBadge status={row.original.status}>
          {t(`tasks.status.${row.original.status}`)}
        </TaskStatusBadge>
      ),
    },
    {
      id: 'priority',
      accessorFn: () => undefined,
      meta: { title: t('staff.tasks.col.priority') },
      header: header(t('staff.tasks.col.priority')),
      cell: ({ row }) => (
        <PriorityBadge priority={row.original.priority}>
          {t(`tasks.priority.${row.original.priority}`)}
        </PriorityBadge>
      ),
    },
    {
      id: 'assignee',
      accessorFn: (task) => task.assignee?.username,
      meta: { title: t('staff.tasks.col.assignee') },
      header: header(t('staff.tasks.col.assignee')),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.assignee ? (
          <span>{row.original.assignee.name ?? row.original.assignee.username}</span>
        ) : (
          <span className="text-muted-foreground">{t('staff.tasks.unassigned')}</span>
        ),
    },
    {
      id: 'updated_at',
      accessorKey: 'updated_at',
      meta: { title: t('staff.tasks.col.updated') },
      header: header(t('staff.tasks.col.updated')),
      cell: ({ row }) => (
        <time dateTime={row.original.updated_at} className="whitespace-nowrap">
          {formatDateTime(row.original.updated_at)}
        </time>
      ),
    },
    {
      id: 'actions',
      enableSorting: false,
      enableHiding: false,
      header: () => <span className="sr-only">{t('staff.tasks.col.actions')}</span>,
      cell: ({ row }) => (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={t('staff.tasks.rowActions', { id: row.original.id })}
            >
              <MoreHorizontal aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => onEdit(row.original)}>
              {t('staff.tasks.edit')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => onDelete(row.original)}>
              {t('staff.tasks.delete')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ),
    },
  ]
}
