import { describe, expect, it } from 'vitest'
import { Mailbox } from './mailbox'
import { escapeHtml } from './routes'

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
})
