import * as React from 'react'
import { Direction as RadixDirection } from 'radix-ui'
import * as v from 'valibot'
import {
  DirectionSchema,
  PREFERENCE_COOKIES,
  PREFERENCE_DEFAULTS,
  documentCookies,
  readCookie,
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
  /**
   * The direction while no `dir` cookie says otherwise, e.g. the interface language's own
   * (`rtl` for Arabic). Defaults to `ltr`.
   */
  defaultDirection?: Direction
}

/** The `dir` cookie when it holds a known direction. */
function cookieDirection(): Direction | undefined {
  const parsed = v.safeParse(
    DirectionSchema,
    readCookie(documentCookies(), PREFERENCE_COOKIES.direction),
  )
  return parsed.success ? parsed.output : undefined
}

/**
 * Holds the text direction: the `dir` cookie, else `defaultDirection`, else `ltr` (an invalid
 * cookie counts as none); sets `<html dir>` and tells Radix primitives (menus, sliders, tabs)
 * which way arrow keys and placement go.
 */
export function DirectionProvider({
  children,
  initialDirection,
  defaultDirection,
}: DirectionProviderProps) {
  const [chosen, setDirectionState] = React.useState<Direction | undefined>(
    () => initialDirection ?? cookieDirection(),
  )
  const direction = chosen ?? defaultDirection ?? PREFERENCE_DEFAULTS.direction

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
