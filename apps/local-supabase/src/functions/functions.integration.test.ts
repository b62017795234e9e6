import { FunctionsHttpError } from '@supabase/supabase-js'
import { resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestServer } from '../testing/index'
import type { TestServer } from '../testing/index'

const FUNCTIONS = resolve(import.meta.dirname, '../../test/fixtures/functions')

/** Whether a process with this id is still alive. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe.each(['node', 'deno'] as const)('/functions/v1 on %s', (functionsRuntime) => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ functionsDir: FUNCTIONS, functionsRuntime })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("runs a handler with the caller's JWT and the Supabase env", async () => {
    const user = await server.createUser({
      email: `fn-${functionsRuntime}@x.test`,
      password: 'secret-1',
    })
    const client = server.createClient()
    const session = (await client.auth.signInWithPassword(user)).data.session!
    const { data, error } = await client.functions.invoke('hello', { body: { name: 'Ada' } })
    expect(error).toBeNull()
    expect(data).toEqual({
      method: 'POST',
      body: { name: 'Ada' },
      authorization: `Bearer ${session.access_token}`,
      supabaseUrl: server.url,
    })
  })

  it('surfaces a non-2xx answer as FunctionsHttpError whose context is the response', async () => {
    const { data, error } = await server.createClient().functions.invoke('reject', { body: {} })
    expect(data).toBeNull()
    expect(error).toBeInstanceOf(FunctionsHttpError)
    expect(await (error as FunctionsHttpError).context.json()).toEqual({ error: 'bad input' })
  })

  it('streams text/event-stream bodies chunk by chunk', async () => {
    const { data, error } = await server.createClient().functions.invoke('stream')
    expect(error).toBeNull()
    const reader = (data as Response).body!.getReader()
    const chunks: string[] = []
    const decoder = new TextDecoder()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(decoder.decode(value))
    }
    expect(chunks.join('')).toBe('data: 1\n\ndata: 2\n\ndata: 3\n\n')
    // The first read arrives while the function is still producing (events are 200 ms apart).
    expect(chunks[0]).not.toContain('data: 3')
  })

  it('answers unknown, handler-less and malformed names with a JSON 404', async () => {
    for (const name of ['nope', 'no-export', '..%2F..%2Fsecrets']) {
      const res = await fetch(`${server.url}/functions/v1/${name}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${server.anonKey}` },
      })
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({
        code: 'NOT_FOUND',
        message: 'Requested function was not found',
      })
    }
  })

  it('refuses calls without a valid JWT but lets OPTIONS reach the function', async () => {
    const none = await fetch(`${server.url}/functions/v1/hello`, { method: 'POST', body: '{}' })
    expect(none.status).toBe(401)
    const forged = await fetch(`${server.url}/functions/v1/hello`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.anonKey.slice(0, -2)}xx` },
      body: '{}',
    })
    expect(forged.status).toBe(401)
    const preflight = await fetch(`${server.url}/functions/v1/reject`, { method: 'OPTIONS' })
    expect(preflight.status).toBe(200)
    expect(await preflight.text()).toBe('ok')
  })

  it('turns a throwing handler into a 500 JSON answer and keeps serving', async () => {
    const res = await fetch(`${server.url}/functions/v1/broken`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.anonKey}` },
    })
    expect(res.status).toBe(500)
    expect(await res.json()).toMatchObject({ code: 'WORKER_ERROR' })
    const ok = await server.createClient().functions.invoke('hello', { body: { name: 'again' } })
    expect(ok.error).toBeNull()
  })

  it("sees the server's environment as it is at the call", async () => {
    const read = async () => {
      const { data, error } = await server.createClient().functions.invoke('env')
      expect(error).toBeNull()
      return (data as { value: string | null }).value
    }
    vi.stubEnv('FIXTURE_VALUE', 'one')
    expect(await read()).toBe('one')
    vi.stubEnv('FIXTURE_VALUE', 'two')
    expect(await read()).toBe('two')
  })
})

describe('/functions/v1 on deno: processes', () => {
  let server: TestServer | undefined
  afterAll(async () => {
    await server?.stop()
  })

  const pidOf = async (target: TestServer) => {
    const { data, error } = await target.createClient().functions.invoke('env')
    expect(error).toBeNull()
    return (data as { pid: number }).pid
  }

  it('runs each function in its own Deno process, replaced when it dies and stopped with the server', async () => {
    server = await startTestServer({ functionsDir: FUNCTIONS, functionsRuntime: 'deno' })
    const first = await pidOf(server)
    expect(first).not.toBe(process.pid)
    expect(await pidOf(server)).toBe(first)

    process.kill(first, 'SIGKILL')
    for (let i = 0; i < 100 && alive(first); i += 1) await new Promise((r) => setTimeout(r, 20))
    const second = await pidOf(server)
    expect(second).not.toBe(first)

    await server.stop()
    server = undefined
    expect(alive(second)).toBe(false)
  })
})
