import { useProfile } from '@fabula/profile-api/react'
import type { ReviewCard } from '@fabula/reading-api'
import {
  storyQueryOptions,
  useDueReviews,
  useRecordReview,
  useReviewQueue,
} from '@fabula/reading-api/react'
import { Button, Card, CardContent, Label, Progress, Skeleton } from '@fabula/ui'
import { useQuery } from '@tanstack/react-query'
import { Rating, type Grade } from 'ts-fsrs'
import * as React from 'react'
import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { PreloadLink } from '@/components/preload-link'
import { useAccount, useServices } from '@/app/app-context'
import { notify } from '@/app/notify'
import { routeTable } from '@/app/route-table'
import { GRADES, gradeCard, nextDueByGrade } from '@/features/reading/fsrs'
import { localDayStart, reviewSearch } from '@/features/reading/vocabulary-search'
import { WordMeaning } from '@/features/reading/word-meaning'
import { formatNumber } from '@/i18n'
import { t } from '@/i18n/words'
import { userMessageOf } from '@/lib/errors'
import { languageName } from '@/lib/language-name'
import { useSearch } from '@/lib/search/use-search'
import { NativeSelect } from '@/routes/read-generate/native-select'
import { cardParts, modeOf } from './card-parts'

/** "in 10 min", "in 3 d": how far away a date is, in the largest whole unit. */
function after(due: Date, now: Date): string {
  const minutes = Math.max(1, Math.round((due.getTime() - now.getTime()) / 60_000))
  const [value, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 60 * 24
        ? [Math.round(minutes / 60), 'hour']
        : minutes < 60 * 24 * 60
          ? [Math.round(minutes / (60 * 24)), 'day']
          : minutes < 60 * 24 * 365
            ? [Math.round(minutes / (60 * 24 * 30)), 'month']
            : [Math.round(minutes / (60 * 24 * 365)), 'year']
  return formatNumber(value, { style: 'unit', unit, unitDisplay: 'short' })
}

/** The sentence with the word hidden (cloze) or highlighted (recall), as text. */
function Sentence({
  card,
  mode,
  revealed,
}: {
  card: ReviewCard
  mode: 'cloze' | 'recall'
  revealed: boolean
}) {
  const parts = cardParts(card)
  if (!parts) {
    return (
      <p className="text-2xl font-semibold" lang={card.language}>
        {card.text}
      </p>
    )
  }
  const hidden = mode === 'cloze' && !revealed
  return (
    <p className="text-xl leading-relaxed" lang={card.language} data-testid="review-sentence">
      {parts.before}
      {hidden ? (
        <span
          className="inline-block min-w-16 border-b-2 border-primary text-transparent select-none"
          aria-label="____"
          data-testid="review-gap"
        >
          {'_'.repeat(Math.max(3, [...parts.word].length))}
        </span>
      ) : (
        <mark className="rounded bg-amber-400/30 px-0.5 text-foreground" data-testid="review-word">
          {parts.word}
        </mark>
      )}
      {parts.after}
    </p>
  )
}

function ReviewSession({
  queue,
  language,
  nativeLanguage,
  onFinished,
}: {
  queue: ReviewCard[]
  language: string
  nativeLanguage: string
  onFinished: () => void
}) {
  const { userId } = useAccount()
  const { reading } = useServices()
  const record = useRecordReview(reading, userId)
  const [position, setPosition] = React.useState(0)
  const [revealed, setRevealed] = React.useState(false)
  const card = queue[position]
  const mode = card ? modeOf(card) : 'recall'
  // When the card was shown: the grade buttons say how far away each grade brings it back.
  const [now, setNow] = React.useState(() => new Date())
  const dueByGrade = React.useMemo(() => (card ? nextDueByGrade(card, now) : null), [card, now])
  // The story the word was met in: its glossary gives the meaning in context.
  const story = useQuery({
    ...storyQueryOptions(reading, userId, card?.story_id ?? ''),
    enabled: Boolean(card?.story_id),
  }).data

  const grade = React.useCallback(
    (rating: Grade) => {
      if (!card || !revealed) return
      const graded = gradeCard(card, rating, new Date())
      record.mutate(
        { cardId: card.id, mode, ...graded },
        {
          onSuccess: () => {
            if (graded.status === 'known') notify.success(t('review.known', { term: card.text }))
          },
          onError: (error) => notify.error(t('review.failed', { reason: userMessageOf(error) })),
        },
      )
      setRevealed(false)
      setNow(new Date())
      if (position + 1 >= queue.length) onFinished()
      else setPosition(position + 1)
    },
    [card, revealed, record, mode, position, queue.length, onFinished],
  )

  React.useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return
      const target = event.target as HTMLElement | null
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return
      if (!revealed && (event.key === ' ' || event.key === 'Enter')) {
        if (target?.closest('button, a')) return
        event.preventDefault()
        setRevealed(true)
        return
      }
      const rating = GRADES[Number(event.key) - 1]
      if (revealed && rating !== undefined) {
        event.preventDefault()
        grade(rating)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [revealed, grade])

  if (!card) return null
  const gloss = story?.glossary[card.text]?.gloss ?? story?.glossary[card.term]?.gloss
  return (
    <div className="flex flex-col gap-4" data-testid="review-session">
      <div className="flex items-center gap-3 text-sm text-muted-foreground">
        <Progress
          value={(position / queue.length) * 100}
          aria-label={t('review.progress', { done: position, total: queue.length })}
          className="flex-1"
        />
        <span className="tabular-nums" data-testid="review-progress">
          {t('review.progress', { done: position + 1, total: queue.length })}
        </span>
      </div>
      <Card data-testid="review-card" data-mode={mode}>
        <CardContent className="flex flex-col gap-4 py-2">
          <p className="text-sm font-medium text-muted-foreground">
            {mode === 'cloze' ? t('review.cloze') : t('review.recall')}
          </p>
          <Sentence card={card} mode={mode} revealed={revealed} />
          {card.story_title ? (
            <p className="text-xs text-muted-foreground">
              {t('review.fromStory', { title: card.story_title })}
            </p>
          ) : card.sentence === null ? (
            <p className="text-xs text-muted-foreground">{t('review.noSentence')}</p>
          ) : null}
          {revealed ? (
            <div className="flex flex-col gap-2 border-t pt-4" data-testid="review-answer">
              <p className="text-lg font-semibold" lang={language}>
                {card.kind === 'phrase' ? card.text : card.term}
              </p>
              {card.kind === 'word' ? (
                <WordMeaning
                  language={language}
                  nativeLanguage={nativeLanguage}
                  gloss={gloss}
                  glossLanguage={story?.gloss_language ?? 'en'}
                  own={card.meaning}
                  word={card.text}
                  text={card.text}
                  following=""
                  sentence={card.sentence ?? ''}
                />
              ) : card.meaning ? (
                <p lang={nativeLanguage}>{card.meaning}</p>
              ) : null}
              {card.note ? (
                <p className="text-sm whitespace-pre-line text-muted-foreground">{card.note}</p>
              ) : null}
            </div>
          ) : null}
        </CardContent>
      </Card>
      {revealed ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">{t('review.rate')}</p>
          <div
            className="grid grid-cols-2 gap-2 sm:grid-cols-4"
            role="group"
            aria-label={t('review.rate')}
          >
            {GRADES.map((rating, i) => (
              <Button
                key={rating}
                variant={rating === Rating.Good ? 'default' : 'outline'}
                className="h-auto flex-col gap-0 py-2"
                aria-keyshortcuts={String(i + 1)}
                onClick={() => grade(rating)}
                data-testid={`grade-${i + 1}`}
              >
                <span>
                  <kbd className="me-1 font-mono text-xs opacity-70">{i + 1}</kbd>
                  {t(`review.grade.${(i + 1) as 1 | 2 | 3 | 4}`)}
                </span>
                {dueByGrade ? (
                  <span className="text-xs font-normal opacity-80">
                    {t('review.next', { when: after(dueByGrade[rating], now) })}
                  </span>
                ) : null}
              </Button>
            ))}
          </div>
        </div>
      ) : (
        <Button size="lg" onClick={() => setRevealed(true)} aria-keyshortcuts="Space">
          {t('review.show')}
          <kbd className="ms-2 font-mono text-xs opacity-70">{t('review.showKey')}</kbd>
        </Button>
      )}
      <p className="text-xs text-muted-foreground">{t('review.keys')}</p>
    </div>
  )
}

export function Component() {
  const { userId } = useAccount()
  const { profiles, reading } = useServices()
  const { data: profile } = useProfile(profiles, userId)
  const [search, setSearch] = useSearch(reviewSearch)
  const dayStart = localDayStart()
  const counts = useDueReviews(reading, userId, dayStart).data ?? []
  const language = search.language ?? profile?.tl ?? counts[0]?.language ?? ''
  const [round, setRound] = React.useState(0)
  const [finished, setFinished] = React.useState(false)
  const queue = useReviewQueue(reading, userId, { language, dayStart, limit: 50 })
  const id = React.useId()
  const languages = [
    ...new Set([...(profile?.tl ? [profile.tl] : []), ...counts.map((c) => c.language)]),
  ]

  const again = () => {
    setFinished(false)
    setRound((n) => n + 1)
    void queue.refetch()
  }

  return (
    <Page title={t('page.vocabularyReview')} description={t('review.description')}>
      {languages.length > 1 ? (
        <div className="grid max-w-xs gap-1">
          <Label htmlFor={id}>{t('review.language')}</Label>
          <NativeSelect
            id={id}
            value={language}
            onChange={(event) => {
              setFinished(false)
              setSearch({ language: event.target.value as 'es' })
            }}
          >
            {languages.map((code) => (
              <option key={code} value={code}>
                {languageName(code)} ({counts.find((c) => c.language === code)?.due ?? 0})
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : null}
      <div className="mx-auto w-full max-w-2xl">
        {queue.isPending ? (
          <Skeleton className="h-64 w-full" />
        ) : finished || (queue.data?.length ?? 0) === 0 ? (
          <NothingYet
            body={finished ? t('review.done') : t('review.empty')}
            action={
              <div className="flex flex-wrap justify-center gap-2">
                <Button variant="outline" onClick={again}>
                  {t('review.again')}
                </Button>
                <Button asChild variant="ghost">
                  <PreloadLink to={routeTable.vocabulary.href()}>
                    {t('page.vocabulary')}
                  </PreloadLink>
                </Button>
              </div>
            }
          />
        ) : (
          <ReviewSession
            key={`${language}-${round}-${queue.dataUpdatedAt}`}
            queue={queue.data ?? []}
            language={language}
            nativeLanguage={profile?.nl ?? 'en'}
            onFinished={() => setFinished(true)}
          />
        )}
      </div>
    </Page>
  )
}
