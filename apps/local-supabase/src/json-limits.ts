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

/** Index of the quote that closes the string whose content starts at `from`, or -1. */
function stringEnd(text: string, from: number): number {
  let quote = text.indexOf('"', from)
  while (quote !== -1) {
    let slashes = 0
    for (let j = quote - 1; j >= from && text.charCodeAt(j) === 0x5c; j--) slashes++
    if (slashes % 2 === 0) return quote
    quote = text.indexOf('"', quote + 1)
  }
  return -1
}

/**
 * Scans raw JSON text once without parsing it (brackets and commas inside strings do not count):
 * whether it nests deeper than `limit`, and how many elements a top-level array has. Stops at the
 * first level too deep. Malformed text gets an answer too; JSON.parse refuses it afterwards.
 * Strings are skipped with `indexOf`, so a megabyte of word lists takes about a millisecond.
 */
export function scanJson(text: string, limit = MAX_JSON_DEPTH): JsonShape {
  let depth = 0
  let first = -1
  let items = 0
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    // White space: space, \n, \r, \t.
    if (ch === 0x20 || ch === 0x0a || ch === 0x0d || ch === 0x09) continue
    if (first === -1) {
      first = ch
    } else if (first === 0x5b && depth === 1 && items === 0 && ch !== 0x5d) {
      items = 1 // the first element of the top-level array begins here
    }
    switch (ch) {
      case 0x22: {
        // "
        const end = stringEnd(text, i + 1)
        if (end === -1) return { tooDeep: false, items: first === 0x5b ? items : null }
        i = end
        break
      }
      case 0x7b: // {
      case 0x5b: // [
        depth++
        if (depth > limit) return { tooDeep: true, items: null }
        break
      case 0x7d: // }
      case 0x5d: // ]
        depth--
        break
      case 0x2c: // ,
        if (first === 0x5b && depth === 1) items++
        break
    }
  }
  return { tooDeep: false, items: first === 0x5b ? items : null }
}

/** Whether the JSON text nests objects/arrays deeper than `limit` (see {@link scanJson}). */
export function exceedsJsonDepth(text: string, limit = MAX_JSON_DEPTH): boolean {
  return scanJson(text, limit).tooDeep
}
