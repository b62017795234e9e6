import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { LevelSuggestionCard } from './level-suggestion-card'

const suggestion = { level: 'B1', subLevel: 2, direction: 'up', average: 0.934, tests: 4 } as const

describe('LevelSuggestionCard', () => {
  it('names the suggested level, band and what it is based on', () => {
    render(
      <LevelSuggestionCard
        suggestion={suggestion}
        pending={false}
        onAccept={vi.fn()}
        onDismiss={vi.fn()}
      />,
    )
    expect(screen.getByText('Your recent tests suggest B1 · Mid')).toBeInTheDocument()
    expect(screen.getByText(/last 4 tests, with an average score of 93%/)).toBeInTheDocument()
  })

  it('calls Accept and Dismiss', async () => {
    const user = userEvent.setup()
    const onAccept = vi.fn()
    const onDismiss = vi.fn()
    render(
      <LevelSuggestionCard
        suggestion={suggestion}
        pending={false}
        onAccept={onAccept}
        onDismiss={onDismiss}
      />,
    )
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    expect(onAccept).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(onDismiss).toHaveBeenCalledTimes(1)
  })

  it('blocks Dismiss while the level is being saved', () => {
    render(
      <LevelSuggestionCard
        suggestion={suggestion}
        pending
        onAccept={vi.fn()}
        onDismiss={vi.fn()}
      />,
    )
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeDisabled()
  })
})
