/** The six CEFR levels, lowest first. */
export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const

/** A CEFR level (profile field `lang_lvl`). */
export type CefrLevel = (typeof CEFR_LEVELS)[number]

/** Low, mid or high band within a CEFR level (profile field `lang_sub_lvl`). */
export type SubLevel = 1 | 2 | 3

/** The three sub-levels, lowest first. */
export const SUB_LEVELS: readonly SubLevel[] = [1, 2, 3]

/**
 * Vocabulary size, in lemmas from the 5,000 most frequent, of learners at each CEFR level.
 *
 * Source: James Milton (2010), "The development of vocabulary breadth across the CEFR levels",
 * in Bartning, Martin & Vedder (eds.), Communicative Proficiency and Linguistic Development
 * (EUROSLA Monographs Series 1); building on Milton & Alexiou (2009), "Vocabulary size and the
 * Common European Framework of Reference for Languages". Milton tested learners with a
 * yes/no recognition test sampling the 5,000 most frequent lemmas (X-Lex) and reported the
 * ranges below: under 1,500 at A1, about 1,500–2,500 at A2, 2,750–3,250 at B1, 3,250–3,750 at
 * B2, 3,750–4,500 at C1 and 4,500–5,000 at C2.
 *
 * We close the gaps so the bands are contiguous (B1 starts where A2 ends) and give A1 a floor of
 * 500: a learner who has reached A1 at all knows the few hundred function words and everyday
 * words every beginner course teaches first.
 */
const LEMMA_BANDS: Readonly<Record<CefrLevel, readonly [low: number, high: number]>> = {
  A1: [500, 1500],
  A2: [1500, 2500],
  B1: [2500, 3250],
  B2: [3250, 3750],
  C1: [3750, 4500],
  C2: [4500, 5000],
}

/**
 * Word forms per lemma when mapping Milton's lemma counts onto our lists.
 *
 * Our frequency lists rank word forms (`habla`, `hablo`, `hablamos` are three entries), while
 * Milton counts lemmas, and a learner who knows a lemma recognises its common forms. A factor of 2
 * is an engineering choice, not a research result: it maps Milton's ceiling (5,000 lemmas, where
 * his test stops) onto the end of our 10,000-form lists, which fits the finding that
 * C-level readers of authentic text need far more than 5,000 lemmas (see the coverage notes in
 * `coverage.ts`). Languages with rich inflection (Russian, Finnish) would deserve a larger factor;
 * the learner's own word statuses correct the prior as they read.
 */
const FORMS_PER_LEMMA = 2

/**
 * The frequency rank up to which a learner at `level`/`subLevel` is assumed to know words — the
 * "level prior" used for words the learner has not marked yet.
 *
 * Each level's lemma band (Milton 2010, see above) is cut into three equal parts, one per
 * sub-level, and each sub-level takes the middle of its part: sub-level 1 sits at 1/6 of the band,
 * 2 at the centre, 3 at 5/6. The lemma figure is then multiplied by {@link FORMS_PER_LEMMA} and
 * rounded. The result grows strictly from A1-1 (1,333) to C2-3 (9,833).
 *
 * @param level - CEFR level.
 * @param subLevel - 1 (low), 2 (mid) or 3 (high) band of that level.
 * @returns A rank in the 10,000-word frequency lists.
 */
export function knownRankForLevel(level: CefrLevel, subLevel: SubLevel): number {
  const [low, high] = LEMMA_BANDS[level]
  const lemmas = low + ((high - low) * (2 * subLevel - 1)) / 6
  return Math.round(lemmas * FORMS_PER_LEMMA)
}

/** A CEFR level with its sub-level. */
export interface LevelEstimate {
  /** CEFR level. */
  level: CefrLevel
  /** Sub-level within `level`. */
  subLevel: SubLevel
}

/**
 * The inverse of {@link knownRankForLevel}: the lowest level and sub-level whose prior reaches
 * `rank`. Ranks beyond the C2-3 prior (including `Infinity` for words outside the list) map to
 * C2-3.
 *
 * @param rank - A frequency rank a reader must know.
 * @returns The lowest level assumed to know every word up to `rank`.
 */
export function levelForKnownRank(rank: number): LevelEstimate {
  for (const level of CEFR_LEVELS) {
    for (const subLevel of SUB_LEVELS) {
      if (knownRankForLevel(level, subLevel) >= rank) return { level, subLevel }
    }
  }
  return { level: 'C2', subLevel: 3 }
}
