/**
 * Clitic pronouns and elision in Romance languages. A reader token keeps them attached:
 * Spanish and Italian write object pronouns onto infinitives, gerunds and imperatives
 * (`dámelo`, `hacerlo`, `portaglielo`, `dimmi`), and French, Italian and Catalan elide articles and
 * pronouns with an apostrophe that word segmentation keeps inside the token (`l'homme`,
 * `dell'acqua`, `qu'il`). These functions propose the host word; the lookup keeps the first
 * proposal a dictionary knows.
 */

const STRESS_ACCENTS: Readonly<Record<string, string>> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' }

/** The word without the written accent that Spanish adds when a clitic moves the stress. */
function withoutStressAccent(word: string): string {
  return word.replace(/[áéíóú]/g, (c) => STRESS_ACCENTS[c] ?? c)
}

const SPANISH_CLITIC = /(?:nos|los|las|les|me|te|se|os|lo|la|le)$/

// Short imperatives that take a clitic without a written accent (dame, dime, hazlo, ponte …).
const SPANISH_SHORT_IMPERATIVES = new Set([
  'da',
  'di',
  'haz',
  'pon',
  'sal',
  'ten',
  'ven',
  've',
  'sé',
])

/**
 * Whether a host can carry enclitics: an infinitive or a gerund (`hacer-lo`, `diciendo-le`),
 * a form with the written accent that enclitics move stress onto (`cálla-te`, `dá-melo`), or a
 * short imperative (`da-me`). Without this test, words such as "calla" would lose a fake "la".
 */
function canCarryClitics(host: string): boolean {
  return (
    /(?:[aeií]r|ndo)$/.test(withoutStressAccent(host)) ||
    /[áéíóú]/.test(host) ||
    SPANISH_SHORT_IMPERATIVES.has(host)
  )
}

/**
 * Host words of a Spanish word with enclitic pronouns, most specific first: `dámelo` → `da`
 * (then `dar` through the forms data), `diciéndole` → `diciendo`, `vámonos` → `vamos`
 * (the imperative drops its `-s` before `nos`), `sentaos` → `sentad`.
 *
 * @param word - A normalised Spanish token.
 * @returns Candidate host words (without the input itself).
 */
export function spanishCliticHosts(word: string): string[] {
  const out: string[] = []
  const push = (candidate: string) => {
    if (candidate.length >= 2 && candidate !== word && !out.includes(candidate)) out.push(candidate)
  }
  let rest = word
  for (let i = 0; i < 3; i += 1) {
    const match = SPANISH_CLITIC.exec(rest)
    if (!match || rest.length - match[0].length < 2) break
    rest = rest.slice(0, -match[0].length)
    const innermost = match[0]
    if (!canCarryClitics(rest) && innermost !== 'os') continue
    const plain = withoutStressAccent(rest)
    if (innermost === 'nos') push(`${plain}s`)
    if (innermost === 'os') push(`${plain}d`)
    push(plain)
    push(rest)
  }
  return out
}

// Monosyllabic imperatives (da', di', fa', sta', va'): written without their apostrophe before a
// clitic (dammi, dillo, fallo, stammi, vattene) and easily mistaken for prepositions.
const SHORT_IMPERATIVES: Readonly<Record<string, string>> = {
  da: 'dare',
  di: 'dire',
  fa: 'fare',
  sta: 'stare',
  va: 'andare',
}

const ITALIAN_CLITIC =
  /(?:glielo|gliela|glieli|gliele|gliene|melo|mela|meli|mele|mene|telo|tela|teli|tele|tene|selo|sela|seli|sele|sene|celo|cela|celi|cele|cene|velo|vela|veli|vele|vene|gli|mi|ti|si|ci|vi|lo|la|li|le|ne)$/

/**
 * Host words of an Italian word with enclitic pronouns: `farlo` → `fare` (the infinitive loses
 * its `-e`), `portaglielo` → `porta`, `dimmi` → `di` (monosyllabic imperatives double the clitic's
 * consonant), `andarsene` → `andare`, `facendolo` → `facendo`.
 *
 * @param word - A normalised Italian token.
 * @returns Candidate host words (without the input itself).
 */
export function italianCliticHosts(word: string): string[] {
  const out: string[] = []
  const push = (candidate: string) => {
    const verb = SHORT_IMPERATIVES[candidate]
    if (verb && !out.includes(verb)) out.push(verb)
    if (candidate.length >= 2 && candidate !== word && !out.includes(candidate)) out.push(candidate)
  }
  let rest = word
  for (let i = 0; i < 2; i += 1) {
    const match = ITALIAN_CLITIC.exec(rest)
    if (!match || rest.length - match[0].length < 2) break
    rest = rest.slice(0, -match[0].length)
    if (rest.endsWith('r')) push(`${rest}e`)
    push(rest)
    // dammi, fammi, dimmi, vattene: the imperative doubled the pronoun's first consonant.
    if (rest.length >= 3 && rest.at(-1) === match[0][0] && !/[aeiou]/.test(match[0][0] ?? '')) {
      push(rest.slice(0, -1))
    }
  }
  return out
}

/**
 * The word after an elided article, pronoun or preposition: `l'homme` → `homme`,
 * `qu'il` → `il`, `dell'acqua` → `acqua`, `c'è` → `è`. For words that keep an apostrophe inside
 * (`aujourd'hui`, `prud'homme`) the exact form is tried first by the lookup.
 *
 * @param word - A normalised token containing an apostrophe.
 * @returns The host word, or `[]` when there is none.
 */
export function elisionHosts(word: string): string[] {
  const index = word.lastIndexOf("'")
  if (index <= 0 || index === word.length - 1) return []
  return [word.slice(index + 1)]
}

// English contractions: the part before the apostrophe, with the few irregular bases.
const NEGATIVE_BASES: Readonly<Record<string, string>> = {
  ca: 'can',
  wo: 'will',
  sha: 'shall',
  ai: 'be',
}

/**
 * The base word of an English contraction or possessive: `don't` → `do`, `can't` → `can`,
 * `won't` → `will`, `he's` → `he`, `john's` → `john`, `they'll` → `they`, `we've` → `we`.
 *
 * @param word - A normalised English token containing an apostrophe.
 * @returns The base word, or `[]` when there is none.
 */
export function englishContractionHosts(word: string): string[] {
  const negative = /^(.+)n't$/.exec(word)
  if (negative?.[1]) return [NEGATIVE_BASES[negative[1]] ?? negative[1]]
  const clitic = /^(.+)'(?:s|re|ll|ve|d|m)$/.exec(word)
  return clitic?.[1] ? [clitic[1]] : []
}

/**
 * The infinitive a Portuguese pronoun was hyphenated to: the reader splits `tirá-los` at the
 * hyphen, and the host keeps the stress accent that replaced the infinitive's `r` (`tirá` →
 * `tirar`, `fazê` → `fazer`, `pô` → `pôr`).
 *
 * @param word - A normalised Portuguese token.
 * @returns Candidate infinitives, or `[]`.
 */
export function portugueseCliticHosts(word: string): string[] {
  const stressed = /^(.+)([áâéêíóô])$/.exec(word)
  if (!stressed?.[1] || !stressed[2]) return []
  const plain: Readonly<Record<string, string>> = {
    á: 'a',
    â: 'a',
    é: 'e',
    ê: 'e',
    í: 'i',
    ó: 'o',
    ô: 'o',
  }
  const vowel = plain[stressed[2]] ?? ''
  return word === 'pô' ? ['pôr'] : [`${stressed[1]}${vowel}r`]
}
