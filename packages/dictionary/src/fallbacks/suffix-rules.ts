/**
 * Applies learned suffix rules (see `scripts/lib/rules.ts`) to a word form the committed forms
 * table does not have, proposing lemmas to verify against the dictionaries.
 */
import type { SuffixRules } from '../format'

/** Rules never look at more than this many final characters. */
const MAX_SUFFIX = 8

/**
 * Lemma candidates for a form, best first: a rule scores its count times two to the power of
 * its ending's length, so a longer (more specific) ending wins unless a shorter one is attested
 * far more often (`calla`: the common verb rule `a → ar` beats the rarer `lla → llo`).
 * Duplicates and the form itself are left out.
 *
 * @param form - A normalised word form.
 * @param rules - The language's rules.
 * @param limit - How many candidates to return.
 * @returns Candidate lemmas.
 */
export function suffixRuleCandidates(form: string, rules: SuffixRules, limit = 4): string[] {
  const found: { candidate: string; length: number; count: number }[] = []
  for (let length = Math.min(MAX_SUFFIX, form.length - 1); length >= 1; length -= 1) {
    const ending = form.slice(form.length - length)
    for (const [replacement, count] of rules.get(ending) ?? []) {
      const candidate = form.slice(0, form.length - length) + replacement
      if (candidate.length >= 2 && candidate !== form) found.push({ candidate, length, count })
    }
  }
  const score = (f: { length: number; count: number }) => f.count * 2 ** f.length
  found.sort((a, b) => score(b) - score(a) || b.length - a.length)
  const out: string[] = []
  for (const { candidate } of found) {
    if (!out.includes(candidate)) out.push(candidate)
    if (out.length >= limit) break
  }
  return out
}
