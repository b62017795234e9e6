import type { HelpArticleListQuery } from '../list-articles.js'
import type { HelpSearchQuery } from '../search-articles.js'

/**
 * Query keys of help-center data. Articles depend on the reader's role (drafts, staff guides), so
 * every key carries the user id: two accounts in one tab never share an entry.
 */
export const helpKeys = {
  all: ['help'] as const,
  user: (userId: string) => ['help', userId] as const,
  list: (userId: string, query: HelpArticleListQuery) =>
    [...helpKeys.user(userId), 'list', { ...query }] as const,
  search: (userId: string, query: HelpSearchQuery) =>
    [...helpKeys.user(userId), 'search', { ...query }] as const,
  article: (userId: string, slug: string) => [...helpKeys.user(userId), 'article', slug] as const,
  vote: (userId: string, articleId: string) =>
    [...helpKeys.user(userId), 'vote', articleId] as const,
  feedback: (userId: string) => [...helpKeys.user(userId), 'feedback'] as const,
}
