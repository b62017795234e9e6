// @vitest-environment node
import { cn } from '@fabula/ui'
import { compile } from '@tailwindcss/node'
import { Scanner } from '@tailwindcss/oxide'
import { readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { twMerge } from 'tailwind-merge'
import { beforeAll, describe, expect, it } from 'vitest'

/*
 * `cn` merges with a table of the utility families our screens use (ADR 0074) instead of
 * tailwind-merge's table of every utility. This holds it to the full table on everything that can
 * reach it: every class the app's stylesheet is generated with, alone and without its variants,
 * merged pairwise in both orders.
 */

const stylesheet = fileURLToPath(new URL('./styles.css', import.meta.url))

/** The class names Tailwind generates CSS for, from the app's own sources, as the build finds them. */
async function generatedClasses(): Promise<string[]> {
  const base = dirname(stylesheet)
  // The compiler reports the files it imports for a watcher to follow; a single run needs none.
  const compiler = await compile(readFileSync(stylesheet, 'utf8'), {
    base,
    onDependency: () => undefined,
  })
  const root =
    compiler.root === 'none'
      ? []
      : compiler.root === null
        ? [{ base, pattern: '**/*', negated: false }]
        : [{ ...compiler.root, negated: false }]
  const scanner = new Scanner({ sources: [...root, ...compiler.sources] })
  const css = compiler.build(scanner.scan())
  const names = new Set<string>()
  for (const match of css.matchAll(/\.((?:\\.|[\w-])+)/g)) {
    names.add(match[1]!.replace(/\\(.)/g, '$1'))
  }
  return [...names]
}

/** `hover:md:px-2` → `px-2` (a colon inside brackets or parentheses belongs to the value). */
function withoutVariants(name: string): string {
  let depth = 0
  let start = 0
  for (let i = 0; i < name.length; i++) {
    const char = name[i]
    if (char === '[' || char === '(') depth++
    else if (char === ']' || char === ')') depth--
    else if (char === ':' && depth === 0) start = i + 1
  }
  return name.slice(start)
}

describe('cn against the full tailwind-merge table', () => {
  let classes: string[] = []
  beforeAll(async () => {
    const generated = await generatedClasses()
    classes = [...new Set([...generated, ...generated.map(withoutVariants)])]
  })

  it('finds the app’s utilities in its stylesheet', () => {
    expect(classes.length).toBeGreaterThan(500)
    for (const name of ['px-4', 'text-muted-foreground', 'hover:bg-accent', 'border-s']) {
      expect(classes).toContain(name)
    }
  })

  it('merges every pair of them as the full table does', () => {
    const differences: string[] = []
    for (const first of classes) {
      for (const second of classes) {
        const list = `${first} ${second}`
        const expected = twMerge(list)
        const actual = cn(list)
        if (actual !== expected)
          differences.push(`"${list}": "${actual}", full table "${expected}"`)
      }
    }
    // A difference means a utility family is missing from packages/ui/src/lib/class-groups.ts.
    expect(differences.slice(0, 20)).toEqual([])
  })
})
