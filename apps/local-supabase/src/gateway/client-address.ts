import type { Context } from 'hono'
import { peerAddress } from './loopback'

/** `::ffff:127.0.0.1` and `127.0.0.1` are one client. */
function normalize(address: string): string {
  const trimmed = address.trim()
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed
}

/**
 * The client a request counts against: the socket peer, unless that peer is one of the trusted
 * proxies (`LOCAL_SUPABASE_TRUSTED_PROXIES`); then the nearest `X-Forwarded-For` entry that is
 * not itself a trusted proxy. Without trusted proxies the header is ignored, so no client can
 * pick the address its requests are counted under.
 */
export function clientAddress(c: Context, trustedProxies: readonly string[]): string {
  const peer = peerAddress(c)
  if (peer === undefined) return 'local'
  const trusted = new Set(trustedProxies.map(normalize))
  const direct = normalize(peer)
  if (!trusted.has(direct)) return direct
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map(normalize)
    .filter((a) => a !== '')
  for (let i = forwarded.length - 1; i >= 0; i--) {
    const hop = forwarded[i] as string
    if (!trusted.has(hop)) return hop
  }
  return forwarded[0] ?? direct
}
