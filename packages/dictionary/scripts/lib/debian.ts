/**
 * Fetches Debian packages without installing them: `apt-get download` puts the `.deb` in the
 * cache and `dpkg-deb -x` unpacks it into a private folder, so the converter needs neither root
 * nor changes to the developer's system (only a Debian or Ubuntu machine with apt).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { cacheDir } from './cache'

/** An unpacked Debian package. */
export interface DebianPackage {
  /** Package name, e.g. `dict-freedict-spa-eng`. */
  name: string
  /** Exact version that was converted, for the attribution file. */
  version: string
  /** Folder the package was unpacked into (its `usr/…` tree is below). */
  root: string
}

/**
 * Downloads (once) and unpacks a Debian package.
 *
 * @param name - Binary package name.
 * @returns The unpacked package.
 * @throws When apt-get cannot find or download the package.
 */
export function debianPackage(name: string): DebianPackage {
  const debs = cacheDir('debs')
  const find = () =>
    readdirSync(debs).find((file) => file.startsWith(`${name}_`) && file.endsWith('.deb'))
  let deb = find()
  if (deb === undefined) {
    execFileSync('apt-get', ['download', name], {
      cwd: debs,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    deb = find()
    if (deb === undefined) throw new Error(`apt-get download ${name} produced no .deb`)
  }
  const file = join(debs, deb)
  const version = execFileSync('dpkg-deb', ['-f', file, 'Version'], { encoding: 'utf8' }).trim()
  const root = join(cacheDir('root'), name)
  if (!existsSync(join(root, 'usr'))) {
    cacheDir('root', name)
    execFileSync('dpkg-deb', ['-x', file, root])
  }
  return { name, version, root }
}

/**
 * A file inside an unpacked package.
 *
 * @param pkg - The package.
 * @param path - Path below the package root, e.g. `usr/share/dictd/freedict-spa-eng.index`.
 * @returns The absolute path.
 * @throws When the file is not in the package.
 */
export function packageFile(pkg: DebianPackage, path: string): string {
  const file = join(pkg.root, path)
  if (!existsSync(file)) throw new Error(`${pkg.name} ${pkg.version} has no ${path}`)
  return file
}
