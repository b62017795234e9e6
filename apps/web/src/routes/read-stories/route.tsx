import { useAuthUser } from '@fabula/auth/react'
import { GENRES, LANG_LEVELS } from '@fabula/profile-api'
import { useProfile } from '@fabula/profile-api/react'
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
  Skeleton,
} from '@fabula/ui'
import { RouteErrorScreen } from '@fabula/errors/react'
import * as React from 'react'
import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { PreloadLink } from '@/components/preload-link'
import { paths } from '@/config/paths'
import { coverageOf } from '@/features/reading-data/coverage'
import { useFrequencyRanksOf } from '@/features/reading-data/frequency-ranks'
import { useReadingEvents } from '@/features/reading-data/reading-events'
import { useStories } from '@/features/reading-data/stories'
import type { WordStatusValue } from '@/features/reading-data/types'
import { useWordStatuses } from '@/features/reading-data/word-statuses'
import { t } from '@/i18n/reading'
import { getProfiles, languageName } from '@/lib/profile'
import { useSearch } from '@/lib/search/use-search'
import { NativeSelect } from '@/routes/read-generate/native-select'
import { filterLibrary } from './library'
import type { LibraryEntry } from './library'
import { LIBRARY_SORTS, READ_FILTERS, librarySearch } from './search'

const EMPTY = new Map<string, WordStatusValue>()

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
            setSearch({ read: event.target.value as (typeof READ_FILTERS)[number] })
          }
        >
          {READ_FILTERS.map((read) => (
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
  if (languages.length < 2 && !search.language) return null
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

function StoryCard({ entry }: { entry: LibraryEntry }) {
  const { story, read, known } = entry
  return (
    <Card data-testid="library-card" className="gap-3">
      <CardHeader>
        <CardTitle className="text-base">
          <PreloadLink to={paths.story.href(story.id)} className="hover:underline">
            {story.title}
          </PreloadLink>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        <div className="flex flex-wrap gap-1">
          <Badge variant="outline">{languageName(story.language)}</Badge>
          <Badge variant="outline">
            {story.level}.{story.sub_level}
          </Badge>
          <Badge variant="outline">{t(`genre.${story.genre}` as 'genre.fantasy')}</Badge>
          <Badge variant={read ? 'secondary' : 'outline'}>
            {read ? t('library.read.read') : t('library.read.unread')}
          </Badge>
        </div>
        <p data-testid="library-known">
          {known === null
            ? t('library.knownPending')
            : t('library.known', { percent: Math.round(known * 100) })}
        </p>
        <p className="text-muted-foreground">{t('library.words', { count: story.word_count })}</p>
      </CardContent>
    </Card>
  )
}

export function Component() {
  const [search, setSearch] = useSearch(librarySearch)
  const user = useAuthUser()
  const { data: profile } = useProfile(getProfiles(), user?.accountNo)
  const stories = useStories()
  const events = useReadingEvents()
  const languages = React.useMemo(
    () => [...new Set((stories.data ?? []).map((story) => story.language))],
    [stories.data],
  )
  const ranks = useFrequencyRanksOf(languages)
  // One statuses query per language the library holds; the learner's target first.
  const statuses = useWordStatuses(profile?.tl ?? languages[0]).data ?? EMPTY
  const statusLanguage = profile?.tl ?? languages[0]
  const read = React.useMemo(
    () => new Set((events.data ?? []).filter((e) => e.kind === 'finished').map((e) => e.story_id)),
    [events.data],
  )
  const entries = React.useMemo<LibraryEntry[]>(
    () =>
      (stories.data ?? []).map((story) => {
        const languageRanks = ranks.get(story.language)
        const known = languageRanks
          ? coverageOf(
              story.paragraphs.join('\n\n'),
              story.language,
              { level: profile?.lang_lvl, subLevel: profile?.lang_sub_lvl },
              story.language === statusLanguage ? statuses : EMPTY,
              languageRanks,
            ).knownTokenShare
          : null
        return { story, read: read.has(story.id), known }
      }),
    [stories.data, ranks, profile?.lang_lvl, profile?.lang_sub_lvl, statuses, statusLanguage, read],
  )
  const filtered = React.useMemo(() => filterLibrary(entries, search), [entries, search])
  const pageCount = Math.max(1, Math.ceil(filtered.length / search.pageSize))
  const page = Math.min(search.page, pageCount)
  const shown = filtered.slice((page - 1) * search.pageSize, page * search.pageSize)

  const generate = (
    <Button asChild>
      <PreloadLink to={paths.readGenerate.href()}>{t('dashboard.generateAction')}</PreloadLink>
    </Button>
  )
  let body: React.ReactNode
  if (stories.isPending) body = <Skeleton className="h-64 w-full" />
  else if (stories.error) {
    body = <RouteErrorScreen error={stories.error} onRetry={() => void stories.refetch()} />
  } else if (entries.length === 0)
    body = <NothingYet body={t('empty.readStories')} action={generate} />
  else {
    body = (
      <>
        <Filters />
        <LanguageFilter languages={languages} />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('library.count', { count: filtered.length })}
        </p>
        {shown.length === 0 ? (
          <NothingYet body={t('library.noMatch')} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((entry) => (
              <li key={entry.story.id}>
                <StoryCard entry={entry} />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          pageCount={pageCount}
          onPageChange={(next) => setSearch({ page: next })}
          pageSize={search.pageSize}
          pageSizeOptions={[12, 24, 48]}
          onPageSizeChange={(pageSize) => setSearch({ pageSize })}
        />
      </>
    )
  }
  return (
    <Page
      title={t('page.readStories')}
      description={t('read.storiesDescription')}
      actions={entries.length > 0 ? generate : undefined}
    >
      {body}
    </Page>
  )
}
