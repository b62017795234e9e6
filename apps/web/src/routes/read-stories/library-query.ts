import type { StoryListQuery } from '@fabula/reading-api'
import type { LibrarySearch } from '@/lib/search/schemas'

/** The server-side query of one library page: the address's filters, for this learner. */
export function libraryQuery(search: LibrarySearch, userId: string): StoryListQuery {
  return {
    userId,
    page: search.page,
    pageSize: search.pageSize,
    levels: search.level,
    genres: search.genre,
    language: search.language,
    read: search.read,
    search: search.q,
    sort: search.sort,
  }
}
