/**
 * Compact spelling of a lemma relative to its word form, used in form shards. Most lemmas share
 * a beginning with their form (`avergonzaste` → `avergonzar`), so storing "drop N characters,
 * append X" (`4:ar`) instead of the lemma saves about a third of the forms data. A value without
 * `:` is a lemma spelled out (`fue` → `ser`); keys and lemmas never contain `:` (they are single
 * tokens), so the two cannot be confused.
 */

/**
 * Encodes a lemma against its form, choosing the shorter of the relative and the plain spelling.
 *
 * @param form - Normalised word form.
 * @param lemma - Normalised lemma.
 * @returns `"<drop>:<append>"` or the lemma itself.
 */
export function encodeLemma(form: string, lemma: string): string {
  let shared = 0
  while (shared < form.length && shared < lemma.length && form[shared] === lemma[shared])
    shared += 1
  // Never split a surrogate pair: back off to a code point boundary.
  if (shared > 0 && /[\uD800-\uDBFF]/.test(form[shared - 1] ?? '')) shared -= 1
  const relative = `${form.length - shared}:${lemma.slice(shared)}`
  return relative.length < lemma.length ? relative : lemma
}

/**
 * Decodes a value written by {@link encodeLemma}.
 *
 * @param form - The form the value belongs to.
 * @param value - Encoded lemma.
 * @returns The lemma.
 */
export function decodeLemma(form: string, value: string): string {
  const colon = value.indexOf(':')
  if (colon < 0) return value
  const drop = Number(value.slice(0, colon))
  return form.slice(0, form.length - drop) + value.slice(colon + 1)
}
