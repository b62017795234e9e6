import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SupabaseClient } from '@supabase/supabase-js'
import { startTestServer, type TestServer } from '@fabula/local-supabase/testing'

/*
 * Issue 32: Storage through the real supabase-js `storage` client over HTTP, on PGlite and
 * PostgreSQL, with the repository's migrations (the `audio` bucket and its policies) and a public
 * bucket made here through the API.
 */

/** A few bytes that start like an MP3 frame; Storage does not look inside, the bucket's type list does. */
const MP3 = new Uint8Array([0xff, 0xf3, 0x44, 0xc4, 1, 2, 3, 4, 5, 6, 7, 8])
const bytes = (n: number, fill = 7) => new Uint8Array(n).fill(fill)

async function readBlob(blob: Blob | null): Promise<number[]> {
  return blob ? [...new Uint8Array(await blob.arrayBuffer())] : []
}

describe.each(['pglite', 'postgres'] as const)('storage over %s', (database) => {
  let server: TestServer
  let admin: SupabaseClient
  let alice: { id: string; client: SupabaseClient }
  let bob: { id: string; client: SupabaseClient }
  const anon = () => server.createClient()

  async function learner(email: string) {
    const user = await server.createUser({ email, password: 'secret-123' })
    const { data, error } = await server.createClient().auth.signInWithPassword(user)
    if (error || !data.session) throw error ?? new Error('no session')
    return { id: user.id, client: server.createClient(data.session.access_token) }
  }

  beforeAll(async () => {
    server = await startTestServer({ database })
    admin = server.createClient(server.serviceRoleKey)
    alice = await learner('alice-storage@example.test')
    bob = await learner('bob-storage@example.test')
    const { error } = await admin.storage.createBucket('pictures', {
      public: true,
      fileSizeLimit: '1KB',
      allowedMimeTypes: ['image/*'],
    })
    expect(error).toBeNull()
  })
  afterAll(() => server?.stop())

  describe('buckets', () => {
    it('the service role reads, lists and changes buckets; the migration made `audio`', async () => {
      const { data: audio } = await admin.storage.getBucket('audio')
      expect(audio).toMatchObject({
        id: 'audio',
        public: false,
        file_size_limit: 52428800,
      })
      expect(audio?.allowed_mime_types).toContain('audio/mpeg')
      const { data: all } = await admin.storage.listBuckets()
      expect(all?.map((b) => b.id)).toEqual(expect.arrayContaining(['audio', 'pictures']))
      const { data: searched } = await admin.storage.listBuckets({ search: 'pict' })
      expect(searched?.map((b) => b.id)).toEqual(['pictures'])
      await admin.storage.createBucket('scratch', { public: false })
      const { error: updated } = await admin.storage.updateBucket('scratch', {
        public: true,
        fileSizeLimit: 2048,
      })
      expect(updated).toBeNull()
      expect((await admin.storage.getBucket('scratch')).data).toMatchObject({
        public: true,
        file_size_limit: 2048,
      })
    })

    it('refuses a learner who creates a bucket, and shows them none (no policy on buckets)', async () => {
      const { error } = await alice.client.storage.createBucket('mine', { public: true })
      expect(error).toMatchObject({
        statusCode: '403',
        message: 'new row violates row-level security policy',
      })
      expect((await alice.client.storage.listBuckets()).data).toEqual([])
      const missing = await alice.client.storage.getBucket('audio')
      expect(missing.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' })
      // Nor can they empty, change or delete one (and they do not learn that `audio` holds files).
      await admin.storage
        .from('audio')
        .upload('library/keep.mp3', MP3, { contentType: 'audio/mpeg' })
      expect((await alice.client.storage.emptyBucket('audio')).error?.statusCode).toBe('404')
      expect((await alice.client.storage.deleteBucket('audio')).error?.statusCode).toBe('404')
      const update = await alice.client.storage.updateBucket('audio', { public: true })
      expect(update.error?.statusCode).toBe('404')
      expect((await admin.storage.getBucket('audio')).data?.public).toBe(false)
      expect((await admin.storage.from('audio').exists('library/keep.mp3')).data).toBe(true)
    })

    it('refuses a duplicate bucket, a bad name and a size text it cannot read', async () => {
      expect((await admin.storage.createBucket('pictures', { public: true })).error).toMatchObject({
        statusCode: '409',
      })
      expect((await admin.storage.createBucket('a/b', { public: true })).error).toMatchObject({
        statusCode: '400',
        message: 'Bucket name invalid',
      })
      const badLimit = await admin.storage.createBucket('limits', {
        public: false,
        fileSizeLimit: 'lots',
      })
      expect(badLimit.error?.statusCode).toBe('400')
    })

    it('deletes a bucket only once it is empty', async () => {
      await admin.storage.createBucket('temporary', { public: false })
      await admin.storage.from('temporary').upload('x.txt', 'hello')
      const refused = await admin.storage.deleteBucket('temporary')
      expect(refused.error).toMatchObject({ statusCode: '409' })
      expect((await admin.storage.emptyBucket('temporary')).error).toBeNull()
      expect((await admin.storage.deleteBucket('temporary')).error).toBeNull()
      expect((await admin.storage.getBucket('temporary')).error?.statusCode).toBe('404')
    })
  })

  describe('objects in a learner’s own folder', () => {
    it('uploads, downloads, describes and removes a file (binary body and Blob)', async () => {
      const audio = alice.client.storage.from('audio')
      const path = `${alice.id}/clip.mp3`
      const up = await audio.upload(path, MP3, { contentType: 'audio/mpeg', cacheControl: '60' })
      expect(up.error).toBeNull()
      expect(up.data).toMatchObject({ path, fullPath: `audio/${path}` })
      const down = await audio.download(path)
      expect(await readBlob(down.data)).toEqual([...MP3])
      expect(down.data?.type).toBe('audio/mpeg')
      const info = await audio.info(path)
      expect(info.data).toMatchObject({
        size: MP3.length,
        contentType: 'audio/mpeg',
        cacheControl: 'max-age=60',
      })
      expect(await audio.exists(path)).toMatchObject({ data: true })
      const blobPath = `${alice.id}/blob.ogg`
      const blob = new Blob([bytes(20, 9)], { type: 'audio/ogg' })
      expect((await audio.upload(blobPath, blob, { metadata: { lines: 3 } })).error).toBeNull()
      const blobInfo = await audio.info(blobPath)
      expect(blobInfo.data).toMatchObject({
        size: 20,
        contentType: 'audio/ogg',
        metadata: { lines: 3 },
      })
      const removed = await audio.remove([path, blobPath])
      expect(removed.data?.map((o) => o.name).sort()).toEqual([blobPath, path].sort())
      expect((await audio.download(path)).error).toMatchObject({ statusCode: '404' })
      expect((await audio.exists(path)).data).toBe(false)
    })

    it('keeps an existing file unless the upload asks to replace it', async () => {
      const audio = alice.client.storage.from('audio')
      const path = `${alice.id}/replace.mp3`
      await audio.upload(path, MP3, { contentType: 'audio/mpeg' })
      const again = await audio.upload(path, bytes(5), { contentType: 'audio/mpeg' })
      expect(again.error).toMatchObject({
        statusCode: '409',
        message: 'The resource already exists',
      })
      expect(await readBlob((await audio.download(path)).data)).toEqual([...MP3])
      expect(
        (await audio.upload(path, bytes(5), { contentType: 'audio/mpeg', upsert: true })).error,
      ).toBeNull()
      expect(await readBlob((await audio.download(path)).data)).toEqual([...bytes(5)])
      expect(
        (await audio.update(path, bytes(3, 1), { contentType: 'audio/mpeg' })).error,
      ).toBeNull()
      expect(await readBlob((await audio.download(path)).data)).toEqual([1, 1, 1])
      const missing = await audio.update(`${alice.id}/nothing.mp3`, bytes(3), {
        contentType: 'audio/mpeg',
      })
      expect(missing.error).toMatchObject({ statusCode: '404' })
    })

    it('lists one folder level with prefix, search, limit, offset and sort', async () => {
      const audio = alice.client.storage.from('audio')
      for (const name of ['b.mp3', 'a.mp3', 'c.mp3', 'sub/d.mp3', 'sub/deeper/e.mp3']) {
        await audio.upload(`${alice.id}/list/${name}`, MP3, { contentType: 'audio/mpeg' })
      }
      const { data } = await audio.list(`${alice.id}/list`)
      expect(data?.map((e) => e.name)).toEqual(['a.mp3', 'b.mp3', 'c.mp3', 'sub'])
      expect(data?.find((e) => e.name === 'sub')?.id).toBeNull()
      expect(data?.find((e) => e.name === 'a.mp3')?.metadata).toMatchObject({
        size: MP3.length,
        mimetype: 'audio/mpeg',
      })
      const page = await audio.list(`${alice.id}/list`, { limit: 2, offset: 1 })
      expect(page.data?.map((e) => e.name)).toEqual(['b.mp3', 'c.mp3'])
      const desc = await audio.list(`${alice.id}/list`, {
        sortBy: { column: 'name', order: 'desc' },
      })
      expect(desc.data?.map((e) => e.name)).toEqual(['sub', 'c.mp3', 'b.mp3', 'a.mp3'])
      const byDate = await audio.list(`${alice.id}/list`, {
        sortBy: { column: 'created_at', order: 'asc' },
      })
      expect(byDate.data?.map((e) => e.name)).toEqual(['sub', 'b.mp3', 'a.mp3', 'c.mp3'])
      expect(
        (await audio.list(`${alice.id}/list`, { search: 'B' })).data?.map((e) => e.name),
      ).toEqual(['b.mp3'])
      expect((await audio.list(`${alice.id}/list/sub`)).data?.map((e) => e.name)).toEqual([
        'd.mp3',
        'deeper',
      ])
    })

    it('moves and copies within the folder, never into another learner’s', async () => {
      const audio = alice.client.storage.from('audio')
      const from = `${alice.id}/move-me.mp3`
      await audio.upload(from, MP3, { contentType: 'audio/mpeg' })
      expect((await audio.move(from, `${alice.id}/moved.mp3`)).error).toBeNull()
      expect((await audio.exists(from)).data).toBe(false)
      expect(await readBlob((await audio.download(`${alice.id}/moved.mp3`)).data)).toEqual([...MP3])
      const copied = await audio.copy(`${alice.id}/moved.mp3`, `${alice.id}/copy.mp3`)
      expect(copied.data).toEqual({ path: `audio/${alice.id}/copy.mp3` })
      expect(await readBlob((await audio.download(`${alice.id}/copy.mp3`)).data)).toEqual([...MP3])
      const intoBob = await audio.move(`${alice.id}/copy.mp3`, `${bob.id}/stolen.mp3`)
      expect(intoBob.error).toMatchObject({ statusCode: '403' })
      const copyIntoBob = await audio.copy(`${alice.id}/copy.mp3`, `${bob.id}/stolen.mp3`)
      expect(copyIntoBob.error).toMatchObject({ statusCode: '403' })
      expect(
        (await audio.move(`${alice.id}/nope.mp3`, `${alice.id}/x.mp3`)).error?.statusCode,
      ).toBe('404')
    })
  })

  describe('row-level security', () => {
    it('another learner cannot read, list, sign, overwrite, move or remove a learner’s file', async () => {
      const path = `${alice.id}/private.mp3`
      await alice.client.storage.from('audio').upload(path, MP3, { contentType: 'audio/mpeg' })
      const theirs = bob.client.storage.from('audio')
      expect((await theirs.download(path)).error).toMatchObject({ statusCode: '404' })
      expect((await theirs.list(alice.id)).data).toEqual([])
      expect((await theirs.createSignedUrl(path, 60)).error).toMatchObject({ statusCode: '404' })
      const overwrite = await theirs.upload(path, bytes(4), {
        contentType: 'audio/mpeg',
        upsert: true,
      })
      expect(overwrite.error).toMatchObject({ statusCode: '403' })
      expect(
        (await theirs.update(path, bytes(4), { contentType: 'audio/mpeg' })).error?.statusCode,
      ).toBe('404')
      expect((await theirs.move(path, `${bob.id}/mine.mp3`)).error?.statusCode).toBe('404')
      expect((await theirs.remove([path])).data).toEqual([])
      expect(
        await readBlob((await alice.client.storage.from('audio').download(path)).data),
      ).toEqual([...MP3])
      const anonymous = await anon().storage.from('audio').download(path)
      expect(anonymous.error).toMatchObject({ statusCode: '404' })
    })

    it('library audio is written by the server only and read by every signed-in learner', async () => {
      const path = 'library/espeak-ng/es/abc.mp3'
      expect(
        (await alice.client.storage.from('audio').upload(path, MP3, { contentType: 'audio/mpeg' }))
          .error,
      ).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' })
      expect(
        (await admin.storage.from('audio').upload(path, MP3, { contentType: 'audio/mpeg' })).error,
      ).toBeNull()
      for (const who of [alice, bob]) {
        expect(
          await readBlob((await who.client.storage.from('audio').download(path)).data),
        ).toEqual([...MP3])
      }
      expect(
        (await bob.client.storage.from('audio').list('library/espeak-ng/es')).data?.map(
          (e) => e.name,
        ),
      ).toEqual(['abc.mp3'])
      expect((await bob.client.storage.from('audio').remove([path])).data).toEqual([])
      expect((await anon().storage.from('audio').download(path)).error?.statusCode).toBe('404')
    })

    it('serves a public bucket to anyone by URL, and a private one to no one that way', async () => {
      await admin.storage
        .from('pictures')
        .upload('cat.png', bytes(10, 3), { contentType: 'image/png' })
      const { publicUrl } = admin.storage.from('pictures').getPublicUrl('cat.png').data
      const res = await fetch(publicUrl)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([...bytes(10, 3)])
      const privateUrl = admin.storage.from('audio').getPublicUrl('library/espeak-ng/es/abc.mp3')
        .data.publicUrl
      const refused = await fetch(privateUrl)
      expect(refused.status).toBe(400)
      expect(await refused.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' })
    })
  })

  describe('limits', () => {
    it('refuses a file over the bucket’s size limit and keeps nothing', async () => {
      const pictures = admin.storage.from('pictures')
      const big = await pictures.upload('big.png', bytes(1025), { contentType: 'image/png' })
      expect(big.error).toMatchObject({ statusCode: '413' })
      const bigBlob = await pictures.upload(
        'big.png',
        new Blob([bytes(1025)], { type: 'image/png' }),
      )
      expect(bigBlob.error).toMatchObject({ statusCode: '413' })
      expect((await pictures.exists('big.png')).data).toBe(false)
      expect(
        (await pictures.upload('fits.png', bytes(1024), { contentType: 'image/png' })).error,
      ).toBeNull()
    })

    it('refuses a type the bucket does not allow', async () => {
      const audio = alice.client.storage.from('audio')
      const text = await audio.upload(`${alice.id}/notes.txt`, 'hello')
      expect(text.error).toMatchObject({
        statusCode: '415',
        message: 'mime type text/plain;charset=UTF-8 is not supported',
      })
      const blob = await audio.upload(
        `${alice.id}/page.html`,
        new Blob(['<p>x</p>'], { type: 'text/html' }),
      )
      expect(blob.error).toMatchObject({ statusCode: '415' })
      expect((await audio.list(alice.id, { search: 'notes' })).data).toEqual([])
    })
  })

  describe('signed URLs', () => {
    it('opens one object until the URL expires', async () => {
      const path = `${alice.id}/signed.mp3`
      const audio = alice.client.storage.from('audio')
      await audio.upload(path, MP3, { contentType: 'audio/mpeg' })
      const { data, error } = await audio.createSignedUrl(path, 60)
      expect(error).toBeNull()
      const res = await fetch(data!.signedUrl)
      expect(res.status).toBe(200)
      expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([...MP3])
      const ranged = await fetch(data!.signedUrl, { headers: { Range: 'bytes=2-5' } })
      expect(ranged.status).toBe(206)
      expect(ranged.headers.get('content-range')).toBe(`bytes 2-5/${MP3.length}`)
      expect([...new Uint8Array(await ranged.arrayBuffer())]).toEqual([...MP3.slice(2, 6)])
      const otherPath = data!.signedUrl.replace('signed.mp3', 'other.mp3')
      expect(await (await fetch(otherPath)).json()).toMatchObject({
        statusCode: '400',
        code: 'InvalidSignature',
      })
      const tampered = `${data!.signedUrl.slice(0, -3)}abc`
      expect((await fetch(tampered)).status).toBe(403)
      const realNow = server.authConfig.now
      server.authConfig.now = () => realNow() + 61_000
      try {
        const late = await fetch(data!.signedUrl)
        expect(late.status).toBe(400)
        expect(await late.json()).toMatchObject({
          code: 'ExpiredToken',
          message: 'The provided token has expired.',
        })
      } finally {
        server.authConfig.now = realNow
      }
    })

    it('signs many paths, with an error for those the caller cannot read', async () => {
      const audio = alice.client.storage.from('audio')
      await audio.upload(`${alice.id}/one.mp3`, MP3, { contentType: 'audio/mpeg', upsert: true })
      const { data } = await audio.createSignedUrls(
        [`${alice.id}/one.mp3`, `${alice.id}/none.mp3`],
        60,
      )
      expect(data?.[0]).toMatchObject({ error: null, path: `${alice.id}/one.mp3` })
      expect(data?.[1]).toMatchObject({ signedUrl: null, path: `${alice.id}/none.mp3` })
      expect((await fetch(data![0]!.signedUrl!)).status).toBe(200)
      const invalid = await audio.createSignedUrl(`${alice.id}/one.mp3`, 0)
      expect(invalid.error?.statusCode).toBe('400')
    })

    it('lets a signed upload URL write one object for its signer, and refuses one for another’s folder', async () => {
      const path = `${alice.id}/uploaded.mp3`
      const signed = await alice.client.storage.from('audio').createSignedUploadUrl(path)
      expect(signed.error).toBeNull()
      const up = await anon()
        .storage.from('audio')
        .uploadToSignedUrl(path, signed.data!.token, MP3, {
          contentType: 'audio/mpeg',
        })
      expect(up.error).toBeNull()
      const { rows } = await server.db.query<{ owner: string }>(
        "select owner from storage.objects where bucket_id = 'audio' and name = $1",
        [path],
      )
      expect(rows[0]?.owner).toBe(alice.id)
      const replay = await anon()
        .storage.from('audio')
        .uploadToSignedUrl(path, signed.data!.token, MP3, {
          contentType: 'audio/mpeg',
        })
      expect(replay.error?.statusCode).toBe('409')
      const forBob = await alice.client.storage
        .from('audio')
        .createSignedUploadUrl(`${bob.id}/x.mp3`)
      expect(forBob.error).toMatchObject({ statusCode: '403' })
    })
  })

  describe('path validation', () => {
    const raw = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}/storage/v1/object/audio/${path}`, {
        method: 'POST',
        body: MP3,
        ...init,
        headers: {
          apikey: server.serviceRoleKey,
          Authorization: `Bearer ${server.serviceRoleKey}`,
          'Content-Type': 'audio/mpeg',
          ...init.headers,
        },
      })

    it.each([
      ['an encoded parent folder', '%2E%2E%2Fetc%2Fpasswd'],
      ['an encoded slash before ..', 'library%2F..%2Fx.mp3'],
      ['an empty folder', 'library%2F%2Fx.mp3'],
      ['a control character', 'library/a%0Ab.mp3'],
      ['a NUL byte', 'library/a%00b.mp3'],
      ['a backslash', 'library%5C..%5Cx.mp3'],
      ['a malformed escape', 'library/%E0%A4%A.mp3'],
      ['a non-ASCII letter', 'library/canci%C3%B3n.mp3'],
      ['a name of 1025 bytes', `library/${'a'.repeat(1017)}`],
    ])('refuses %s as an invalid key, never 5xx', async (_label, path) => {
      const res = await raw(path)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ statusCode: '400', code: 'InvalidKey' })
    })

    it('treats a leading slash as supabase-js does (trimmed) and refuses `..` segments from the client', async () => {
      const audio = admin.storage.from('audio')
      const dots = await audio.upload('library/../../x.mp3', MP3, { contentType: 'audio/mpeg' })
      // fetch resolves the dot segments before sending: the request names audio's parent path,
      // which is not a route with a bucket and a name.
      expect(dots.error?.status ?? 0).toBeLessThan(500)
      expect(
        (await audio.upload('/library/slash.mp3', MP3, { contentType: 'audio/mpeg' })).data?.path,
      ).toBe('library/slash.mp3')
    })

    it('answers routes it does not have with 404 and requires the apikey outside signed and public reads', async () => {
      expect(
        (await fetch(`${server.url}/storage/v1/nothing`, { headers: { apikey: server.anonKey } }))
          .status,
      ).toBe(404)
      const noKey = await fetch(`${server.url}/storage/v1/bucket`)
      expect(noKey.status).toBe(401)
      const badToken = await fetch(`${server.url}/storage/v1/bucket`, {
        headers: { apikey: server.anonKey, Authorization: 'Bearer not-a-jwt' },
      })
      expect(badToken.status).toBe(403)
      expect(await badToken.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' })
    })
  })
})
