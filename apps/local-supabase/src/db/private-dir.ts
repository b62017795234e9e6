import { chmod, mkdir, readdir } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * Creates `dir` readable by this user only (0700) and brings what is already in it to 0700 for
 * folders and 0600 for files: the data directory holds password hashes, refresh tokens, the JWT
 * secret and signing keys. Data directories written before this rule are fixed on the next start.
 */
export async function makePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  await chmodTree(dir)
}

async function chmodTree(dir: string): Promise<void> {
  await chmod(dir, 0o700)
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) await chmodTree(path)
    else if (entry.isFile()) await chmod(path, 0o600)
  }
}
