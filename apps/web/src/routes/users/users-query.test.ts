import { describe, expect, it } from 'vitest'
import { usersSearch } from '@/lib/search/schemas'
import { filtersOf, searchOfFilters, sortParam, sortingOf, userListQuery } from './users-query'

describe('users query', () => {
  it('turns the address into the directory query, newest first by default', () => {
    const search = usersSearch.parse(
      'page=2&pageSize=20&status=active&status=invited&role=user&username=ana',
    )
    expect(userListQuery(search)).toEqual({
      page: 2,
      pageSize: 20,
      statuses: ['active', 'invited'],
      roles: ['user'],
      username: 'ana',
      sort: { column: 'created_at', desc: true },
    })
    expect(sortingOf(search)).toEqual([])
  })

  it('round-trips the sort between the address and the table', () => {
    const search = usersSearch.parse('sort=email.asc')
    expect(userListQuery(search).sort).toEqual({ column: 'email', desc: false })
    expect(sortingOf(search)).toEqual([{ id: 'email', desc: false }])
    expect(sortParam([{ id: 'last_sign_in_at', desc: true }])).toBe('last_sign_in_at.desc')
    expect(sortParam([])).toBeUndefined()
    expect(usersSearch.parse('sort=password.asc').sort).toBeUndefined()
  })

  it('round-trips the filters between the address and the table', () => {
    const search = usersSearch.parse('status=suspended&role=admin&username=x')
    expect(searchOfFilters(filtersOf(search))).toEqual({
      status: ['suspended'],
      role: ['admin'],
      username: 'x',
    })
    expect(searchOfFilters([])).toEqual({ status: [], role: [], username: '' })
  })
})
