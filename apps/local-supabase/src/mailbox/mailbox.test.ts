import { describe, expect, it } from 'vitest'
import { Mailbox } from './mailbox'
import { createMailboxRoutes, escapeHtml } from './routes'

const mail = (to: string, otp: string) => ({
  to,
  kind: 'confirmation' as const,
  subject: 'Confirm',
  otp,
  link: null,
  text: `code ${otp}`,
})

describe('Mailbox', () => {
  it('keeps mails newest first, filters by address case-insensitively and logs each one', () => {
    const logged: string[] = []
    let now = Date.parse('2026-01-01T00:00:00Z')
    const box = new Mailbox(
      (m) => logged.push(m.otp),
      () => now,
    )
    box.deliver(mail('A@x.test', '111111'))
    now += 1000
    box.deliver(mail('b@x.test', '222222'))
    box.deliver(mail('a@x.test', '333333'))
    expect(box.list().map((m) => m.otp)).toEqual(['333333', '222222', '111111'])
    expect(box.list({ to: 'A@X.TEST' }).map((m) => m.otp)).toEqual(['333333', '111111'])
    expect(box.latestFor('a@x.test')?.sentAt).toBe('2026-01-01T00:00:01.000Z')
    expect(box.latestFor('nobody@x.test')).toBeUndefined()
    expect(logged).toEqual(['111111', '222222', '333333'])
    box.clear()
    expect(box.list()).toEqual([])
  })

  it('escapes every HTML-significant character', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    )
  })

  describe('HTTP routes', () => {
    const box = new Mailbox()
    box.deliver(mail('a@x.test', '123456'))
    const app = createMailboxRoutes(box, { serviceRoleKey: 'service-key', token: 'start-token' })
    const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } })

    it('serves loopback callers that hold the key or the token', async () => {
      for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const res = await app.request(
          '/mailbox',
          { headers: { apikey: 'service-key' } },
          from(peer),
        )
        expect(res.status).toBe(200)
        expect(await res.json()).toMatchObject([{ otp: '123456' }])
      }
      const page = await app.request('/mailbox.html?token=start-token', {}, from('127.0.0.1'))
      expect(page.status).toBe(200)
      const bearer = await app.request(
        '/mailbox',
        { headers: { Authorization: 'Bearer service-key' } },
        from('127.0.0.1'),
      )
      expect(bearer.status).toBe(200)
    })

    it('refuses any caller from the network, even with the key', async () => {
      for (const peer of ['192.168.1.20', '10.0.0.7', 'fe80::1', '::ffff:10.0.0.7']) {
        const res = await app.request(
          '/mailbox?token=start-token',
          { headers: { apikey: 'service-key' } },
          from(peer),
        )
        expect(res.status).toBe(403)
        expect(await res.json()).toMatchObject({ code: 'mailbox_forbidden' })
      }
    })

    it('refuses a Host that is not a loopback name, and a caller without key or token', async () => {
      const rebound = await app.request(
        'http://attacker.example/mailbox?token=start-token',
        { headers: { Host: 'attacker.example:54321' } },
        from('127.0.0.1'),
      )
      expect(rebound.status).toBe(403)
      for (const init of [{}, { headers: { apikey: 'anon-key' } }]) {
        const res = await app.request('/mailbox?token=wrong', init, from('127.0.0.1'))
        expect(res.status).toBe(401)
      }
    })
  })
})
