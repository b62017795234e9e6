import type { ServerErrorAction, ServerErrorMessages, ServerErrorPaths } from '@fabula/errors'

// Kept apart from ./query-client so the route loaders' error handling (part of every page's
// entry code) does not bring TanStack Query onto the public pages.

/** What the shared error handler may do; injected so the rules are testable without a browser. */
export interface QueryErrorEffects {
  /** Shows one of the seed's fixed error toasts ('Session expired!', …). */
  toast: (message: string) => void
  /** Resets auth and sends the user to /sign-in?redirect=<current address>. */
  onUnauthorized: () => void
  /** Navigates to a page (the 500 page). */
  navigate: (href: string) => void
  /** Reports an error through the catalogue's notifier. */
  reportError: (error: unknown) => void
  /** Catalogue texts for the seed's three fixed toasts. */
  messages: ServerErrorMessages
  /** The app's sign-in, forbidden and server-error pages (from the route table). */
  paths: ServerErrorPaths
}

/**
 * Carries out what @fabula/errors decided for an error (ARCHITECTURE.md rule 7): no status
 * switch lives here, only the effects.
 */
export function applyErrorAction(action: ServerErrorAction, effects: QueryErrorEffects): void {
  if (action.message) effects.toast(action.message)
  if (action.resetSession) effects.onUnauthorized()
  else if (action.redirectTo) effects.navigate(action.redirectTo)
  if (action.notify) effects.reportError(action.record)
}
