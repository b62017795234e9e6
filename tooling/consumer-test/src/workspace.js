import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** This package's folder. */
export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url))
/** The repository root (tooling/consumer-test/../..). */
export const WORKSPACE_ROOT = join(PACKAGE_DIR, '..', '..')

const WORKSPACE_GROUPS = ['apps', 'packages', 'tooling']

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'))
}

/** Every workspace package: `{ name, dir, manifest }`. */
export function workspacePackages(root = WORKSPACE_ROOT) {
  const found = []
  for (const group of WORKSPACE_GROUPS) {
    const groupDir = join(root, group)
    if (!existsSync(groupDir)) continue
    for (const entry of readdirSync(groupDir)) {
      const file = join(groupDir, entry, 'package.json')
      if (!existsSync(file)) continue
      const manifest = readJson(file)
      found.push({ name: manifest.name, dir: join(groupDir, entry), manifest })
    }
  }
  return found
}

/** A package is publishable when it is not private and says how to publish (`publishConfig`). */
export function isPublishable(manifest) {
  return manifest.private !== true && manifest.publishConfig !== undefined
}

/**
 * The packages this suite packs and checks: the workspace packages in this package's
 * devDependencies that are publishable. Listing them as devDependencies is what makes turbo build
 * them before this package's `test` task (`^build`), so that one line is all a new package needs.
 */
export function checkedPackages(root = WORKSPACE_ROOT) {
  const own = readJson(join(PACKAGE_DIR, 'package.json'))
  const wanted = new Set(Object.keys(own.devDependencies ?? {}))
  return workspacePackages(root).filter(
    (pkg) => wanted.has(pkg.name) && isPublishable(pkg.manifest),
  )
}

/**
 * The entry points of a package as published (`publishConfig.exports`), split into modules (which
 * carry types) and assets (stylesheets, plain scripts served as files).
 */
export function publishedEntries(manifest) {
  const exports = manifest.publishConfig?.exports ?? manifest.exports ?? {}
  const modules = []
  const assets = []
  for (const [subpath, target] of Object.entries(exports)) {
    if (subpath === './package.json') continue
    if (typeof target === 'object' && target !== null && 'types' in target) modules.push(subpath)
    else assets.push(subpath)
  }
  return { modules, assets }
}

/** The exact version of a dependency installed for this package (the lockfile's version). */
export function installedVersion(name) {
  return readJson(join(PACKAGE_DIR, 'node_modules', name, 'package.json')).version
}
