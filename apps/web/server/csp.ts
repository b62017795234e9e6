/**
 * The Content-Security-Policy of the built app (ADR 0010): only our own origin, plus the backend
 * for API calls. No inline scripts; inline `<style>` elements only by hash (`styleHashes`), for
 * libraries that inject a fixed stylesheet at runtime.
 */
export function contentSecurityPolicy(backendOrigin: string, styleHashes: readonly string[] = []) {
  const hashes = styleHashes.map((hash) => ` '${hash}'`).join('')
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self'${hashes}`,
    `connect-src 'self' ${backendOrigin}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
