import type { ReadingEvent, ReadingRepository } from '@fabula/reading-api'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderSignedIn } from '@/test/signed-in'
import { TimeRead, secondsReadOn } from './time-read'

const event = (story_id: string, seconds_read: number): ReadingEvent => ({
  story_id,
  kind: 'progress',
  seconds_read,
  progress: null,
  words_read: 0,
  created_at: '2026-11-22T10:00:00Z',
})

describe('time read', () => {
  it('sums only the story’s own events', () => {
    const events = [event('a', 90), event('b', 600), event('a', 45), event('a', 0)]
    expect(secondsReadOn(events, 'a')).toBe(135)
    expect(secondsReadOn(events, 'c')).toBe(0)
  })

  it('shows whole minutes read on the reader', async () => {
    const reading = {
      listReadingEvents: async () => [event('a', 100), event('a', 200), event('b', 900)],
    } as Partial<ReadingRepository> as ReadingRepository
    renderSignedIn(<TimeRead storyId="a" />, { services: { reading } })
    expect(await screen.findByTestId('time-read')).toHaveTextContent('Time read: 5 minutes')
  })

  it('says "under a minute" before a full minute is saved', async () => {
    const reading = {
      listReadingEvents: async () => [event('a', 40)],
    } as Partial<ReadingRepository> as ReadingRepository
    renderSignedIn(<TimeRead storyId="a" />, { services: { reading } })
    expect(await screen.findByTestId('time-read')).toHaveTextContent('Time read: under a minute')
  })
})
