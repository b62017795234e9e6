import { afterEach, describe, expect, it } from 'vitest'
import {
  ACCEPTED_SUGGESTIONS_KEY,
  DISMISSED_SUGGESTIONS_KEY,
  dismissSuggestion,
  readCountedFrom,
  readDismissedSuggestions,
  rememberAccepted,
  suggestionId,
} from './suggestion-memory'

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

describe('accepted level suggestions', () => {
  it('counts every test until a suggestion is accepted, then only later ones, per learner', () => {
    expect(readCountedFrom('user-a')).toBeNull()
    rememberAccepted('user-a', '2026-11-01T10:00:00.000Z')
    rememberAccepted('user-b', '2026-11-02T10:00:00.000Z')
    rememberAccepted('user-a', '2026-11-03T10:00:00.000Z')
    expect(readCountedFrom('user-a')).toBe('2026-11-03T10:00:00.000Z')
    expect(readCountedFrom('user-b')).toBe('2026-11-02T10:00:00.000Z')
  })

  it('ignores a stored value that is not a date', () => {
    localStorage.setItem(ACCEPTED_SUGGESTIONS_KEY, JSON.stringify({ 'user-a': 'soon' }))
    expect(readCountedFrom('user-a')).toBeNull()
  })
})
