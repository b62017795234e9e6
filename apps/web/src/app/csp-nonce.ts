import { setNonce } from 'get-nonce'

/**
 * Hands the server's per-response style nonce (a `<meta name="csp-nonce">` in index.html) to
 * `get-nonce`, which Radix's scroll lock (react-style-singleton) reads when it injects its
 * `<style>`; the CSP allows that nonce and no other inline style (ADR 0010). In dev there is no
 * nonce and no CSP.
 */
export function applyCspNonce(doc: Document = document): string | undefined {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content
  if (!nonce || nonce.startsWith('__')) return undefined
  setNonce(nonce)
  return nonce
}
