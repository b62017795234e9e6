/**
 * The Content-Security-Policy of the built app (ADR 0010): only our own origin, plus the backend
 * for API calls and its Realtime websocket (same host, `ws:`/`wss:` scheme). No inline scripts; inline `<style>` elements only by hash (`styleHashes`, for
 * libraries that inject a fixed stylesheet) or by the per-response nonce (`styleNonce`, for Radix's
 * scroll lock, whose rules carry measured sizes).
 */
export function contentSecurityPolicy(
  backendOrigin: string,
  styleHashes: readonly string[] = [],
  styleNonce?: string,
) {
  const hashes = styleHashes.map((hash) => ` '${hash}'`).join('')
  const nonce = styleNonce ? ` 'nonce-${styleNonce}'` : ''
  const socketOrigin = backendOrigin.replace(/^http/, 'ws')
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self'${nonce}${hashes}`,
    `connect-src 'self' ${backendOrigin} ${socketOrigin}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
