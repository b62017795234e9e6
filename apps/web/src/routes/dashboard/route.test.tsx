import type { Profile, ProfileRepository } from '@fabula/profile-api'
import type { ReadingRepository } from '@fabula/reading-api'
import { screen, within } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { renderSignedIn } from '@/test/signed-in'
import { Component } from './route'

const COMPLETE: Profile = {
  user_id: 'user-1',
  wanted_name: 'Lea',
  nl: 'en',
  tl: 'es',
  fav_authors: [],
  fav_genres: [],
  lang_lvl: 'A2',
  lang_sub_lvl: 2,
}

/** The learner cards' data after one finished story and one test. */
const READING: Partial<ReadingRepository> = {
  getLearnerTotals: vi.fn(async () => ({
    stories_read: 1,
    seconds_read: 420,
    words_read: 380,
    words_known: 37,
    tests_taken: 1,
    average_score: 0.8,
  })),
  getStreak: vi.fn(async () => ({ current: 1, longest: 1, active_today: true })),
  getWordsKnownHistory: vi.fn(async () =>
    Array.from({ length: 30 }, (_, i) => ({
      day: `2026-11-${String(i + 1).padStart(2, '0')}`,
      words_known: i === 29 ? 37 : 0,
    })),
  ),
  getDailyGoal: vi.fn(async () => ({
    kind: 'minutes' as const,
    target: 10,
    chosen: false,
    words_today: 380,
    seconds_today: 420,
  })),
  getContinueReading: vi.fn(async () => ({
    story_id: 's2',
    title: 'El faro',
    language: 'es',
    provider: 'builtin',
    progress: 0.42,
    position: 0.4,
    import_title: null,
    import_part: null,
    import_parts: null,
    updated_at: '2026-11-30T10:00:00Z',
  })),
  getNextTest: vi.fn(async () => null),
  getStaffOverview: vi.fn(async () => ({
    role: 'admin',
    learners: 12,
    learners_new_today: 2,
    stories_today: 5,
    failed_generations_today: 1,
    active_learners_today: 4,
  })),
}

function renderDashboard(profile: Profile | null, role: 'admin' | null = null) {
  const router = createMemoryRouter([{ path: '/dashboard', Component }], {
    initialEntries: ['/dashboard'],
  })
  renderSignedIn(<RouterProvider router={router} />, {
    account: { role },
    services: {
      profiles: {
        get: vi.fn(async () => profile),
      } as Partial<ProfileRepository> as ProfileRepository,
      reading: READING as ReadingRepository,
    },
  })
}

describe('/dashboard', () => {
  it('shows a learner their numbers after a first story: read, known, streak, score, goal', async () => {
    renderDashboard(COMPLETE)
    const value = async (id: string) =>
      within(await screen.findByTestId(id)).getByText(/./, { selector: '[data-slot="stat-value"]' })
    expect(await value('stat-stories-read')).toHaveTextContent('1')
    expect(await value('stat-words-known')).toHaveTextContent('37')
    expect(await value('stat-streak')).toHaveTextContent('1 day')
    expect(await value('stat-minutes-read')).toHaveTextContent('7')
    expect(await value('stat-average-score')).toHaveTextContent('80%')
    // The vocabulary estimate: the A2 · Mid level prior plus the words marked known.
    expect(screen.getByTestId('stat-words-known')).toHaveTextContent(
      /About [\d,]+ words in your vocabulary/,
    )
    expect(screen.getByTestId('daily-goal')).toHaveTextContent('7 of 10 minutes read')
    expect(screen.getByTestId('continue-reading')).toHaveTextContent('El faro · 42% read')
    expect(within(screen.getByTestId('continue-reading')).getByRole('link')).toHaveAttribute(
      'href',
      '/read/story/s2',
    )
    expect(screen.getByTestId('next-test')).toHaveTextContent('Vocabulary test')
    expect(await screen.findByTestId('words-known-chart')).toHaveTextContent(
      'Words known over time',
    )
    expect(screen.getByTestId('profile-summary')).toHaveTextContent(
      'Learning Spanish from English · level A2 · Mid',
    )
    expect(screen.queryByText(/Your numbers appear here after your first story/)).toBeNull()
  })

  it('shows staff without a learning profile the staff overview, not the onboarding card', async () => {
    renderDashboard(null, 'admin')
    const overview = await screen.findByTestId('staff-overview')
    expect(overview).toHaveTextContent('Learners12')
    expect(overview).toHaveTextContent('Stories today5')
    expect(overview).not.toHaveTextContent('Open tasks')
    expect(screen.queryByTestId('onboarding-card')).toBeNull()
  })

  it('shows a learner without a profile the onboarding card', async () => {
    renderDashboard({ ...COMPLETE, tl: null, lang_lvl: null, lang_sub_lvl: null })
    expect(await screen.findByTestId('onboarding-card')).toHaveTextContent('3 details are missing')
    expect(screen.queryByTestId('staff-overview')).toBeNull()
  })
})
