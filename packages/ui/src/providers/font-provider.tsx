import * as React from 'react'
import {
  FontSchema,
  PREFERENCE_COOKIES,
  PREFERENCE_DEFAULTS,
  documentCookies,
  readPreference,
  writePreferenceCookie,
  type Font,
} from '../lib/preferences.js'

/** What {@link useFont} returns. */
export interface FontContextValue {
  font: Font
  /** Changes the font and remembers it in the `font` cookie for a year. */
  setFont: (font: Font) => void
}

const FontContext = React.createContext<FontContextValue | null>(null)

/** Props of {@link FontProvider}. */
export interface FontProviderProps {
  children?: React.ReactNode
  /** Starts from this font instead of the cookie (Storybook, tests). */
  initialFont?: Font
}

/**
 * Holds the reading font: reads the `font` cookie (invalid → `inter`) and sets
 * `<html data-font>`, which styles.css maps to the font stack.
 */
export function FontProvider({ children, initialFont }: FontProviderProps) {
  const [font, setFontState] = React.useState<Font>(
    () =>
      initialFont ??
      readPreference(
        documentCookies(),
        PREFERENCE_COOKIES.font,
        FontSchema,
        PREFERENCE_DEFAULTS.font,
      ),
  )

  React.useLayoutEffect(() => {
    document.documentElement.setAttribute('data-font', font)
  }, [font])

  const setFont = React.useCallback((next: Font) => {
    setFontState(next)
    writePreferenceCookie(PREFERENCE_COOKIES.font, next)
  }, [])

  const value = React.useMemo(() => ({ font, setFont }), [font, setFont])
  return <FontContext.Provider value={value}>{children}</FontContext.Provider>
}

/** The current font and its setter. Throws outside a {@link FontProvider}. */
export function useFont(): FontContextValue {
  const context = React.useContext(FontContext)
  if (!context) throw new Error('useFont must be used inside <FontProvider>')
  return context
}
