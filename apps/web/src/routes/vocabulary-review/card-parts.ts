import { segmentWords } from '@fabula/reading'
import type { ReviewCard } from '@fabula/reading-api'

/** A card's sentence cut around its word (or phrase), as written. */
export interface CardParts {
  before: string
  word: string
  after: string
}

type CardText = Pick<ReviewCard, 'kind' | 'language' | 'term' | 'text' | 'sentence'>

/**
 * Where the word (the form the learner met, else its dictionary form) or the phrase stands in
 * the card's sentence; `null` when there is no sentence or the word is not found in it.
 */
export function cardParts(card: CardText): CardParts | null {
  const sentence = card.sentence
  if (!sentence) return null
  const cut = (start: number, length: number): CardParts => ({
    before: sentence.slice(0, start),
    word: sentence.slice(start, start + length),
    after: sentence.slice(start + length),
  })
  if (card.kind === 'word') {
    const token = segmentWords(sentence, card.language).find(
      (candidate) =>
        candidate.isWord &&
        (candidate.normalized === card.text || candidate.normalized === card.term),
    )
    if (token) return cut(token.index, token.text.length)
  }
  // Phrases, and words written without spaces that span several tokens (食べました).
  const needle = card.text
  const at = sentence
    .toLocaleLowerCase(card.language)
    .indexOf(needle.toLocaleLowerCase(card.language))
  return at >= 0 ? cut(at, needle.length) : null
}

/**
 * How a card is asked: a new card shows its word highlighted for its meaning (recall); after
 * that, cloze (the word hidden in its sentence) and recall take turns. Without the word in a
 * sentence, always recall.
 */
export function modeOf(card: CardText & Pick<ReviewCard, 'state' | 'reps'>): 'cloze' | 'recall' {
  if (card.state === 0 || cardParts(card) === null) return 'recall'
  return card.reps % 2 === 1 ? 'cloze' : 'recall'
}
