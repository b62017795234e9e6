import * as React from 'react'

type Preloader = (href: string) => Promise<void>

/** The app's preloader (src/lib/preload.ts bound to the router); a no-op outside the app. */
export const PreloaderContext = React.createContext<Preloader>(() => Promise.resolve())

/** Returns the preloader links use. */
export function usePreloader(): Preloader {
  return React.useContext(PreloaderContext)
}
