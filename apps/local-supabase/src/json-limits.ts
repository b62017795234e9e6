/*
 * Limits on the shape of JSON that requests bring, checked before anything parses or walks it:
 * every later step (JSON.parse, valibot, the SQL builder, Postgres' own jsonb parser) recurses,
 * and a body nested a few thousand levels deep would otherwise overflow one of their stacks.
 */

/** Deepest nesting of objects and arrays accepted in a request body. */
export const MAX_JSON_DEPTH = 64
/** Most `->`/`->>` steps accepted in one JSON path of a query string. */
export const MAX_JSON_PATH_STEPS = 32

/** What one scan of raw JSON text tells before it is parsed. */
export interface JsonShape {
  /** Objects/arrays nest deeper than the limit (the scan stopped there). */
  tooDeep: boolean
  /** Elements of the top-level array; null when the text is not an array. */
  items: number | null
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
const COMMA = 0x2c
const OPENERS = new Set([0x7b, 0x5b]) // { [
const CLOSERS = new Set([0x7d, 0x5d]) // } ]
const SPACE = new Set([0x20, 0x0a, 0x0d, 0x09])

/**
 * Scans raw JSON text once without parsing it (brackets and commas inside strings do not count):
 * whether it nests deeper than `limit`, and how many elements a top-level array has. Stops at the
 * first level too deep. Malformed text gets an answer too; JSON.parse refuses it afterwards.
 */
export function scanJson(text: string, limit = MAX_JSON_DEPTH): JsonShape {
  let depth = 0
  let inString = false
  let first = -1
  let items = 0
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === BACKSLASH) {
        i++ // skip the escaped character
      } else if (ch === QUOTE) {
        inString = false
      }
      continue
    }
    if (SPACE.has(ch)) continue
    if (first === -1) {
      first = ch
    } else if (first === 0x5b && depth === 1 && items === 0 && ch !== 0x5d) {
      items = 1 // the first element of the top-level array begins here
    }
    if (ch === QUOTE) {
      inString = true
    } else if (OPENERS.has(ch)) {
      depth++
      if (depth > limit) return { tooDeep: true, items: null }
    } else if (CLOSERS.has(ch)) {
      depth--
    } else if (ch === COMMA && first === 0x5b && depth === 1) {
      items++
    }
  }
  return { tooDeep: false, items: first === 0x5b ? items : null }
}

/** Whether the JSON text nests objects/arrays deeper than `limit` (see {@link scanJson}). */
export function exceedsJsonDepth(text: string, limit = MAX_JSON_DEPTH): boolean {
  return scanJson(text, limit).tooDeep
}
