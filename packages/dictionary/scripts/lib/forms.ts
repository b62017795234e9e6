/**
 * Word form → dictionary form tables. Collected from morphological analysers (Apertium) or by
 * expanding spelling dictionaries (Hunspell), then reduced to what a lookup needs: forms whose
 * dictionary form is a headword of some dictionary of that language, with the candidates ordered
 * most likely first.
 */
import { tokenKey } from './dataset'

/** Collects form → lemma links under normalised keys. */
export class FormCollector {
  readonly #lang: string
  readonly #links = new Map<string, string[]>()

  /** @param lang - Language of the forms. */
  constructor(lang: string) {
    this.#lang = lang
  }

  /**
   * Links a form to a lemma. Either side that can never be a single token is ignored.
   *
   * @param form - The word form as written.
   * @param lemma - Its dictionary form.
   */
  add(form: string, lemma: string): void {
    const formKey = tokenKey(form, this.#lang)
    const lemmaKey = tokenKey(lemma, this.#lang)
    if (formKey === null || lemmaKey === null) return
    const list = this.#links.get(formKey)
    if (list === undefined) this.#links.set(formKey, [lemmaKey])
    else if (!list.includes(lemmaKey)) list.push(lemmaKey)
  }

  /** Every form collected so far (normalised). */
  get forms(): ReadonlyMap<string, readonly string[]> {
    return this.#links
  }

  /**
   * The table to write: only lemmas that are headwords (`isHeadword`), and the form itself when
   * it is a dictionary form in its own right (`isOwnLemma`), ordered by frequency rank (`rank`,
   * lower is more common; the form itself first on a tie, then collection order). Forms whose only candidate is
   * themselves are dropped: the lookup tries the exact form anyway.
   *
   * @param isHeadword - Whether a lemma has meanings in some dictionary of the language.
   * @param isOwnLemma - Whether a form is itself a dictionary form (not just an inflection).
   * @param rank - Frequency rank of a word (`Infinity` when unlisted).
   * @param keep - Whether a form (with its lemmas) is worth committing.
   * @returns Form → lemmas.
   */
  build(
    isHeadword: (key: string) => boolean,
    isOwnLemma: (key: string) => boolean,
    rank: (key: string) => number,
    keep: (form: string, lemmas: readonly string[]) => boolean = () => true,
  ): Map<string, string[]> {
    const out = new Map<string, string[]>()
    for (const [form, lemmas] of this.#links) {
      const useful = lemmas.filter(isHeadword)
      if (useful.length === 0 || !keep(form, useful)) continue
      const self = useful.includes(form) || isOwnLemma(form)
      const candidates = self ? [form, ...useful.filter((l) => l !== form)] : useful
      // Most frequent dictionary form first — the form itself counts with its own rank, so
      // "era" is first "ser" (rank 40) and then the noun "era", while "casa" stays "casa" before
      // "casar"; ties keep the form itself, then collection order.
      const order = new Map(candidates.map((lemma, i) => [lemma, i]))
      const list = [...candidates].sort(
        (a, b) => rank(a) - rank(b) || (order.get(a) ?? 0) - (order.get(b) ?? 0),
      )
      if (list.length === 1 && list[0] === form) continue
      out.set(form, list)
    }
    return out
  }
}
