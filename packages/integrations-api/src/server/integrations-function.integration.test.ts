import { startTestServer, type TestServer } from '@fabula/local-supabase/testing'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  startFakeOpenAiServer,
  type FakeOpenAiServer,
  type FakeReply,
} from '../../../story-engine/test/fake-openai-server'
import { startSmtpSink, type SmtpSink } from '../testing/index.js'
import { account, call, storyReply, until, type Account } from '../../test/support'

// The `integrations` function through the local backend with the real supabase-js client: who may
// do what, secrets that never come back, tests that report the other side's words, and
// generate-story taking the connected provider — under Node and under Deno, as Supabase runs it.

const KEY = 'sk-fabula-write-only-7f3c9a'
const PASSWORD = 'smtp-pass-write-only-41d2'

let fake: FakeOpenAiServer | undefined
let sink: SmtpSink | undefined

afterEach(async () => {
  await fake?.close()
  await sink?.close()
  fake = undefined
  sink = undefined
})

async function fakeProvider(script: FakeReply[]): Promise<FakeOpenAiServer> {
  fake = await startFakeOpenAiServer(script)
  return fake
}

function provider(baseUrl: string, apiKey: string | null = KEY) {
  return {
    kind: 'story_provider',
    settings: { base_url: baseUrl, model: 'fake-model' },
    secrets: { api_key: apiKey },
  }
}

/** A port nothing listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const { createServer } = await import('node:net')
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe.each(['node', 'deno'] as const)('integrations function (%s runtime)', (runtime) => {
  let server: TestServer
  let superadmin: Account
  let admin: Account

  beforeAll(async () => {
    server = await startTestServer({ functionsRuntime: runtime })
    superadmin = await account(server, 'superadmin')
    admin = await account(server, 'admin')
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
  })

  it('shows Apps data to admin and superadmin only', async () => {
    for (const role of [undefined, 'manager', 'cashier'] as const) {
      const other = await account(server, role)
      const listed = await call(other.client, 'integrations')
      expect(listed.status).toBe(403)
      expect(listed.body.error).toMatchObject({
        code: 'INSUFFICIENT_PERMISSIONS',
        reason: 'not_allowed',
      })
    }
    const anonymous = await call(server.createClient(), 'integrations')
    expect(anonymous.status).toBe(401)
    const listed = await call(admin.client, 'integrations')
    expect(listed.status).toBe(200)
    expect((listed.body.integrations as { kind: string }[]).map((i) => i.kind)).toEqual([
      'story_provider',
      'speech',
      'email',
    ])
  })

  it('lets only the superadmin connect; the key is stored and never returned', async () => {
    const openai = await fakeProvider([{ kind: 'content', content: 'OK' }])
    const refused = await call(admin.client, 'integrations', {
      action: 'connect',
      integration: provider(openai.baseUrl),
    })
    expect(refused.status).toBe(403)

    const connected = await call(superadmin.client, 'integrations', {
      action: 'connect',
      integration: provider(openai.baseUrl),
    })
    expect(connected.status).toBe(200)
    expect(connected.body.integration).toMatchObject({
      kind: 'story_provider',
      connected: true,
      settings: { base_url: openai.baseUrl, model: 'fake-model' },
      secrets: ['api_key'],
      last_test: null,
    })

    const tested = await call(admin.client, 'integrations', {
      action: 'test',
      kind: 'story_provider',
    })
    expect(tested.status).toBe(200)
    expect(tested.body.result).toMatchObject({ ok: true })
    expect((tested.body.result as { latency_ms: number }).latency_ms).toBeGreaterThanOrEqual(0)
    expect(tested.body.integration).toMatchObject({ last_test: { ok: true, reason: null } })
    // The key went to the provider, and only there.
    expect(openai.requests.at(-1)?.headers.authorization).toBe(`Bearer ${KEY}`)
    for (const body of [...superadmin.bodies, ...admin.bodies]) expect(body).not.toContain(KEY)

    // Editing the settings without a key keeps the stored key.
    const edited = await call(superadmin.client, 'integrations', {
      action: 'connect',
      integration: { kind: 'story_provider', settings: { base_url: openai.baseUrl, model: 'm2' } },
    })
    expect(edited.body.integration).toMatchObject({
      secrets: ['api_key'],
      settings: { model: 'm2' },
    })
    const { rows } = await server.db.query<{ value: string }>(
      `select value from public.integration_secrets where kind = 'story_provider'`,
    )
    expect(rows).toEqual([{ value: KEY }])

    const gone = await call(superadmin.client, 'integrations', {
      action: 'disconnect',
      kind: 'story_provider',
    })
    expect(gone.body.integration).toMatchObject({ connected: false, settings: null, secrets: [] })
    const left = await server.db.query('select 1 from public.integration_secrets')
    expect(left.rows).toEqual([])
  })

  it('sends the test mail through the connected SMTP server to the caller', async () => {
    sink = await startSmtpSink({ login: { username: 'fabula', password: PASSWORD } })
    const email = {
      kind: 'email',
      settings: {
        host: sink.host,
        port: sink.port,
        security: 'none',
        username: 'fabula',
        sender_email: 'hello@fabula.example',
        sender_name: 'Fabula',
      },
      secrets: { password: PASSWORD },
    }
    expect(
      (await call(superadmin.client, 'integrations', { action: 'connect', integration: email }))
        .status,
    ).toBe(200)
    const tested = await call(admin.client, 'integrations', { action: 'test', kind: 'email' })
    expect(tested.body.result).toMatchObject({ ok: true, recipient: admin.email })
    expect(sink.mails).toHaveLength(1)
    expect(sink.mails[0]).toMatchObject({
      from: 'hello@fabula.example',
      to: [admin.email],
      user: 'fabula',
    })
    expect(sink.mails[0]?.raw).toContain('Subject: Fabula test email')

    // A wrong password is the server's refusal in its own words, not an error of ours.
    const wrong = await call(superadmin.client, 'integrations', {
      action: 'test',
      kind: 'email',
      draft: { ...email, secrets: { password: 'not-it' } },
    })
    expect(wrong.status).toBe(200)
    expect(wrong.body.result).toMatchObject({
      ok: false,
      reason: 'credentials_refused',
      status: 535,
    })
    expect(sink.mails).toHaveLength(1)
    for (const body of [...superadmin.bodies, ...admin.bodies]) expect(body).not.toContain(PASSWORD)
    await call(superadmin.client, 'integrations', { action: 'disconnect', kind: 'email' })
  })

  it('makes the next story come from the connected provider, and the library after disconnecting', async () => {
    const openai = await fakeProvider([
      { kind: 'sse', chunks: [storyReply('La tienda de Tomás')], finishReason: 'stop' },
    ])
    const learner = await account(server)
    await call(superadmin.client, 'integrations', {
      action: 'connect',
      integration: provider(openai.baseUrl),
    })
    const story = async () => {
      const started = await call(learner.client, 'generate-story', {
        genre: 'slice of life',
        length: 'short',
      })
      expect(started.status).toBe(202)
      const id = (started.body.request as { id: string }).id
      const done = await until(
        async () =>
          (await call(learner.client, `generate-story?request=${id}`)).body.request as {
            status: string
            story_id: string | null
          },
        (request) => request.status !== 'running' && request.status !== 'queued',
      )
      expect(done.status).toBe('succeeded')
      const { data } = await learner.client
        .from('stories')
        .select('title,provider,model')
        .eq('id', done.story_id!)
        .single()
      return data as { title: string; provider: string; model: string | null }
    }
    expect(await story()).toEqual({
      title: 'La tienda de Tomás',
      provider: 'openai-compatible',
      model: 'fake-model',
    })
    expect(openai.requests[0]?.headers.authorization).toBe(`Bearer ${KEY}`)

    await call(superadmin.client, 'integrations', { action: 'disconnect', kind: 'story_provider' })
    const requestsBefore = openai.requests.length
    expect(await story()).toMatchObject({ provider: 'builtin' })
    expect(openai.requests).toHaveLength(requestsBefore)
  })
})

describe('integrations function: bad input and failing providers', () => {
  let server: TestServer
  let superadmin: Account
  let admin: Account

  beforeAll(async () => {
    server = await startTestServer()
    superadmin = await account(server, 'superadmin')
    admin = await account(server, 'admin')
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
  })

  it.each([
    ['a URL that is not http', { ...provider('ftp://x.example/v1') }],
    [
      'an empty model',
      { kind: 'story_provider', settings: { base_url: 'http://x.example', model: '' } },
    ],
    [
      'an unknown setting',
      {
        kind: 'story_provider',
        settings: { base_url: 'http://x.example', model: 'm', temperature: 2 },
      },
    ],
    [
      'port 0',
      {
        kind: 'email',
        settings: { host: 'mail.example', port: 0, security: 'none', sender_email: 'a@b.co' },
      },
    ],
    [
      'port 70000',
      {
        kind: 'email',
        settings: { host: 'mail.example', port: 70000, security: 'none', sender_email: 'a@b.co' },
      },
    ],
    [
      'a bad sender',
      {
        kind: 'email',
        settings: { host: 'mail.example', port: 25, security: 'none', sender_email: 'nobody' },
      },
    ],
    ['a secret of the wrong kind', { ...provider('http://x.example'), secrets: { password: 'x' } }],
    ['a key that is not text', { ...provider('http://x.example'), secrets: { api_key: 12345 } }],
    ['an unknown kind', { kind: 'chat', settings: {} }],
  ])('refuses %s with 400 and stores nothing', async (_name, integration) => {
    const result = await call(superadmin.client, 'integrations', { action: 'connect', integration })
    expect(result.status).toBe(400)
    expect(result.body.error).toMatchObject({ code: 'INVALID_FORMAT', reason: 'invalid_body' })
    expect(JSON.stringify(result.body)).not.toContain('12345')
    const { rows } = await server.db.query('select kind from public.integration_settings')
    expect(rows).toEqual([])
  })

  it('answers a body that is not JSON, an unknown action and a wrong method in words', async () => {
    const raw = (method: string, body?: string) =>
      fetch(`${server.url}/functions/v1/integrations`, {
        method,
        headers: {
          apikey: server.anonKey,
          authorization: `Bearer ${superadmin.accessToken}`,
          'content-type': 'application/json',
        },
        ...(body === undefined ? {} : { body }),
      })
    const notJson = await raw('POST', '{not json')
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toMatchObject({ error: { reason: 'body_not_json' } })
    const put = await raw('PUT', '{}')
    expect(put.status).toBe(405)
    const unknown = await call(superadmin.client, 'integrations', { action: 'explode' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toMatchObject({ reason: 'invalid_body' })
  })

  it('reports an unreachable provider, a refused key and a missing model in the provider’s words', async () => {
    const port = await closedPort()
    const unreachable = await call(superadmin.client, 'integrations', {
      action: 'test',
      kind: 'story_provider',
      draft: provider(`http://127.0.0.1:${port}/v1`),
    })
    expect(unreachable.status).toBe(200)
    expect(unreachable.body.result).toMatchObject({ ok: false, reason: 'unreachable' })

    const openai = await fakeProvider([
      {
        kind: 'json',
        status: 401,
        body: { error: { message: `Incorrect API key provided: ${KEY}` } },
      },
      {
        kind: 'json',
        status: 404,
        body: { error: { message: 'The model `fake-model` does not exist' } },
      },
      { kind: 'json', status: 200, body: { nothing: 'here' } },
    ])
    const draft = provider(openai.baseUrl)
    const refused = await call(superadmin.client, 'integrations', {
      action: 'test',
      kind: 'story_provider',
      draft,
    })
    expect(refused.body.result).toEqual({
      ok: false,
      reason: 'credentials_refused',
      status: 401,
      message: 'Incorrect API key provided: •••',
    })
    const missing = await call(superadmin.client, 'integrations', {
      action: 'test',
      kind: 'story_provider',
      draft,
    })
    expect(missing.body.result).toEqual({
      ok: false,
      reason: 'http_error',
      status: 404,
      message: 'The model `fake-model` does not exist',
    })
    const odd = await call(superadmin.client, 'integrations', {
      action: 'test',
      kind: 'story_provider',
      draft,
    })
    expect(odd.body.result).toMatchObject({ ok: false, reason: 'bad_reply', status: 200 })
    // A draft test stores nothing.
    const { rows } = await server.db.query('select kind from public.integration_settings')
    expect(rows).toEqual([])
    for (const body of superadmin.bodies) expect(body).not.toContain(KEY)
  })

  it('tests a speech endpoint: audio counts, anything else is a bad reply', async () => {
    const speech = await fakeProvider([
      { kind: 'json', status: 200, headers: { 'content-type': 'audio/mpeg' }, body: 'ID3-audio' },
      { kind: 'json', status: 200, body: { audio: null } },
    ])
    const draft = {
      kind: 'speech',
      settings: { base_url: speech.baseUrl, model: 'tts-1', voice: 'alloy' },
      secrets: { api_key: KEY },
    }
    const spoken = await call(superadmin.client, 'integrations', {
      action: 'test',
      kind: 'speech',
      draft,
    })
    expect(spoken.body.result).toMatchObject({ ok: true })
    expect(speech.requests[0]).toMatchObject({
      path: '/v1/audio/speech',
      body: { model: 'tts-1', voice: 'alloy', input: 'Fabula' },
    })
    const silent = await call(superadmin.client, 'integrations', {
      action: 'test',
      kind: 'speech',
      draft,
    })
    expect(silent.body.result).toMatchObject({ ok: false, reason: 'bad_reply' })
  })

  it('keeps admins to stored settings and reports what is not connected', async () => {
    const draft = await call(admin.client, 'integrations', {
      action: 'test',
      kind: 'story_provider',
      draft: provider('http://127.0.0.1:9/v1'),
    })
    expect(draft.status).toBe(403)
    const none = await call(admin.client, 'integrations', { action: 'test', kind: 'speech' })
    expect(none.status).toBe(404)
    expect(none.body.error).toMatchObject({ code: 'DATA_NOT_FOUND', reason: 'not_connected' })
    const disconnect = await call(admin.client, 'integrations', {
      action: 'disconnect',
      kind: 'email',
    })
    expect(disconnect.status).toBe(403)
  })

  it('records a failed test of stored settings for everyone to see', async () => {
    const port = await closedPort()
    await call(superadmin.client, 'integrations', {
      action: 'connect',
      integration: provider(`http://127.0.0.1:${port}/v1`, null),
    })
    const tested = await call(admin.client, 'integrations', {
      action: 'test',
      kind: 'story_provider',
    })
    expect(tested.body.integration).toMatchObject({
      secrets: [],
      last_test: { ok: false, reason: 'unreachable' },
    })
    const listed = await call(superadmin.client, 'integrations')
    expect(
      (listed.body.integrations as { kind: string; last_test: unknown }[])[0]?.last_test,
    ).toMatchObject({ ok: false, reason: 'unreachable' })
    await call(superadmin.client, 'integrations', { action: 'disconnect', kind: 'story_provider' })
  })

  it('closes the tables and the connect function to every client, superadmin included', async () => {
    await call(superadmin.client, 'integrations', {
      action: 'connect',
      integration: provider('http://127.0.0.1:9/v1'),
    })
    for (const table of ['integration_settings', 'integration_secrets']) {
      const read = await superadmin.client.from(table).select('*')
      expect(read.error?.code).toBe('42501')
      const write = await superadmin.client.from(table).delete().neq('kind', '')
      expect(write.error?.code).toBe('42501')
    }
    const rpc = await superadmin.client.rpc('connect_integration', {
      p_kind: 'story_provider',
      p_settings: { base_url: 'http://evil.example', model: 'm' },
      p_secrets: {},
      p_connected_by: superadmin.id,
    })
    expect(rpc.error?.code).toBe('42501')
    const { rows } = await server.db.query<{ settings: { base_url: string } }>(
      'select settings from public.integration_settings',
    )
    expect(rows[0]?.settings.base_url).toBe('http://127.0.0.1:9/v1')
    for (const body of superadmin.bodies) expect(body).not.toContain(KEY)
  })
})
