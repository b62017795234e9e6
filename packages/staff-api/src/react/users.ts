import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query'
import type { AdminUsersInput, AdminUsersReply } from '../contract/admin-users.js'
import type { UserListQuery } from '../list-users.js'
import type { StaffRepository } from '../staff-repository.js'
import { staffKeys } from './keys.js'

/**
 * Query options of one directory page (server-side filters, sort and paging), for `useQuery`, a
 * route loader's `ensureQueryData` or a link preload.
 */
export function userListQueryOptions(repo: StaffRepository, query: UserListQuery) {
  return queryOptions({
    queryKey: staffKeys.userList(query),
    queryFn: () => repo.listUsers(query),
  })
}

/** One directory page; the previous page stays on screen while the next one loads. */
export function useUserList(repo: StaffRepository, query: UserListQuery) {
  return useQuery({ ...userListQueryOptions(repo, query), placeholderData: keepPreviousData })
}

/** Query options of one account's audit trail, newest first. */
export function userAuditQueryOptions(repo: StaffRepository, userId: string) {
  return queryOptions({
    queryKey: staffKeys.audit(userId),
    queryFn: () => repo.listUserAudit(userId),
  })
}

/** One account's audit trail (the detail sheet); waits while no account is open. */
export function useUserAudit(repo: StaffRepository, userId: string | undefined) {
  return useQuery({ ...userAuditQueryOptions(repo, userId ?? ''), enabled: Boolean(userId) })
}

/** What {@link useUserAction} settles with: the function's reply, or why it refused. */
export type UserActionResult = { ok: true; reply: AdminUsersReply } | { ok: false; error: unknown }

/**
 * Runs an account action (invite, role change, suspend, activate, delete, resend). A refusal
 * settles as `{ ok: false, error }` instead of failing the mutation, so the screen words it from
 * the function's reason (`adminUsersReason`) rather than the app's generic error toast. The
 * directory and every audit trail are refreshed afterwards either way (a bulk action may have
 * done part of its work).
 */
export function useUserAction(repo: StaffRepository) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: AdminUsersInput): Promise<UserActionResult> => {
      try {
        return { ok: true, reply: await repo.runUserAction(input) }
      } catch (error) {
        return { ok: false, error }
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.users() }),
  })
}
