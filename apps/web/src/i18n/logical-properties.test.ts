// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOTS = ['../', '../../../../packages/ui/src/'].map((path) =>
  fileURLToPath(new URL(path, import.meta.url)),
)

/**
 * Tailwind utilities tied to the physical left or right, which stay put when an Arabic
 * interface turns right to left. Centring (`left-1/2 -translate-x-1/2`) is symmetric, and a
 * `rtl:` variant next to a physical one is a deliberate mirror: both are allowed.
 */
const PHYSICAL =
  /(?<![\w[-])(?<!(?:rtl|ltr):)-?(?:ml|mr|pl|pr|left|right|rounded-[lr]|rounded-[tb][lr]|border-[lr]|scroll-m[lr]|scroll-p[lr])-(?!1\/2\b)[\w[.]+|(?<![\w-])(?<!(?:rtl|ltr):)(?:text-(?:left|right)|float-(?:left|right)|border-[lr])\b/g

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}${entry.name}`
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : files(`${path}/`)
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('right-to-left layout', () => {
  it('uses logical utilities (ms-, pe-, start-, text-end…) instead of left and right', () => {
    const found = ROOTS.flatMap(files).flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          [...line.matchAll(/className=|cn\(|cva\(|'[^']*'|"[^"]*"|`[^`]*`/g)].length > 0
            ? [...line.matchAll(PHYSICAL)].map(
                (match) => `${path.split('/src/')[1]}:${index + 1} ${match[0]}`,
              )
            : [],
        ),
    )
    expect(found).toEqual([])
  })
})
