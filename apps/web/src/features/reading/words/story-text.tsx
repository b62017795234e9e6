import { cn } from '@fabula/ui'
import * as React from 'react'
import { flushSync } from 'react-dom'
import type { WordStatusValue } from '@fabula/reading-api'
import type { Piece, PreparedParagraph } from './tokens'

/** A word the learner opened: where it is and what it says. */
export interface OpenedWord {
  index: number
  paragraph: number
  sentence: number
  text: string
  normalized: string
  element: HTMLElement
}

/** Props of {@link StoryText}. */
export interface StoryTextProps {
  paragraphs: readonly PreparedParagraph[]
  lang: string
  dir: 'ltr' | 'rtl'
  /** The learner's status for a normalised word; `undefined` shows the word unmarked. */
  statusOf: (normalized: string) => WordStatusValue | undefined
  /** Inline glosses (display setting "inline"): the gloss of a new or learning word, if any. */
  inlineGlossOf?: ((normalized: string) => string | undefined) | undefined
  onOpen: (word: OpenedWord) => void
  className?: string
  label: string
}

/**
 * Status styles: colour plus a distinct underline, so the status never rests on colour alone
 * (new: solid, learning: dashed, ignored: dotted and faded, known: plain).
 */
const STATUS_CLASSES: Record<WordStatusValue, string> = {
  new: 'bg-sky-500/15 underline decoration-sky-600 decoration-2 underline-offset-4 dark:decoration-sky-400',
  learning:
    'bg-amber-400/20 underline decoration-amber-600 decoration-dashed decoration-2 underline-offset-4 dark:decoration-amber-400',
  known: '',
  ignored: 'text-muted-foreground underline decoration-dotted underline-offset-4',
}

const WORD_CLASSES =
  'cursor-pointer rounded-sm outline-none focus-visible:ring-2 focus-visible:ring-ring hover:bg-accent'

interface ParagraphProps {
  paragraph: PreparedParagraph
  position: number
  /** The global index of the word holding the tab stop, when it is in this paragraph; else -1. */
  active: number
  statusOf: StoryTextProps['statusOf']
  inlineGlossOf: StoryTextProps['inlineGlossOf']
}

function renderPiece(
  piece: Piece,
  key: number,
  active: number,
  statusOf: StoryTextProps['statusOf'],
  inlineGlossOf: StoryTextProps['inlineGlossOf'],
) {
  if (!piece.word) return piece.text
  const status = statusOf(piece.normalized)
  const gloss =
    inlineGlossOf && (status === 'new' || status === 'learning')
      ? inlineGlossOf(piece.normalized)
      : undefined
  const word = (
    <span
      key={key}
      role="button"
      tabIndex={piece.index === active ? 0 : -1}
      data-w={piece.index}
      data-status={status}
      className={cn(WORD_CLASSES, status && STATUS_CLASSES[status])}
    >
      {piece.text}
    </span>
  )
  if (!gloss) return word
  return (
    <ruby key={key}>
      {word}
      <rt className="text-xs text-muted-foreground select-none">{gloss}</rt>
    </ruby>
  )
}

// Memoised per paragraph: a move of the tab stop re-renders at most two paragraphs.
const Paragraph = React.memo(function Paragraph({
  paragraph,
  position,
  active,
  statusOf,
  inlineGlossOf,
}: ParagraphProps) {
  return (
    // Off-screen paragraphs skip layout and paint (content-visibility), which keeps a tap's
    // popover fast in a 5,000-word story.
    <p data-p={position} className="[contain-intrinsic-size:auto_6rem] [content-visibility:auto]">
      {paragraph.pieces.map((piece, key) =>
        renderPiece(piece, key, active, statusOf, inlineGlossOf),
      )}
    </p>
  )
})

/** Words rendered in the first commit; the rest follows in an interruptible transition. */
const FIRST_RENDER_WORDS = 600

/** Paragraphs added per background step after the first screen. */
const RENDER_STEP = 6

/** How many paragraphs hold the first {@link FIRST_RENDER_WORDS} words. */
function firstScreen(paragraphs: readonly PreparedParagraph[]): number {
  const index = paragraphs.findIndex((p) => p.firstWord + p.wordCount >= FIRST_RENDER_WORDS)
  return index === -1 ? paragraphs.length : index + 1
}

function wordElement(root: HTMLElement | null, index: number): HTMLElement | null {
  return root?.querySelector<HTMLElement>(`[data-w="${index}"]`) ?? null
}

function describe(
  element: HTMLElement,
  paragraphs: readonly PreparedParagraph[],
): OpenedWord | null {
  const index = Number(element.dataset.w)
  const position = Number(element.closest<HTMLElement>('[data-p]')?.dataset.p)
  const paragraph = paragraphs[position]
  if (!paragraph || !Number.isInteger(index)) return null
  const piece = paragraph.pieces.find((p) => p.word && p.index === index)
  if (!piece?.word) return null
  return {
    index,
    paragraph: position,
    sentence: piece.sentence,
    text: piece.text,
    normalized: piece.normalized,
    element,
  }
}

/**
 * The story's text: every word a span of plain text (no HTML is ever injected), one tab stop that
 * the arrow keys move between words (roving tabindex), and one delegated click and key handler
 * on the container instead of one per word.
 */
export function StoryText({
  paragraphs,
  lang,
  dir,
  statusOf,
  inlineGlossOf,
  onOpen,
  className,
  label,
}: StoryTextProps) {
  const root = React.useRef<HTMLDivElement>(null)
  const [active, setActive] = React.useState(0)
  const total = paragraphs.reduce((sum, p) => sum + p.wordCount, 0)
  // The first screen renders at once; the rest of a long story follows in small steps, so the
  // words on screen respond at once.
  const [shown, setShown] = React.useState(() => firstScreen(paragraphs))
  React.useEffect(() => {
    if (shown >= paragraphs.length) return
    // Small steps, each after the next paint, so the first screen shows at once and no long
    // task blocks a tap. Plain updates, not transitions: the navigation that shows the story is
    // one, and transitions entangle, so the first screen would wait for the whole text.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setShown((n) => Math.min(paragraphs.length, n + RENDER_STEP)), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [shown, paragraphs.length])

  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(total - 1, index))
    if (!wordElement(root.current, target)) flushSync(() => setShown(paragraphs.length))
    setActive(target)
    wordElement(root.current, target)?.focus()
  }

  const paragraphOf = (index: number) =>
    paragraphs.findIndex((p) => index >= p.firstWord && index < p.firstWord + p.wordCount)

  const open = (element: HTMLElement) => {
    const word = describe(element, paragraphs)
    if (!word) return
    setActive(word.index)
    onOpen(word)
  }

  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    const element = (event.target as HTMLElement).closest<HTMLElement>('[data-w]')
    if (element) open(element)
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const element = (event.target as HTMLElement).closest<HTMLElement>('[data-w]')
    if (!element) return
    const index = Number(element.dataset.w)
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    let handled = true
    if (event.key === forward) moveTo(index + 1)
    else if (event.key === back) moveTo(index - 1)
    else if (event.key === 'ArrowDown') {
      const next = paragraphs[paragraphOf(index) + 1]
      moveTo(next ? next.firstWord : total - 1)
    } else if (event.key === 'ArrowUp') {
      const current = paragraphs[paragraphOf(index)]
      const previous = paragraphs[paragraphOf(index) - 1]
      moveTo(current && index > current.firstWord ? current.firstWord : (previous?.firstWord ?? 0))
    } else if (event.key === 'Home') moveTo(0)
    else if (event.key === 'End') moveTo(total - 1)
    else if (event.key === 'Enter' || event.key === ' ') open(element)
    else handled = false
    if (handled) event.preventDefault()
  }

  return (
    <div
      ref={root}
      lang={lang}
      dir={dir}
      role="group"
      aria-label={label}
      data-testid="story-text"
      className={cn('flex flex-col gap-4', className)}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      {paragraphs.slice(0, shown).map((paragraph, position) => (
        <Paragraph
          key={position}
          paragraph={paragraph}
          position={position}
          active={
            active >= paragraph.firstWord && active < paragraph.firstWord + paragraph.wordCount
              ? active
              : -1
          }
          statusOf={statusOf}
          inlineGlossOf={inlineGlossOf}
        />
      ))}
    </div>
  )
}
