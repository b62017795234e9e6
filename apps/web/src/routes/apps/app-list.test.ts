import { describe, expect, it } from 'vitest'
import type { IntegrationView } from '@fabula/integrations-api/contract'
import { isConnected, visibleApps, type AppCardFacts } from './app-list'

const CARDS: AppCardFacts[] = [
  {
    card: 'story_provider',
    name: 'AI story provider',
    description: 'Writes stories',
    connected: false,
  },
  {
    card: 'text_to_speech',
    name: 'Text-to-speech',
    description: 'Reads words aloud',
    connected: true,
  },
  { card: 'email', name: 'Email delivery', description: 'Sends Fabula’s mails', connected: true },
]
const names = (cards: AppCardFacts[]) => cards.map((card) => card.card)

describe('visibleApps', () => {
  it('keeps the cards in their own order without a sort', () => {
    expect(names(visibleApps(CARDS, {}))).toEqual(['story_provider', 'text_to_speech', 'email'])
  })

  it('filters by type', () => {
    expect(names(visibleApps(CARDS, { type: 'connected' }))).toEqual(['text_to_speech', 'email'])
    expect(names(visibleApps(CARDS, { type: 'notConnected' }))).toEqual(['story_provider'])
    expect(names(visibleApps(CARDS, { type: 'all' }))).toHaveLength(3)
  })

  it('filters by name or description, ignoring case and accents', () => {
    expect(names(visibleApps(CARDS, { filter: 'EMAIL' }))).toEqual(['email'])
    expect(names(visibleApps(CARDS, { filter: 'aloud' }))).toEqual(['text_to_speech'])
    expect(names(visibleApps(CARDS, { filter: 'stóries' }))).toEqual(['story_provider'])
    expect(visibleApps(CARDS, { filter: 'chat' })).toEqual([])
  })

  it('sorts by name both ways, after filtering', () => {
    expect(names(visibleApps(CARDS, { sort: 'asc' }))).toEqual([
      'story_provider',
      'email',
      'text_to_speech',
    ])
    expect(names(visibleApps(CARDS, { sort: 'desc', type: 'connected' }))).toEqual([
      'text_to_speech',
      'email',
    ])
  })
})

describe('isConnected', () => {
  const view = (kind: IntegrationView['kind'], connected: boolean) =>
    ({ kind, connected }) as IntegrationView
  it('counts the browser voices as always connected and the others as stored', () => {
    expect(isConnected('text_to_speech', [])).toBe(true)
    expect(isConnected('email', [view('email', true)])).toBe(true)
    expect(isConnected('story_provider', [view('story_provider', false)])).toBe(false)
    expect(isConnected('story_provider', [])).toBe(false)
  })
})
