/**
 * Type-checks every edge function with Deno, as Supabase's deploy does: `deno check` of
 * `<functions>/<name>/index.ts` with the function's own `deno.json` (import map, options) and its
 * committed `deno.lock` (`--frozen`: a stale lockfile fails). A bare import missing from the map
 * fails here, not at deploy. The map's `npm:` versions must equal the workspace catalogue, so the
 * code Deno runs is the code the Node tests ran.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { denoEnv, denoExecutable } from './deno-binary'

const DenoConfigSchema = v.object({ imports: v.optional(v.record(v.string(), v.string())) })

/**
 * The `catalog:` entries of a `pnpm-workspace.yaml` (name → range). Reads only that flat map: two
 * spaces, `name: range`, names optionally quoted.
 */
export function catalogVersions(workspaceYaml: string): Map<string, string> {
  const versions = new Map<string, string>()
  let inCatalog = false
  for (const line of workspaceYaml.split(/\r?\n/)) {
    if (/^\S/.test(line)) inCatalog = /^catalog:\s*$/.test(line)
    const entry = inCatalog ? /^ {2}'?([^':\s]+)'?:\s*(\S+)\s*$/.exec(line) : null
    if (entry?.[1] && entry[2]) versions.set(entry[1], entry[2])
  }
  return versions
}

/**
 * Where a function's import map disagrees with the catalogue: every `npm:name@range` must use the
 * catalogue's range for `name`.
 *
 * @returns One sentence per problem (empty when none).
 */
export function npmImportProblems(
  imports: Record<string, string>,
  catalog: ReadonlyMap<string, string>,
): string[] {
  const problems: string[] = []
  for (const [key, target] of Object.entries(imports)) {
    // `npm:name@range/subpath`: the range ends at the first slash after it.
    const npm = /^npm:(@?[^@]+)@([^/]+)(?:\/.*)?$/.exec(target)
    if (!target.startsWith('npm:')) continue
    if (!npm?.[1] || !npm[2]) {
      problems.push(`"${key}" maps to ${target} without a version`)
      continue
    }
    const expected = catalog.get(npm[1])
    if (expected === undefined) problems.push(`"${key}": ${npm[1]} is not in the pnpm catalog`)
    else if (expected !== npm[2]) {
      problems.push(`"${key}": ${npm[1]}@${npm[2]} differs from the catalog's ${expected}`)
    }
  }
  return problems
}

/** The folders under `dir` that hold a function (`<name>/index.ts`). */
export function functionNames(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort()
}

/** What {@link checkFunctions} found. */
interface CheckReport {
  /** Functions `deno check` ran on. */
  checked: string[]
  /** One line per problem. */
  failures: string[]
}

/** Options of {@link checkFunctions}. */
interface CheckOptions {
  /** Write or refresh each `deno.lock` instead of insisting on it (after a version bump). */
  updateLock?: boolean
  /** Also check the local runtime's Deno bootstrap. Default true. */
  bootstrap?: boolean
}

/** Whether an import map reaches outside the repository (npm:, jsr:, URLs): then a lock is due. */
function hasRemoteImports(imports: Record<string, string>): boolean {
  return Object.values(imports).some((target) => /^(npm:|jsr:|https?:)/.test(target))
}

/**
 * Checks every function under `dir`, and the local runtime's Deno bootstrap.
 *
 * @param dir - The repository's `supabase/functions`.
 * @param workspaceYaml - Text of `pnpm-workspace.yaml`, for the catalogue.
 */
export function checkFunctions(
  dir: string,
  workspaceYaml: string,
  options: CheckOptions = {},
): CheckReport {
  const catalog = catalogVersions(workspaceYaml)
  const deno = denoExecutable()
  const env = { ...process.env, ...denoEnv() }
  const run = (args: string[]) => spawnSync(deno, args, { stdio: 'inherit', env }).status === 0
  const report: CheckReport = { checked: [], failures: [] }

  for (const name of functionNames(dir)) {
    const config = join(dir, name, 'deno.json')
    if (!existsSync(config)) {
      report.failures.push(`${name}: no deno.json (its import map and options)`)
      continue
    }
    const parsed = v.safeParse(DenoConfigSchema, JSON.parse(readFileSync(config, 'utf8')))
    if (!parsed.success) {
      report.failures.push(`${name}: deno.json "imports" must map names to strings`)
      continue
    }
    const imports = parsed.output.imports ?? {}
    for (const problem of npmImportProblems(imports, catalog)) {
      report.failures.push(`${name}: ${problem}`)
    }
    const locked = existsSync(join(dir, name, 'deno.lock'))
    if (!locked && hasRemoteImports(imports) && !options.updateLock) {
      report.failures.push(`${name}: no deno.lock; write it with the functions:lock script`)
      continue
    }
    const lock = options.updateLock ? [] : locked ? ['--frozen'] : ['--no-lock']
    report.checked.push(name)
    if (!run(['check', '--quiet', ...lock, '--config', config, join(dir, name, 'index.ts')])) {
      report.failures.push(`${name}: deno check failed (see above)`)
    }
  }
  if (options.bootstrap !== false) {
    const bootstrap = fileURLToPath(new URL('./deno-bootstrap.ts', import.meta.url))
    if (!run(['check', '--quiet', '--no-config', '--no-lock', bootstrap])) {
      report.failures.push('deno-bootstrap.ts: deno check failed (see above)')
    }
  }
  return report
}
