import type { Chapter } from './import-error'

/** `00:01:02,345` (SubRip) or `00:01:02.345` / `01:02.345` (WebVTT), in seconds. */
function seconds(stamp: string): number {
  const parts = stamp.trim().replace(',', '.').split(':').map(Number)
  return parts.reduce((total, part) => total * 60 + part, 0)
}

const TIMING = /^\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})\s*-->\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})/

/** A cue's text without markup: SubRip/WebVTT tags (`<i>`, `<c.x>`, `<00:01.000>`) and `{\an8}`. */
function cueText(lines: readonly string[]): string {
  return lines
    .join(' ')
    .replace(/<[^>]*>/g, '')
    .replace(/\{\\[^}]*\}/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** A pause this long between cues starts a new paragraph. */
const PARAGRAPH_PAUSE_SECONDS = 2
/** …and so does a paragraph growing past this many cues. */
const CUES_PER_PARAGRAPH = 8

/**
 * The dialogue of a SubRip (`.srt`) or WebVTT (`.vtt`) file as paragraphs: cue numbers, timings,
 * the WEBVTT header, NOTE, STYLE and REGION blocks and all markup are dropped; consecutive cues
 * join into one paragraph until a pause of two seconds (a scene) or eight cues.
 */
export function subtitleChapters(text: string): Chapter[] {
  const blocks = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
  const paragraphs: string[] = []
  let current: string[] = []
  let lastEnd = Number.NEGATIVE_INFINITY
  const flush = () => {
    if (current.length > 0) paragraphs.push(current.join(' '))
    current = []
  }
  for (const block of blocks) {
    const lines = block.split('\n').filter((line) => line.trim() !== '')
    const timingAt = lines.findIndex((line) => TIMING.test(line))
    if (timingAt < 0) continue // WEBVTT header, NOTE, STYLE, REGION, stray text
    const [, start = '0', end = '0'] = TIMING.exec(lines[timingAt] ?? '') ?? []
    const words = cueText(lines.slice(timingAt + 1))
    if (words === '') continue
    if (
      seconds(start) - lastEnd >= PARAGRAPH_PAUSE_SECONDS ||
      current.length >= CUES_PER_PARAGRAPH
    ) {
      flush()
    }
    current.push(words)
    lastEnd = seconds(end)
  }
  flush()
  return paragraphs.length > 0 ? [{ title: null, paragraphs }] : []
}
