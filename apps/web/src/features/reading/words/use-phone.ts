import * as React from 'react'

const PHONE_QUERY = '(max-width: 639px)'

function subscribe(listener: () => void) {
  const query = globalThis.matchMedia?.(PHONE_QUERY)
  query?.addEventListener('change', listener)
  return () => query?.removeEventListener('change', listener)
}

/** True on phone widths (< 640 px), where word details open as a bottom sheet. */
export function usePhone(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(PHONE_QUERY).matches ?? false,
    () => false,
  )
}
