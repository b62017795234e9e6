import type { Profile, ProfileRepository } from '@fabula/profile-api'
import type { ReadingRepository, TestHistoryEntry } from '@fabula/reading-api'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderSignedIn } from '@/test/signed-in'
import { Component } from './route'

const { success } = vi.hoisted(() => ({ success: vi.fn() }))
vi.mock('@/app/notify', () => ({ notify: { success }, reportError: vi.fn() }))

const PROFILE: Profile = {
  user_id: 'user-1',
  wanted_name: 'Lea',
  nl: 'en',
  tl: 'es',
  fav_authors: ['Borges'],
  fav_genres: [],
  lang_lvl: 'B1',
  lang_sub_lvl: 2,
}

const LIBRARY_ONLY = {
  provider: { connected: false },
  library: {
    languages: [
      { language: 'de', stories: 12, levels: ['A1' as const] },
      { language: 'es', stories: 12, levels: ['A1' as const] },
    ],
  },
}

/** Three high French scores: enough for a suggestion in French, none in Spanish. */
const FRENCH_TESTS: TestHistoryEntry[] = Array.from({ length: 3 }, (_, i) => ({
  id: `t${i}`,
  kind: 'comprehension',
  language: 'fr',
  storyId: null,
  storyTitle: null,
  score: 10,
  total: 10,
  createdAt: `2026-11-0${i + 1}T10:00:00Z`,
}))

function renderSettings(
  profile: Profile | null,
  reading: Partial<ReadingRepository> = {},
  profiles: Partial<ProfileRepository> = {},
) {
  const router = createMemoryRouter(
    [
      { path: '/settings', Component },
      { path: '/read/generate', Component: () => <p>generate page</p> },
    ],
    { initialEntries: ['/settings'] },
  )
  renderSignedIn(<RouterProvider router={router} />, {
    services: {
      profiles: {
        get: vi.fn(async () => profile),
        ...profiles,
      } as Partial<ProfileRepository> as ProfileRepository,
      reading: {
        getStoryOptions: vi.fn(async () => LIBRARY_ONLY),
        getReadingGoal: vi.fn(async () => null),
        listTestHistory: vi.fn(async () => []),
        ...reading,
      } as ReadingRepository,
    },
  })
  return router
}

afterEach(() => {
  vi.clearAllMocks()
})

describe('favourite authors', () => {
  it('keeps every author when spaces and Enter are typed', async () => {
    const user = userEvent.setup()
    renderSettings(PROFILE)
    const input = await screen.findByLabelText('Favourite authors')
    await user.type(input, '   {Enter}')
    await user.type(input, '{Enter}')
    expect(within(screen.getByTestId('author-chips')).getByText('Borges')).toBeInTheDocument()
    await user.type(input, 'Ana María Matute{Enter}')
    expect(
      within(screen.getByTestId('author-chips'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Borges', 'Ana María Matute'])
    expect(input).toHaveValue('')
  })

  it('refuses a name over 80 characters as it is typed, not on Save', async () => {
    const user = userEvent.setup()
    renderSettings(PROFILE)
    const input = await screen.findByLabelText('Favourite authors')
    await user.type(input, 'x'.repeat(80))
    expect(screen.queryByText('An author’s name has at most 80 characters.')).toBeNull()
    await user.type(input, 'y')
    expect(screen.getByText('An author’s name has at most 80 characters.')).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('button', { name: 'Add author' })).toBeDisabled()
    await user.type(input, '{Enter}')
    expect(within(screen.getByTestId('author-chips')).getAllByRole('listitem')).toHaveLength(1)
  })
})

describe('languages offered', () => {
  it('offers only the library’s languages without a provider, and says why', async () => {
    const user = userEvent.setup()
    renderSettings(PROFILE)
    expect(await screen.findByTestId('target-language-hint')).toHaveTextContent(
      'you can choose the languages the Fabula library has stories in: German, Spanish.',
    )
    await user.click(screen.getByRole('combobox', { name: 'Language you are learning' }))
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent)
    expect(options.map((text) => text?.replace('(selected)', ''))).toEqual(['German', 'Spanish'])
  })

  it('keeps a language chosen earlier that now needs a provider, and says so', async () => {
    renderSettings({ ...PROFILE, tl: 'fi' })
    expect(await screen.findByText(/Finnish has no library stories/)).toBeInTheDocument()
  })

  it('offers every language when a provider is connected', async () => {
    const user = userEvent.setup()
    renderSettings(PROFILE, {
      getStoryOptions: vi.fn(async () => ({ ...LIBRARY_ONLY, provider: { connected: true } })),
    })
    expect(await screen.findByTestId('target-language-hint')).toHaveTextContent(
      'A story provider is connected',
    )
    await user.click(screen.getByRole('combobox', { name: 'Language you are learning' }))
    expect((await screen.findAllByRole('option')).length).toBe(44)
  })
})

describe('after the first profile save', () => {
  it('leads the learner on to a first story', async () => {
    const user = userEvent.setup()
    const incomplete = { ...PROFILE, lang_lvl: null, lang_sub_lvl: null }
    const update = vi.fn(async () => PROFILE)
    const router = renderSettings(incomplete, {}, { update })
    await user.click(await screen.findByRole('combobox', { name: 'Level' }))
    await user.click(await screen.findByRole('option', { name: 'B1' }))
    await user.click(screen.getByRole('radio', { name: 'Mid' }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await screen.findByText('generate page')
    expect(router.state.location.pathname).toBe('/read/generate')
    expect(success).toHaveBeenCalledWith('Your profile is ready. Let’s find your first story.')
  })

  it('stays on the page after later saves', async () => {
    const user = userEvent.setup()
    const update = vi.fn(async () => PROFILE)
    const router = renderSettings(PROFILE, {}, { update })
    await user.click(await screen.findByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your changes have been saved.'))
    expect(router.state.location.pathname).toBe('/settings')
  })
})

describe('level suggestions', () => {
  it('are not offered from tests in another language', async () => {
    renderSettings(PROFILE, { listTestHistory: vi.fn(async () => FRENCH_TESTS) })
    await screen.findByRole('button', { name: 'Save changes' })
    expect(screen.queryByTestId('level-suggestion')).toBeNull()
  })

  it('go away once another language is chosen in the form', async () => {
    const user = userEvent.setup()
    renderSettings(
      { ...PROFILE, tl: 'fr' },
      {
        listTestHistory: vi.fn(async () => FRENCH_TESTS),
        getStoryOptions: vi.fn(async () => ({ ...LIBRARY_ONLY, provider: { connected: true } })),
      },
    )
    expect(await screen.findByTestId('level-suggestion')).toHaveTextContent(
      'Your recent tests suggest B1 · High',
    )
    await user.click(screen.getByRole('combobox', { name: 'Language you are learning' }))
    await user.click(await screen.findByRole('option', { name: 'Spanish' }))
    expect(screen.queryByTestId('level-suggestion')).toBeNull()
  })
})

describe('daily goal', () => {
  it('saves words or minutes per day, within their range', async () => {
    const user = userEvent.setup()
    const setReadingGoal = vi.fn(async () => undefined)
    renderSettings(PROFILE, { setReadingGoal })
    await user.click(await screen.findByRole('radio', { name: 'Words read' }))
    const target = screen.getByLabelText('Per day')
    expect(target).toHaveValue(500)
    await user.clear(target)
    await user.type(target, '30')
    expect(screen.getByRole('button', { name: 'Save goal' })).toBeDisabled()
    await user.clear(target)
    await user.type(target, '800')
    await user.click(screen.getByRole('button', { name: 'Save goal' }))
    await waitFor(() =>
      expect(setReadingGoal).toHaveBeenCalledWith('user-1', { kind: 'words', target: 800 }),
    )
  })
})
