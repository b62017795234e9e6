import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import type { Context, MiddlewareHandler } from 'hono'
import { hostOfHeader, isLoopbackAddress, isLoopbackHost, peerAddress } from '../gateway/loopback'
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

/** Who may read the mailbox besides a loopback client holding nothing. */
export interface MailboxAccess {
  /** Accepted in the `apikey` header or as `Authorization: Bearer …`. */
  serviceRoleKey: string
  /** A random value made at each start and printed in the console; accepted as `?token=`. */
  token: string
}

function same(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

function refuse(c: Context, status: 401 | 403, code: string, message: string): Response {
  return c.json({ code, message }, status)
}

/**
 * The mailbox holds one-time codes and sign-in links for every account, so only this machine
 * may read it, and only with the service-role key or the per-start token. The Host header must be
 * a loopback name too: a page on another site that re-points its own host name at 127.0.0.1
 * (DNS rebinding) reaches this port from the browser as a "loopback" client.
 */
function guard(access: MailboxAccess): MiddlewareHandler {
  return async (c, next) => {
    // Nothing here may be cached, framed or leak its URL (which carries the token) in a Referer.
    c.header('Cache-Control', 'no-store')
    c.header('Referrer-Policy', 'no-referrer')
    c.header('X-Content-Type-Options', 'nosniff')
    c.header('X-Frame-Options', 'DENY')
    const peer = peerAddress(c)
    const host = c.req.header('host')
    if (
      (peer !== undefined && !isLoopbackAddress(peer)) ||
      (host && !isLoopbackHost(hostOfHeader(host)))
    ) {
      return refuse(c, 403, 'mailbox_forbidden', 'The mailbox is only served to this machine')
    }
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
    const allowed =
      same(c.req.header('apikey'), access.serviceRoleKey) ||
      same(bearer, access.serviceRoleKey) ||
      same(c.req.query('token'), access.token)
    if (!allowed) {
      return refuse(
        c,
        401,
        'mailbox_unauthorized',
        'The mailbox needs the service-role key (apikey header) or the token printed at start-up',
      )
    }
    return next()
  }
}

/**
 * `GET /mailbox` (JSON, newest first, `?to=` filter) and `GET /mailbox.html` (plain page), for
 * loopback clients with the service-role key or `?token=<per-start token>`. No CORS headers are
 * ever sent here, so no page on another origin can read a mail.
 */
export function createMailboxRoutes(mailbox: Mailbox, access: MailboxAccess): Hono {
  const app = new Hono()
  app.use('/mailbox', guard(access))
  app.use('/mailbox.html', guard(access))
  app.get('/mailbox', (c) => {
    const to = c.req.query('to')
    return c.json(mailbox.list(to ? { to } : {}))
  })
  app.get('/mailbox.html', (c) => {
    const to = c.req.query('to')
    const mails = mailbox.list(to ? { to } : {})
    const body = mails.length ? mails.map(renderMail).join('\n') : '<p>No mail yet.</p>'
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    )
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mailbox</title>` +
        `<style>body{font:14px system-ui;margin:2rem;max-width:60rem}pre{white-space:pre-wrap}</style>` +
        `</head><body><h1>Local mailbox (${mails.length})</h1>${body}</body></html>`,
    )
  })
  return app
}
