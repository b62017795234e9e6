import { cn } from '@fabula/ui'
import * as React from 'react'
import { flushSync } from 'react-dom'
import type { WordStatusValue } from '@fabula/reading-api'
import type { PhraseSpan } from '@/features/reading/phrases'
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

/** Adjacent words the learner selected (global word indices, one paragraph, inclusive). */
export interface WordRange {
  start: number
  end: number
}

/** Props of {@link StoryText}. */
export interface StoryTextProps {
  paragraphs: readonly PreparedParagraph[]
  lang: string
  dir: 'ltr' | 'rtl'
  /** The learner's status of the word at `index`; `undefined` shows the word unmarked. */
  statusOf: (normalized: string, index: number) => WordStatusValue | undefined
  /** Inline glosses (display setting "inline"): the gloss of a new or learning word, if any. */
  inlineGlossOf?: ((normalized: string, index: number) => string | undefined) | undefined
  /** Saved phrases found in the text, by word index. */
  phrases?: ReadonlyMap<number, PhraseSpan> | undefined
  /** The words being selected for a phrase. */
  selection?: WordRange | null | undefined
  /** The selection changed (drag, Shift+arrows, long-press); `null` clears it. */
  onSelect?: ((range: WordRange | null) => void) | undefined
  /** A selection of two or more words is complete: save it as a phrase. */
  onSelectDone?: ((range: WordRange) => void) | undefined
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
  'cursor-pointer rounded-sm outline-none [-webkit-touch-callout:none] focus-visible:ring-2 focus-visible:ring-ring hover:bg-accent'
/** A saved phrase: an overline band joining its words (and the spaces between them). */
const PHRASE_CLASSES =
  'rounded-none shadow-[inset_0_2px_0_0] shadow-violet-500/70 dark:shadow-violet-400/70'
/** Words being selected for a new phrase. */
const SELECTED_CLASSES = 'bg-primary/25 rounded-none'

/** How long a touch must rest on a word to start selecting a phrase. */
const LONG_PRESS_MS = 450
/** A touch that moves farther than this before the long press is a scroll. */
const TOUCH_SLOP_PX = 10

interface ParagraphProps {
  paragraph: PreparedParagraph
  position: number
  /** The global index of the word holding the tab stop, when it is in this paragraph; else -1. */
  active: number
  /** The part of the selection in this paragraph, or null. */
  selection: WordRange | null
  statusOf: StoryTextProps['statusOf']
  inlineGlossOf: StoryTextProps['inlineGlossOf']
  phrases: StoryTextProps['phrases']
}

const inRange = (range: WordRange | null, index: number) =>
  range !== null && index >= range.start && index <= range.end

function renderWord(
  piece: Extract<Piece, { word: true }>,
  key: number,
  { active, selection, statusOf, inlineGlossOf, phrases }: ParagraphProps,
) {
  const status = statusOf(piece.normalized, piece.index)
  const phrase = phrases?.get(piece.index)
  const selected = inRange(selection, piece.index)
  const gloss =
    inlineGlossOf && (status === 'new' || status === 'learning')
      ? inlineGlossOf(piece.normalized, piece.index)
      : undefined
  const word = (
    <span
      key={key}
      role="button"
      tabIndex={piece.index === active ? 0 : -1}
      data-w={piece.index}
      data-status={status}
      data-phrase={phrase?.phrase.id}
      data-selected={selected ? 'true' : undefined}
      aria-selected={selection ? selected : undefined}
      className={cn(
        WORD_CLASSES,
        status && STATUS_CLASSES[status],
        phrase && PHRASE_CLASSES,
        selected && SELECTED_CLASSES,
      )}
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

// Memoised per paragraph: a move of the tab stop or the selection re-renders at most the
// paragraphs it touches.
const Paragraph = React.memo(function Paragraph(props: ParagraphProps) {
  const { paragraph, position, selection, phrases } = props
  const pieces = paragraph.pieces
  return (
    // Off-screen paragraphs skip layout and paint (content-visibility), which keeps a tap's
    // popover fast in a 5,000-word story.
    <p data-p={position} className="[contain-intrinsic-size:auto_6rem] [content-visibility:auto]">
      {pieces.map((piece, key) => {
        if (piece.word) return renderWord(piece, key, props)
        // The text between two words of one phrase (or of the selection) joins their band.
        const before = pieces[key - 1]
        const after = pieces[key + 1]
        if (!before?.word || !after?.word) return piece.text
        const phrase = phrases?.get(before.index)
        const joined = phrase !== undefined && phrases?.get(after.index) === phrase
        const selected = inRange(selection, before.index) && inRange(selection, after.index)
        if (!joined && !selected) return piece.text
        return (
          <span key={key} className={cn(joined && PHRASE_CLASSES, selected && SELECTED_CLASSES)}>
            {piece.text}
          </span>
        )
      })}
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

/** The word an element of the text shows (`null` for anything else). */
export function describeWord(
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

/** The word element under a pointer position, and its paragraph. */
function wordAt(x: number, y: number): { index: number; paragraph: number } | null {
  const element = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-w]')
  const paragraph = Number(element?.closest<HTMLElement>('[data-p]')?.dataset.p)
  const index = Number(element?.dataset.w)
  return element && Number.isInteger(index) ? { index, paragraph } : null
}

interface DragState {
  anchor: number
  paragraph: number
  pointerType: string
  x: number
  y: number
  timer: ReturnType<typeof setTimeout> | undefined
  /** A touch rested long enough: the selection started. */
  pressed: boolean
  /** The selection grew past the anchor. */
  extended: boolean
}

/**
 * The story's text: every word a span of plain text (no HTML is ever injected), one tab stop that
 * the arrow keys move between words (roving tabindex), and one delegated click, key and pointer
 * handler on the container instead of one per word. Adjacent words of one paragraph can be
 * selected for a phrase: drag with a mouse, Shift+arrows, or a long press then a tap on the last
 * word (or a drag) on touch.
 */
export function StoryText({
  paragraphs,
  lang,
  dir,
  statusOf,
  inlineGlossOf,
  phrases,
  selection = null,
  onSelect,
  onSelectDone,
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
    const word = describeWord(element, paragraphs)
    if (!word) return
    setActive(word.index)
    onOpen(word)
  }

  const range = (a: number, b: number): WordRange => ({
    start: Math.min(a, b),
    end: Math.max(a, b),
  })

  // --- Phrase selection with a pointer ---------------------------------------------------------
  const drag = React.useRef<DragState | null>(null)
  /** The click that ends a drag or a long press selects, it does not open a word. */
  const swallowClicksUntil = React.useRef(0)
  const swallowNextClick = () => {
    swallowClicksUntil.current = performance.now() + 500
  }

  const endDrag = () => {
    if (drag.current?.timer) clearTimeout(drag.current.timer)
    drag.current = null
    root.current?.removeAttribute('data-dragging')
  }

  const onPointerDown = (event: React.PointerEvent<HTMLDivElement>) => {
    if (!onSelect) return
    const element = (event.target as HTMLElement).closest<HTMLElement>('[data-w]')
    if (!element || (event.pointerType === 'mouse' && event.button !== 0)) return
    const anchor = Number(element.dataset.w)
    const paragraph = Number(element.closest<HTMLElement>('[data-p]')?.dataset.p)
    const state: DragState = {
      anchor,
      paragraph,
      pointerType: event.pointerType,
      x: event.clientX,
      y: event.clientY,
      timer: undefined,
      pressed: false,
      extended: false,
    }
    if (event.pointerType !== 'mouse') {
      state.timer = setTimeout(() => {
        state.pressed = true
        swallowNextClick()
        onSelect({ start: anchor, end: anchor })
      }, LONG_PRESS_MS)
    }
    drag.current = state
  }

  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const state = drag.current
    if (!state || !onSelect) return
    const touch = state.pointerType !== 'mouse'
    if (touch && !state.pressed) {
      // Moving before the long press: the learner is scrolling.
      if (Math.hypot(event.clientX - state.x, event.clientY - state.y) > TOUCH_SLOP_PX) endDrag()
      return
    }
    if (!touch && (event.buttons & 1) === 0) return endDrag()
    const under = wordAt(event.clientX, event.clientY)
    if (!under || under.paragraph !== state.paragraph) return
    if (under.index === state.anchor && !state.extended) return
    state.extended = true
    root.current?.setAttribute('data-dragging', '')
    onSelect(range(state.anchor, under.index))
  }

  const onPointerUp = () => {
    const state = drag.current
    endDrag()
    if (state?.pressed) swallowNextClick()
    if (!state?.extended || !selection) return
    swallowNextClick()
    document.getSelection()?.removeAllRanges()
    if (selection.end > selection.start) onSelectDone?.(selection)
  }

  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    if (performance.now() < swallowClicksUntil.current) {
      swallowClicksUntil.current = 0
      return
    }
    const element = (event.target as HTMLElement).closest<HTMLElement>('[data-w]')
    if (!element) return
    // After a long press the next tap on another word of the paragraph ends the phrase there.
    if (selection && selection.start === selection.end) {
      const index = Number(element.dataset.w)
      if (index !== selection.start && paragraphOf(index) === paragraphOf(selection.start)) {
        const done = range(selection.start, index)
        onSelect?.(done)
        onSelectDone?.(done)
        return
      }
      onSelect?.(null)
    }
    open(element)
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const element = (event.target as HTMLElement).closest<HTMLElement>('[data-w]')
    if (!element) return
    const index = Number(element.dataset.w)
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    let handled = true
    if (event.shiftKey && (event.key === forward || event.key === back) && onSelect) {
      // Shift+arrows grow the selection from where it started, within the paragraph.
      const next = index + (event.key === forward ? 1 : -1)
      const anchor =
        selection === null ? index : selection.start === index ? selection.end : selection.start
      if (next >= 0 && next < total && paragraphOf(next) === paragraphOf(anchor)) {
        onSelect(range(anchor, next))
        moveTo(next)
      }
    } else if (event.key === forward) moveTo(index + 1)
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
    else if ((event.key === 'Enter' || event.key === ' ') && selection) {
      if (selection.end > selection.start) onSelectDone?.(selection)
      else {
        onSelect?.(null)
        open(element)
      }
    } else if (event.key === 'Enter' || event.key === ' ') open(element)
    else if (event.key === 'Escape' && selection) onSelect?.(null)
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
      className={cn('flex flex-col gap-4 data-[dragging]:select-none', className)}
      onClick={onClick}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={endDrag}
      onContextMenu={(event) => {
        // A long press selects words; the browser's own menu would cover them.
        if (drag.current?.pressed || (selection && selection.start === selection.end)) {
          event.preventDefault()
        }
      }}
    >
      {paragraphs.slice(0, shown).map((paragraph, position) => {
        const last = paragraph.firstWord + paragraph.wordCount - 1
        const mine =
          selection && selection.start <= last && selection.end >= paragraph.firstWord
            ? selection
            : null
        return (
          <Paragraph
            key={position}
            paragraph={paragraph}
            position={position}
            active={active >= paragraph.firstWord && active <= last ? active : -1}
            selection={mine}
            statusOf={statusOf}
            inlineGlossOf={inlineGlossOf}
            phrases={phrases}
          />
        )
      })}
    </div>
  )
}
