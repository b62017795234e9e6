import { TARGET_LANGUAGES } from '@fabula/profile-api'
import { useProfile } from '@fabula/profile-api/react'
import {
  VOCABULARY_KINDS,
  VOCABULARY_SORTS,
  WORD_STATUSES,
  type VocabularyItem,
  type WordStatusValue,
} from '@fabula/reading-api'
import { useSetVocabularyStatus, useVocabulary, useWordEntries } from '@fabula/reading-api/react'
import {
  Badge,
  Button,
  DataTable,
  DataTableBulkAction,
  Label,
  createSelectColumn,
  type BadgeTone,
  type ColumnDef,
  type RowSelectionState,
} from '@fabula/ui'
import { Repeat } from 'lucide-react'
import * as React from 'react'
import { FilterToggles } from '@/components/filter-toggles'
import { Page } from '@/components/page'
import { PreloadLink } from '@/components/preload-link'
import { useAccount, useServices } from '@/app/app-context'
import { notify } from '@/app/notify'
import { routeTable } from '@/app/route-table'
import { useDueCount } from '@/features/reading/review-due'
import { useRelinkLegacyWords } from '@/features/reading/use-lemma-links'
import {
  VOCABULARY_ADDED,
  vocabularyQuery,
  vocabularySearch,
} from '@/features/reading/vocabulary-search'
import { formatDate } from '@/i18n'
import { t } from '@/i18n/words'
import { userMessageOf } from '@/lib/errors'
import { languageName } from '@/lib/language-name'
import { useSearch } from '@/lib/search/use-search'
// Shared with the library's filters (a native select is the best picker on phones).
import { NativeSelect } from '@/routes/read-generate/native-select'
import { ExportMenu } from './export-menu'
import { ImportDialog } from './import-dialog'
import { dataTableLabels, paginationLabels } from '@/lib/table-labels'

/** Badge tones of the word statuses (the reader's colours). */
const STATUS_TONES: Record<WordStatusValue, BadgeTone> = {
  new: 'info',
  learning: 'warning',
  known: 'success',
  ignored: 'neutral',
}

const date = (iso: string) => formatDate(new Date(iso), { dateStyle: 'medium' })

function columns(): ColumnDef<VocabularyItem>[] {
  return [
    createSelectColumn<VocabularyItem>({
      selectAllLabel: t('vocabulary.selectAll'),
      rowLabel: (item) => t('vocabulary.selectRow', { term: item.text }),
    }),
    {
      id: 'term',
      header: t('vocabulary.column.term'),
      enableSorting: false,
      enableHiding: false,
      cell: ({ row: { original: item } }) => (
        <div className="flex min-w-32 flex-col gap-0.5" lang={item.language}>
          <span className="font-medium" data-testid="vocabulary-term">
            {item.kind === 'phrase' ? item.text : item.term}
          </span>
          {item.kind === 'phrase' ? (
            <Badge tone="violet" className="self-start">
              {t('vocabulary.kind.phrase')}
            </Badge>
          ) : item.forms ? (
            <span className="text-xs text-muted-foreground">
              {t('vocabulary.forms', { forms: item.forms.split(' ').join(', ') })}
            </span>
          ) : null}
          <span className="text-xs text-muted-foreground">{languageName(item.language)}</span>
        </div>
      ),
    },
    {
      id: 'status',
      header: t('vocabulary.column.status'),
      enableSorting: false,
      cell: ({ row: { original: item } }) => (
        <Badge tone={STATUS_TONES[item.status]} data-testid="vocabulary-status">
          {t(`reader.status.${item.status}`)}
        </Badge>
      ),
    },
    {
      id: 'meaning',
      header: t('vocabulary.column.meaning'),
      enableSorting: false,
      cell: ({ row: { original: item } }) => (
        <div className="flex max-w-64 flex-col gap-0.5">
          <span>{item.meaning ?? t('vocabulary.noMeaning')}</span>
          {item.note ? (
            <span className="line-clamp-2 text-xs whitespace-pre-line text-muted-foreground">
              {item.note}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'context',
      header: t('vocabulary.column.context'),
      enableSorting: false,
      cell: ({ row: { original: item } }) => (
        <div className="flex max-w-80 flex-col gap-0.5">
          {item.sentence ? (
            <span className="line-clamp-2" lang={item.language}>
              {item.sentence}
            </span>
          ) : null}
          {item.story_id && item.story_title ? (
            <PreloadLink
              to={routeTable.story.href({ id: item.story_id })}
              className="text-xs text-muted-foreground underline underline-offset-2 hover:text-foreground"
            >
              {item.story_title}
            </PreloadLink>
          ) : null}
        </div>
      ),
    },
    {
      id: 'added',
      header: t('vocabulary.column.added'),
      enableSorting: false,
      cell: ({ row: { original: item } }) => (
        <span className="whitespace-nowrap tabular-nums">{date(item.created_at)}</span>
      ),
    },
  ]
}

function Filters() {
  const [search, setSearch] = useSearch(vocabularySearch)
  const id = React.useId()
  const languages = React.useMemo(
    () => [...TARGET_LANGUAGES].sort((a, b) => languageName(a).localeCompare(languageName(b))),
    [],
  )
  return (
    <div className="flex flex-col gap-3" role="search">
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <FilterToggles
          label={t('vocabulary.status')}
          options={WORD_STATUSES}
          selected={search.status}
          labelFor={(status) => t(`reader.status.${status}`)}
          onChange={(status) => setSearch({ status })}
        />
        <FilterToggles
          label={t('vocabulary.kind')}
          options={VOCABULARY_KINDS}
          selected={search.kind}
          labelFor={(kind) => t(`vocabulary.kind.${kind}`)}
          onChange={(kind) => setSearch({ kind })}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3 lg:max-w-3xl">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-language`}>{t('vocabulary.language')}</Label>
          <NativeSelect
            id={`${id}-language`}
            value={search.language ?? ''}
            onChange={(event) =>
              setSearch({ language: (event.target.value || undefined) as 'es' | undefined })
            }
          >
            <option value="">{t('vocabulary.any')}</option>
            {languages.map((language) => (
              <option key={language} value={language}>
                {languageName(language)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-added`}>{t('vocabulary.added')}</Label>
          <NativeSelect
            id={`${id}-added`}
            value={search.added}
            onChange={(event) =>
              setSearch({ added: event.target.value as (typeof VOCABULARY_ADDED)[number] })
            }
          >
            {VOCABULARY_ADDED.map((added) => (
              <option key={added} value={added}>
                {t(`vocabulary.added.${added}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-sort`}>{t('vocabulary.sort')}</Label>
          <NativeSelect
            id={`${id}-sort`}
            value={search.sort}
            onChange={(event) =>
              setSearch({ sort: event.target.value as (typeof VOCABULARY_SORTS)[number] })
            }
          >
            {VOCABULARY_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`vocabulary.sort.${sort}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </div>
  )
}

export function Component() {
  const { userId } = useAccount()
  const { reading, profiles } = useServices()
  const { data: profile } = useProfile(profiles, userId)
  const [search, setSearch] = useSearch(vocabularySearch)
  const query = vocabularyQuery(search, userId)
  const { data, isFetching, isPending } = useVocabulary(reading, query)
  const setStatus = useSetVocabularyStatus(reading, userId)
  const due = useDueCount()
  const [selection, setSelection] = React.useState<RowSelectionState>({})
  const columnList = React.useMemo(() => columns(), [])
  // Words saved by form before lemmas are folded into their dictionary forms here too.
  const book = useWordEntries(reading, userId, profile?.tl).data
  useRelinkLegacyWords(userId, profile?.tl ?? '', profile?.nl, book)

  // A new page or filter is a new list: its selection starts empty.
  const listKey = JSON.stringify({ ...query, page: undefined })
  React.useEffect(() => setSelection({}), [listKey, search.page])

  const bulk = (items: VocabularyItem[], status: WordStatusValue) =>
    setStatus.mutate(
      { items: items.map(({ kind, language, term }) => ({ kind, language, term })), status },
      {
        onSuccess: (count) => {
          setSelection({})
          notify.success(t('vocabulary.bulkDone', { count }))
        },
        onError: (error) => notify.error(userMessageOf(error)),
      },
    )

  const total = data?.total ?? 0
  const filtered =
    search.q !== '' ||
    search.status.length > 0 ||
    search.kind.length > 0 ||
    search.language !== undefined ||
    search.added !== 'all'
  return (
    <Page
      title={t('page.vocabulary')}
      description={t('vocabulary.description')}
      actions={
        <>
          <Button asChild variant={due ? 'default' : 'outline'}>
            <PreloadLink to={routeTable.vocabularyReview.href()}>
              <Repeat aria-hidden />
              {t('vocabulary.reviewDue', { count: due ?? 0 })}
            </PreloadLink>
          </Button>
          <ExportMenu query={query} nativeLanguage={profile?.nl ?? 'en'} />
          <ImportDialog defaultLanguage={search.language ?? profile?.tl ?? 'es'} />
        </>
      }
    >
      <Filters />
      <p
        className="text-sm text-muted-foreground"
        aria-live="polite"
        data-testid="vocabulary-count"
      >
        {t('vocabulary.count', { count: total })}
      </p>
      <DataTable
        labels={dataTableLabels()}
        paginationLabels={paginationLabels()}
        label={t('vocabulary.table')}
        columns={columnList}
        data={data?.rows ?? []}
        getRowId={(item) => item.id}
        manualPagination
        manualFiltering
        manualSorting
        rowCount={total}
        pagination={{ pageIndex: search.page - 1, pageSize: search.pageSize }}
        onPaginationChange={(next) =>
          setSearch({ page: next.pageIndex + 1, pageSize: next.pageSize })
        }
        globalFilter={search.q}
        onGlobalFilterChange={(q) => setSearch({ q })}
        searchPlaceholder={t('vocabulary.searchPlaceholder')}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        pageSizeOptions={[10, 20, 50, 100]}
        loading={isPending || isFetching}
        emptyText={filtered ? t('vocabulary.noMatch') : t('vocabulary.empty')}
        selectionAnnouncement={(count) => t('vocabulary.selected', { count })}
        bulkActions={(items) => (
          <>
            <span className="text-muted-foreground">{t('vocabulary.bulkStatus')}</span>
            {WORD_STATUSES.map((status) => (
              <DataTableBulkAction
                key={status}
                disabled={setStatus.isPending}
                onClick={() => bulk(items, status)}
              >
                {t(`reader.status.${status}`)}
              </DataTableBulkAction>
            ))}
          </>
        )}
      />
    </Page>
  )
}
