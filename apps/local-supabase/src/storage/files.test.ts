import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { FileStore } from './files'

async function* chunks(...parts: number[]): AsyncIterable<Uint8Array> {
  for (const n of parts) yield new Uint8Array(n).fill(1)
}

describe('FileStore', () => {
  let dir: string | undefined
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('keeps files 0600 in folders 0700 under its root, named by a UUID', async () => {
    dir = await mkdtemp(join(tmpdir(), 'files-test-'))
    const root = join(dir, 'storage')
    const files = await FileStore.open(root)
    const written = await files.write(chunks(3, 4), 100, '100B')
    expect(written.size).toBe(7)
    expect(written.eTag).toMatch(/^"[0-9a-f]{32}"$/)
    expect((await stat(root)).mode & 0o777).toBe(0o700)
    const [folder] = await readdir(root)
    expect((await stat(join(root, folder!))).mode & 0o777).toBe(0o700)
    const file = join(root, folder!, written.version)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    const copy = await files.copy(written.version)
    expect(await files.size(copy)).toBe(7)
    await files.remove([written.version, copy, 'not-a-uuid', null])
    expect(await files.size(written.version)).toBeNull()
    await files.close()
    expect((await stat(root)).isDirectory()).toBe(true)
  })

  it('stops a body past the limit and leaves no file behind', async () => {
    dir = await mkdtemp(join(tmpdir(), 'files-test-'))
    const files = await FileStore.open(dir)
    await expect(files.write(chunks(60, 60), 100, '100B')).rejects.toMatchObject({
      code: 'EntityTooLarge',
    })
    const folders = await readdir(dir)
    for (const f of folders) expect(await readdir(join(dir, f))).toEqual([])
  })

  it('never builds a path from a name that is not one of its UUIDs', async () => {
    const files = await FileStore.open()
    dir = files.root
    for (const bad of ['../../etc/passwd', '/etc/passwd', 'aa/../../x', '']) {
      expect(() => files.read(bad)).toThrow(/Object not found/)
      await expect(files.copy(bad)).rejects.toThrow(/Object not found/)
    }
    await files.close()
    await expect(stat(files.root)).rejects.toMatchObject({ code: 'ENOENT' })
  })
})

describe('FileStore with a broken body', () => {
  it('calls a body that fails midway a cut-off upload and keeps nothing', async () => {
    const files = await FileStore.open()
    try {
      async function* broken(): AsyncIterable<Uint8Array> {
        yield new Uint8Array(10)
        throw new TypeError('terminated')
      }
      await expect(files.write(broken(), 100, '100B')).rejects.toMatchObject({
        code: 'InvalidRequest',
        statusCode: 400,
      })
      for (const folder of await readdir(files.root)) {
        expect(await readdir(join(files.root, folder))).toEqual([])
      }
    } finally {
      await files.close()
    }
  })
})
