import type { LessonListQuery } from '@fabula/lessons-api'
import type { LessonsSearch } from '@/lib/search/schemas'

/** The catalogue page the URL asks for (the loader and the page build the same query). */
export function lessonsQuery(search: LessonsSearch): LessonListQuery {
  return {
    page: search.page,
    pageSize: search.pageSize,
    tab: search.tab,
    language: search.language,
    levels: search.level ? [search.level] : [],
    topic: search.topic,
    search: search.q,
  }
}
