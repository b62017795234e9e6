import { isIP } from 'node:net'
import type { Context } from 'hono'

/*
 * "Is this only this machine?" — for the interface the server binds to, for the peer of a request
 * and for the Host a browser put in it (a DNS-rebinding page names its own host there).
 */

const LOOPBACK_NAMES = new Set(['localhost', 'ip6-localhost', 'ip6-loopback'])

/** Whether an IP address (v4, v6 or v4-mapped v6) is a loopback address. */
export function isLoopbackAddress(address: string): boolean {
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address
  if (isIP(plain) === 4) return plain.startsWith('127.')
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1'
}

/** Whether a host name (as in a URL or a listen option, IPv6 with or without brackets) is loopback. */
export function isLoopbackHost(host: string): boolean {
  const name = host.replace(/^\[(.*)\]$/, '$1').toLowerCase()
  return LOOPBACK_NAMES.has(name) || name.endsWith('.localhost') || isLoopbackAddress(name)
}

/** The host part of a `Host` header (`127.0.0.1:54321`, `[::1]:54321`, `localhost`). */
export function hostOfHeader(header: string): string {
  const bracketed = /^\[([^\]]*)\]/.exec(header)
  if (bracketed) return bracketed[1] ?? ''
  const colon = header.lastIndexOf(':')
  return colon === -1 ? header : header.slice(0, colon)
}

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } }
}

/** The caller's socket address under @hono/node-server, or undefined (in-process calls). */
export function peerAddress(c: Context): string | undefined {
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress
}
