import type * as React from 'react'
import { Toaster as SonnerToaster } from 'sonner'
import { useOptionalDirection } from '../providers/direction-provider.js'
import { useOptionalResolvedTheme } from '../providers/theme-provider.js'

/** Toast defaults from the seed spec. */
export const TOAST_DEFAULTS = {
  position: 'bottom-right',
  duration: 5000,
  hotkey: ['altKey', 'KeyT'],
} as const

/**
 * The toast region: bottom-right, 5 s, close button, rich colours, Alt+T moves focus to it.
 * Follows the theme and direction providers when present. Show toasts with `toast` from this
 * package.
 */
export function Toaster(props: React.ComponentProps<typeof SonnerToaster>) {
  const theme = useOptionalResolvedTheme()
  const dir = useOptionalDirection()
  return (
    <SonnerToaster
      position={TOAST_DEFAULTS.position}
      duration={TOAST_DEFAULTS.duration}
      hotkey={[...TOAST_DEFAULTS.hotkey]}
      closeButton
      richColors
      theme={theme ?? 'light'}
      dir={dir ?? 'ltr'}
      className="toaster"
      style={{ fontFamily: 'var(--font-app)' }}
      {...props}
    />
  )
}

/** Shows a toast (`toast('…')`, `toast.success`, `.error`, `.warning`, `.info`, `.loading`). */
export { toast } from 'sonner'
