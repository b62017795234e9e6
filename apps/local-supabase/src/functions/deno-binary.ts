import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** This package's folder. */
const PACKAGE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * Deno's cache (npm packages the functions import, compiled modules): inside this package's
 * `node_modules`, so it is ignored by git, removed with the install, and shared by `deno check`,
 * the dev server and the tests. A `DENO_DIR` already set wins (a CI cache, say).
 */
function denoDir(): string {
  return process.env.DENO_DIR || join(PACKAGE_DIR, 'node_modules', '.cache', 'deno')
}

/**
 * The environment every Deno process gets: the cache above, no update check or colours, the
 * machine's own certificate store (Deno otherwise trusts only its bundled roots, so a registry
 * reached through a TLS-inspecting proxy would fail), and npm's registry when npm or pnpm has one
 * configured for this run.
 */
export function denoEnv(): Record<string, string> {
  const registry = process.env.NPM_CONFIG_REGISTRY ?? process.env.npm_config_registry
  return {
    DENO_DIR: denoDir(),
    DENO_NO_UPDATE_CHECK: '1',
    DENO_TLS_CA_STORE: process.env.DENO_TLS_CA_STORE ?? 'system,mozilla',
    NO_COLOR: '1',
    ...(registry ? { NPM_CONFIG_REGISTRY: registry } : {}),
  }
}

/** The `@deno/*` package that carries the binary for this machine. */
function platformPackage(): string {
  const { platform, arch } = process
  // The npm package ships glibc builds only for Linux; musl systems need Deno installed otherwise.
  return platform === 'linux' ? `@deno/linux-${arch}-glibc` : `@deno/${platform}-${arch}`
}

/**
 * The Deno executable from the `deno` npm package. The binary comes in the platform package that
 * npm installs as an optional dependency; `deno`'s own postinstall would only hard-link it into
 * its folder (it is not run here), so the platform package is read directly, and that copy is
 * used when it exists. Running the binary itself, not the package's Node wrapper, spares a Node
 * start per process and lets a signal reach Deno.
 *
 * @throws Error naming the platform when no binary is installed for it
 */
export function denoExecutable(): string {
  const exe = process.platform === 'win32' ? 'deno.exe' : 'deno'
  const require = createRequire(join(PACKAGE_DIR, 'package.json'))
  let packageDir: string
  try {
    packageDir = dirname(require.resolve('deno/package.json'))
  } catch {
    throw new Error('The deno package is not installed; run pnpm install.')
  }
  const linked = join(packageDir, exe)
  if (existsSync(linked)) return linked
  try {
    const fromPlatform = createRequire(join(packageDir, 'package.json'))
    return join(dirname(fromPlatform.resolve(`${platformPackage()}/package.json`)), exe)
  } catch {
    throw new Error(
      `No Deno binary for ${process.platform}-${process.arch} (${platformPackage()} is not ` +
        'installed); run functions with LOCAL_SUPABASE_FUNCTIONS_RUNTIME=node.',
    )
  }
}
