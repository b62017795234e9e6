import { describe, expect, it } from 'vitest'
import { appsSearch, generatingSearch, lessonsSearch, tasksSearch, usersSearch } from './schemas'

describe('users search', () => {
  it('reads valid values, repeated list keys included', () => {
    expect(
      usersSearch.parse('page=3&pageSize=20&status=active&status=invited&role=admin&username=ana'),
    ).toEqual({
      page: 3,
      pageSize: 20,
      status: ['active', 'invited'],
      role: ['admin'],
      username: 'ana',
    })
  })

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=1.5', { page: 1 }],
    ['page=', { page: 1 }],
    ['pageSize=0', { pageSize: 10 }],
    ['pageSize=ten', { pageSize: 10 }],
    ['pageSize=1000', { pageSize: 10 }],
    ['status=active&status=banned', { status: [] }],
    ['role=owner', { role: [] }],
  ])('falls back for %s', (query, expected) => {
    expect(usersSearch.parse(query)).toMatchObject(expected)
  })

  it('gives every default when the URL has no parameters', () => {
    expect(usersSearch.parse('')).toEqual({
      page: 1,
      pageSize: 10,
      status: [],
      role: [],
      username: '',
    })
  })

  it('collapses duplicate list values', () => {
    expect(usersSearch.parse('status=active&status=active').status).toEqual(['active'])
  })
})

describe('tasks search', () => {
  it('reads statuses with spaces and priorities', () => {
    expect(tasksSearch.parse('status=in+progress&priority=critical&filter=fix')).toMatchObject({
      status: ['in progress'],
      priority: ['critical'],
      filter: 'fix',
    })
  })

  it.each([
    ['status=started', { status: [] }],
    ['priority=urgent', { priority: [] }],
    ['page=x&pageSize=y', { page: 1, pageSize: 10 }],
  ])('falls back for %s', (query, expected) => {
    expect(tasksSearch.parse(query)).toMatchObject(expected)
  })
})

describe('apps search', () => {
  it('reads type, filter and sort', () => {
    expect(appsSearch.parse('type=connected&filter=tts&sort=desc')).toEqual({
      type: 'connected',
      filter: 'tts',
      sort: 'desc',
    })
  })

  it('makes an unknown type and sort undefined and a missing filter empty', () => {
    expect(appsSearch.parse('type=broken&sort=sideways')).toEqual({
      type: undefined,
      filter: '',
      sort: undefined,
    })
  })
})

describe('lessons search', () => {
  it('defaults the tab to browse, also for unknown tabs', () => {
    expect(lessonsSearch.parse('')).toEqual({ tab: 'browse' })
    expect(lessonsSearch.parse('tab=archived')).toEqual({ tab: 'browse' })
    expect(lessonsSearch.parse('tab=completed')).toEqual({ tab: 'completed' })
  })
})

describe('story generating search', () => {
  it('reads the request id and falls back to empty text', () => {
    expect(generatingSearch.parse('request=abc')).toEqual({ request: 'abc' })
    expect(generatingSearch.parse('')).toEqual({ request: '' })
  })
})

describe('serialize', () => {
  it('drops defaults from the URL', () => {
    expect(usersSearch.serialize(usersSearch.defaults).toString()).toBe('')
    expect(lessonsSearch.serialize({ tab: 'browse' }).toString()).toBe('')
    expect(appsSearch.serialize({ type: undefined, filter: '', sort: undefined }).toString()).toBe(
      '',
    )
  })

  it('keeps non-defaults, lists as repeated keys', () => {
    const query = usersSearch.serialize({ page: 2, status: ['active', 'suspended'], username: 'x' })
    expect(query.toString()).toBe('page=2&status=active&status=suspended&username=x')
    expect(usersSearch.parse(query)).toMatchObject({ page: 2, status: ['active', 'suspended'] })
  })
})

describe('update', () => {
  it('resets the page when a filter changes', () => {
    const current = usersSearch.parse('page=4&username=a')
    expect(usersSearch.update(current, { username: 'ab' })).toMatchObject({
      page: 1,
      username: 'ab',
    })
    expect(usersSearch.update(current, { status: ['active'] }).page).toBe(1)
    expect(usersSearch.update(current, { pageSize: 20 }).page).toBe(1)
  })

  it('keeps the other filters when only the page changes', () => {
    const current = tasksSearch.parse('page=2&filter=x&priority=low')
    expect(tasksSearch.update(current, { page: 3 })).toMatchObject({
      page: 3,
      filter: 'x',
      priority: ['low'],
    })
  })
})
