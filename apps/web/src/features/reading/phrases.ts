import { segmentWords } from '@fabula/reading'
import type { Phrase } from '@fabula/reading-api'
import { PHRASE_MAX_WORDS } from '@fabula/reading-api'

/** A word of a text as phrase matching needs it. */
export interface PhraseWord {
  index: number
  paragraph: number
  normalized: string
}

/** A saved phrase found in a text: its first and last word index. */
export interface PhraseSpan {
  phrase: Phrase
  start: number
  end: number
}

/** A phrase's key: its normalised words joined by one space (as the database stores it). */
export function phraseKey(normalizedWords: readonly string[]): string {
  return normalizedWords.join(' ')
}

/**
 * A phrase typed or imported as text: its key (words normalised like the reader's tokens) and
 * its word count. Punctuation between the words is dropped from the key.
 */
export function phraseOfText(text: string, language: string): { key: string; words: number } {
  const words = segmentWords(text, language)
    .filter((token) => token.isWord)
    .map((token) => token.normalized)
  return { key: phraseKey(words), words: words.length }
}

/**
 * Every place a saved phrase recurs in a text (within one paragraph), longest phrase first where
 * two overlap: word index → the span it belongs to.
 */
export function findPhrases(
  words: readonly PhraseWord[],
  phrases: readonly Phrase[],
): Map<number, PhraseSpan> {
  const byFirst = new Map<string, { phrase: Phrase; parts: string[] }[]>()
  for (const phrase of phrases) {
    const parts = phrase.phrase.split(' ')
    const [first] = parts
    if (first === undefined || parts.length < 2 || parts.length > PHRASE_MAX_WORDS) continue
    const list = byFirst.get(first) ?? []
    list.push({ phrase, parts })
    byFirst.set(first, list)
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.parts.length - a.parts.length)
  const spans = new Map<number, PhraseSpan>()
  for (const [i, word] of words.entries()) {
    if (spans.has(word.index)) continue
    const candidates = byFirst.get(word.normalized)
    if (!candidates) continue
    const hit = candidates.find(({ parts }) =>
      parts.every((part, k) => {
        const other = words[i + k]
        return other?.normalized === part && other.paragraph === word.paragraph
      }),
    )
    if (!hit) continue
    const covered = words.slice(i, i + hit.parts.length)
    const span = { phrase: hit.phrase, start: word.index, end: covered.at(-1)?.index ?? word.index }
    for (const other of covered) spans.set(other.index, span)
  }
  return spans
}
