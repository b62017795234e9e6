import { Hono } from 'hono'
import type { Mail, Mailbox } from './mailbox'

/** Escapes text for HTML so nothing a user typed (an address, metadata) can become markup. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

function renderMail(mail: Mail): string {
  return [
    '<article>',
    `<h2>${escapeHtml(mail.subject)}</h2>`,
    `<p>To ${escapeHtml(mail.to)} · ${escapeHtml(mail.kind)} · ${escapeHtml(mail.sentAt)}</p>`,
    `<pre>${escapeHtml(mail.text)}</pre>`,
    '</article>',
  ].join('')
}

/** `GET /mailbox` (JSON, newest first, `?to=` filter) and `GET /mailbox.html` (plain page). */
export function createMailboxRoutes(mailbox: Mailbox): Hono {
  const app = new Hono()
  app.get('/mailbox', (c) => {
    const to = c.req.query('to')
    return c.json(mailbox.list(to ? { to } : {}))
  })
  app.get('/mailbox.html', (c) => {
    const to = c.req.query('to')
    const mails = mailbox.list(to ? { to } : {})
    const body = mails.length ? mails.map(renderMail).join('\n') : '<p>No mail yet.</p>'
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title>` +
        `<style>body{font:14px system-ui;margin:2rem;max-width:60rem}pre{white-space:pre-wrap}</style>` +
        `</head><body><h1>Local mailbox (${mails.length})</h1>${body}</body></html>`,
    )
  })
  return app
}
