/**
 * A value inside a PostgREST logic tree (`or=(…)`), double-quoted so commas, dots and
 * parentheses in what a person typed stay part of the value.
 */
export function logicValue(text: string): string {
  return `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"`
}

/**
 * An `ilike` pattern matching `text` anywhere. LIKE's own wildcards are escaped; PostgREST reads
 * every `*` as `%` and has no escape for it, so a typed `*` matches any one character instead.
 */
export function containsPattern(text: string): string {
  return `*${text.replace(/[\\%_]/g, (c) => `\\${c}`).replaceAll('*', '_')}*`
}
