import { createAuthGuard } from '@fabula/auth/router'
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router'
import { isStaffChecked } from '@/lib/access'
import { authReady } from './auth'

let guard: ReturnType<typeof createAuthGuard> | undefined

/** @fabula/auth's guard over the app's session manager (created on first use, after boot). */
export function requireSession(request: Request) {
  guard ??= createAuthGuard({
    getSession: async () => (await authReady()).sessions.getSession(),
  })
  return guard(request, { staffRoute: isStaffChecked(new URL(request.url).pathname) })
}

/**
 * Loader of the authenticated layout (seed §2): no session → /sign-in?redirect=…, failure →
 * /sign-in?error-id=…, background preload → nothing, staff area without the role → /403.
 */
export async function appGuardLoader({ request }: LoaderFunctionArgs) {
  await requireSession(request)
  return null
}

/** The guard runs on every navigation between guarded pages, not only on entering the layout. */
export function shouldRevalidateGuard({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate
}
