import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  SIDEBAR_COOKIE,
  Sidebar,
  SidebarContent,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
} from '../index.js'

function Shell() {
  return (
    <SidebarProvider>
      <Sidebar label="Main navigation">
        <SidebarContent>Links</SidebarContent>
      </Sidebar>
      <SidebarInset>
        <SidebarTrigger />
      </SidebarInset>
    </SidebarProvider>
  )
}

const state = () => document.querySelector('[data-slot="sidebar"]')?.getAttribute('data-state')

describe('Sidebar', () => {
  it.each([
    ['', 'expanded'],
    [`${SIDEBAR_COOKIE}=false`, 'collapsed'],
    [`${SIDEBAR_COOKIE}=true`, 'expanded'],
    [`${SIDEBAR_COOKIE}=maybe`, 'expanded'],
  ])('cookie %j starts %s', (cookie, expected) => {
    if (cookie) document.cookie = cookie
    render(<Shell />)
    expect(state()).toBe(expected)
  })

  it('the trigger collapses it and remembers that in the sidebar_state cookie', async () => {
    render(<Shell />)
    const trigger = screen.getByRole('button', { name: 'Toggle sidebar' })
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(trigger)
    expect(state()).toBe('collapsed')
    expect(trigger).toHaveAttribute('aria-expanded', 'false')
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE}=false`)
  })

  it('Ctrl+B toggles it', async () => {
    render(<Shell />)
    await userEvent.keyboard('{Control>}b{/Control}')
    expect(state()).toBe('collapsed')
  })

  it('on a phone it is a sheet that the trigger opens', async () => {
    vi.spyOn(window, 'matchMedia').mockReturnValue({
      matches: true,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    } as unknown as MediaQueryList)
    render(<Shell />)
    expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }))
    // The sheet's code loads on demand, so it appears a moment after the tap.
    expect(await screen.findByRole('dialog', { name: 'Main navigation' })).toHaveTextContent(
      'Links',
    )
  })
})

describe('Sidebar menu button', () => {
  it('shows its label as a tooltip on the collapsed rail, once the tooltip code has loaded', async () => {
    document.cookie = `${SIDEBAR_COOKIE}=false`
    render(
      <SidebarProvider>
        <Sidebar label="Main navigation">
          <SidebarContent>
            <SidebarMenu>
              <SidebarMenuItem>
                <SidebarMenuButton tooltip="Dashboard">D</SidebarMenuButton>
              </SidebarMenuItem>
            </SidebarMenu>
          </SidebarContent>
        </Sidebar>
      </SidebarProvider>,
    )
    // First the plain button, then the same button as the tooltip's trigger.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'D' })).toHaveAttribute('data-state', 'closed'),
    )
    act(() => screen.getByRole('button', { name: 'D' }).focus())
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Dashboard')
  })
})
