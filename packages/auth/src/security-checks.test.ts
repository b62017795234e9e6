// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { makeSession, VALID_TOKEN } from '../test/fake-auth-client.js'
import {
  assessSessionSecurity,
  computeFingerprint,
  createSecurityLog,
  hasScriptLikePattern,
  MAX_SESSION_EXPIRY_MS,
  type AuthSession,
  type FingerprintEnvironment,
} from './index.js'

const NOW = Date.UTC(2026, 0, 1)

function issuesOf(session: AuthSession): string[] {
  return assessSessionSecurity(session, NOW).issues
}

function withToken(token: unknown): AuthSession {
  return { ...makeSession({ now: NOW }), access_token: token as string }
}

describe('assessSessionSecurity (seed spec §5)', () => {
  it('passes a well-formed session', () => {
    expect(assessSessionSecurity(makeSession({ now: NOW }), NOW)).toEqual({
      risk: 'low',
      issues: [],
    })
  })

  it('requires the token to be a string', () => {
    expect(issuesOf(withToken(42))).toContain('token-not-string')
    expect(assessSessionSecurity(withToken(42), NOW).risk).toBe('high')
  })

  it('requires 3 dot-separated parts', () => {
    expect(issuesOf(withToken(VALID_TOKEN))).not.toContain('token-malformed')
    expect(issuesOf(withToken(VALID_TOKEN.replace('.', '')))).toContain('token-malformed')
    expect(issuesOf(withToken(`${VALID_TOKEN}.extra`))).toContain('token-malformed')
  })

  it('flags a token under 100 characters as insufficient (medium)', () => {
    const exactly100 = `a.b.${'c'.repeat(96)}`
    expect(exactly100).toHaveLength(100)
    expect(issuesOf(withToken(exactly100))).toEqual([])
    const assessment = assessSessionSecurity(withToken(exactly100.slice(1)), NOW)
    expect(assessment).toEqual({ risk: 'medium', issues: ['token-too-short'] })
  })

  it.each(['<', '>', 'javascript:', 'JavaScript:'])('flags %s in the token', (fragment) => {
    expect(issuesOf(withToken(`${VALID_TOKEN}${fragment}`))).toContain('token-injection')
  })

  it('requires a user id', () => {
    expect(issuesOf(makeSession({ now: NOW, user: { id: '' } }))).toEqual(['missing-user-id'])
  })

  it('requires an email', () => {
    const session = makeSession({ now: NOW })
    delete session.user.email
    expect(issuesOf(session)).toEqual(['missing-email'])
  })

  it.each([
    ['ada@example.com', true],
    ['a@b.c', true],
    ['ada@example', false],
    ['ada.example.com', false],
    ['ada @example.com', false],
  ])('checks the email shape of %s', (email, valid) => {
    const issues = issuesOf(makeSession({ now: NOW, user: { email } }))
    expect(issues.includes('invalid-email')).toBe(!valid)
  })

  it('flags an expiry more than 24 h ahead as suspicious, but not exactly 24 h', () => {
    expect(issuesOf(makeSession({ now: NOW, expiresInMs: MAX_SESSION_EXPIRY_MS }))).toEqual([])
    expect(issuesOf(makeSession({ now: NOW, expiresInMs: MAX_SESSION_EXPIRY_MS + 1000 }))).toEqual([
      'suspicious-expiry',
    ])
  })

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    'x onload=steal()',
    '<b>bold</b>',
  ])('flags a script-like name: %s', (name) => {
    const session = makeSession({ now: NOW, user: { user_metadata: { name } } })
    expect(assessSessionSecurity(session, NOW)).toEqual({
      risk: 'high',
      issues: ['script-in-profile'],
    })
  })

  it('reads full_name when name is absent', () => {
    const session = makeSession({
      now: NOW,
      user: { user_metadata: { full_name: '<svg/onload=x>' } },
    })
    expect(issuesOf(session)).toEqual(['script-in-profile'])
  })

  it('flags a script-like email', () => {
    const issues = issuesOf(makeSession({ now: NOW, user: { email: '"<script>"@example.com' } }))
    expect(issues).toContain('script-in-profile')
  })

  it.each(['Ada Lovelace', "Seán O'Brien-Núñez", 'Zoë <3 books', '李小龙', 'Jon Snow = king?'])(
    'lets an ordinary name pass: %s',
    (name) => {
      expect(hasScriptLikePattern(name)).toBe(false)
    },
  )
})

describe('computeFingerprint', () => {
  const base: FingerprintEnvironment = {
    userAgent: 'TestBrowser/1.0',
    language: 'en-GB',
    timeZone: 'Europe/London',
    screen: { width: 1440, height: 900, colorDepth: 24 },
  }

  it('is stable for the same environment', () => {
    expect(computeFingerprint({ ...base, screen: { ...base.screen } })).toBe(
      computeFingerprint(base),
    )
    expect(computeFingerprint(base)).toMatch(/^[0-9a-f]{8}$/)
  })

  it.each<[string, Partial<FingerprintEnvironment>]>([
    ['user agent', { userAgent: 'TestBrowser/1.1' }],
    ['language', { language: 'en-US' }],
    ['time zone', { timeZone: 'Europe/Paris' }],
    ['screen', { screen: { width: 1440, height: 901, colorDepth: 24 } }],
  ])('changes when the %s changes', (_field, change) => {
    expect(computeFingerprint({ ...base, ...change })).not.toBe(computeFingerprint(base))
  })
})

describe('createSecurityLog', () => {
  it('keeps the newest 100 events', () => {
    const log = createSecurityLog()
    for (let at = 0; at < 105; at += 1)
      log.record({ issue: 'token-too-short', severity: 'medium', at })
    const events = log.events()
    expect(events).toHaveLength(100)
    expect(events[0]?.at).toBe(5)
    expect(events.at(-1)?.at).toBe(104)
    log.clear()
    expect(log.events()).toEqual([])
  })
})
