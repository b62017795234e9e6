import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const WORKSPACE_DIRS = ['apps', 'packages', 'tooling']

/** Every test-results folder of the workspace's packages. */
function resultDirs(root) {
  const dirs = []
  for (const group of WORKSPACE_DIRS) {
    const groupDir = join(root, group)
    if (!existsSync(groupDir)) continue
    for (const pkg of readdirSync(groupDir)) {
      const dir = join(groupDir, pkg, 'test-results')
      if (existsSync(dir)) dirs.push(dir)
    }
  }
  return dirs
}

/** Removes reports left from an earlier run so the totals count this run only. */
export function clearResults(root) {
  for (const dir of resultDirs(root)) rmSync(dir, { recursive: true, force: true })
}

/**
 * Sums Vitest JSON reports (numPassedTests, numFailedTests, numPendingTests, numTodoTests).
 * A report that cannot be parsed counts as one failure: a broken report must never look green.
 */
export function sumResults(root) {
  const totals = { passed: 0, failed: 0, skipped: 0, files: 0 }
  for (const dir of resultDirs(root)) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      totals.files += 1
      try {
        const report = JSON.parse(readFileSync(join(dir, file), 'utf8'))
        totals.passed += report.numPassedTests ?? 0
        totals.failed += report.numFailedTests ?? 0
        totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
        if (report.success === false && (report.numFailedTests ?? 0) === 0) totals.failed += 1
      } catch {
        totals.failed += 1
      }
    }
  }
  return totals
}

/** The closing line CI reads: "Tests: N passed, N failed" (", N skipped" when any). */
export function formatTotals({ passed, failed, skipped }) {
  return `Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`
}
