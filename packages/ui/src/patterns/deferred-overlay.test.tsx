import { fireEvent, render, screen } from '@testing-library/react'
import * as React from 'react'
import { describe, expect, it } from 'vitest'
import { DeferredOverlay } from './deferred-overlay.js'

const RealMenu = React.lazy(async () => {
  const { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } =
    await import('../components/dropdown-menu.js')
  function Menu(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
    return (
      <DropdownMenu {...props}>
        <DropdownMenuTrigger asChild>
          <button type="button">Options</button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>Rename</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    )
  }
  return { default: Menu }
})

function renderDeferred() {
  return render(
    <DeferredOverlay
      trigger={(standIn) => (
        <button type="button" {...standIn}>
          Options
        </button>
      )}
      overlay={(state) => <RealMenu {...state} />}
    />,
  )
}

describe('DeferredOverlay', () => {
  it('shows the stand-in first; a press on it opens the real menu once loaded', async () => {
    renderDeferred()
    const trigger = screen.getByRole('button', { name: 'Options' })
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu')
    expect(trigger).not.toHaveAttribute('data-state')
    fireEvent.pointerDown(trigger, { button: 0 })
    expect(await screen.findByRole('menuitem', { name: 'Rename' }, { timeout: 5000 })).toBeVisible()
  })

  it('opens from Enter, and hovering loads it without opening it', async () => {
    const { unmount } = renderDeferred()
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Options' }))
    await screen.findByRole('button', { name: 'Options', expanded: false }, { timeout: 5000 })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('menu')).toBeNull()
    unmount()
    renderDeferred()
    fireEvent.keyDown(screen.getByRole('button', { name: 'Options' }), { key: 'Enter' })
    expect(await screen.findByRole('menu', {}, { timeout: 5000 })).toBeInTheDocument()
  })
})
