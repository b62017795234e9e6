import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/*
 * eSpeak NG is GPL-3.0-or-later: it runs on the server only and must never be bundled for a
 * browser. The web app's bundle can only contain what its dependency graph reaches (pnpm gives a
 * package only its declared dependencies), so no package the web app depends on, directly or
 * through other workspace packages, may depend on this one or on the engine.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..')
const SERVER_ONLY = [
  '@fabula/speech',
  '@echogarden/espeak-ng-emscripten',
  '@sglkc/kuromoji',
  'wasm-media-encoders',
]

interface Manifest {
  name: string
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}

function workspaceManifests(): Map<string, Manifest> {
  const found = new Map<string, Manifest>()
  for (const group of ['apps', 'packages', 'tooling']) {
    for (const entry of readdirSync(join(ROOT, group), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue
      try {
        const manifest = JSON.parse(
          readFileSync(join(ROOT, group, entry.name, 'package.json'), 'utf8'),
        ) as Manifest
        found.set(manifest.name, manifest)
      } catch {
        // A folder without a package.json is not a package.
      }
    }
  }
  return found
}

describe('server-only', () => {
  it('no package that reaches the web app’s bundle depends on the speech engine', () => {
    const manifests = workspaceManifests()
    expect(manifests.has('@fabula/web')).toBe(true)
    const reached = new Set<string>()
    // Dev dependencies (test tools, the local backend the app starts) never reach a bundle.
    const visit = (name: string) => {
      if (reached.has(name)) return
      reached.add(name)
      const manifest = manifests.get(name)
      if (!manifest) return
      const deps = { ...manifest.dependencies, ...manifest.peerDependencies }
      for (const dep of Object.keys(deps)) visit(dep)
    }
    visit('@fabula/web')
    expect([...reached].filter((name) => SERVER_ONLY.includes(name))).toEqual([])
  })
})
