import type { RouteDataArgs } from '@/app/route-module'
import { integrationsQueryOptions } from '@fabula/integrations-api/react'

/** Every integration's status, from the `integrations` function (admins and superadmins). */
export function queries({ services }: RouteDataArgs) {
  return [integrationsQueryOptions(services.integrations)]
}
