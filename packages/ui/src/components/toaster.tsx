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
 * sonner's rich colours, replaced by the design tokens: its own success green (#008a2e on
 * #ecfdf3) reaches only 4.25:1, below WCAG AA for toast text. The tone pairs are checked for
 * 4.5:1 in both themes (src/lib/tokens.test.ts) and follow the theme through `.dark`.
 */
const TOAST_RICH_COLORS = Object.fromEntries(
  (
    [
      ['success', 'success'],
      ['info', 'info'],
      ['warning', 'warning'],
      ['error', 'danger'],
    ] as const
  ).flatMap(([type, tone]) => [
    [`--${type}-bg`, `var(--tone-${tone}-bg)`],
    [`--${type}-text`, `var(--tone-${tone}-fg)`],
    [`--${type}-border`, `color-mix(in oklab, var(--tone-${tone}-fg) 25%, var(--tone-${tone}-bg))`],
  ]),
) as Record<`--${'success' | 'info' | 'warning' | 'error'}-${'bg' | 'text' | 'border'}`, string>

/**
 * The toast region: bottom-right, 5 s, close button, rich colours in the design tokens, Alt+T
 * moves focus to it.
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
      {...props}
      style={{ fontFamily: 'var(--font-app)', ...TOAST_RICH_COLORS, ...props.style }}
    />
  )
}

/** Shows a toast (`toast('…')`, `toast.success`, `.error`, `.warning`, `.info`, `.loading`). */
export { toast } from 'sonner'
