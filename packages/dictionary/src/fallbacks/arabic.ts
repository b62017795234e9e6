/**
 * Arabic attaches conjunctions, prepositions, the article and the future particle in front of a
 * word and object or possessive pronouns after it (`وكتبها` "and he wrote it", `بالقلم` "with the
 * pen", `مدرستي` "my school"). These candidates strip them, restore the ta marbuta that turns into
 * ta before a suffix, and also offer the form with the article, because FreeDict's Arabic
 * headwords often carry it. Hamza on alif is optional in much writing, so plain-alif spellings are
 * tried too. The lookup keeps the first candidate a dictionary has.
 */

const PROCLITICS = [
  'وال',
  'فال',
  'بال',
  'كال',
  'لل',
  'ال',
  'وب',
  'ول',
  'وس',
  'فس',
  'و',
  'ف',
  'ب',
  'ل',
  'ك',
  'س',
]
const ENCLITICS = ['هما', 'كما', 'هم', 'هن', 'كم', 'كن', 'نا', 'ها', 'ني', 'ه', 'ك', 'ي']

function alifVariants(word: string): string[] {
  const plain = word.replace(/[أإآ]/g, 'ا')
  return plain === word ? [word] : [word, plain]
}

/**
 * Candidate dictionary forms of an Arabic token, the least changed first.
 *
 * @param word - A normalised Arabic token (vowel marks already removed).
 * @returns Distinct candidates other than the word itself.
 */
export function arabicCandidates(word: string): string[] {
  const out: string[] = []
  const push = (candidate: string) => {
    for (const variant of alifVariants(candidate)) {
      if (variant.length >= 2 && variant !== word && !out.includes(variant)) out.push(variant)
    }
  }
  const stems: string[] = [word]
  for (const prefix of PROCLITICS) {
    if (word.startsWith(prefix) && word.length - prefix.length >= 2)
      stems.push(word.slice(prefix.length))
  }
  const bases: string[] = []
  for (const stem of stems) {
    bases.push(stem)
    for (const suffix of ENCLITICS) {
      if (!stem.endsWith(suffix) || stem.length - suffix.length < 2) continue
      const base = stem.slice(0, -suffix.length)
      bases.push(base)
      if (base.endsWith('ت')) bases.push(`${base.slice(0, -1)}ة`)
    }
  }
  for (const base of bases) push(base)
  for (const base of bases) if (!base.startsWith('ال')) push(`ال${base}`)
  push(word)
  return out
}
