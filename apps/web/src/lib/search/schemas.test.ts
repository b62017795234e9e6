import { describe, expect, it } from 'vitest'
import {
  adminAnalyticsSearch,
  adminLessonsSearch,
  adminProgressSearch,
  appsSearch,
  generatingSearch,
  lessonsSearch,
  tasksSearch,
  usersSearch,
} from './schemas'

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
    expect(lessonsSearch.parse('')).toMatchObject({ tab: 'browse' })
    expect(lessonsSearch.parse('tab=archived')).toMatchObject({ tab: 'browse' })
    expect(lessonsSearch.parse('tab=completed')).toMatchObject({ tab: 'completed' })
  })

  it('reads level, topic, language and search, and drops unknown values', () => {
    expect(lessonsSearch.parse('level=B1&topic=grammar:cases&language=de&q=dativ')).toEqual({
      tab: 'browse',
      level: 'B1',
      topic: 'grammar:cases',
      language: 'de',
      q: 'dativ',
      page: 1,
      pageSize: 12,
    })
    expect(lessonsSearch.parse('level=Z9&topic=magic&language=xx')).toMatchObject({
      level: undefined,
      topic: undefined,
      language: undefined,
    })
  })
})

describe('staff searches', () => {
  it('fall back per field on /admin/lessons', () => {
    expect(adminLessonsSearch.parse('status=archived&sort=random&edit=es-a1-x')).toMatchObject({
      status: undefined,
      sort: 'course',
      edit: 'es-a1-x',
    })
  })

  it('know the activity windows and sorts of /admin/progress', () => {
    expect(adminProgressSearch.parse('active=7&sort=words_known&dir=asc')).toMatchObject({
      active: '7',
      sort: 'words_known',
      dir: 'asc',
    })
    expect(adminProgressSearch.parse('active=9&sort=email&dir=up')).toMatchObject({
      active: undefined,
      sort: 'last_active',
      dir: 'desc',
    })
  })

  it('default /admin/analytics to 30 days and keep the end date as written', () => {
    expect(adminAnalyticsSearch.parse('')).toEqual({ range: '30', end: '' })
    expect(adminAnalyticsSearch.parse('range=365&end=2999-01-01')).toEqual({
      range: '30',
      end: '2999-01-01',
    })
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
