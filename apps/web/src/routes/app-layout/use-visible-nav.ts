import * as React from 'react'
import { useAccount } from '@/app/app-context'
import { visibleNav } from '@/app/navigation'

/** The navigation the signed-in account's staff role may open (from the route table). */
export function useVisibleNav() {
  const { role } = useAccount()
  return React.useMemo(() => visibleNav(role), [role])
}
