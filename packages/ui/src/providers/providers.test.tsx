import { act, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type * as React from 'react'
import { describe, expect, it, vi } from 'vitest'
import {
  DirectionProvider,
  FontProvider,
  ThemeProvider,
  UiProviders,
  useDirection,
  useFont,
  useTheme,
} from '../index.js'

const root = () => document.documentElement

function stubSystemDark(dark: boolean) {
  const listeners = new Set<() => void>()
  const query = {
    get matches() {
      return dark
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }
  vi.spyOn(window, 'matchMedia').mockReturnValue(query as unknown as MediaQueryList)
  return {
    set(next: boolean) {
      dark = next
      listeners.forEach((listener) => listener())
    },
  }
}

describe('ThemeProvider', () => {
  it.each([
    ['', 'light', 'light'],
    ['theme=dark', 'dark', 'dark'],
    ['theme=light', 'light', 'light'],
    ['theme=blue', 'light', 'light'],
    ['theme=DARK', 'light', 'light'],
  ])('cookie %j → theme %s painted %s', (cookie, theme, painted) => {
    if (cookie) document.cookie = cookie
    const { result } = renderHook(() => useTheme(), { wrapper: ThemeProvider })
    expect(result.current.theme).toBe(theme)
    expect(result.current.resolvedTheme).toBe(painted)
    expect(root().classList.contains('dark')).toBe(painted === 'dark')
    expect(root().classList.contains('light')).toBe(painted === 'light')
    expect(root().style.colorScheme).toBe(painted)
  })

  it('follows the operating system while the preference is system', () => {
    const system = stubSystemDark(true)
    document.cookie = 'theme=system'
    const { result } = renderHook(() => useTheme(), { wrapper: ThemeProvider })
    expect(result.current.resolvedTheme).toBe('dark')
    act(() => system.set(false))
    expect(result.current.resolvedTheme).toBe('light')
    expect(root().classList.contains('dark')).toBe(false)
  })

  it('setTheme repaints and stores the choice in the theme cookie', () => {
    const { result } = renderHook(() => useTheme(), { wrapper: ThemeProvider })
    act(() => result.current.setTheme('dark'))
    expect(root().classList.contains('dark')).toBe(true)
    expect(document.cookie).toContain('theme=dark')
  })

  it('throws a helpful error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => renderHook(() => useTheme())).toThrow(/inside <ThemeProvider>/)
  })
})

describe('FontProvider', () => {
  it.each([
    ['', 'inter'],
    ['font=manrope', 'manrope'],
    ['font=system', 'system'],
    ['font=papyrus', 'inter'],
  ])('cookie %j → data-font %s', (cookie, font) => {
    if (cookie) document.cookie = cookie
    const { result } = renderHook(() => useFont(), { wrapper: FontProvider })
    expect(result.current.font).toBe(font)
    expect(root().getAttribute('data-font')).toBe(font)
  })

  it('setFont updates <html data-font> and the font cookie', () => {
    const { result } = renderHook(() => useFont(), { wrapper: FontProvider })
    act(() => result.current.setFont('manrope'))
    expect(root().getAttribute('data-font')).toBe('manrope')
    expect(document.cookie).toContain('font=manrope')
  })
})

describe('DirectionProvider', () => {
  it.each([
    ['', 'ltr'],
    ['dir=rtl', 'rtl'],
    ['dir=ttb', 'ltr'],
  ])('cookie %j → <html dir="%s">', (cookie, dir) => {
    if (cookie) document.cookie = cookie
    const { result } = renderHook(() => useDirection(), { wrapper: DirectionProvider })
    expect(result.current.direction).toBe(dir)
    expect(root().getAttribute('dir')).toBe(dir)
  })

  it.each([
    ['', 'rtl'],
    ['dir=ltr', 'ltr'],
    ['dir=ttb', 'rtl'],
  ])('cookie %j with defaultDirection rtl → <html dir="%s">', (cookie, dir) => {
    if (cookie) document.cookie = cookie
    const { result } = renderHook(() => useDirection(), {
      wrapper: ({ children }) => (
        <DirectionProvider defaultDirection="rtl">{children}</DirectionProvider>
      ),
    })
    expect(result.current.direction).toBe(dir)
    expect(root().getAttribute('dir')).toBe(dir)
  })

  it('setDirection flips <html dir>, the cookie and Radix keyboard direction', async () => {
    function Probe() {
      const { direction, setDirection } = useDirection()
      return (
        <button type="button" onClick={() => setDirection(direction === 'ltr' ? 'rtl' : 'ltr')}>
          {direction}
        </button>
      )
    }
    render(
      <DirectionProvider>
        <Probe />
      </DirectionProvider>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'ltr' }))
    expect(screen.getByRole('button', { name: 'rtl' })).toBeInTheDocument()
    expect(root().getAttribute('dir')).toBe('rtl')
    expect(document.cookie).toContain('dir=rtl')
  })
})

describe('UiProviders', () => {
  it('applies initial values over cookies, for Storybook and tests', () => {
    document.cookie = 'theme=light'
    const wrapper = ({ children }: { children?: React.ReactNode }) => (
      <UiProviders initialTheme="dark" initialFont="system" initialDirection="rtl">
        {children}
      </UiProviders>
    )
    const { result } = renderHook(
      () => ({ theme: useTheme().theme, font: useFont().font, dir: useDirection().direction }),
      { wrapper },
    )
    expect(result.current).toEqual({ theme: 'dark', font: 'system', dir: 'rtl' })
    expect(root().classList.contains('dark')).toBe(true)
  })
})
