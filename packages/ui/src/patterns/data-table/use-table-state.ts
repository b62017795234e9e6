import * as React from 'react'
import type { OnChangeFn, Updater } from '@tanstack/react-table'

/**
 * One slice of table state that is controlled when `value` is given and kept internally
 * otherwise. The returned setter accepts TanStack updaters but reports plain values to
 * `onChange`, which is what an app syncing the URL wants.
 */
export function useTableState<T>(
  value: T | undefined,
  onChange: ((next: T) => void) | undefined,
  initial: T,
): [T, OnChangeFn<T>] {
  const [inner, setInner] = React.useState<T>(initial)
  const current = value ?? inner
  const latest = React.useRef(current)
  latest.current = current
  const controlled = value !== undefined
  const onChangeRef = React.useRef(onChange)
  onChangeRef.current = onChange

  const set = React.useCallback<OnChangeFn<T>>(
    (updater: Updater<T>) => {
      const next =
        typeof updater === 'function' ? (updater as (old: T) => T)(latest.current) : updater
      latest.current = next
      if (!controlled) setInner(next)
      onChangeRef.current?.(next)
    },
    [controlled],
  )
  return [current, set]
}
