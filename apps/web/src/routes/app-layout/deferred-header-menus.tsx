import * as React from 'react'
import { ProfileMenuButton, ThemeMenuButton } from './header-menu-buttons'
import type { MenuOpenState } from './header-menus'

const loadMenus = () => import('./header-menus')
const LazyThemeMenu = React.lazy(async () => ({ default: (await loadMenus()).ThemeMenu }))
const LazyProfileMenu = React.lazy(async () => ({ default: (await loadMenus()).ProfileMenu }))

/** After this long on a page the menus load anyway, so the first press opens them at once. */
const LOAD_AFTER_MS = 2000

/** Keys that open a menu from its trigger, as Radix's trigger does. */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown'])

/**
 * The state behind a deferred menu: whether its module is wanted yet (on hover or focus, on a
 * press, or a little after the page is up) and whether it is open. The open state lives here, so
 * a press on the stand-in opens the menu even if the real one mounts in the middle of it.
 */
function useDeferredMenu() {
  const [wanted, setWanted] = React.useState(false)
  const [open, setOpen] = React.useState(false)
  const load = React.useCallback(() => setWanted(true), [])
  React.useEffect(() => {
    const id = window.setTimeout(load, LOAD_AFTER_MS)
    return () => window.clearTimeout(id)
  }, [load])
  const press = () => {
    setWanted(true)
    setOpen(true)
  }
  const standIn = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: load,
    onFocus: load,
    onPointerDown: (event: React.PointerEvent) => {
      if (event.button === 0 && !event.ctrlKey) press()
    },
    onKeyDown: (event: React.KeyboardEvent) => {
      if (!OPEN_KEYS.has(event.key)) return
      event.preventDefault()
      press()
    },
  }
  return { wanted, standIn, state: { open, onOpenChange: setOpen } }
}

/**
 * A header menu whose dropdown (Radix Menu, popper, floating-ui) is not part of the page's first
 * load: the look-alike `Trigger` stands in until the `Menu` module is here.
 */
function DeferredMenu({
  Trigger,
  Menu,
}: {
  Trigger: React.ComponentType<React.ComponentProps<typeof ThemeMenuButton>>
  Menu: React.ComponentType<MenuOpenState>
}) {
  const { wanted, standIn, state } = useDeferredMenu()
  const button = <Trigger {...standIn} />
  if (!wanted) return button
  return (
    <React.Suspense fallback={button}>
      <Menu {...state} />
    </React.Suspense>
  )
}

/** The header's theme menu, loaded on demand. */
export const ThemeMenu = () => <DeferredMenu Trigger={ThemeMenuButton} Menu={LazyThemeMenu} />

/** The header's profile menu, loaded on demand. */
export const ProfileMenu = () => <DeferredMenu Trigger={ProfileMenuButton} Menu={LazyProfileMenu} />
