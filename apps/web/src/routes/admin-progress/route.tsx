import { LEARNER_SORTS, type LearnerProgress, type LearnerSort } from '@fabula/lessons-api'
import { useLearnerProgress } from '@fabula/lessons-api/react'
import { LANG_LEVELS, TARGET_LANGUAGES } from '@fabula/profile-api'
import {
  Badge,
  Button,
  DataTable,
  DataTableColumnHeader,
  Label,
  type ColumnDef,
  type SortingState,
} from '@fabula/ui'
import { ArrowDownRight, ArrowUpRight } from 'lucide-react'
import * as React from 'react'
import { useServices } from '@/app/app-context'
import { Page } from '@/components/page'
import { percent } from '@/features/insights/format'
import { formatDate, formatNumber, t } from '@/i18n/insights'
import { languageName } from '@/lib/language-name'
import { adminProgressSearch } from '@/lib/search/schemas'
import { useSearch } from '@/lib/search/use-search'
import { LearnerSheet } from './learner-sheet'
import { progressQuery } from './progress-query'
import { dataTableLabels, paginationLabels } from '@/lib/table-labels'

const SELECT_CLASSES =
  'h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50'

const LANGUAGE_OPTIONS = [...TARGET_LANGUAGES].sort((a, b) =>
  languageName(a).localeCompare(languageName(b)),
)

function Filters() {
  const [search, setSearch] = useSearch(adminProgressSearch)
  const id = React.useId()
  return (
    <div className="grid gap-3 sm:grid-cols-3" role="group" aria-label={t('progress.filters')}>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-language`}>{t('progress.language')}</Label>
        <select
          id={`${id}-language`}
          className={SELECT_CLASSES}
          value={search.language ?? ''}
          onChange={(event) =>
            setSearch({ language: (event.target.value || undefined) as 'es' | undefined })
          }
        >
          <option value="">{t('progress.any')}</option>
          {LANGUAGE_OPTIONS.map((code) => (
            <option key={code} value={code}>
              {languageName(code)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-level`}>{t('progress.level')}</Label>
        <select
          id={`${id}-level`}
          className={SELECT_CLASSES}
          value={search.level ?? ''}
          onChange={(event) =>
            setSearch({ level: (event.target.value || undefined) as 'A1' | undefined })
          }
        >
          <option value="">{t('progress.any')}</option>
          {LANG_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-active`}>{t('progress.active')}</Label>
        <select
          id={`${id}-active`}
          className={SELECT_CLASSES}
          value={search.active ?? ''}
          onChange={(event) =>
            setSearch({ active: (event.target.value || undefined) as '7' | undefined })
          }
        >
          <option value="">{t('progress.activeAny')}</option>
          <option value="7">{t('progress.active7')}</option>
          <option value="30">{t('progress.active30')}</option>
        </select>
      </div>
    </div>
  )
}

function Suggestion({ learner }: { learner: LearnerProgress }) {
  const suggestion = learner.suggestion
  if (!suggestion) return <span className="text-muted-foreground">—</span>
  const Icon = suggestion.direction === 'up' ? ArrowUpRight : ArrowDownRight
  return (
    <Badge variant="outline" className="gap-1">
      <Icon aria-hidden className="size-3 rtl:-scale-x-100" />
      {t(`progress.suggestion.${suggestion.direction}`, {
        level: `${suggestion.level}.${suggestion.subLevel}`,
      })}
    </Badge>
  )
}

export function Component() {
  const [search, setSearch] = useSearch(adminProgressSearch)
  const { lessons } = useServices()
  const list = useLearnerProgress(lessons, progressQuery(search))
  const page = list.data ?? { rows: [], total: 0 }
  const sorting: SortingState = [{ id: search.sort, desc: search.dir === 'desc' }]
  const headerLabels = {
    ascending: t('insights.sortAscending'),
    descending: t('insights.sortDescending'),
    hide: t('insights.hideColumn'),
    menu: (title: string) => t('insights.columnMenu', { title }),
  }
  const sortable = (
    id: LearnerSort,
    title: string,
    cell: ColumnDef<LearnerProgress>['cell'],
  ): ColumnDef<LearnerProgress> => ({
    id,
    enableSorting: true,
    header: ({ column }) => (
      <DataTableColumnHeader column={column} title={title} labels={headerLabels} />
    ),
    cell,
  })
  const number = (value: number) => <span className="tabular-nums">{formatNumber(value)}</span>

  const columns: ColumnDef<LearnerProgress>[] = [
    {
      ...sortable('name', t('progress.column.learner'), ({ row }) => (
        <Button
          variant="link"
          className="h-auto flex-col items-start p-0 text-start"
          onClick={() => setSearch({ learner: row.original.userId, page: search.page })}
          data-testid="open-learner"
        >
          <span className="font-medium">{row.original.name ?? t('progress.noName')}</span>
          <span className="text-xs font-normal text-muted-foreground">{row.original.email}</span>
        </Button>
      )),
      enableHiding: false,
    },
    {
      id: 'language',
      header: t('progress.column.language'),
      enableSorting: false,
      cell: ({ row }) =>
        row.original.language
          ? `${languageName(row.original.language)} · ${row.original.level ?? '—'}${
              row.original.subLevel ? `.${row.original.subLevel}` : ''
            }`
          : '—',
    },
    sortable('words_known', t('progress.column.words'), ({ row }) =>
      number(row.original.wordsKnown),
    ),
    sortable('stories_read', t('progress.column.stories'), ({ row }) =>
      number(row.original.storiesRead),
    ),
    sortable('minutes_read', t('progress.column.minutes'), ({ row }) =>
      number(row.original.minutesRead),
    ),
    sortable('average_score', t('progress.column.score'), ({ row }) =>
      row.original.averageScore === null ? (
        <span className="text-muted-foreground">—</span>
      ) : (
        <span className="tabular-nums">
          {percent(row.original.averageScore)}{' '}
          <span className="text-xs text-muted-foreground">
            {t('progress.tests', { count: row.original.testsTaken })}
          </span>
        </span>
      ),
    ),
    sortable('last_active', t('progress.column.lastActive'), ({ row }) =>
      row.original.lastActiveAt ? formatDate(new Date(row.original.lastActiveAt)) : '—',
    ),
    {
      id: 'suggestion',
      header: t('progress.column.suggestion'),
      enableSorting: false,
      cell: ({ row }) => <Suggestion learner={row.original} />,
    },
    {
      id: 'lessons',
      header: t('progress.column.lessons'),
      enableSorting: false,
      cell: ({ row }) => number(row.original.lessonsCompleted),
    },
  ]

  return (
    <Page title={t('page.adminProgress')} description={t('progress.description')}>
      <Filters />
      <DataTable
        labels={dataTableLabels()}
        paginationLabels={paginationLabels()}
        label={t('progress.tableLabel')}
        columns={columns}
        data={page.rows}
        getRowId={(row) => row.userId}
        manualPagination
        manualSorting
        manualFiltering
        rowCount={page.total}
        pagination={{ pageIndex: search.page - 1, pageSize: search.pageSize }}
        onPaginationChange={(next) =>
          setSearch({ page: next.pageIndex + 1, pageSize: next.pageSize })
        }
        sorting={sorting}
        onSortingChange={(next) => {
          const first = next[0]
          if (!first || !(LEARNER_SORTS as readonly string[]).includes(first.id)) {
            setSearch({ sort: 'last_active', dir: 'desc' })
          } else {
            setSearch({ sort: first.id as LearnerSort, dir: first.desc ? 'desc' : 'asc' })
          }
        }}
        globalFilter={search.q}
        onGlobalFilterChange={(q) => setSearch({ q })}
        searchPlaceholder={t('progress.searchPlaceholder')}
        loading={list.isPending}
        emptyText={t('progress.empty')}
      />
      <LearnerSheet
        userId={search.learner}
        onClose={() => setSearch({ learner: '', page: search.page })}
      />
    </Page>
  )
}
