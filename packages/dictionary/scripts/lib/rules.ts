/**
 * Suffix rules learned from a complete form → lemma table, for forms the committed table leaves
 * out (see README, "What was cut"). Each rule rewrites the end of a form into the end of its lemma
 * with one character of context: `avergonzaste` → `avergonzar` teaches `aste → ar`. The lookup
 * applies the best-attested rules and keeps a candidate only if a dictionary has it.
 */
/** Suffix rules as written to `rules.json`: form ending → `[lemma ending, count]` pairs. */
export type SuffixRulesJson = Record<string, [string, number][]>

/** Rules seen fewer times than this are noise (typos, one-off irregulars). */
const MIN_COUNT = 3

/**
 * Learns suffix rules from form → lemma links.
 *
 * @param links - Every form with its lemmas (normalised).
 * @param maxRules - Keep at most this many rules, most frequent first.
 * @returns Form suffix → `[lemma suffix, count]` pairs, most frequent first.
 */
export function learnSuffixRules(
  links: ReadonlyMap<string, readonly string[]>,
  maxRules = 4000,
): SuffixRulesJson {
  const counts = new Map<string, number>()
  for (const [form, lemmas] of links) {
    for (const lemma of lemmas) {
      if (lemma === form) continue
      let shared = 0
      while (shared < form.length && shared < lemma.length && form[shared] === lemma[shared])
        shared += 1
      // Suppletive pairs (fue → ser) share nothing and teach nothing general.
      if (shared < 2) continue
      const start = shared - 1
      const key = `${form.slice(start)}\u0000${lemma.slice(start)}`
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
  }
  const ranked = [...counts].filter(([, count]) => count >= MIN_COUNT).sort((a, b) => b[1] - a[1])
  const rules: SuffixRulesJson = {}
  for (const [key, count] of ranked.slice(0, maxRules)) {
    const [from = '', to = ''] = key.split('\u0000')
    ;(rules[from] ??= []).push([to, count])
  }
  return rules
}
