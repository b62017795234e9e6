import { AppError, getHttpStatus } from '@fabula/errors'
import { startTestServer, type TestServer } from '@fabula/local-supabase/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account, type Account } from '../test/support'
import { createSupabaseIntegrationsRepository, type IntegrationsRepository } from './index.js'

// The repository the /apps screen uses, with the real supabase-js client over HTTP against the
// local backend on both database engines: replies parsed, refusals as AppErrors that keep their
// HTTP status (so the app's 401/403 rules apply), bad settings stopped before they leave.

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`)
  return error
}

describe.each(['pglite', 'postgres'] as const)('integrations repository on %s', (database) => {
  let server: TestServer
  let superadmin: Account
  let learner: Account
  let repos: Record<'superadmin' | 'learner', IntegrationsRepository>

  beforeAll(async () => {
    server = await startTestServer({ database })
    superadmin = await account(server, 'superadmin')
    learner = await account(server)
    repos = {
      superadmin: createSupabaseIntegrationsRepository(superadmin.client),
      learner: createSupabaseIntegrationsRepository(learner.client),
    }
  }, 120_000)

  afterAll(async () => {
    await server?.stop()
  })

  it('connects, lists and disconnects, never returning the key', async () => {
    const connected = await repos.superadmin.connect({
      kind: 'speech',
      settings: { base_url: 'http://127.0.0.1:9/v1', model: 'tts-1', voice: 'alloy' },
      secrets: { api_key: 'sk-repository-test-secret' },
    })
    expect(connected).toMatchObject({ kind: 'speech', connected: true, secrets: ['api_key'] })
    const listed = await repos.superadmin.list()
    expect(listed.find((entry) => entry.kind === 'speech')?.connected).toBe(true)
    expect(JSON.stringify(listed)).not.toContain('sk-repository-test-secret')
    const tested = await repos.superadmin.test('speech')
    expect(tested.result).toMatchObject({ ok: false, reason: 'unreachable' })
    expect(tested.integration?.last_test).toMatchObject({ ok: false, reason: 'unreachable' })
    expect((await repos.superadmin.disconnect('speech')).connected).toBe(false)
  })

  it('keeps the status of a refusal for the app’s error rules', async () => {
    const forbidden = await rejection(repos.learner.list())
    expect(forbidden.code).toBe('INSUFFICIENT_PERMISSIONS')
    expect(getHttpStatus(forbidden)).toBe(403)
    const missing = await rejection(repos.superadmin.test('email'))
    expect(getHttpStatus(missing)).toBe(404)
    expect(missing.record.context).toMatchObject({ function: { reason: 'not_connected' } })
  })

  it('stops settings the contract refuses before any request', async () => {
    const before = superadmin.bodies.length
    const invalid = await rejection(
      repos.superadmin.connect({
        kind: 'email',
        settings: { host: 'mail example', port: 0, security: 'none', sender_email: 'x' },
      }),
    )
    expect(invalid.code).toBe('INVALID_FORMAT')
    expect(superadmin.bodies).toHaveLength(before)
  })
})
