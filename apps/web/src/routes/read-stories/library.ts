import type { Story } from '@/features/reading-data/types'
import type { LibrarySearch } from './search'

/** A library card: the story, whether it was finished and its known share (null while unknown). */
export interface LibraryEntry {
  story: Story
  read: boolean
  known: number | null
}

/** Applies the library's filters, search and sort (the library is small enough for the client). */
export function filterLibrary(
  entries: readonly LibraryEntry[],
  search: LibrarySearch,
): LibraryEntry[] {
  const q = search.q.toLocaleLowerCase()
  const filtered = entries.filter(({ story, read }) => {
    if (search.level.length > 0 && !(search.level as readonly string[]).includes(story.level)) {
      return false
    }
    if (search.genre.length > 0 && !(search.genre as readonly string[]).includes(story.genre)) {
      return false
    }
    if (search.language && story.language !== search.language) return false
    if (search.read === 'read' && !read) return false
    if (search.read === 'unread' && read) return false
    if (q && !story.title.toLocaleLowerCase().includes(q)) return false
    return true
  })
  const by: Record<LibrarySearch['sort'], (a: LibraryEntry, b: LibraryEntry) => number> = {
    newest: (a, b) => b.story.created_at.localeCompare(a.story.created_at),
    oldest: (a, b) => a.story.created_at.localeCompare(b.story.created_at),
    title: (a, b) => a.story.title.localeCompare(b.story.title),
    known: (a, b) => (b.known ?? -1) - (a.known ?? -1),
  }
  return filtered.sort(by[search.sort])
}
