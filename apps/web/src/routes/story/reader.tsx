import { useProfile } from '@fabula/profile-api/react'
import type { Story, WordStatusValue } from '@fabula/reading-api'
import { useSetWordStatuses, useWordStatuses } from '@fabula/reading-api/react'
import { Button, Card, CardContent, cn } from '@fabula/ui'
import type { CoverageReport } from '@fabula/reading'
import { BookOpenCheck } from 'lucide-react'
import * as React from 'react'
import { useNavigate } from 'react-router'
import { coverageOf, effectiveStatus, knownRankOf } from '@/features/reading/coverage'
import { useFrequencyRanks } from '@/features/reading/frequency-ranks'
import { t } from '@/i18n/reading'
import { READER_TEXT_CLASSES, useDisplayPreferences } from '@/lib/display-preferences'
import { useAccount, useServices } from '@/app/app-context'
import { FinishDialog } from './finish-dialog'
import { ImportParts, useAfterFinish } from './import-parts'
import { useReadingPlace } from './reading-place'
import { ReadingProgress } from './reading-progress'
import { StoryBadges } from './story-badges'
import { StoryOrigin } from './story-origin'
import { StoryText } from '@/features/reading/words/story-text'
import { TimeRead } from './time-read'
import type { OpenedWord } from '@/features/reading/words/story-text'
import { directionOf, prepareParagraphs } from '@/features/reading/words/tokens'
import { useReadingTime } from './use-reading-time'
import { WordDetails } from '@/features/reading/words/word-details'
import { glossEntry } from '@/features/reading/words/word-panel'

const EMPTY = new Map<string, WordStatusValue>()

/** The reader of one story: coverage first, the interactive text, word details and Finish. */
export function Reader({ story }: { story: Story }) {
  const navigate = useNavigate()
  const { userId } = useAccount()
  const { profiles, reading } = useServices()
  const { data: profile } = useProfile(profiles, userId)
  const prefs = useDisplayPreferences()
  const lang = story.language
  const statuses = useWordStatuses(reading, userId, lang).data ?? EMPTY
  const ranks = useFrequencyRanks(lang).data
  const setStatuses = useSetWordStatuses(reading, userId)
  const learnerLevel = profile?.lang_lvl ?? story.level
  const learnerSubLevel = profile?.lang_sub_lvl ?? story.sub_level
  const knownRank = knownRankOf(learnerLevel, learnerSubLevel)
  const paragraphs = React.useMemo(
    () => prepareParagraphs(story.paragraphs, lang),
    [story.paragraphs, lang],
  )
  // Measured after the text is on screen, in its own task: it is not needed for the first paint.
  const [coverage, setCoverage] = React.useState<CoverageReport | null>(null)
  React.useEffect(() => {
    if (!ranks) return
    const timer = setTimeout(() => {
      setCoverage(
        coverageOf(
          paragraphs.flatMap((p) => p.tokens),
          lang,
          { level: learnerLevel, subLevel: learnerSubLevel },
          statuses,
          ranks,
        ),
      )
    }, 0)
    return () => clearTimeout(timer)
  }, [ranks, paragraphs, lang, learnerLevel, learnerSubLevel, statuses])
  // Unmarked words outside the level prior are coloured new only when coverage counts them as
  // new, so names (which coverage leaves out) stay plain and the colours match the count.
  const newWords = React.useMemo(
    () => (coverage ? new Set(coverage.newWords.map((w) => w.word)) : null),
    [coverage],
  )
  const statusOf = React.useCallback(
    (word: string): WordStatusValue | undefined => {
      if (!ranks) return statuses.get(word)
      const status = effectiveStatus(word, lang, statuses, ranks, knownRank)
      return status === 'new' && !newWords?.has(word) && !statuses.has(word) ? undefined : status
    },
    [ranks, lang, statuses, knownRank, newWords],
  )
  const inlineGlossOf = React.useMemo(
    () =>
      prefs.glossStyle === 'inline'
        ? (word: string) => glossEntry(story, { normalized: word, text: word })?.gloss ?? undefined
        : undefined,
    [prefs.glossStyle, story],
  )

  const [opened, setOpened] = React.useState<OpenedWord | null>(null)
  const [finishing, setFinishing] = React.useState(false)
  const textRef = React.useRef<HTMLDivElement>(null)
  // Reading progress is the share of the text scrolled past, saved and restored (issue 15).
  const place = useReadingPlace(story.id, textRef)
  const time = useReadingTime(story.id, place.current)
  const afterFinish = useAfterFinish(story)

  const setStatus = (word: string, status: WordStatusValue) =>
    setStatuses.mutate({ language: lang, entries: [{ word, status }] })

  const finish = async (markKnown: boolean) => {
    setFinishing(false)
    if (markKnown && coverage) {
      setStatuses.mutate({
        language: lang,
        entries: coverage.newWords.map(({ word }) => ({ word, status: 'known' as const })),
      })
    }
    await time.finish()
    await navigate(afterFinish.href)
  }

  const sidebar = prefs.glossStyle === 'sidebar'
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <StoryBadges story={story} />
        <StoryOrigin story={story} />
        <Card>
          <CardContent className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
            {coverage ? (
              <>
                <p data-testid="coverage">
                  {t('reader.coverage', { percent: Math.round(coverage.knownTokenShare * 100) })}
                </p>
                <p data-testid="new-words">
                  {t('reader.newWords', { count: coverage.newWords.length })}
                </p>
              </>
            ) : (
              <p className="text-muted-foreground">{t('reader.measuring')}</p>
            )}
            <ReadingProgress share={place.furthest} />
            <TimeRead storyId={story.id} />
          </CardContent>
        </Card>
      </header>
      <div className={cn('grid gap-6', sidebar && 'sm:grid-cols-[minmax(0,1fr)_18rem]')}>
        <div ref={textRef}>
          <StoryText
            paragraphs={paragraphs}
            lang={lang}
            dir={directionOf(lang)}
            statusOf={statusOf}
            inlineGlossOf={inlineGlossOf}
            onOpen={setOpened}
            label={t('reader.textLabel')}
            className={cn(
              READER_TEXT_CLASSES.textSize[prefs.textSize],
              READER_TEXT_CLASSES.lineSpacing[prefs.lineSpacing],
              'max-w-prose',
            )}
          />
        </div>
        <WordDetails
          word={opened}
          onClose={() => setOpened(null)}
          sidebar={sidebar}
          story={story}
          status={opened ? statusOf(opened.normalized) : undefined}
          onStatus={(status) => opened && setStatus(opened.normalized, status)}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3 border-t pt-4">
        <Button data-testid="finish-story" onClick={() => setFinishing(true)}>
          <BookOpenCheck aria-hidden />
          {t('reader.finish')}
        </Button>
        <p className="text-sm text-muted-foreground">{afterFinish.hint}</p>
      </div>
      <ImportParts story={story} />
      <FinishDialog
        open={finishing}
        onOpenChange={setFinishing}
        newWords={coverage?.newWords.length ?? 0}
        continueLabel={afterFinish.label}
        onFinish={(markKnown) => void finish(markKnown)}
      />
    </div>
  )
}
