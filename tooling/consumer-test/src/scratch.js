import { cpSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { run } from './run.js'
import { PACKAGE_DIR, WORKSPACE_ROOT, installedVersion } from './workspace.js'

/** Dependencies with a build script that pnpm may run (the workspace allows the same two). */
const ALLOWED_BUILDS = ['@tailwindcss/oxide', 'esbuild']

/**
 * Creates a project outside the workspace from a fixture folder and installs the packed tarballs
 * plus the named registry packages at the exact versions the workspace's lockfile holds.
 *
 * The install reads the workspace's pnpm store and prefers cached data, so on CI it only fetches
 * what the store lacks (the registry is reachable there). Every `@fabula/*` name is overridden to
 * its tarball, so a packed package's dependency on a sibling (`"@fabula/errors": "0.1.0"`) can
 * never be fetched from a registry.
 *
 * @param {string} dir - an empty folder outside the workspace
 * @param {string} fixture - folder name under fixtures/
 * @param {{ name: string, tarball: string }[]} packed - every packed package
 * @param {string[]} fabula - the packed packages this project depends on directly
 * @param {string[]} registry - other dependencies, resolved to the workspace's versions
 */
export function createScratchProject(dir, fixture, packed, fabula, registry) {
  cpSync(join(PACKAGE_DIR, 'fixtures', fixture), dir, { recursive: true })
  const tarballOf = Object.fromEntries(packed.map((pkg) => [pkg.name, `file:${pkg.tarball}`]))
  const dependencies = {}
  for (const name of fabula) dependencies[name] = tarballOf[name]
  for (const name of registry) dependencies[name] = installedVersion(name)
  const manifest = {
    name: `fabula-consumer-${fixture}`,
    private: true,
    type: 'module',
    dependencies,
  }
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  const settings = [
    'overrides:',
    ...Object.entries(tarballOf).map(([name, spec]) => `  '${name}': '${spec}'`),
    'onlyBuiltDependencies:',
    ...ALLOWED_BUILDS.map((name) => `  - '${name}'`),
  ]
  writeFileSync(join(dir, 'pnpm-workspace.yaml'), `${settings.join('\n')}\n`)
  const storeDir = run('pnpm', ['store', 'path'], { cwd: WORKSPACE_ROOT }).trim()
  return run(
    'pnpm',
    [
      'install',
      '--store-dir',
      storeDir,
      '--prefer-offline',
      // CI=true makes pnpm default to a frozen lockfile; a scratch project has none yet.
      '--no-frozen-lockfile',
      '--reporter=append-only',
    ],
    { cwd: dir },
  )
}
