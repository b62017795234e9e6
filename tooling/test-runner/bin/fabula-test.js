#!/usr/bin/env node
// The repository's one test command: system packages, then every turbo check, then one total.
import { spawnSync } from 'node:child_process'
import { ensureSystemDeps } from '../src/system-deps.js'
import { clearResults, formatTotals, sumResults } from '../src/totals.js'

const root = process.cwd()
const tasks = ['lint', 'typecheck', 'test', 'build:storybook', 'e2e']
const extra = process.argv.slice(2)

ensureSystemDeps()
clearResults(root)

// Workspace consistency first (one version per dependency, sorted manifests): cheap and decisive.
const sherif = spawnSync('sherif', [], { stdio: 'inherit', shell: process.platform === 'win32' })
if (sherif.status !== 0) console.error('[fabula-test] sherif found workspace inconsistencies')

// Dead files, exports and dependencies across the workspace (knip.json names the entry points).
const knip = spawnSync('knip', ['--no-config-hints'], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
})
if (knip.status !== 0) console.error('[fabula-test] knip found unused code or dependencies')

const prettier = spawnSync('prettier', ['--check', '--log-level=warn', '.'], {
  stdio: 'inherit',
  shell: process.platform === 'win32',
})
if (prettier.status !== 0) console.error('[fabula-test] files need `pnpm format`')

const turbo = spawnSync(
  'turbo',
  ['run', ...tasks, '--concurrency=2', '--continue', '--output-logs=errors-only', ...extra],
  { stdio: 'inherit', shell: process.platform === 'win32' },
)

const totals = sumResults(root)
if (turbo.status !== 0) console.error('[fabula-test] a turbo task failed; see the log above')
if (totals.files === 0) console.error('[fabula-test] no test reports were written')
console.info(formatTotals(totals))
process.exit(
  turbo.status !== 0 ||
    sherif.status !== 0 ||
    knip.status !== 0 ||
    prettier.status !== 0 ||
    totals.failed > 0 ||
    totals.files === 0
    ? 1
    : 0,
)
