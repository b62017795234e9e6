import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { ReadingRepository } from '@/features/reading-data/repository'
import { setReading } from '@/features/reading-data/repository-instance'
import type { ReadingEvent } from '@/features/reading-data/types'
import { TimeRead, secondsReadOn } from './time-read'

const event = (story_id: string, seconds_read: number): ReadingEvent => ({
  story_id,
  kind: 'progress',
  seconds_read,
  position: 0,
  created_at: '2026-11-22T10:00:00Z',
})

afterEach(() => setReading(undefined))

describe('time read', () => {
  it('sums only the story’s own events', () => {
    const events = [event('a', 90), event('b', 600), event('a', 45), event('a', 0)]
    expect(secondsReadOn(events, 'a')).toBe(135)
    expect(secondsReadOn(events, 'c')).toBe(0)
  })

  it('shows whole minutes read on the reader', async () => {
    setReading({
      listReadingEvents: async () => [event('a', 100), event('a', 200), event('b', 900)],
    } as Partial<ReadingRepository> as ReadingRepository)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <TimeRead storyId="a" />
      </QueryClientProvider>,
    )
    expect(await screen.findByTestId('time-read')).toHaveTextContent('Time read: 5 minutes')
  })

  it('says "under a minute" before a full minute is saved', async () => {
    setReading({
      listReadingEvents: async () => [event('a', 40)],
    } as Partial<ReadingRepository> as ReadingRepository)
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <TimeRead storyId="a" />
      </QueryClientProvider>,
    )
    expect(await screen.findByTestId('time-read')).toHaveTextContent('Time read: under a minute')
  })
})
