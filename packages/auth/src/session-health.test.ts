// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { makeSession } from '../test/fake-auth-client.js'
import { checkSessionHealth, SESSION_HEALTH_MARGIN_MS } from './index.js'

const NOW = Date.UTC(2026, 0, 1)

describe('checkSessionHealth (seed spec §4)', () => {
  it('is healthy with more than 60 s left and unhealthy at 60 s', () => {
    const justOutside = makeSession({ now: NOW, expiresInMs: SESSION_HEALTH_MARGIN_MS + 1000 })
    expect(checkSessionHealth(justOutside, NOW)).toEqual({ healthy: true })
    const atMargin = makeSession({ now: NOW, expiresInMs: SESSION_HEALTH_MARGIN_MS })
    expect(checkSessionHealth(atMargin, NOW)).toEqual({ healthy: false, problem: 'expiring' })
  })

  it('is unhealthy without a user id', () => {
    const session = makeSession({ now: NOW, user: { id: '' } })
    expect(checkSessionHealth(session, NOW)).toEqual({ healthy: false, problem: 'missing-user-id' })
  })

  it('is unhealthy without an access token', () => {
    const session = { ...makeSession({ now: NOW }), access_token: '' }
    expect(checkSessionHealth(session, NOW)).toEqual({
      healthy: false,
      problem: 'missing-access-token',
    })
  })

  it('is unhealthy when the token lacks 3 dot-separated parts', () => {
    const session = makeSession({ now: NOW, token: 'header.payload' })
    expect(checkSessionHealth(session, NOW)).toEqual({ healthy: false, problem: 'malformed-token' })
  })

  it('is unhealthy without an expiry', () => {
    const session = makeSession({ now: NOW })
    delete session.expires_at
    expect(checkSessionHealth(session, NOW)).toEqual({ healthy: false, problem: 'expiring' })
  })
})
