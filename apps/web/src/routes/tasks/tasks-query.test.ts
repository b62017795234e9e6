import { describe, expect, it } from 'vitest'
import { tasksSearch } from '@/lib/search/schemas'
import {
  exportFileName,
  filtersOf,
  searchOfFilters,
  sortParam,
  sortingOf,
  taskFilterQuery,
  taskListQuery,
} from './tasks-query'

describe('tasks query', () => {
  it('turns the address into the list query, newest task first by default', () => {
    const search = tasksSearch.parse(
      'page=3&status=todo&status=in+progress&priority=high&filter=gloss',
    )
    expect(taskListQuery(search)).toEqual({
      page: 3,
      pageSize: 10,
      statuses: ['todo', 'in progress'],
      priorities: ['high'],
      filter: 'gloss',
      sort: { column: 'id', desc: true },
    })
    expect(taskFilterQuery(search)).not.toHaveProperty('page')
  })

  it('round-trips sort and filters between the address and the table', () => {
    const search = tasksSearch.parse('sort=priority.asc&status=done&filter=x')
    expect(sortingOf(search)).toEqual([{ id: 'priority', desc: false }])
    expect(sortParam([{ id: 'updated_at', desc: true }])).toBe('updated_at.desc')
    expect(sortParam([{ id: 'assignee', desc: true }])).toBeUndefined()
    expect(searchOfFilters(filtersOf(search))).toEqual({
      status: ['done'],
      priority: [],
      filter: 'x',
    })
  })

  it('names the export after the day', () => {
    expect(exportFileName(new Date('2026-11-25T10:00:00Z'))).toBe('tasks-2026-11-25.csv')
  })
})
