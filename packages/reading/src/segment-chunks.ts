// V8's segment iterator costs time proportional to the length of the whole input on every step,
// so iterating a long string is quadratic (a 28,000-character text takes over a second). Both
// functions below therefore feed the segmenter short pieces whose boundaries are boundaries
// anyway; the results are the same as segmenting the whole text at once.
const SENTENCE_WINDOW = 2_000
const WORD_CHUNK = 200

/**
 * Sentence boundaries in overlapping windows: segment a window, keep every sentence but the last
 * (which the window may have cut short), and start the next window where that sentence starts.
 * A sentence longer than the window doubles the window until it fits.
 */
export function sentenceSpans(
  text: string,
  sentences: Intl.Segmenter,
): [start: number, end: number][] {
  const spans: [number, number][] = []
  let start = 0
  let size = SENTENCE_WINDOW
  while (start < text.length) {
    const windowEnd = Math.min(text.length, start + size)
    const parts = Array.from(sentences.segment(text.slice(start, windowEnd)), (part) => [
      start + part.index,
      start + part.index + part.segment.length,
    ])
    if (windowEnd === text.length) {
      for (const [from = 0, to = 0] of parts) spans.push([from, to])
      break
    }
    const last = parts.pop()
    if (last === undefined || parts.length === 0) {
      size *= 2
      continue
    }
    for (const [from = 0, to = 0] of parts) spans.push([from, to])
    start = last[0] ?? text.length
    size = SENTENCE_WINDOW
  }
  return spans
}

// Safe places to cut before word segmentation: after whitespace that is not followed by a
// combining mark or format character (those attach to the space, UAX #29 WB4), and after the
// CJK full stops, marks and the ideographic comma that separate runs of ideographs in texts
// without spaces (their full-width colon and comma may join neighbours, UAX #29, so not those).
const WORD_CUT = /\s+(?=[^\s\p{M}\p{Cf}])|[。！？、]/gu

/** Splits `sentence` into pieces of about {@link WORD_CHUNK} characters at safe cut points. */
export function wordChunks(sentence: string): [offset: number, text: string][] {
  if (sentence.length <= WORD_CHUNK) return [[0, sentence]]
  const chunks: [number, string][] = []
  let start = 0
  let lastCut = 0
  for (const match of sentence.matchAll(WORD_CUT)) {
    const cut = match.index + match[0].length
    if (cut - start > WORD_CHUNK && lastCut > start) {
      chunks.push([start, sentence.slice(start, lastCut)])
      start = lastCut
    }
    lastCut = cut
  }
  if (sentence.length - start > WORD_CHUNK && lastCut > start && lastCut < sentence.length) {
    chunks.push([start, sentence.slice(start, lastCut)])
    start = lastCut
  }
  chunks.push([start, sentence.slice(start)])
  return chunks
}
