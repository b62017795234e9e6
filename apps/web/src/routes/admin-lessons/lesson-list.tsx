import type { LessonSummary } from '@fabula/lessons-api'
import {
  useAdminLessonList,
  useDeleteLesson,
  useDuplicateLesson,
  useLessonAuthors,
  useMoveLesson,
  useSetLessonStatus,
} from '@fabula/lessons-api/react'
import { LANG_LEVELS } from '@fabula/profile-api'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Badge,
  Button,
  DataTable,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Label,
  type ColumnDef,
} from '@fabula/ui'
import { ArrowDown, ArrowUp, MoreHorizontal } from 'lucide-react'
import * as React from 'react'
import { useServices } from '@/app/app-context'
import { notify } from '@/app/notify'
import { routeTable } from '@/app/route-table'
import { PreloadLink } from '@/components/preload-link'
import { t, formatDate } from '@/i18n/lessons'
import { userMessageOf } from '@/lib/errors'
import { languageName } from '@/lib/language-name'
import { adminLessonsSearch } from '@/lib/search/schemas'
import { useSearch } from '@/lib/search/use-search'
import { LESSON_LANGUAGES } from './lesson-editor'
import { dataTableLabels, paginationLabels } from '@/lib/table-labels'
import { adminLessonQuery } from './data'

const SELECT_CLASSES =
  'h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50'

function Filters({ authors }: { authors: readonly { id: string; name: string }[] }) {
  const [search, setSearch] = useSearch(adminLessonsSearch)
  const id = React.useId()
  return (
    <div
      className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5"
      role="group"
      aria-label={t('admin.filters')}
    >
      <div className="grid gap-1">
        <Label htmlFor={`${id}-language`}>{t('admin.language')}</Label>
        <select
          id={`${id}-language`}
          className={SELECT_CLASSES}
          value={search.language ?? ''}
          onChange={(event) =>
            setSearch({ language: (event.target.value || undefined) as 'es' | undefined })
          }
        >
          <option value="">{t('admin.any')}</option>
          {LESSON_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {languageName(code)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-level`}>{t('admin.level')}</Label>
        <select
          id={`${id}-level`}
          className={SELECT_CLASSES}
          value={search.level ?? ''}
          onChange={(event) =>
            setSearch({ level: (event.target.value || undefined) as 'A1' | undefined })
          }
        >
          <option value="">{t('admin.any')}</option>
          {LANG_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-status`}>{t('admin.status')}</Label>
        <select
          id={`${id}-status`}
          className={SELECT_CLASSES}
          value={search.status ?? ''}
          onChange={(event) =>
            setSearch({ status: (event.target.value || undefined) as 'draft' | undefined })
          }
        >
          <option value="">{t('admin.any')}</option>
          <option value="draft">{t('admin.status.draft')}</option>
          <option value="published">{t('admin.status.published')}</option>
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-author`}>{t('admin.author')}</Label>
        <select
          id={`${id}-author`}
          className={SELECT_CLASSES}
          value={search.author}
          onChange={(event) => setSearch({ author: event.target.value })}
        >
          <option value="">{t('admin.any')}</option>
          <option value="fabula">{t('admin.fabula')}</option>
          {authors.map((author) => (
            <option key={author.id} value={author.id}>
              {author.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-sort`}>{t('admin.sort')}</Label>
        <select
          id={`${id}-sort`}
          className={SELECT_CLASSES}
          value={search.sort}
          onChange={(event) => setSearch({ sort: event.target.value as 'course' | 'updated' })}
        >
          <option value="course">{t('admin.sort.course')}</option>
          <option value="updated">{t('admin.sort.updated')}</option>
        </select>
      </div>
    </div>
  )
}

function DuplicateDialog({
  lesson,
  onClose,
}: {
  lesson: LessonSummary | null
  onClose: () => void
}) {
  const { lessons } = useServices()
  const [, setSearch] = useSearch(adminLessonsSearch)
  const duplicate = useDuplicateLesson(lessons)
  const [level, setLevel] = React.useState('A2')
  const id = React.useId()
  return (
    <Dialog open={lesson !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('admin.duplicateTitle')}</DialogTitle>
          <DialogDescription>
            {t('admin.duplicateBody', { title: lesson?.title ?? '' })}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-level`}>{t('admin.duplicateLevel')}</Label>
          <select
            id={`${id}-level`}
            className={SELECT_CLASSES}
            value={level}
            onChange={(event) => setLevel(event.target.value)}
          >
            {LANG_LEVELS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button
            disabled={duplicate.isPending}
            onClick={() =>
              lesson &&
              duplicate.mutate(
                { id: lesson.id, level },
                {
                  onSuccess: (copy) => {
                    notify.success(t('admin.duplicated', { level }))
                    onClose()
                    setSearch({ edit: copy })
                  },
                  onError: (error) =>
                    notify.error(t('admin.actionFailed'), { description: userMessageOf(error) }),
                },
              )
            }
          >
            {t('admin.duplicate')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** The authoring list: server-side paging and filters, reorder, publish, duplicate, delete. */
export function LessonList() {
  const [search, setSearch] = useSearch(adminLessonsSearch)
  const { lessons } = useServices()
  const list = useAdminLessonList(lessons, adminLessonQuery(search))
  const authors = useLessonAuthors(lessons).data ?? []
  const setStatus = useSetLessonStatus(lessons)
  const move = useMoveLesson(lessons)
  const remove = useDeleteLesson(lessons)
  const [duplicating, setDuplicating] = React.useState<LessonSummary | null>(null)
  const [deleting, setDeleting] = React.useState<LessonSummary | null>(null)
  const page = list.data ?? { rows: [], total: 0 }
  const names = new Map(authors.map((author) => [author.id, author.name]))
  // Order is only meaningful within one language and level, shown whole and in course order.
  const canReorder =
    Boolean(search.language && search.level) &&
    !search.status &&
    !search.author &&
    !search.q &&
    search.sort === 'course'
  const failed = (error: unknown) =>
    notify.error(t('admin.actionFailed'), { description: userMessageOf(error) })

  const columns: ColumnDef<LessonSummary>[] = [
    {
      id: 'title',
      header: t('admin.column.title'),
      cell: ({ row }) => (
        <div className="flex min-w-48 flex-col">
          <PreloadLink
            to={routeTable.adminLessons.href({ ...search, edit: row.original.id })}
            className="font-medium hover:underline"
          >
            {row.original.title}
          </PreloadLink>
          <span className="text-xs text-muted-foreground">{row.original.id}</span>
        </div>
      ),
    },
    {
      id: 'language',
      header: t('admin.column.language'),
      cell: ({ row }) => languageName(row.original.language),
    },
    {
      id: 'level',
      header: t('admin.column.level'),
      cell: ({ row }) => `${row.original.level}.${row.original.subLevel}`,
    },
    {
      id: 'order',
      header: t('admin.column.order'),
      cell: ({ row }) => (
        <div className="flex items-center gap-1">
          <span className="w-6 tabular-nums">{row.original.order}</span>
          {canReorder ? (
            <>
              <Button
                size="icon"
                variant="ghost"
                className="size-7"
                aria-label={t('admin.moveUp', { title: row.original.title })}
                disabled={row.original.order === 1 || move.isPending}
                onClick={() =>
                  move.mutate(
                    { id: row.original.id, position: row.original.order - 1 },
                    { onError: failed },
                  )
                }
              >
                <ArrowUp aria-hidden />
              </Button>
              <Button
                size="icon"
                variant="ghost"
                className="size-7"
                aria-label={t('admin.moveDown', { title: row.original.title })}
                disabled={row.original.order >= page.total || move.isPending}
                onClick={() =>
                  move.mutate(
                    { id: row.original.id, position: row.original.order + 1 },
                    { onError: failed },
                  )
                }
              >
                <ArrowDown aria-hidden />
              </Button>
            </>
          ) : null}
        </div>
      ),
    },
    {
      id: 'status',
      header: t('admin.column.status'),
      cell: ({ row }) => (
        <Badge variant={row.original.status === 'published' ? 'default' : 'outline'}>
          {t(`admin.status.${row.original.status}`)}
        </Badge>
      ),
    },
    {
      id: 'author',
      header: t('admin.column.author'),
      cell: ({ row }) =>
        row.original.authorId
          ? (names.get(row.original.authorId) ?? t('admin.unknownAuthor'))
          : t('admin.fabula'),
    },
    {
      id: 'updated',
      header: t('admin.column.updated'),
      cell: ({ row }) => formatDate(new Date(row.original.updatedAt)),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('admin.column.actions')}</span>,
      cell: ({ row }) => {
        const lesson = row.original
        return (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                size="icon"
                variant="ghost"
                aria-label={t('admin.actionsFor', { title: lesson.title })}
              >
                <MoreHorizontal aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => setSearch({ edit: lesson.id, page: search.page })}>
                {t('admin.edit')}
              </DropdownMenuItem>
              <DropdownMenuItem
                onSelect={() =>
                  setStatus.mutate(
                    {
                      id: lesson.id,
                      status: lesson.status === 'published' ? 'draft' : 'published',
                    },
                    {
                      onSuccess: () =>
                        notify.success(
                          lesson.status === 'published'
                            ? t('admin.unpublished', { title: lesson.title })
                            : t('admin.published', { title: lesson.title }),
                        ),
                      onError: failed,
                    },
                  )
                }
              >
                {lesson.status === 'published' ? t('admin.unpublish') : t('admin.publish')}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setDuplicating(lesson)}>
                {t('admin.duplicateAction')}
              </DropdownMenuItem>
              {lesson.status === 'draft' ? (
                <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(lesson)}>
                  {t('admin.delete')}
                </DropdownMenuItem>
              ) : null}
            </DropdownMenuContent>
          </DropdownMenu>
        )
      },
    },
  ]

  return (
    <div className="flex flex-col gap-4">
      <Filters authors={authors} />
      {canReorder ? null : (
        <p className="text-sm text-muted-foreground">{t('admin.reorderHint')}</p>
      )}
      <DataTable
        labels={dataTableLabels()}
        paginationLabels={paginationLabels()}
        label={t('admin.tableLabel')}
        columns={columns}
        data={page.rows}
        getRowId={(row) => row.id}
        manualPagination
        manualFiltering
        manualSorting
        rowCount={page.total}
        pagination={{ pageIndex: search.page - 1, pageSize: search.pageSize }}
        onPaginationChange={(next) =>
          setSearch({ page: next.pageIndex + 1, pageSize: next.pageSize })
        }
        globalFilter={search.q}
        onGlobalFilterChange={(q) => setSearch({ q })}
        searchPlaceholder={t('admin.searchPlaceholder')}
        loading={list.isPending}
        emptyText={t('admin.empty')}
      />
      <DuplicateDialog lesson={duplicating} onClose={() => setDuplicating(null)} />
      <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('admin.deleteTitle')}</AlertDialogTitle>
            <AlertDialogDescription>
              {t('admin.deleteBody', { title: deleting?.title ?? '' })}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('admin.cancel')}</AlertDialogCancel>
            <AlertDialogAction
              destructive
              onClick={() =>
                deleting &&
                remove.mutate(deleting.id, {
                  onSuccess: () => notify.success(t('admin.deleted', { title: deleting.title })),
                  onError: failed,
                })
              }
            >
              {t('admin.delete')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  )
}
