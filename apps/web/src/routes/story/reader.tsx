import { useProfile } from '@fabula/profile-api/react'
import type { Phrase, Story, WordStatusValue } from '@fabula/reading-api'
import { WORD_STATUSES } from '@fabula/reading-api'
import {
  useDeletePhrase,
  useLinkWordForm,
  usePhrases,
  useRemoveWordLink,
  useSavePhrase,
  useSaveWordDetails,
  useSetWordStatuses,
  useWordEntries,
} from '@fabula/reading-api/react'
import { Button, Card, CardContent, cn } from '@fabula/ui'
import type { CoverageReport } from '@fabula/reading'
import { BookOpenCheck, Keyboard } from 'lucide-react'
import * as React from 'react'
import { useNavigate } from 'react-router'
import { notify } from '@/app/notify'
import { coverageOf, effectiveStatus, knownRankOf } from '@/features/reading/coverage'
import { useFrequencyRanks } from '@/features/reading/frequency-ranks'
import { entryOf, type LemmaLink } from '@/features/reading/lemmas'
import type { OwnMeaningValues } from '@/features/reading/own-meaning-editor'
import { findPhrases, phraseKey } from '@/features/reading/phrases'
import { lemmaNow, useLemmaLinks, useRelinkLegacyWords } from '@/features/reading/use-lemma-links'
import { t } from '@/i18n/words'
import { READER_TEXT_CLASSES, useDisplayPreferences } from '@/lib/display-preferences'
import { userMessageOf } from '@/lib/errors'
import { useAccount, useServices } from '@/app/app-context'
import { FinishDialog } from './finish-dialog'
import { ImportParts, useAfterFinish } from './import-parts'
import { KeyboardHelp } from './keyboard-help'
import { PhrasePanel, type PhraseTarget } from './phrase-panel'
import { useReadingPlace } from './reading-place'
import { ReadingProgress } from './reading-progress'
import { StoryBadges } from './story-badges'
import { StoryOrigin } from './story-origin'
import {
  StoryText,
  describeWord,
  type OpenedWord,
  type WordRange,
} from '@/features/reading/words/story-text'
import { TimeRead } from './time-read'
import {
  directionOf,
  prepareParagraphs,
  sentenceOf,
  wordOccurrences,
  wordsBetween,
} from '@/features/reading/words/tokens'
import { useReadingTime } from './use-reading-time'
import { WordDetails } from '@/features/reading/words/word-details'
import { WordPanel, glossEntry } from '@/features/reading/words/word-panel'

const NO_PHRASES: Phrase[] = []

/** What the word details show: a word, or a phrase (selected, or saved and recurring). */
type Opened = { kind: 'word'; word: OpenedWord } | { kind: 'phrase'; target: PhraseTarget }

/** Keys 1–4 give these statuses (the order of the status buttons). */
const STATUS_KEYS: Record<string, WordStatusValue> = Object.fromEntries(
  WORD_STATUSES.map((status, i) => [String(i + 1), status]),
)

/** Whether a key press belongs to a text field (the learner is typing, not using shortcuts). */
function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest('input, textarea, select, [contenteditable="true"]') !== null
  )
}

/**
 * The reader of one story: coverage first, the interactive text, word and phrase details, keyboard
 * statuses and Finish. Statuses, own meanings and notes belong to each word's dictionary form
 * (linked in the background from the open dictionaries), so every inflection shows the same
 * status.
 */
export function Reader({ story }: { story: Story }) {
  const navigate = useNavigate()
  const { userId } = useAccount()
  const { profiles, reading } = useServices()
  const { data: profile } = useProfile(profiles, userId)
  const prefs = useDisplayPreferences()
  const lang = story.language
  const nativeLanguage = profile?.nl ?? story.native_language
  const book = useWordEntries(reading, userId, lang).data
  const phraseList = usePhrases(reading, userId, lang).data ?? NO_PHRASES
  const ranks = useFrequencyRanks(lang).data
  const setStatuses = useSetWordStatuses(reading, userId)
  const saveDetails = useSaveWordDetails(reading, userId)
  const linkForm = useLinkWordForm(reading, userId)
  const removeLink = useRemoveWordLink(reading, userId)
  const savePhrase = useSavePhrase(reading, userId)
  const deletePhrase = useDeletePhrase(reading, userId)
  useRelinkLegacyWords(userId, lang, nativeLanguage, book)
  const learnerLevel = profile?.lang_lvl ?? story.level
  const learnerSubLevel = profile?.lang_sub_lvl ?? story.sub_level
  const knownRank = knownRankOf(learnerLevel, learnerSubLevel)
  const paragraphs = React.useMemo(
    () => prepareParagraphs(story.paragraphs, lang),
    [story.paragraphs, lang],
  )
  const occurrences = React.useMemo(() => wordOccurrences(paragraphs), [paragraphs])
  const lemmaLinks = useLemmaLinks(occurrences, lang, nativeLanguage)
  const phrases = React.useMemo(
    () => findPhrases(occurrences, phraseList),
    [occurrences, phraseList],
  )

  /** The learner's own status of the word at `index` (its dictionary form's). */
  const savedStatus = React.useCallback(
    (normalized: string, index: number): WordStatusValue | undefined => {
      const link = lemmaLinks.get(index)
      return entryOf(book, link?.form ?? normalized, link?.lemma)?.status
    },
    [book, lemmaLinks],
  )
  // Statuses by form, as coverage counts them: what the learner said about each word's
  // dictionary form.
  const formStatuses = React.useMemo(() => {
    const statuses = new Map<string, WordStatusValue>()
    for (const word of occurrences) {
      const status = savedStatus(word.normalized, word.index)
      if (status) statuses.set(word.normalized, status)
    }
    return statuses
  }, [occurrences, savedStatus])

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
          formStatuses,
          ranks,
        ),
      )
    }, 0)
    return () => clearTimeout(timer)
  }, [ranks, paragraphs, lang, learnerLevel, learnerSubLevel, formStatuses])
  // Unmarked words outside the level prior are coloured new only when coverage counts them as
  // new, so names (which coverage leaves out) stay plain and the colours match the count.
  const newWords = React.useMemo(
    () => (coverage ? new Set(coverage.newWords.map((w) => w.word)) : null),
    [coverage],
  )
  const statusOf = React.useCallback(
    (word: string, index: number): WordStatusValue | undefined => {
      const saved = savedStatus(word, index)
      if (saved || !ranks) return saved
      const status = effectiveStatus(word, lang, formStatuses, ranks, knownRank)
      return status === 'new' && !newWords?.has(word) ? undefined : status
    },
    [savedStatus, ranks, lang, formStatuses, knownRank, newWords],
  )
  const inlineGlossOf = React.useMemo(
    () =>
      prefs.glossStyle === 'inline'
        ? (word: string, index: number) => {
            const link = lemmaLinks.get(index)
            return (
              entryOf(book, link?.form ?? word, link?.lemma)?.meaning ??
              glossEntry(story, { normalized: word, text: word })?.gloss ??
              undefined
            )
          }
        : undefined,
    [prefs.glossStyle, story, book, lemmaLinks],
  )

  const [opened, setOpened] = React.useState<Opened | null>(null)
  const [selection, setSelection] = React.useState<WordRange | null>(null)
  const [help, setHelp] = React.useState(false)
  const [finishing, setFinishing] = React.useState(false)
  const textRef = React.useRef<HTMLDivElement>(null)
  // Reading progress is the share of the text scrolled past, saved and restored (issue 15).
  const place = useReadingPlace(story.id, textRef)
  const time = useReadingTime(story.id, place.current)
  const afterFinish = useAfterFinish(story)

  const occurrenceAt = (index: number) => occurrences[index]
  const sentenceAt = (word: Pick<OpenedWord, 'paragraph' | 'sentence'>) => {
    const paragraph = paragraphs[word.paragraph]
    return paragraph ? sentenceOf(paragraph, word.sentence, lang).slice(0, 1000) : ''
  }

  /** The dictionary form of a word: linked in the background, else looked up now. */
  const linkOf = async (index: number): Promise<LemmaLink | null> => {
    const known = lemmaLinks.get(index)
    if (known) return known
    const word = occurrenceAt(index)
    return word ? lemmaNow(word, lang, nativeLanguage) : null
  }

  const setWordStatus = async (word: OpenedWord, status: WordStatusValue) => {
    const link = await linkOf(word.index)
    setStatuses.mutate({
      language: lang,
      entries: [
        {
          word: link?.form ?? word.normalized,
          lemma: link?.lemma,
          status,
          sentence: sentenceAt(word),
          storyId: story.id,
        },
      ],
    })
  }

  const saveWordDetails = async (word: OpenedWord, values: OwnMeaningValues) => {
    const link = await linkOf(word.index)
    const shown = statusOf(word.normalized, word.index)
    await saveDetails.mutateAsync({
      language: lang,
      form: link?.form ?? word.normalized,
      lemma: link?.lemma,
      meaning: values.meaning,
      note: values.note,
      status: shown === 'known' || shown === 'ignored' ? shown : 'learning',
      sentence: sentenceAt(word),
      storyId: story.id,
    })
    notify.success(t('words.own.saved'))
  }

  const phraseTarget = (range: WordRange): PhraseTarget | null => {
    const position = paragraphs.findIndex(
      (p) => range.start >= p.firstWord && range.start < p.firstWord + p.wordCount,
    )
    const paragraph = paragraphs[position]
    if (!paragraph) return null
    const words = wordsBetween(paragraph, range.start, range.end)
    const first = words[0]
    const last = words.at(-1)
    const element = textRef.current?.querySelector<HTMLElement>(`[data-w="${range.start}"]`)
    if (!first || !last || !element) return null
    return {
      start: range.start,
      end: range.end,
      text: paragraph.text.slice(first.offset, last.offset + last.text.length),
      key: phraseKey(words.map((word) => word.normalized)),
      words: words.length,
      sentence: sentenceOf(paragraph, first.sentence, lang).slice(0, 1000),
      element,
    }
  }

  const openPhrase = (range: WordRange) => {
    const target = phraseTarget(range)
    if (target) setOpened({ kind: 'phrase', target })
  }

  const savePhraseValues = async (
    target: PhraseTarget,
    values: OwnMeaningValues & { status: WordStatusValue },
  ) => {
    try {
      await savePhrase.mutateAsync({
        language: lang,
        phrase: target.key,
        text: target.text,
        status: values.status,
        meaning: values.meaning,
        note: values.note,
        sentence: target.sentence,
        storyId: story.id,
      })
      setSelection(null)
      notify.success(t('words.phrase.saved'))
    } catch (error) {
      notify.error(t('words.own.failed', { reason: userMessageOf(error) }))
      throw error
    }
  }

  /** The word or phrase keys act on: the one open, else the focused word. */
  const keyTarget = (): Opened | null => {
    if (opened) return opened
    const focused = document.activeElement
    if (!(focused instanceof HTMLElement) || !textRef.current?.contains(focused)) return null
    const word = describeWord(focused, paragraphs)
    return word ? { kind: 'word', word } : null
  }

  /** After K: the next word still new, focused (and opened if a word was open). */
  const moveToNextNew = (from: number, reopen: boolean) => {
    for (const word of occurrences.slice(from + 1)) {
      if (statusOf(word.normalized, word.index) !== 'new') continue
      const element = textRef.current?.querySelector<HTMLElement>(`[data-w="${word.index}"]`)
      if (!element) return
      element.focus()
      const next = describeWord(element, paragraphs)
      if (reopen && next) setOpened({ kind: 'word', word: next })
      return
    }
  }

  // Keys 1–4 set the status of the open or focused word (or phrase), K marks it known and moves
  // on, ? shows the shortcuts. Text fields keep their keys.
  const onKey = React.useRef<(event: KeyboardEvent) => void>(() => undefined)
  onKey.current = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
    if (typing(event.target)) return
    if (event.key === '?') {
      event.preventDefault()
      setHelp((shown) => !shown)
      return
    }
    const knownAndNext = event.key === 'k' || event.key === 'K'
    const status = knownAndNext ? 'known' : STATUS_KEYS[event.key]
    if (!status) return
    const target = keyTarget()
    if (!target) return
    event.preventDefault()
    if (target.kind === 'phrase') {
      const saved = phraseList.find((p) => p.phrase === target.target.key)
      void savePhraseValues(target.target, {
        status,
        meaning: saved?.meaning ?? null,
        note: saved?.note ?? null,
      }).catch(() => undefined)
      return
    }
    void setWordStatus(target.word, status)
    if (knownAndNext) moveToNextNew(target.word.index, opened !== null)
  }
  React.useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey.current(event)
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [])

  const finish = async (markKnown: boolean) => {
    setFinishing(false)
    if (markKnown && coverage) {
      const firstIndex = new Map<string, number>()
      for (const word of occurrences) {
        if (!firstIndex.has(word.normalized)) firstIndex.set(word.normalized, word.index)
      }
      setStatuses.mutate({
        language: lang,
        entries: coverage.newWords.map(({ word }) => {
          const link = lemmaLinks.get(firstIndex.get(word) ?? -1)
          return { word: link?.form ?? word, lemma: link?.lemma, status: 'known' as const }
        }),
      })
    }
    await time.finish()
    await navigate(afterFinish.href)
  }

  const closeDetails = () => {
    setOpened(null)
    setSelection(null)
  }

  const sidebar = prefs.glossStyle === 'sidebar'
  let details: React.ReactNode = null
  let anchor: HTMLElement | null = null
  if (opened?.kind === 'word') {
    const word = opened.word
    const link = lemmaLinks.get(word.index)
    const form = link?.form ?? word.normalized
    const ownLink = book?.links.get(form)
    anchor = word.element
    details = (
      <WordPanel
        key={word.index}
        word={word}
        story={story}
        nativeLanguage={nativeLanguage}
        lemma={link?.lemma}
        form={form}
        entry={entryOf(book, form, link?.lemma)}
        ownLink={ownLink?.linkedBy === 'learner' ? ownLink : undefined}
        status={statusOf(word.normalized, word.index)}
        sentence={sentenceAt(word)}
        following={occurrenceAt(word.index)?.following ?? ''}
        phrase={phrases.get(word.index)}
        onStatus={(status) => void setWordStatus(word, status)}
        onSaveDetails={(values) => saveWordDetails(word, values)}
        onLink={(lemma) =>
          lemma === null
            ? removeLink.mutate({ language: lang, form })
            : linkForm.mutate({ language: lang, form, lemma })
        }
        onOpenPhrase={() => {
          const span = phrases.get(word.index)
          if (span) openPhrase({ start: span.start, end: span.end })
        }}
      />
    )
  } else if (opened?.kind === 'phrase') {
    const target = opened.target
    anchor = target.element
    details = (
      <PhrasePanel
        key={target.key}
        target={target}
        saved={phraseList.find((p) => p.phrase === target.key)}
        language={lang}
        nativeLanguage={nativeLanguage}
        onSave={(values) => savePhraseValues(target, values)}
        onDelete={(phrase) => {
          deletePhrase.mutate({ id: phrase.id, language: lang })
          closeDetails()
          notify.success(t('words.phrase.deleted'))
        }}
      />
    )
  }

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start gap-2">
          <StoryBadges story={story} />
          <Button
            size="sm"
            variant="ghost"
            className="ms-auto"
            aria-keyshortcuts="?"
            onClick={() => setHelp(true)}
          >
            <Keyboard aria-hidden />
            {t('words.keys.open')}
          </Button>
        </div>
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
      {selection && selection.start === selection.end ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('words.phrase.selecting')}
        </p>
      ) : null}
      <div className={cn('grid gap-6', sidebar && 'sm:grid-cols-[minmax(0,1fr)_20rem]')}>
        <div ref={textRef}>
          <StoryText
            paragraphs={paragraphs}
            lang={lang}
            dir={directionOf(lang)}
            statusOf={statusOf}
            inlineGlossOf={inlineGlossOf}
            phrases={phrases}
            selection={selection}
            onSelect={setSelection}
            onSelectDone={openPhrase}
            onOpen={(word) => {
              setSelection(null)
              setOpened({ kind: 'word', word })
            }}
            label={t('reader.textLabel')}
            className={cn(
              READER_TEXT_CLASSES.textSize[prefs.textSize],
              READER_TEXT_CLASSES.lineSpacing[prefs.lineSpacing],
              'max-w-prose',
            )}
          />
        </div>
        <WordDetails anchor={anchor} onClose={closeDetails} sidebar={sidebar}>
          {details}
        </WordDetails>
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
      <KeyboardHelp open={help} onOpenChange={setHelp} />
    </div>
  )
}
