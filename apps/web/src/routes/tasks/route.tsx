import { TASK_PRIORITIES, TASK_STATUSES, formatTaskCsv, type Task } from '@fabula/staff-api'
import { useBulkTaskUpdate, useTaskList } from '@fabula/staff-api/react'
import {
  Button,
  DataTable,
  DataTableBulkAction,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  type RowSelectionState,
} from '@fabula/ui'
import { Download, Plus, Upload } from 'lucide-react'
import * as React from 'react'
import { Page } from '@/components/page'
import { notify } from '@/app/notify'
import { useServices } from '@/app/app-context'
import { t } from '@/i18n/staff'
import { userMessageOf } from '@/lib/errors'
import { tasksSearch } from '@/lib/search/schemas'
import { useSearch } from '@/lib/search/use-search'
import { taskColumns } from './columns'
import { DeleteTasksDialog } from './delete-dialog'
import { ImportDialog } from './import-dialog'
import { TaskSheet, type SheetTarget } from './task-sheet'
import {
  exportFileName,
  filtersOf,
  searchOfFilters,
  sortParam,
  sortingOf,
  taskFilterQuery,
  taskListQuery,
} from './tasks-query'
import { dataTableLabels, paginationLabels } from '@/lib/table-labels'

const PAGE_SIZES = [10, 20, 50, 100] as const

/** Hands a text file to the browser's download. */
function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.click()
  // The click has started the download; the object URL is no longer needed afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export function Component() {
  const [search, setSearch] = useSearch(tasksSearch)
  const { staff } = useServices()
  const list = useTaskList(staff, taskListQuery(search))
  const bulk = useBulkTaskUpdate(staff)

  const [selection, setSelection] = React.useState<RowSelectionState>({})
  const [sheet, setSheet] = React.useState<SheetTarget>(null)
  const [deleting, setDeleting] = React.useState<Task[]>([])
  const [importing, setImporting] = React.useState(false)
  const [exporting, setExporting] = React.useState(false)

  // A selection belongs to the rows on screen: a new page or filter starts without one.
  const listKey = JSON.stringify(taskListQuery(search))
  React.useEffect(() => setSelection({}), [listKey])

  const rows = list.data?.rows ?? []
  const total = list.data?.total ?? 0
  const columns = taskColumns({
    onEdit: (task) => setSheet({ kind: 'edit', task }),
    onDelete: (task) => setDeleting([task]),
  })

  const exportCsv = async () => {
    setExporting(true)
    try {
      const tasks = await staff.listAllTasks(taskFilterQuery(search))
      download(exportFileName(new Date()), formatTaskCsv(tasks))
      notify.success(t('staff.tasks.exported', { count: tasks.length }))
    } catch (error) {
      notify.error(userMessageOf(error))
    } finally {
      setExporting(false)
    }
  }

  const setMany = async (
    selected: readonly Task[],
    change: { status: Task['status'] } | { priority: Task['priority'] },
  ) => {
    const ids = selected.map((task) => task.id)
    // A refusal is reported by the app's error handler.
    const count = await bulk.mutateAsync({ ids, ...change }).catch(() => undefined)
    if (count === undefined) return
    setSelection({})
    notify.success(
      'status' in change
        ? t('staff.tasks.statusSet', { count, status: t(`tasks.status.${change.status}`) })
        : t('staff.tasks.prioritySet', {
            count,
            priority: t(`tasks.priority.${change.priority}`),
          }),
    )
  }

  return (
    <Page
      title={t('page.tasks')}
      description={t('tasks.description')}
      actions={
        <>
          <Button variant="outline" onClick={() => setImporting(true)}>
            <Upload aria-hidden="true" />
            {t('staff.tasks.import')}
          </Button>
          <Button variant="outline" loading={exporting} onClick={() => void exportCsv()}>
            <Download aria-hidden="true" />
            {t('staff.tasks.export')}
          </Button>
          <Button onClick={() => setSheet({ kind: 'new' })}>
            <Plus aria-hidden="true" />
            {t('staff.tasks.new')}
          </Button>
        </>
      }
    >
      <p className="sr-only" aria-live="polite">
        {t('staff.tasks.count', { count: total })}
      </p>
      <DataTable
        labels={dataTableLabels()}
        paginationLabels={paginationLabels()}
        label={t('staff.tasks.table')}
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        manualPagination
        manualSorting
        manualFiltering
        rowCount={total}
        loading={list.isPending || list.isPlaceholderData}
        pagination={{ pageIndex: search.page - 1, pageSize: search.pageSize }}
        onPaginationChange={(next) =>
          setSearch({ page: next.pageIndex + 1, pageSize: next.pageSize })
        }
        sorting={sortingOf(search)}
        onSortingChange={(next) => setSearch({ sort: sortParam(next) })}
        columnFilters={filtersOf(search)}
        onColumnFiltersChange={(next) => setSearch(searchOfFilters(next))}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        searchColumn="title"
        searchPlaceholder={t('staff.tasks.filterPlaceholder')}
        facets={[
          {
            columnId: 'status',
            title: t('filters.status'),
            options: TASK_STATUSES.map((status) => ({
              value: status,
              label: t(`tasks.status.${status}`),
            })),
          },
          {
            columnId: 'priority',
            title: t('filters.priority'),
            options: TASK_PRIORITIES.map((priority) => ({
              value: priority,
              label: t(`tasks.priority.${priority}`),
            })),
          },
        ]}
        pageSizeOptions={PAGE_SIZES}
        emptyText={t('staff.noMatch')}
        selectionAnnouncement={(count) => t('staff.selectedAnnouncement', { count })}
        bulkActions={(selected) => (
          <>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <DataTableBulkAction disabled={bulk.isPending}>
                  {t('staff.tasks.setStatus')}
                </DataTableBulkAction>
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                {TASK_STATUSES.map((status) => (
                  <DropdownMenuItem
                    key={status}
                    onSelect={() => void setMany(selected, { status })}
                  >
                    {t(`tasks.status.${status}`)}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <DataTableBulkAction disabled={bulk.isPending}>
                  {t('staff.tasks.setPriority')}
                </DataTableBulkAction>
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                {TASK_PRIORITIES.map((priority) => (
                  <DropdownMenuItem
                    key={priority}
                    onSelect={() => void setMany(selected, { priority })}
                  >
                    {t(`tasks.priority.${priority}`)}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
            <DataTableBulkAction variant="destructive" onClick={() => setDeleting([...selected])}>
              {t('staff.tasks.delete')}
            </DataTableBulkAction>
          </>
        )}
      />
      <TaskSheet target={sheet} onClose={() => setSheet(null)} />
      <DeleteTasksDialog
        tasks={deleting}
        onClose={(deleted) => {
          setDeleting([])
          if (deleted) setSelection({})
        }}
      />
      <ImportDialog open={importing} onOpenChange={setImporting} />
    </Page>
  )
}
