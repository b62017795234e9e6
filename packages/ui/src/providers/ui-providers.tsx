import type * as React from 'react'
import { Tooltip as TooltipPrimitive } from 'radix-ui'
import type { Direction, Font, Theme } from '../lib/preferences.js'
import { DirectionProvider } from './direction-provider.js'
import { FontProvider } from './font-provider.js'
import { ThemeProvider } from './theme-provider.js'

/** Props of {@link UiProviders}. */
export interface UiProvidersProps {
  children?: React.ReactNode
  initialTheme?: Theme
  initialFont?: Font
  initialDirection?: Direction
}

/**
 * Every UI preference provider (theme, font, direction) plus Radix's tooltip timing, in the
 * order the app needs them. Wrap the app root once.
 */
export function UiProviders({
  children,
  initialTheme,
  initialFont,
  initialDirection,
}: UiProvidersProps) {
  return (
    <ThemeProvider initialTheme={initialTheme}>
      <FontProvider initialFont={initialFont}>
        <DirectionProvider initialDirection={initialDirection}>
          <TooltipPrimitive.Provider delayDuration={300}>{children}</TooltipPrimitive.Provider>
        </DirectionProvider>
      </FontProvider>
    </ThemeProvider>
  )
}
