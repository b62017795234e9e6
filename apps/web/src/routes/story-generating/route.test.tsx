import type { ReadingRepository } from '@fabula/reading-api'
import type { StoryRequestView as StoryRequest } from '@fabula/reading-api/contract'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { rememberRequestParameters } from '@/features/reading/request-parameters'
import { renderSignedIn } from '@/test/signed-in'
import { Component } from './route'

const ID = '11111111-1111-4111-8111-111111111111'

function request(patch: Partial<StoryRequest>): StoryRequest {
  return {
    id: ID,
    status: 'running',
    stage: 'writing',
    progress: 40,
    error: null,
    partial_text: null,
    story_id: null,
    provider: 'builtin',
    created_at: '2026-11-25T10:00:00Z',
    updated_at: '2026-11-25T10:00:01Z',
    ...patch,
  }
}

function renderAt(repository: Partial<ReadingRepository>, id = ID) {
  const router = createMemoryRouter(
    [
      { path: '/read/story/generating', Component },
      { path: '/read/story/:id', Component: () => <p>story page</p> },
      { path: '/read/generate', Component: () => <p>generate page</p> },
    ],
    { initialEntries: [`/read/story/generating?request=${id}`] },
  )
  renderSignedIn(<RouterProvider router={router} />, {
    services: { reading: repository as ReadingRepository },
  })
  return router
}

afterEach(() => {
  sessionStorage.clear()
})

describe('/read/story/generating', () => {
  it('shows the stages, the progress and the text so far', async () => {
    renderAt({
      getStoryRequest: vi.fn(async () => request({ partial_text: 'Había una vez…' })),
    })
    await screen.findByText('40% done')
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40')
    expect(screen.getByText('Planning').closest('li')).toHaveAttribute('data-state', 'done')
    expect(screen.getByText('Writing').closest('li')).toHaveAttribute('aria-current', 'step')
    expect(screen.getByText('Questions').closest('li')).toHaveAttribute('data-state', 'todo')
    expect(screen.getByText('Había una vez…')).toBeInTheDocument()
  })

  it('replaces itself with the story when the request succeeds', async () => {
    const getStoryRequest = vi
      .fn<ReadingRepository['getStoryRequest']>()
      .mockResolvedValueOnce(request({}))
      .mockResolvedValue(
        request({ status: 'succeeded', stage: 'done', progress: 100, story_id: 'story-1' }),
      )
    const router = renderAt({ getStoryRequest })
    await screen.findByText('story page', {}, { timeout: 3000 })
    expect(router.state.location.pathname).toBe('/read/story/story-1')
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('cancels the generation', async () => {
    const user = userEvent.setup()
    const cancelStoryRequest = vi.fn(async () => undefined)
    renderAt({ getStoryRequest: vi.fn(async () => request({})), cancelStoryRequest })
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    await screen.findByText('generate page')
    expect(cancelStoryRequest).toHaveBeenCalledWith(ID)
  })

  it('shows the error screen on failure and Try Again starts the same story again', async () => {
    const user = userEvent.setup()
    const input = {
      genre: 'mystery' as const,
      length: 'short' as const,
      level: 'A2' as const,
      sub_level: 2 as const,
    }
    rememberRequestParameters(ID, input)
    const next = '22222222-2222-4222-8222-222222222222'
    const startStory = vi.fn(async () => request({ id: next, status: 'running' }))
    const getStoryRequest = vi.fn(async (id: string) =>
      id === ID
        ? request({
            status: 'failed',
            error: { code: 'DEPENDENCY_ERROR', message: 'The story service did not answer.' },
          })
        : request({ id }),
    )
    const router = renderAt({ getStoryRequest, startStory })
    // The screen words the failure by its code in the interface language, never the server's text.
    await screen.findByText('An error occurred. Please try again.')
    expect(screen.queryByText('The story service did not answer.')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(startStory).toHaveBeenCalledWith(input)
    await vi.waitFor(() => expect(router.state.location.search).toBe(`?request=${next}`))
  })

  it('says the story comes from the Fabula library when no provider writes it', async () => {
    renderAt({ getStoryRequest: vi.fn(async () => request({ provider: 'builtin' })) })
    expect(await screen.findByTestId('library-origin')).toHaveTextContent('From the Fabula library')
  })

  it('words a refused Try Again from its reason: the hourly limit and the next possible time', async () => {
    const user = userEvent.setup()
    rememberRequestParameters(ID, { genre: 'mystery', length: 'short' })
    const { AppError } = await import('@fabula/errors')
    const startStory = vi.fn(async () => {
      throw new AppError('BUSINESS_RULE_VIOLATION', {
        context: {
          operation: 'storyRequests.start',
          status: 429,
          function: {
            code: 'BUSINESS_RULE_VIOLATION',
            reason: 'rate_limited',
            limit: 10,
            retry_after: 600,
          },
        },
      })
    })
    const getStoryRequest = vi.fn(async () =>
      request({ status: 'failed', error: { code: 'DEPENDENCY_ERROR', message: 'No answer.' } }),
    )
    renderAt({ getStoryRequest, startStory })
    await user.click(await screen.findByRole('button', { name: 'Try Again' }))
    expect(await screen.findByTestId('start-refusal')).toHaveTextContent(
      /You can start 10 stories an hour\. The next one is possible in 10 minutes/,
    )
  })

  it('says clearly when the request is unknown or not the learner’s', async () => {
    renderAt({ getStoryRequest: vi.fn(async () => null) })
    await screen.findByText(/could not find this story request/)
  })
})
