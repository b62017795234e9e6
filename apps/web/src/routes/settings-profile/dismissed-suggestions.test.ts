import { afterEach, describe, expect, it } from 'vitest'
import {
  DISMISSED_SUGGESTIONS_KEY,
  dismissSuggestion,
  readDismissedSuggestions,
  suggestionId,
} from './dismissed-suggestions'

afterEach(() => localStorage.clear())

describe('dismissed level suggestions', () => {
  it('tells suggestions from different starting levels apart', () => {
    const to = { level: 'B1', subLevel: 3 }
    expect(suggestionId({ level: 'B1', subLevel: 2 }, to)).not.toBe(
      suggestionId({ level: 'C1', subLevel: 1 }, to),
    )
  })

  it('remembers each dismissal once', () => {
    dismissSuggestion('B1.2>B1.3')
    dismissSuggestion('A2.1>A1.3')
    dismissSuggestion('B1.2>B1.3')
    expect(readDismissedSuggestions()).toEqual(['A2.1>A1.3', 'B1.2>B1.3'])
  })

  it('reads tampered or malformed storage as nothing dismissed', () => {
    localStorage.setItem(DISMISSED_SUGGESTIONS_KEY, '{not json')
    expect(readDismissedSuggestions()).toEqual([])
    localStorage.setItem(DISMISSED_SUGGESTIONS_KEY, JSON.stringify([1, 2]))
    expect(readDismissedSuggestions()).toEqual([])
    localStorage.setItem(DISMISSED_SUGGESTIONS_KEY, JSON.stringify({ id: 'x' }))
    expect(readDismissedSuggestions()).toEqual([])
  })

  it('keeps only the most recent twenty', () => {
    for (let i = 0; i < 25; i += 1) dismissSuggestion(`id-${i}`)
    const kept = readDismissedSuggestions()
    expect(kept).toHaveLength(20)
    expect(kept[0]).toBe('id-5')
    expect(kept.at(-1)).toBe('id-24')
  })
})
