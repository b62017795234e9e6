import { useProfile } from '@fabula/profile-api/react'
import type { Story, WordStatusValue } from '@fabula/reading-api'
import { useRecentStories, useTestHistory, useWordStatuses } from '@fabula/reading-api/react'
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Chart,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@fabula/ui'
import * as React from 'react'
import { Link } from 'react-router'
import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { PreloadLink } from '@/components/preload-link'
import { useAccount, useServices } from '@/app/app-context'
import { routeTable } from '@/app/route-table'
import { levelLabel } from '@/features/reading/level-label'
import { useLevelSuggestion } from '@/features/reading/level-suggestion'
import { formatDate } from '@/i18n'
import { t } from '@/i18n/reading'
import { TEST_TABS, readTestsSearch } from '@/lib/search/schemas'
import { useSearch } from '@/lib/search/use-search'
import { ComprehensionTest } from './comprehension-test'
import { VocabularyTest } from './vocabulary-test'
import { RECENT_STORIES } from './data'

const EMPTY = new Map<string, WordStatusValue>()

function ComprehensionTab({ stories, storyId }: { stories: readonly Story[]; storyId: string }) {
  const story = stories.find((s) => s.id === storyId)
  if (story) {
    return (
      <div className="flex flex-col gap-4">
        <h2 className="text-lg font-semibold">{t('tests.storyTest', { title: story.title })}</h2>
        <ComprehensionTest key={story.id} storyId={story.id} lang={story.language} />
      </div>
    )
  }
  if (stories.length === 0) return <NothingYet body={t('empty.readTests')} />
  return (
    <div className="flex flex-col gap-3">
      <p className="text-muted-foreground">{t('tests.pickStory')}</p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {stories.slice(0, 12).map((s) => (
          <li key={s.id}>
            <Link
              to={routeTable.readTests.href({ story: s.id })}
              className="block rounded-md border p-3 hover:bg-accent"
            >
              {s.title}
              <span className="ms-2 text-xs text-muted-foreground">
                {levelLabel(s.level, s.sub_level)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

function VocabularyTab({ stories, language }: { stories: readonly Story[]; language: string }) {
  const { userId } = useAccount()
  const statuses = useWordStatuses(useServices().reading, userId, language).data ?? EMPTY
  const [test, setTest] = React.useState<{ kind: 'cloze' | 'meaning'; seed: number }>()
  if (stories.length === 0) return <NothingYet body={t('empty.readTests')} />
  if (test) {
    return (
      <VocabularyTest
        key={test.seed}
        kind={test.kind}
        seed={test.seed}
        stories={stories}
        language={language}
        statuses={statuses}
        onDone={() => setTest(undefined)}
      />
    )
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {(['cloze', 'meaning'] as const).map((kind) => (
        <Card key={kind}>
          <CardHeader>
            <CardTitle>{t(`tests.${kind}Title`)}</CardTitle>
            <CardDescription>{t(`tests.${kind}Description`)}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button onClick={() => setTest({ kind, seed: Date.now() % 100_000 })}>
              {t('tests.start')}
            </Button>
          </CardContent>
        </Card>
      ))}
    </div>
  )
}

function HistoryTab() {
  const { userId } = useAccount()
  const { data: history } = useTestHistory(useServices().reading, userId)
  const suggestion = useLevelSuggestion()
  if (!history || history.length === 0) return <NothingYet body={t('tests.noHistory')} />
  const rows = history.map((entry, index) => ({
    test: String(index + 1),
    score: Math.round((entry.score / entry.total) * 100),
  }))
  return (
    <div className="flex flex-col gap-4">
      {suggestion ? (
        <Card className="border-primary/40 bg-primary/5" data-testid="level-suggestion">
          <CardContent className="flex flex-wrap items-center gap-3">
            <p>
              {t(suggestion.direction === 'up' ? 'tests.suggestUp' : 'tests.suggestDown', {
                level: levelLabel(suggestion.level, suggestion.subLevel) ?? suggestion.level,
              })}
            </p>
            <Button asChild size="sm">
              <PreloadLink to={routeTable.settings.href()}>{t('tests.suggestAction')}</PreloadLink>
            </Button>
          </CardContent>
        </Card>
      ) : null}
      <Chart
        type="line"
        data={rows}
        xKey="test"
        xLabel={t('tests.chartX')}
        series={[{ key: 'score', label: t('tests.chartScore') }]}
        title={t('tests.chartTitle')}
        formatValue={(value) => `${value}%`}
        tableLabel={t('tests.chartTable')}
      />
      <ul className="flex flex-col gap-2" data-testid="test-history">
        {[...history].reverse().map((entry) => (
          <li
            key={entry.id}
            className="flex flex-wrap items-center gap-2 rounded-md border p-2 text-sm"
          >
            <Badge variant="outline">{t(`tests.kind.${entry.kind}`)}</Badge>
            <span>{entry.storyTitle ?? ''}</span>
            <span className="ms-auto font-medium tabular-nums">
              {t('tests.score', { score: entry.score, total: entry.total })}
            </span>
            <span className="text-muted-foreground">
              {formatDate(new Date(entry.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function Component() {
  const [search, setSearch] = useSearch(readTestsSearch)
  const { userId } = useAccount()
  const { profiles, reading } = useServices()
  const { data: profile } = useProfile(profiles, userId)
  const stories = useRecentStories(reading, { userId, limit: RECENT_STORIES })
  const language = profile?.tl ?? stories.data?.[0]?.language ?? ''
  return (
    <Page title={t('page.readTests')} description={t('read.testsDescription')}>
      {
        <Tabs
          value={search.tab}
          onValueChange={(tab) => setSearch({ tab: tab as (typeof TEST_TABS)[number] })}
        >
          <TabsList>
            {TEST_TABS.map((tab) => (
              <TabsTrigger key={tab} value={tab}>
                {t(`tests.tab.${tab}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="comprehension" className="pt-4">
            <ComprehensionTab stories={stories.data ?? []} storyId={search.story} />
          </TabsContent>
          <TabsContent value="vocabulary" className="pt-4">
            <VocabularyTab
              stories={(stories.data ?? []).filter((s) => s.language === language)}
              language={language}
            />
          </TabsContent>
          <TabsContent value="history" className="pt-4">
            <HistoryTab />
          </TabsContent>
        </Tabs>
      }
    </Page>
  )
}
