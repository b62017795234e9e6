import { DeferredOverlay } from '@fabula/ui'
import * as React from 'react'
import { ProfileMenuButton, ThemeMenuButton } from './header-menu-buttons'

const loadMenus = () => import('./header-menus')
const LazyThemeMenu = React.lazy(async () => ({ default: (await loadMenus()).ThemeMenu }))
const LazyProfileMenu = React.lazy(async () => ({ default: (await loadMenus()).ProfileMenu }))

/*
 * The header's menus keep their dropdown code (Radix Menu, popper, floating-ui) off the page's
 * first load: the look-alike trigger stands in until it is here (@fabula/ui DeferredOverlay).
 */

/** The header's theme menu, loaded on demand. */
export const ThemeMenu = () => (
  <DeferredOverlay
    trigger={(standIn) => <ThemeMenuButton {...standIn} />}
    overlay={(state) => <LazyThemeMenu {...state} />}
  />
)

/** The header's profile menu, loaded on demand. */
export const ProfileMenu = () => (
  <DeferredOverlay
    trigger={(standIn) => <ProfileMenuButton {...standIn} />}
    overlay={(state) => <LazyProfileMenu {...state} />}
  />
)
