import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import {
  DirectionSchema,
  FontSchema,
  PREFERENCE_DEFAULTS,
  ThemeSchema,
  readPreference,
} from './index.js'

const script = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'theme-init.js'), 'utf8')
const runScript = () => new Function(script)()
const root = () => document.documentElement

describe('theme-init.js (no-flash script)', () => {
  it.each([
    ['', false, 'inter', 'ltr'],
    ['theme=dark', true, 'inter', 'ltr'],
    ['theme=bogus; font=bogus; dir=bogus', false, 'inter', 'ltr'],
    ['theme=light; font=manrope; dir=rtl', false, 'manrope', 'rtl'],
    ['font=system', false, 'system', 'ltr'],
  ])('cookies %j → dark %s, font %s, dir %s', (cookies, dark, font, dir) => {
    for (const cookie of cookies.split('; ').filter(Boolean)) document.cookie = cookie
    runScript()
    expect(root().classList.contains('dark')).toBe(dark)
    expect(root().style.colorScheme).toBe(dark ? 'dark' : 'light')
    expect(root().getAttribute('data-font')).toBe(font)
    expect(root().getAttribute('dir')).toBe(dir)
  })

  it('keeps the server’s <html dir> when no dir cookie chooses one', () => {
    root().setAttribute('dir', 'rtl')
    runScript()
    expect(root().getAttribute('dir')).toBe('rtl')
    document.cookie = 'dir=ltr'
    runScript()
    expect(root().getAttribute('dir')).toBe('ltr')
  })

  it.each([true, false])('resolves theme=system from the OS preference (dark: %s)', (dark) => {
    vi.spyOn(window, 'matchMedia').mockReturnValue({ matches: dark } as MediaQueryList)
    document.cookie = 'theme=system'
    runScript()
    expect(root().classList.contains('dark')).toBe(dark)
  })

  it('accepts exactly the values the providers accept', () => {
    const samples = ['light', 'dark', 'system', 'inter', 'manrope', 'ltr', 'rtl', 'x', '']
    for (const value of samples) {
      document.cookie = `theme=${value}`
      document.cookie = `font=${value}`
      document.cookie = `dir=${value}`
      root().removeAttribute('dir')
      runScript()
      const cookies = document.cookie
      const theme = readPreference(cookies, 'theme', ThemeSchema, PREFERENCE_DEFAULTS.theme)
      expect(root().classList.contains('dark')).toBe(theme === 'dark')
      expect(root().getAttribute('data-font')).toBe(
        readPreference(cookies, 'font', FontSchema, PREFERENCE_DEFAULTS.font),
      )
      expect(root().getAttribute('dir')).toBe(
        readPreference(cookies, 'dir', DirectionSchema, PREFERENCE_DEFAULTS.direction),
      )
    }
  })
})
