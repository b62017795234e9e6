import type { Lesson } from '@fabula/lessons-api'
import { useProfile } from '@fabula/profile-api/react'
import type { WordStatusValue } from '@fabula/reading-api'
import {
  useSaveWordDetails,
  useSetWordStatuses,
  useWordEntries,
  useWordStatuses,
} from '@fabula/reading-api/react'
import { segmentWords } from '@fabula/reading'
import * as React from 'react'
import { useAccount, useServices } from '@/app/app-context'
import { coverageOf, effectiveStatus, knownRankOf } from '@/features/reading/coverage'
import { useFrequencyRanks } from '@/features/reading/frequency-ranks'
import { StoryText, type OpenedWord } from '@/features/reading/words/story-text'
import { directionOf, prepareParagraphs } from '@/features/reading/words/tokens'
import { WordDetails } from '@/features/reading/words/word-details'
import { WordPanel, type WordPanelProps } from '@/features/reading/words/word-panel'
import { entryOf } from '@/features/reading/lemmas'
import { notify } from '@/app/notify'
import { t } from '@/i18n/words'

/** What the reader's word panel looks words up in: glossary and sentence translations. */
type WordSource = WordPanelProps['story']
type Glossary = WordSource['glossary']

interface LessonWords {
  lang: string
  statusOf: (word: string) => WordStatusValue | undefined
  open: (word: OpenedWord, source: WordSource) => void
  glossary: Glossary
  glossLanguage: string
}

const LessonWordsContext = React.createContext<LessonWords | null>(null)

const EMPTY = new Map<string, WordStatusValue>()

/**
 * The lesson's own glossary for the reader's word panel, from its vocabulary sections: a word
 * (or its dictionary form) gives its meaning; each word of a phrase gives the phrase and its
 * meaning, unless it has an entry of its own.
 */
function lessonGlossary(lesson: Lesson): Glossary {
  const single: Glossary = {}
  const inPhrases: Glossary = {}
  for (const section of lesson.sections) {
    if (section.kind !== 'vocabulary') continue
    for (const item of section.items) {
      const words = segmentWords(item.word, lesson.language).filter((token) => token.isWord)
      const lemma = item.lemma ?? null
      if (words.length === 1 && words[0]) {
        single[words[0].normalized] = { lemma, gloss: item.meaning }
      } else {
        for (const word of words) {
          inPhrases[word.normalized] ??= {
            lemma: item.word,
            gloss: `${item.word}: ${item.meaning}`,
          }
        }
      }
      const lemmaWords = lemma ? segmentWords(lemma, lesson.language).filter((t) => t.isWord) : []
      if (lemmaWords.length === 1 && lemmaWords[0]) {
        single[lemmaWords[0].normalized] ??= { lemma, gloss: item.meaning }
      }
    }
  }
  return { ...inPhrases, ...single }
}

/** The lesson's texts in the language taught: example sentences and vocabulary. */
function lessonTexts(lesson: Lesson): string[] {
  return lesson.sections.flatMap((section) =>
    section.kind === 'examples'
      ? section.items.map((item) => item.text)
      : section.kind === 'vocabulary'
        ? section.items.map((item) => item.word)
        : [],
  )
}

/**
 * Gives the lesson's texts the reader's word lookups and statuses: the same word panel, the same
 * status colours (the learner's statuses, else the level prior), the same status writes. In a
 * preview (`recording` false) status changes stay on screen and are not saved.
 */
export function LessonWordsProvider({
  lesson,
  recording,
  children,
}: {
  lesson: Lesson
  recording: boolean
  children: React.ReactNode
}) {
  const { userId } = useAccount()
  const { profiles, reading } = useServices()
  const lang = lesson.language
  const { data: profile } = useProfile(profiles, userId)
  const saved = useWordStatuses(reading, userId, lang).data ?? EMPTY
  const ranks = useFrequencyRanks(lang).data
  const setStatuses = useSetWordStatuses(reading, userId)
  const book = useWordEntries(reading, userId, lang).data
  const saveDetails = useSaveWordDetails(reading, userId)
  const [local, setLocal] = React.useState<ReadonlyMap<string, WordStatusValue>>(EMPTY)
  const level = profile?.lang_lvl ?? lesson.level
  const subLevel = profile?.lang_sub_lvl ?? lesson.subLevel
  const knownRank = knownRankOf(level, subLevel)
  const statuses = React.useMemo(
    () => (local.size === 0 ? saved : new Map([...saved, ...local])),
    [saved, local],
  )
  // As in the reader: an unmarked word outside the level prior is coloured new only when
  // coverage counts it as new, so names stay plain.
  const newWords = React.useMemo(() => {
    if (!ranks) return null
    const report = coverageOf(
      lessonTexts(lesson).join('\n\n'),
      lang,
      { level, subLevel },
      statuses,
      ranks,
    )
    return new Set(report.newWords.map((entry) => entry.word))
  }, [ranks, lesson, lang, level, subLevel, statuses])
  const statusOf = React.useCallback(
    (word: string) => {
      if (!ranks) return statuses.get(word)
      const status = effectiveStatus(word, lang, statuses, ranks, knownRank)
      return status === 'new' && !newWords?.has(word) && !statuses.has(word) ? undefined : status
    },
    [ranks, lang, statuses, knownRank, newWords],
  )
  const glossary = React.useMemo(() => lessonGlossary(lesson), [lesson])
  const [opened, setOpened] = React.useState<{ word: OpenedWord; source: WordSource } | null>(null)
  const value = React.useMemo<LessonWords>(
    () => ({
      lang,
      statusOf,
      open: (word, source) => setOpened({ word, source }),
      glossary,
      glossLanguage: lesson.translationLanguage,
    }),
    [lang, statusOf, glossary, lesson.translationLanguage],
  )
  const setStatus = (word: string, status: WordStatusValue) => {
    if (recording) setStatuses.mutate({ language: lang, entries: [{ word, status }] })
    else setLocal((current) => new Map(current).set(word, status))
  }
  return (
    <LessonWordsContext.Provider value={value}>
      {children}
      <WordDetails
        anchor={opened?.word.element ?? null}
        onClose={() => setOpened(null)}
        sidebar={false}
      >
        {opened ? (
          <WordPanel
            key={opened.word.index}
            word={opened.word}
            story={opened.source}
            nativeLanguage={profile?.nl ?? lesson.translationLanguage}
            lemma={undefined}
            form={opened.word.normalized}
            entry={entryOf(book, opened.word.normalized, undefined)}
            ownLink={undefined}
            status={statusOf(opened.word.normalized)}
            sentence=""
            following=""
            onStatus={(status) => setStatus(opened.word.normalized, status)}
            onSaveDetails={async (values) => {
              if (!recording) return
              await saveDetails.mutateAsync({
                language: lang,
                form: opened.word.normalized,
                meaning: values.meaning,
                note: values.note,
                status: 'learning',
              })
              notify.success(t('words.own.saved'))
            }}
            onLink={() => undefined}
          />
        ) : null}
      </WordDetails>
    </LessonWordsContext.Provider>
  )
}

/** Props of {@link TappableText}. */
export interface TappableTextProps {
  /** Texts in the lesson's language, one block each. */
  texts: readonly string[]
  /** The translation of each text, shown by the word panel's sentence translation. */
  translations?: readonly (string | undefined)[]
  /** Accessible name of the group. */
  label: string
  className?: string
}

/** Lesson text whose words open the reader's word panel (inside {@link LessonWordsProvider}). */
export function TappableText({ texts, translations, label, className }: TappableTextProps) {
  const words = React.useContext(LessonWordsContext)
  if (!words) throw new Error('TappableText outside <LessonWordsProvider>')
  const { lang, statusOf, open, glossary, glossLanguage } = words
  const paragraphs = React.useMemo(() => prepareParagraphs(texts, lang), [texts, lang])
  const source = React.useMemo<WordSource>(
    () => ({
      glossary,
      gloss_language: glossLanguage,
      language: lang,
      // One translation for the whole text: every sentence of it shows it.
      sentence_translations: paragraphs.map((paragraph, index) => {
        const sentences = Math.max(1, ...paragraph.tokens.map((token) => token.sentenceIndex + 1))
        return Array.from({ length: sentences }, () => ({
          translation: translations?.[index] ?? null,
        }))
      }),
    }),
    [glossary, glossLanguage, lang, paragraphs, translations],
  )
  return (
    <StoryText
      paragraphs={paragraphs}
      lang={lang}
      dir={directionOf(lang)}
      statusOf={statusOf}
      onOpen={(word) => open(word, source)}
      label={label}
      {...(className ? { className } : {})}
    />
  )
}
