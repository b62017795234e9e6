/**
 * How a background preload announces itself: `Purpose: prefetch` (the header browsers send for
 * link prefetches; Chromium also sends `Sec-Purpose`). The web app's viewport preloader builds its
 * loader requests with {@link markAsPreload}; see ADR 0003 for why a header and not a flag.
 */
export const PRELOAD_HEADER = 'Purpose'

/** The value of {@link PRELOAD_HEADER} on a preload request. */
export const PRELOAD_PURPOSE = 'prefetch'

/** Whether a loader request is a background preload rather than a navigation. */
export function isPreloadRequest(request: Request): boolean {
  const purpose = request.headers.get(PRELOAD_HEADER) ?? request.headers.get('Sec-Purpose') ?? ''
  return purpose
    .toLowerCase()
    .split(/[;,\s]+/)
    .includes(PRELOAD_PURPOSE)
}

/** A copy of `request` (or a new GET request for a URL) marked as a background preload. */
export function markAsPreload(request: Request | string | URL): Request {
  const marked = new Request(request)
  marked.headers.set(PRELOAD_HEADER, PRELOAD_PURPOSE)
  return marked
}
