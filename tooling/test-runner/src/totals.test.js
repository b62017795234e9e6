import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { clearResults, formatTotals, sumResults } from './totals.js'

function workspace(reports) {
  const root = mkdtempSync(join(tmpdir(), 'totals-'))
  for (const [pkg, content] of Object.entries(reports)) {
    const dir = join(root, 'packages', pkg, 'test-results')
    mkdirSync(dir, { recursive: true })
    writeFileSync(join(dir, 'vitest.json'), content)
  }
  return root
}

test('sums passed, failed and skipped across packages', () => {
  const root = workspace({
    a: JSON.stringify({
      numPassedTests: 3,
      numFailedTests: 1,
      numPendingTests: 2,
      numTodoTests: 0,
      success: false,
    }),
    b: JSON.stringify({
      numPassedTests: 5,
      numFailedTests: 0,
      numPendingTests: 0,
      numTodoTests: 0,
      success: true,
    }),
  })
  assert.deepEqual(sumResults(root), { passed: 8, failed: 1, skipped: 2, files: 2 })
})

test('a corrupt report counts as a failure', () => {
  const root = workspace({ a: '{not json' })
  assert.equal(sumResults(root).failed, 1)
})

test('a failed run with no failed test (a suite that crashed) counts as a failure', () => {
  const root = workspace({
    a: JSON.stringify({ numPassedTests: 2, numFailedTests: 0, success: false }),
  })
  assert.equal(sumResults(root).failed, 1)
})

test('clearResults removes earlier reports', () => {
  const root = workspace({ a: JSON.stringify({ numPassedTests: 1 }) })
  clearResults(root)
  assert.equal(sumResults(root).files, 0)
})

test('formats the closing line CI reads', () => {
  assert.equal(formatTotals({ passed: 4, failed: 0, skipped: 0 }), 'Tests: 4 passed, 0 failed')
  assert.equal(
    formatTotals({ passed: 4, failed: 1, skipped: 2 }),
    'Tests: 4 passed, 1 failed, 2 skipped',
  )
})
