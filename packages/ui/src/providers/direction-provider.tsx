import * as React from 'react'
import { Direction as RadixDirection } from 'radix-ui'
import {
  DirectionSchema,
  PREFERENCE_COOKIES,
  PREFERENCE_DEFAULTS,
  documentCookies,
  readPreference,
  writePreferenceCookie,
  type Direction,
} from '../lib/preferences.js'

/** What {@link useDirection} returns. */
export interface DirectionContextValue {
  direction: Direction
  /** Changes the direction and remembers it in the `dir` cookie for a year. */
  setDirection: (direction: Direction) => void
}

const DirectionContext = React.createContext<DirectionContextValue | null>(null)

/** Props of {@link DirectionProvider}. */
export interface DirectionProviderProps {
  children?: React.ReactNode
  /** Starts from this direction instead of the cookie (Storybook, tests). */
  initialDirection?: Direction
}

/**
 * Holds the text direction: reads the `dir` cookie (invalid → `ltr`), sets `<html dir>` and
 * tells Radix primitives (menus, sliders, tabs) which way arrow keys and placement go.
 */
export function DirectionProvider({ children, initialDirection }: DirectionProviderProps) {
  const [direction, setDirectionState] = React.useState<Direction>(
    () =>
      initialDirection ??
      readPreference(
        documentCookies(),
        PREFERENCE_COOKIES.direction,
        DirectionSchema,
        PREFERENCE_DEFAULTS.direction,
      ),
  )

  React.useLayoutEffect(() => {
    document.documentElement.setAttribute('dir', direction)
  }, [direction])

  const setDirection = React.useCallback((next: Direction) => {
    setDirectionState(next)
    writePreferenceCookie(PREFERENCE_COOKIES.direction, next)
  }, [])

  const value = React.useMemo(() => ({ direction, setDirection }), [direction, setDirection])
  return (
    <DirectionContext.Provider value={value}>
      <RadixDirection.DirectionProvider dir={direction}>
        {children}
      </RadixDirection.DirectionProvider>
    </DirectionContext.Provider>
  )
}

/** The current direction and its setter. Throws outside a {@link DirectionProvider}. */
export function useDirection(): DirectionContextValue {
  const context = React.useContext(DirectionContext)
  if (!context) throw new Error('useDirection must be used inside <DirectionProvider>')
  return context
}

/** The direction when a provider exists, for components that merely adapt (e.g. Toaster). */
export function useOptionalDirection(): Direction | undefined {
  return React.useContext(DirectionContext)?.direction
}
