/** `"text": "…` of a sentence object, complete or still streaming. */
const SENTENCE_TEXT = /"text"\s*:\s*"((?:[^"\\]|\\.)*)("?)/g

function unescape(body: string): string {
  // Drop a trailing half escape ("\" or "\u00e") that the next chunk will complete.
  const whole = body.replace(/\\(u[0-9a-fA-F]{0,3})?$/, '')
  try {
    return JSON.parse(`"${whole}"`) as string
  } catch {
    return whole
  }
}

/**
 * The readable story text inside a partial JSON reply: every sentence `text` seen so far, the
 * last one possibly cut mid-word, joined by spaces. Streaming structured output sends JSON, and
 * a learner watching the story being written should see sentences, not braces.
 *
 * @param json - The reply received so far.
 * @returns Sentences in order, or an empty string before the first one starts.
 */
export function partialStoryText(json: string): string {
  const sentences: string[] = []
  for (const match of json.matchAll(SENTENCE_TEXT)) sentences.push(unescape(match[1] ?? ''))
  return sentences.join(' ')
}
