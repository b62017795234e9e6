import { LESSON_TOPICS, type LessonCard } from '@fabula/lessons-api'
import { useLessonList } from '@fabula/lessons-api/react'
import { LANG_LEVELS, TARGET_LANGUAGES } from '@fabula/profile-api'
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
  Progress,
} from '@fabula/ui'
import { CheckCircle2 } from 'lucide-react'
import * as React from 'react'
import { useAccount, useServices } from '@/app/app-context'
import { routeTable } from '@/app/route-table'
import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { PreloadLink } from '@/components/preload-link'
import { t } from '@/i18n/lessons'
import { languageName } from '@/lib/language-name'
import { LESSON_TABS, lessonsSearch } from '@/lib/search/schemas'
import { useSearch } from '@/lib/search/use-search'
import { lessonsQuery } from './lessons-query'
import { paginationLabels } from '@/lib/table-labels'

const SELECT_CLASSES =
  'h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50'

function Filters() {
  const [search, setSearch] = useSearch(lessonsSearch)
  const id = React.useId()
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" role="search">
      <div className="grid gap-1">
        <Label htmlFor={`${id}-q`}>{t('lessons.search')}</Label>
        <Input
          id={`${id}-q`}
          type="search"
          defaultValue={search.q}
          placeholder={t('lessons.searchPlaceholder')}
          onChange={(event) => setSearch({ q: event.target.value })}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-language`}>{t('lessons.language')}</Label>
        <select
          id={`${id}-language`}
          className={SELECT_CLASSES}
          value={search.language ?? ''}
          onChange={(event) =>
            setSearch({ language: (event.target.value || undefined) as 'es' | undefined })
          }
        >
          <option value="">{t('lessons.anyLanguage')}</option>
          {['de', 'en', 'es', 'fr', 'it', 'pt']
            .filter((code) => (TARGET_LANGUAGES as readonly string[]).includes(code))
            .map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-level`}>{t('lessons.level')}</Label>
        <select
          id={`${id}-level`}
          className={SELECT_CLASSES}
          value={search.level ?? ''}
          onChange={(event) =>
            setSearch({ level: (event.target.value || undefined) as 'A1' | undefined })
          }
        >
          <option value="">{t('lessons.anyLevel')}</option>
          {LANG_LEVELS.map((level) => (
            <option key={level} value={level}>
              {level}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-topic`}>{t('lessons.topic')}</Label>
        <select
          id={`${id}-topic`}
          className={SELECT_CLASSES}
          value={search.topic ?? ''}
          onChange={(event) =>
            setSearch({
              topic: (event.target.value || undefined) as
                (typeof LESSON_TOPICS)[number] | undefined,
            })
          }
        >
          <option value="">{t('lessons.anyTopic')}</option>
          {LESSON_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {t(`topic.${topic}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}

/** A lesson card: level, length, and how far the learner got. */
function LessonCardView({ lesson }: { lesson: LessonCard }) {
  const started = lesson.state === 'in-progress'
  const reached = (lesson.sectionReached ?? 0) + 1
  return (
    <Card data-testid="lesson-card" data-state={lesson.state} className="h-full gap-3">
      <CardHeader>
        <CardTitle className="text-base">
          <PreloadLink
            to={routeTable.lesson.href({ lessonId: lesson.id })}
            className="hover:underline"
          >
            {lesson.title}
          </PreloadLink>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3 text-sm">
        <div className="flex flex-wrap gap-1">
          <Badge variant="outline">{languageName(lesson.language)}</Badge>
          <Badge variant="outline">
            {lesson.level}.{lesson.subLevel}
          </Badge>
          <Badge variant="outline">
            {t('lessons.length', {
              minutes: lesson.estimatedMinutes,
              sections: lesson.sectionCount,
            })}
          </Badge>
        </div>
        <p className="text-muted-foreground">{lesson.summary}</p>
        <div className="mt-auto">
          {lesson.state === 'completed' ? (
            <p className="flex items-center gap-1 text-green-700 dark:text-green-400">
              <CheckCircle2 aria-hidden className="size-4" />
              {t('lessons.state.completed')}
            </p>
          ) : started ? (
            <div className="flex items-center gap-2">
              <Progress
                value={Math.round((reached / lesson.sectionCount) * 100)}
                aria-label={t('lessons.progressLabel', { title: lesson.title })}
                className="flex-1"
              />
              <span className="text-muted-foreground tabular-nums">
                {t('lessons.reached', { reached, total: lesson.sectionCount })}
              </span>
            </div>
          ) : (
            <p className="text-muted-foreground">{t('lessons.state.new')}</p>
          )}
        </div>
      </CardContent>
    </Card>
  )
}

export function Component() {
  const [search, setSearch] = useSearch(lessonsSearch)
  const { userId } = useAccount()
  const { lessons } = useServices()
  const list = useLessonList(lessons, userId, lessonsQuery(search))
  const page = list.data ?? { rows: [], total: 0 }
  const pageCount = Math.max(1, Math.ceil(page.total / search.pageSize))
  const filtered = Boolean(search.q || search.level || search.topic || search.language)
  return (
    <Page title={t('page.lessons')} description={t('lessons.description')}>
      <nav aria-label={t('lessons.tabs')} className="flex flex-wrap gap-1">
        {LESSON_TABS.map((tab) => (
          <Button key={tab} asChild size="sm" variant={search.tab === tab ? 'secondary' : 'ghost'}>
            <PreloadLink
              to={routeTable.lessons.href({ ...search, tab, page: 1 })}
              aria-current={search.tab === tab ? 'page' : undefined}
            >
              {t(`lessons.tab.${tab}`)}
            </PreloadLink>
          </Button>
        ))}
      </nav>
      <Filters />
      <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="lessons-count">
        {t('lessons.count', { count: page.total })}
      </p>
      {page.rows.length === 0 ? (
        <NothingYet
          body={
            filtered
              ? t('lessons.noMatch')
              : search.tab === 'browse'
                ? t('lessons.emptyBrowse')
                : search.tab === 'completed'
                  ? t('lessons.emptyCompleted')
                  : t('lessons.emptyInProgress')
          }
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={list.isPlaceholderData}>
          {page.rows.map((lesson) => (
            <li key={lesson.id}>
              <LessonCardView lesson={lesson} />
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
    </Page>
  )
}
