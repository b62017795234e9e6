/**
 * Abbreviations that are written with a full stop and read as a word: `M. le baron` is "monsieur
 * le baron". Tokens lose the full stop (`M.` is the token `m`), which alone would be looked up as
 * the French pronoun "m'" (me); the lookup checks this table only when the text right after the
 * token starts with a full stop. Written for Fabula.
 */
const ABBREVIATIONS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  fr: { m: 'monsieur', mm: 'messieurs', mme: 'madame', mlle: 'mademoiselle', dr: 'docteur' },
  es: { sr: 'señor', sra: 'señora', srta: 'señorita', d: 'don', ud: 'usted', uds: 'ustedes' },
  pt: { sr: 'senhor', sra: 'senhora', dr: 'doutor' },
  it: { sig: 'signore', dott: 'dottore' },
  de: { hr: 'herr', fr: 'frau', dr: 'doktor' },
  en: { mr: 'mister', mrs: 'mistress', dr: 'doctor', st: 'saint' },
  ru: { г: 'год' },
}

/**
 * The word an abbreviation stands for.
 *
 * @param lang - Language of the text.
 * @param key - The normalised token (without its full stop).
 * @returns The full word, or `undefined` when the token is no known abbreviation.
 */
export function abbreviation(lang: string, key: string): string | undefined {
  const table = Object.hasOwn(ABBREVIATIONS, lang) ? ABBREVIATIONS[lang] : undefined
  return table && Object.hasOwn(table, key) ? table[key] : undefined
}
