import { createHash } from 'node:crypto'

/** What a page's CSP allows inline besides our own origin's files. */
export interface InlineAllowances {
  /** Hashes of fixed `<style>` texts (libraries that inject a fixed stylesheet). */
  styleHashes?: readonly string[]
  /** The per-response nonce, for Radix's scroll lock, whose rules carry measured sizes. */
  styleNonce?: string
  /** Hashes of the page's own inline scripts: the head script the build writes in (ADR 0072). */
  scriptHashes?: readonly string[]
}

/**
 * The Content-Security-Policy of the built app (ADR 0010): only our own origin, plus the backend
 * for API calls and its Realtime websocket (same host, `ws:`/`wss:` scheme). Inline scripts only
 * by hash (the build's head script, `scriptHashes`); inline `<style>` elements only by hash
 * (`styleHashes`) or by the per-response nonce (`styleNonce`). Never `'unsafe-inline'`.
 */
export function contentSecurityPolicy(
  backendOrigin: string,
  { styleHashes = [], styleNonce, scriptHashes = [] }: InlineAllowances = {},
) {
  const quoted = (values: readonly string[]) => values.map((value) => ` '${value}'`).join('')
  const nonce = styleNonce ? ` 'nonce-${styleNonce}'` : ''
  const socketOrigin = backendOrigin.replace(/^http/, 'ws')
  return [
    "default-src 'self'",
    `script-src 'self'${quoted(scriptHashes)}`,
    `style-src 'self'${nonce}${quoted(styleHashes)}`,
    `connect-src 'self' ${backendOrigin} ${socketOrigin}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The CSP hashes of a page's inline scripts (`<script>` elements without `src`), so the policy
 * allows exactly those texts. Every page the build writes shares index.html's head, so the hashes
 * of index.html are every page's.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    hashes.add(
      `sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}`,
    )
  }
  return [...hashes]
}
