import { can, type StaffRole } from '@fabula/auth'
import { matchPath } from 'react-router'
import type { MessageKey } from '@/i18n'
import { NAV_GROUPS, SCREENS, type Access, type NavGroupName, type Screen } from './route-table'

/** Whether an account with `role` (null for a learner) may open a screen with `access`. */
function mayOpen(role: StaffRole | null, access: Access): boolean {
  return access === 'public' || access === 'signed-in' || can(role, access)
}

/**
 * The screen a path belongs to, the way the router matches it (case-insensitive, trailing slash
 * ignored); `undefined` for an unknown path.
 */
export function screenAt(pathname: string): Screen | undefined {
  if (!screens.has(pathname)) {
    // Remembered: the guard, preloads and titles ask for the same paths, and each match compiles
    // every pattern. Bounded, as link preloads can ask for many addresses.
    if (screens.size >= 200) screens.clear()
    screens.set(
      pathname,
      RANKED.find((screen) => matchPath({ path: screen.pattern, end: true }, pathname) !== null),
    )
  }
  return screens.get(pathname)
}

/** Static patterns first, so /read/story/generating wins over /read/story/:id. */
const RANKED = [...SCREENS].sort(
  (a, b) => Number(a.pattern.includes(':')) - Number(b.pattern.includes(':')),
)
const screens = new Map<string, Screen | undefined>()

/** One sidebar and command-palette entry. */
interface NavItem {
  title: MessageKey
  href: string
  icon: Screen['nav'] extends infer N ? (N extends { icon: infer I } ? I : never) : never
}

/** A titled group of entries. */
export interface NavGroup {
  name: NavGroupName
  title: MessageKey
  items: NavItem[]
}

const GROUP_TITLES: Record<NavGroupName, MessageKey> = {
  general: 'nav.general',
  reading: 'nav.reading',
  staff: 'nav.staff',
  account: 'nav.account',
}

/** The navigation an account with `role` may open, from the route table; empty groups vanish. */
export function visibleNav(role: StaffRole | null): NavGroup[] {
  return NAV_GROUPS.map((name) => ({
    name,
    title: GROUP_TITLES[name],
    items: SCREENS.flatMap((screen) =>
      screen.nav?.group === name && mayOpen(role, screen.access)
        ? [{ title: screen.nav.label, href: screen.pattern, icon: screen.nav.icon }]
        : [],
    ),
  })).filter((group) => group.items.length > 0)
}
