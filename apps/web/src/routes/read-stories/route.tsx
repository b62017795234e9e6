import { GENRES, LANG_LEVELS } from '@fabula/profile-api'
import { useProfile } from '@fabula/profile-api/react'
import type { StorySummary, WordStatusValue } from '@fabula/reading-api'
import { useStoryList, useWordStatuses } from '@fabula/reading-api/react'
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Input,
  Label,
  Pagination,
} from '@fabula/ui'
import { FileUp } from 'lucide-react'
import * as React from 'react'
import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { PreloadLink } from '@/components/preload-link'
import { useAccount, useServices } from '@/app/app-context'
import { routeTable } from '@/app/route-table'
import { coverageOf } from '@/features/reading/coverage'
import { useFrequencyRanks } from '@/features/reading/frequency-ranks'
import { levelLabel } from '@/features/reading/level-label'
import { t } from '@/i18n/learner'
import { languageName } from '@/lib/language-name'
import { librarySearch } from '@/lib/search/schemas'
import { useSearch } from '@/lib/search/use-search'
import { LIBRARY_READ_FILTERS, LIBRARY_SORTS } from '@fabula/reading-api'
import { NativeSelect } from '@/routes/read-generate/native-select'
import { libraryQuery } from './library-query'
import { paginationLabels } from '@/lib/table-labels'

function Filters() {
  const [search, setSearch] = useSearch(librarySearch)
  const id = React.useId()
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6" role="search">
      <div className="grid gap-1 lg:col-span-2">
        <Label htmlFor={`${id}-q`}>{t('library.search')}</Label>
        <Input
          id={`${id}-q`}
          type="search"
          defaultValue={search.q}
          placeholder={t('library.searchPlaceholder')}
          onChange={(event) => setSearch({ q: event.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-level`}>{t('library.level')}</Label>
        <NativeSelect
          id={`${id}-level`}
          value={search.level[0] ?? ''}
          onChange={(event) =>
            setSearch({ level: event.target.value ? [event.target.value as 'A1'] : [] })
          }
        >
          <option value="">{t('library.any')}</option>
          {LANG_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-genre`}>{t('library.genre')}</Label>
        <NativeSelect
          id={`${id}-genre`}
          value={search.genre[0] ?? ''}
          onChange={(event) =>
            setSearch({ genre: event.target.value ? [event.target.value as 'fantasy'] : [] })
          }
        >
          <option value="">{t('library.any')}</option>
          {GENRES.map((genre) => (
            <option key={genre} value={genre}>
              {t(`genre.${genre}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-read`}>{t('library.read')}</Label>
        <NativeSelect
          id={`${id}-read`}
          value={search.read}
          onChange={(event) =>
            setSearch({ read: event.target.value as (typeof LIBRARY_READ_FILTERS)[number] })
          }
        >
          {LIBRARY_READ_FILTERS.map((read) => (
            <option key={read} value={read}>
              {t(`library.read.${read}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-sort`}>{t('library.sort')}</Label>
        <NativeSelect
          id={`${id}-sort`}
          value={search.sort}
          onChange={(event) =>
            setSearch({ sort: event.target.value as (typeof LIBRARY_SORTS)[number] })
          }
        >
          {LIBRARY_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`library.sort.${sort}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  )
}

function LanguageFilter({ languages }: { languages: readonly string[] }) {
  const [search, setSearch] = useSearch(librarySearch)
  const id = React.useId()
  if (languages.length < 2) return null
  return (
    <div className="grid max-w-xs gap-1">
      <Label htmlFor={id}>{t('library.language')}</Label>
      <NativeSelect
        id={id}
        value={search.language ?? ''}
        onChange={(event) =>
          setSearch({ language: (event.target.value || undefined) as 'es' | undefined })
        }
      >
        <option value="">{t('library.any')}</option>
        {languages.map((language) => (
          <option key={language} value={language}>
            {languageName(language)}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}

/** A library card: the story and its known share for this learner (stored one as fallback). */
function StoryCard({ story, known }: { story: StorySummary; known: number }) {
  const read = story.finished_at !== null
  const level = levelLabel(story.level, story.sub_level)
  return (
    <Card data-testid="library-card" className="gap-3">
      <CardHeader>
        <CardTitle className="text-base">
          <PreloadLink to={routeTable.story.href({ id: story.id })} className="hover:underline">
            {story.title}
          </PreloadLink>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        <div className="flex flex-wrap gap-1">
          <Badge variant="outline">{languageName(story.language)}</Badge>
          {level && <Badge variant="outline">{level}</Badge>}
          {story.genre && (
            <Badge variant="outline">{t(`genre.${story.genre}` as 'genre.fantasy')}</Badge>
          )}
          {story.provider === 'import' && (
            <Badge variant="secondary" data-testid="library-your-text">
              {t('library.yourText')}
            </Badge>
          )}
          {story.provider === 'builtin' && (
            <Badge variant="outline" data-testid="library-from-library">
              {t('library.fromLibrary')}
            </Badge>
          )}
          <Badge variant={read ? 'secondary' : 'outline'}>
            {read ? t('library.read.read') : t('library.read.unread')}
          </Badge>
        </div>
        <p data-testid="library-known">
          {t('library.known', { percent: Math.round(known * 100) })}
        </p>
        <p className="text-muted-foreground">
          {t('library.words', { count: story.word_count })}
          {story.import_parts !== null && story.import_parts > 1 && (
            <> · {t('library.parts', { count: story.import_parts })}</>
          )}
        </p>
      </CardContent>
    </Card>
  )
}

const NO_STATUSES = new Map<string, WordStatusValue>()

export function Component() {
  const [search, setSearch] = useSearch(librarySearch)
  const { userId } = useAccount()
  const { reading, profiles } = useServices()
  const list = useStoryList(reading, libraryQuery(search, userId))
  const { data: profile } = useProfile(profiles, userId)
  const language = profile?.tl ?? undefined
  // The known share moves as the learner marks words: measured here for stories in the
  // learner's language, from the words they know now; others show the share when written.
  const statuses = useWordStatuses(reading, userId, language).data ?? NO_STATUSES
  const ranks = useFrequencyRanks(language).data
  const knownOf = (story: StorySummary) =>
    ranks && story.language === language
      ? coverageOf(
          story.paragraphs.join('\n\n'),
          story.language,
          { level: profile?.lang_lvl, subLevel: profile?.lang_sub_lvl },
          statuses,
          ranks,
        ).knownTokenShare
      : story.coverage
  const languages = [
    ...new Set([language, search.language].flatMap((code) => (code ? [code] : []))),
  ]
  const page = list.data ?? { rows: [], total: 0 }
  const filtered = Object.entries(search).some(
    ([key, value]) =>
      !['page', 'pageSize', 'sort'].includes(key) &&
      (Array.isArray(value) ? value.length > 0 : value !== librarySearch.defaults[key as 'q']),
  )
  const pageCount = Math.max(1, Math.ceil(page.total / search.pageSize))

  const generate = (
    <>
      <Button asChild variant="outline">
        <PreloadLink to={routeTable.readImport.href()}>
          <FileUp aria-hidden />
          {t('library.importAction')}
        </PreloadLink>
      </Button>
      <Button asChild>
        <PreloadLink to={routeTable.readGenerate.href()}>
          {t('dashboard.generateAction')}
        </PreloadLink>
      </Button>
    </>
  )
  const empty = page.total === 0 && !filtered
  return (
    <Page
      title={t('page.readStories')}
      description={t('read.storiesDescription')}
      actions={empty ? undefined : generate}
    >
      {empty ? (
        <NothingYet
          body={t('empty.readStories')}
          action={<div className="flex flex-wrap justify-center gap-2">{generate}</div>}
        />
      ) : (
        <>
          <Filters />
          <LanguageFilter languages={languages} />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t('library.count', { count: page.total })}
          </p>
          {page.rows.length === 0 ? (
            <NothingYet body={t('library.noMatch')} />
          ) : (
            <ul
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
              aria-busy={list.isPlaceholderData}
            >
              {page.rows.map((story) => (
                <li key={story.id}>
                  <StoryCard story={story} known={knownOf(story)} />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            labels={paginationLabels()}
            page={Math.min(search.page, pageCount)}
            pageCount={pageCount}
            onPageChange={(next) => setSearch({ page: next })}
            pageSize={search.pageSize}
            pageSizeOptions={[12, 24, 48]}
            onPageSizeChange={(pageSize) => setSearch({ pageSize })}
          />
        </>
      )}
    </Page>
  )
}
