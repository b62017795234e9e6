import { execFile } from 'node:child_process'
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const DEBIAN_PG_ROOT = '/usr/lib/postgresql'

/** A throwaway PostgreSQL cluster in a temp dir. */
export interface PgCluster {
  databaseUrl: string
  /** Stops the server and deletes the data directory. */
  stop(): Promise<void>
}

async function findBinDir(): Promise<string> {
  if (process.env.PG_BIN_DIR) return process.env.PG_BIN_DIR
  const versions = await readdir(DEBIAN_PG_ROOT).catch(() => [] as string[])
  const newest = versions.filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a))[0]
  if (!newest) {
    throw new Error(`No PostgreSQL binaries: install Debian's postgresql package or set PG_BIN_DIR`)
  }
  return join(DEBIAN_PG_ROOT, newest, 'bin')
}

/** Asks the OS for a free TCP port on localhost. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

/**
 * initdb + pg_ctl start on a free port, tuned for tests (no fsync). PostgreSQL refuses to run as
 * root, so under root the cluster runs as the `postgres` system user via runuser.
 */
export async function startPgCluster(): Promise<PgCluster> {
  const bin = await findBinDir()
  const root = await mkdtemp(join(tmpdir(), 'local-supabase-pg-'))
  const dataDir = join(root, 'data')
  const asRoot = process.getuid?.() === 0
  const exec = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args])
      : run(join(bin, tool), args)
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: gid } = await run('id', ['-g', 'postgres'])
    await chown(root, Number(stdout.trim()), Number(gid.trim()))
  }
  await exec('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '-N',
  ])
  const port = await freePort()
  const settings = [
    `-p ${port}`,
    `-k ${root}`,
    `-c listen_addresses=127.0.0.1`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ')
  await exec('pg_ctl', ['-D', dataDir, '-o', settings, '-l', join(root, 'log'), '-w', 'start'])
  return {
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await exec('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined)
      await rm(root, { recursive: true, force: true })
    },
  }
}
