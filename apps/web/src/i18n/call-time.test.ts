// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const SRC = fileURLToPath(new URL('../', import.meta.url))
/** The functions that word something in the current locale. */
const TRANSLATING = new Set(['t', 'formatDate', 'formatNumber', 'formatDateTime'])

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}${entry.name}`
    if (entry.isDirectory()) return sourceFiles(`${path}/`)
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** Calls of a translating function that run when the module is imported, not when rendering. */
function moduleScopeCalls(path: string): string[] {
  const text = readFileSync(path, 'utf8')
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) return
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      TRANSLATING.has(node.expression.text)
    ) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart())
      found.push(`${path.slice(SRC.length)}:${line + 1} ${node.getText().slice(0, 60)}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

describe('translations at call time', () => {
  it('never words a message when a module is imported (it would stay in that language)', () => {
    const calls = sourceFiles(SRC).flatMap(moduleScopeCalls)
    expect(calls).toEqual([])
  })
})
