import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { TOAST_DEFAULTS, Toaster, UiProviders, toast } from '../index.js'

describe('Toaster', () => {
  it('uses the seed defaults: bottom-right, 5 s, Alt+T', () => {
    expect(TOAST_DEFAULTS).toEqual({
      position: 'bottom-right',
      duration: 5000,
      hotkey: ['altKey', 'KeyT'],
    })
  })

  it('shows toasts bottom-right with a close button, in the provider theme and direction', async () => {
    render(
      <UiProviders initialTheme="dark" initialDirection="rtl">
        <Toaster />
      </UiProviders>,
    )
    act(() => {
      toast.success('Saved')
    })
    const message = await screen.findByText('Saved')
    const list = message.closest('[data-sonner-toaster]')
    expect(list).toHaveAttribute('data-y-position', 'bottom')
    expect(list).toHaveAttribute('data-x-position', 'right')
    expect(list).toHaveAttribute('data-sonner-theme', 'dark')
    expect(list).toHaveAttribute('dir', 'rtl')
    expect(message.closest('[data-sonner-toast]')).toHaveAttribute('data-rich-colors', 'true')
    expect(screen.getByRole('button', { name: 'Close toast' })).toBeInTheDocument()
    await userEvent.keyboard('{Alt>}t{/Alt}')
    expect(list).toContainElement(document.activeElement as HTMLElement)
  })
  it('colours rich toasts with the design tokens, whose pairs reach AA contrast', async () => {
    render(
      <UiProviders initialTheme="light">
        <Toaster />
      </UiProviders>,
    )
    act(() => {
      toast.success('Connected')
    })
    const list = (await screen.findByText('Connected')).closest<HTMLElement>(
      '[data-sonner-toaster]',
    )
    for (const [type, tone] of [
      ['success', 'success'],
      ['info', 'info'],
      ['warning', 'warning'],
      ['error', 'danger'],
    ]) {
      expect(list?.style.getPropertyValue(`--${type}-text`)).toBe(`var(--tone-${tone}-fg)`)
      expect(list?.style.getPropertyValue(`--${type}-bg`)).toBe(`var(--tone-${tone}-bg)`)
    }
    expect(list?.style.fontFamily).toBe('var(--font-app)')
  })
})
