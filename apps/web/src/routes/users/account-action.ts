import { adminUsersReason } from '@fabula/staff-api'
import {
  ADMIN_USERS_REASONS,
  type AdminUsersInput,
  type AdminUsersReply,
} from '@fabula/staff-api/contract'
import { useUserAction } from '@fabula/staff-api/react'
import { notify } from '@/app/notify'
import { useServices } from '@/app/app-context'
import { t } from '@/i18n/staff'
import { userMessageOf } from '@/lib/errors'

/** The words for a refused account action: the function's reason, else the catalogue's. */
export function refusalMessage(error: unknown): string {
  const reason = adminUsersReason(error)
  return reason && (ADMIN_USERS_REASONS as readonly string[]).includes(reason)
    ? t(`staff.reason.${reason}`)
    : userMessageOf(error)
}

/**
 * Runs account actions through the admin-users function. `run` toasts the outcome (the success
 * text it is given, or the refusal's own words) and says whether it worked; dialogs use
 * `attempt` to show a refusal inside the form instead.
 */
export function useAccountAction() {
  const { staff } = useServices()
  const mutation = useUserAction(staff)
  const attempt = (input: AdminUsersInput) => mutation.mutateAsync(input)
  const run = async (
    input: AdminUsersInput,
    success: (reply: AdminUsersReply) => string,
  ): Promise<boolean> => {
    const result = await attempt(input)
    if (result.ok) notify.success(success(result.reply))
    else notify.error(refusalMessage(result.error))
    return result.ok
  }
  return { pending: mutation.isPending, attempt, run }
}
