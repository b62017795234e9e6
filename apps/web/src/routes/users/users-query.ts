import type { UserListQuery, UserSortColumn } from '@fabula/staff-api'
import { USER_SORT_COLUMNS } from '@fabula/staff-api'
import type { ColumnFiltersState, SortingState } from '@fabula/ui'
import type { usersSearch } from '@/lib/search/schemas'

/** The parsed `/users` search. */
export type UsersSearch = ReturnType<typeof usersSearch.parse>

/** The directory page the address asks for (the loader and the page read the same one). */
export function userListQuery(search: UsersSearch): UserListQuery {
  const [column, direction] = (search.sort ?? 'created_at.desc').split('.') as [
    UserSortColumn,
    string,
  ]
  return {
    page: search.page,
    pageSize: search.pageSize,
    statuses: search.status,
    roles: search.role,
    username: search.username,
    sort: { column, desc: direction === 'desc' },
  }
}

/** The table's sort state from the address (none shown for the default, newest first). */
export function sortingOf(search: UsersSearch): SortingState {
  if (!search.sort) return []
  const [id, direction] = search.sort.split('.')
  return [{ id: id ?? '', desc: direction === 'desc' }]
}

/** The address's `sort` from the table's sort state. */
export function sortParam(sorting: SortingState): UsersSearch['sort'] {
  const [first] = sorting
  if (!first || !(USER_SORT_COLUMNS as readonly string[]).includes(first.id)) return undefined
  return `${first.id as UserSortColumn}.${first.desc ? 'desc' : 'asc'}`
}

/** The table's column filters from the address: status, role and the username text. */
export function filtersOf(search: UsersSearch): ColumnFiltersState {
  return [
    ...(search.status.length ? [{ id: 'status', value: search.status }] : []),
    ...(search.role.length ? [{ id: 'role', value: search.role }] : []),
    ...(search.username ? [{ id: 'username', value: search.username }] : []),
  ]
}

/** The address's filters from the table's column filters. */
export function searchOfFilters(
  filters: ColumnFiltersState,
): Pick<UsersSearch, 'status' | 'role' | 'username'> {
  const value = (id: string) => filters.find((filter) => filter.id === id)?.value
  return {
    status: (value('status') as UsersSearch['status'] | undefined) ?? [],
    role: (value('role') as UsersSearch['role'] | undefined) ?? [],
    username: (value('username') as string | undefined) ?? '',
  }
}
