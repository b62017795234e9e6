import { useStaffRole } from '@fabula/auth/react'
import * as React from 'react'
import { visibleNav } from '@/config/nav'
import { canOpenPath } from '@/lib/access'

/** The navigation the signed-in user's staff role may open. */
export function useVisibleNav() {
  const role = useStaffRole()
  return React.useMemo(() => visibleNav((href) => canOpenPath(role, href)), [role])
}
