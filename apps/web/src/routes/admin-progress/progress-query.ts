import type { LearnerProgressQuery } from '@fabula/lessons-api'
import type { AdminProgressSearch } from '@/lib/search/schemas'

/** The learner table page the URL asks for (the loader and the page build the same query). */
export function progressQuery(search: AdminProgressSearch): LearnerProgressQuery {
  return {
    page: search.page,
    pageSize: search.pageSize,
    language: search.language,
    level: search.level,
    activeDays: search.active === '7' ? 7 : search.active === '30' ? 30 : undefined,
    search: search.q.slice(0, 100),
    sort: search.sort,
    descending: search.dir === 'desc',
  }
}
