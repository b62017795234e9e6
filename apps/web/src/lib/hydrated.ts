import * as React from 'react'

const subscribe = () => () => undefined

/**
 * False on the server and while React hydrates a prerendered page, true from the first render
 * that can run event handlers. Forms keep their submit button disabled until then, so a click or
 * Enter on the static HTML cannot send the browser's own GET with the password in the URL.
 */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
