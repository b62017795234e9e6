import { join } from 'node:path'
import { run } from './run.js'

/**
 * Packs each package with `pnpm pack` (which applies `publishConfig` and turns `workspace:` and
 * `catalog:` ranges into real ones, as `pnpm publish` does) into `destination`.
 *
 * @returns `{ name, dir, manifest, tarball }` per package
 */
export function packPackages(packages, destination) {
  return packages.map((pkg) => {
    const output = run('pnpm', ['pack', '--pack-destination', destination, '--json'], {
      cwd: pkg.dir,
    })
    const { filename } = JSON.parse(output)
    return { ...pkg, tarball: join(destination, filename.split('/').pop()) }
  })
}
