import { AppError } from '@fabula/errors'
import type { Profile, ProfileRepository } from '@fabula/profile-api'
import type { ReadingRepository } from '@fabula/reading-api'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { renderSignedIn } from '@/test/signed-in'
import { Component } from './route'

const PROFILE: Profile = {
  user_id: 'user-1',
  wanted_name: 'Lea',
  nl: 'en',
  tl: 'es',
  fav_authors: [],
  fav_genres: ['mystery'],
  lang_lvl: 'C2',
  lang_sub_lvl: 2,
}

const LIBRARY_ONLY = {
  provider: { connected: false },
  library: { languages: [{ language: 'es', stories: 12, levels: ['A1' as const, 'C2' as const] }] },
}

/** What startStory throws when the function refuses with `body`. */
function refused(status: number, body: Record<string, unknown>) {
  return new AppError('BUSINESS_RULE_VIOLATION', {
    context: { operation: 'storyRequests.start', status, function: body },
  })
}

function renderForm(reading: Partial<ReadingRepository>) {
  const profiles = { get: vi.fn(async () => PROFILE) } as Partial<ProfileRepository>
  const router = createMemoryRouter([{ path: '/read/generate', Component }], {
    initialEntries: ['/read/generate'],
  })
  renderSignedIn(<RouterProvider router={router} />, {
    services: {
      profiles: profiles as ProfileRepository,
      reading: {
        getStoryOptions: vi.fn(async () => LIBRARY_ONLY),
        ...reading,
      } as ReadingRepository,
    },
  })
}

describe('/read/generate', () => {
  it('says the story comes from the Fabula library and names the bands Low, Mid and High', async () => {
    renderForm({})
    expect(await screen.findByTestId('library-notice')).toHaveTextContent('From the Fabula library')
    const band = screen.getByLabelText('Band')
    expect(
      within(band)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Low', 'Mid', 'High'])
    expect(band).toHaveValue('2')
  })

  it('words the 429 with the hourly limit and the next possible time, not a format error', async () => {
    const user = userEvent.setup()
    renderForm({
      startStory: vi.fn(async () => {
        throw refused(429, {
          code: 'BUSINESS_RULE_VIOLATION',
          reason: 'rate_limited',
          limit: 10,
          retry_after: 1800,
        })
      }),
    })
    await user.click(await screen.findByRole('button', { name: 'Write my story' }))
    const alert = await screen.findByTestId('start-refusal')
    expect(alert).toHaveTextContent(
      /You can start 10 stories an hour\. The next one is possible in 30 minutes/,
    )
    expect(alert).not.toHaveTextContent(/format of your input/)
  })

  it('offers the nearest levels with unread stories and puts the chosen one in the form', async () => {
    const user = userEvent.setup()
    renderForm({
      startStory: vi.fn(async () => {
        throw refused(422, {
          code: 'DATA_NOT_FOUND',
          reason: 'LIBRARY_EXHAUSTED',
          language: 'es',
          level: 'C2',
          choices: [{ level: 'B2', unread: 2, genres: ['mystery'], lengths: ['short'] }],
        })
      }),
    })
    await user.click(await screen.findByRole('button', { name: 'Write my story' }))
    const alert = await screen.findByTestId('start-refusal')
    expect(alert).toHaveTextContent(
      'You have read every Fabula library story in Spanish near level C2.',
    )
    await user.click(within(alert).getByRole('button', { name: 'B2 · 2 unread stories' }))
    expect(screen.getByLabelText('Level')).toHaveValue('B2')
    expect(screen.queryByTestId('start-refusal')).toBeNull()
  })
})
