import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// happy-dom cannot compute colours, so axe skips contrast there (ADR 0007); this test checks the
// token pairs themselves against WCAG 2.2 AA in both themes.

function tokensOf(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`)
  const block = css.slice(start, css.indexOf('}', start))
  return new Map([...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1]!, m[2]!]))
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

// A plain file read: Vitest blanks CSS imports, and happy-dom's URL rejects file: URLs.
const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../styles.css'), 'utf8')

const TEXT_PAIRS: [string, string][] = [
  ['foreground', 'background'],
  ['card-foreground', 'card'],
  ['popover-foreground', 'popover'],
  ['primary-foreground', 'primary'],
  ['secondary-foreground', 'secondary'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'muted'],
  ['muted-foreground', 'card'],
  ['accent-foreground', 'accent'],
  ['destructive-foreground', 'destructive'],
  ['destructive', 'background'],
  ['primary', 'background'],
  ['success', 'background'],
  ['warning', 'background'],
  ['info', 'background'],
  ['sidebar-foreground', 'sidebar'],
  ['sidebar-accent-foreground', 'sidebar-accent'],
  ...['neutral', 'success', 'warning', 'danger', 'info', 'violet'].map((tone): [string, string] => [
    `tone-${tone}-fg`,
    `tone-${tone}-bg`,
  ]),
]

// Non-text contrast (WCAG 1.4.11): control borders, focus ring, chart marks.
const GRAPHIC_PAIRS: [string, string][] = [
  ['input', 'background'],
  ['ring', 'background'],
  ...[1, 2, 3, 4, 5].map((n): [string, string] => [`chart-${n}`, 'background']),
]

const light = tokensOf(':root')
const dark = new Map([...light, ...tokensOf('.dark')])

describe.each([
  ['light', light],
  ['dark', dark],
])('%s theme tokens', (_theme, tokens) => {
  it.each(TEXT_PAIRS)('%s on %s reaches 4.5:1 for text', (fg, bg) => {
    expect(tokens.get(fg), fg).toMatch(/^#/)
    expect(tokens.get(bg), bg).toMatch(/^#/)
    expect(contrast(tokens.get(fg)!, tokens.get(bg)!)).toBeGreaterThanOrEqual(4.5)
  })

  it.each(GRAPHIC_PAIRS)('%s on %s reaches 3:1 for graphics', (fg, bg) => {
    expect(contrast(tokens.get(fg)!, tokens.get(bg)!)).toBeGreaterThanOrEqual(3)
  })
})
