import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'

/** Debian packages the test suite drives: a browser for UI tests, a PostgreSQL server for the backend suite. */
const REQUIREMENTS = [
  { name: 'chromium', present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium') },
  { name: 'postgresql', present: () => findPostgresBinDir() !== undefined },
]

/** Finds the directory holding initdb/pg_ctl from Debian's postgresql package, if installed. */
function findPostgresBinDir() {
  if (process.env.PG_BIN_DIR && existsSync(`${process.env.PG_BIN_DIR}/initdb`))
    return process.env.PG_BIN_DIR
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((v) => existsSync(`${root}/${v}/bin/initdb`))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? `${root}/${versions[0]}/bin` : undefined
}

/**
 * Installs missing system packages with apt-get when running as root on Debian.
 * Elsewhere it only reports what is missing, so a developer's machine is never changed silently.
 */
export function ensureSystemDeps(log = console.error) {
  const missing = REQUIREMENTS.filter((r) => !r.present()).map((r) => r.name)
  if (missing.length === 0) return []
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')
  if (!canInstall) {
    log(
      `[fabula-test] missing system packages: ${missing.join(', ')} (install them with your package manager)`,
    )
    return missing
  }
  log(`[fabula-test] installing ${missing.join(', ')} from Debian packages…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  })
  return []
}
