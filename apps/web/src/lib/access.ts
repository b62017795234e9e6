import { canOpenRoute } from '@fabula/auth'
import type { StaffRole } from '@fabula/auth'
import { paths } from '@/config/paths'

// /apps lists integrations for everyone; only its connect actions are staff-only (issue 6), so
// the page skips the staff-route check and its actions ask `can(role, 'apps:connect')`.
const OPEN_TO_LEARNERS = [paths.apps.pattern]

/** Whether a path is a staff area that needs the role check (→ /403 without it). */
export function isStaffChecked(pathname: string): boolean {
  const path = pathname.toLowerCase()
  return !OPEN_TO_LEARNERS.some((open) => path === open || path.startsWith(`${open}/`))
}

/** Whether a user with `role` may open `href` (sidebar, command palette). */
export function canOpenPath(role: StaffRole | null, href: string): boolean {
  const { pathname } = new URL(href, 'http://fabula.invalid')
  return !isStaffChecked(pathname) || canOpenRoute(role, pathname)
}
