import type { RouteDataArgs } from '@/app/route-module'
import { adminLessonsSearch, type AdminLessonsSearch } from '@/lib/search/schemas'
import {
  lessonAuthorsQueryOptions,
  adminLessonListQueryOptions,
  adminLessonQueryOptions,
} from '@fabula/lessons-api/react'

/** The list page (or the lesson in the editor) and the authors of the author filter. */
export function queries({ services, url }: RouteDataArgs) {
  const search = adminLessonsSearch.parse(url.searchParams)
  if (search.edit && search.edit !== 'new') {
    return [adminLessonQueryOptions(services.lessons, search.edit)]
  }
  if (search.edit === 'new') return []
  return [
    adminLessonListQueryOptions(services.lessons, adminLessonQuery(search)),
    lessonAuthorsQueryOptions(services.lessons),
  ]
}

/** The list page the URL asks for. */
export function adminLessonQuery(search: AdminLessonsSearch) {
  return {
    page: search.page,
    pageSize: search.pageSize,
    language: search.language,
    level: search.level,
    status: search.status,
    author: search.author || undefined,
    search: search.q,
    sort: search.sort,
  }
}
