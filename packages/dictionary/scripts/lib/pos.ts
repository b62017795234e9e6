/**
 * Maps the grammar labels of the sources (FreeDict `<n, masc>`, Apertium `<vblex>`, EDICT
 * `(v5u)`) onto the few parts of speech a learner needs to see.
 */
import type { PartOfSpeech } from '../../src/format'

const LABELS: Readonly<Record<string, PartOfSpeech>> = {
  // FreeDict / TEI
  n: 'noun',
  s: 'noun',
  noun: 'noun',
  masc: 'noun',
  fem: 'noun',
  neut: 'noun',
  pnoun: 'proper noun',
  propn: 'proper noun',
  name: 'proper noun',
  v: 'verb',
  vt: 'verb',
  vi: 'verb',
  vr: 'verb',
  verb: 'verb',
  intr: 'verb',
  trans: 'verb',
  adj: 'adjective',
  adv: 'adverb',
  pron: 'pronoun',
  prep: 'preposition',
  conj: 'conjunction',
  interj: 'interjection',
  int: 'interjection',
  num: 'numeral',
  art: 'determiner',
  det: 'determiner',
  abbr: 'abbreviation',
  phr: 'expression',
  phrase: 'expression',
  // Apertium
  vblex: 'verb',
  vbser: 'verb',
  vbhaver: 'verb',
  vbmod: 'verb',
  vaux: 'verb',
  np: 'proper noun',
  prn: 'pronoun',
  pr: 'preposition',
  cnjcoo: 'conjunction',
  cnjsub: 'conjunction',
  cnjadv: 'conjunction',
  ij: 'interjection',
  predet: 'determiner',
  preadv: 'adverb',
}

/**
 * The part of speech named by a grammar label, or `''` when it names none we show.
 *
 * @param label - e.g. `n, masc`, `v, intr`, `vblex`.
 * @returns The first recognised part of speech.
 */
export function partOfSpeech(label: string): PartOfSpeech | '' {
  for (const part of label.toLowerCase().split(/[\s,.;/]+/)) {
    const found = LABELS[part]
    if (found) return found
  }
  return ''
}
