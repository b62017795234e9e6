import { ThemeProvider } from '@fabula/ui'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ThemeMenu } from './deferred-header-menus'

function renderMenu() {
  return render(
    <ThemeProvider initialTheme="light">
      <ThemeMenu />
    </ThemeProvider>,
  )
}

describe('deferred header menus', () => {
  it('shows a look-alike trigger first, and a press on it opens the real menu', async () => {
    renderMenu()
    const trigger = screen.getByRole('button', { name: 'Toggle theme' })
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
    expect(screen.queryByRole('menu')).toBeNull()
    fireEvent.pointerDown(trigger, { button: 0 })
    expect(await screen.findByRole('menu')).toBeInTheDocument()
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toBeInTheDocument()
  })

  it('opens from the keyboard too', async () => {
    renderMenu()
    fireEvent.keyDown(screen.getByRole('button', { name: 'Toggle theme' }), { key: 'Enter' })
    expect(await screen.findByRole('menu')).toBeInTheDocument()
  })

  it('ignores other keys and secondary buttons', async () => {
    renderMenu()
    const trigger = screen.getByRole('button', { name: 'Toggle theme' })
    fireEvent.keyDown(trigger, { key: 'a' })
    fireEvent.pointerDown(trigger, { button: 2 })
    // Hovering loads the module but does not open it.
    fireEvent.pointerEnter(trigger)
    await screen.findByRole('button', { name: 'Toggle theme' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('menu')).toBeNull()
  })
})
