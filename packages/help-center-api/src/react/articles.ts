import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { HelpCenterRepository } from '../help-center-repository.js'
import type { HelpArticleListQuery } from '../list-articles.js'
import type { HelpSearchQuery } from '../search-articles.js'
import { helpKeys } from './keys.js'

/** Query options of the article list the reader may see. */
export function helpArticlesQueryOptions(
  repo: HelpCenterRepository,
  userId: string,
  query: HelpArticleListQuery = {},
) {
  return queryOptions({
    queryKey: helpKeys.list(userId, query),
    queryFn: () => repo.listArticles(query),
  })
}

/** The articles the reader may see, by category and position. */
export function useHelpArticles(
  repo: HelpCenterRepository,
  userId: string,
  query: HelpArticleListQuery = {},
) {
  return useQuery(helpArticlesQueryOptions(repo, userId, query))
}

/** Query options of one search (blank text: no results, no request). */
export function helpSearchQueryOptions(
  repo: HelpCenterRepository,
  userId: string,
  query: HelpSearchQuery,
) {
  return queryOptions({
    queryKey: helpKeys.search(userId, query),
    queryFn: () => repo.searchArticles(query),
  })
}

/** Search results; the previous results stay while the next ones load. */
export function useHelpSearch(repo: HelpCenterRepository, userId: string, query: HelpSearchQuery) {
  return useQuery({
    ...helpSearchQueryOptions(repo, userId, query),
    enabled: query.text.trim() !== '',
    placeholderData: keepPreviousData,
  })
}

/** Query options of one article by slug (`null` when the reader may not see it). */
export function helpArticleQueryOptions(repo: HelpCenterRepository, userId: string, slug: string) {
  return queryOptions({
    queryKey: helpKeys.article(userId, slug),
    queryFn: () => repo.getArticle(slug),
  })
}

/** One article by slug. */
export function useHelpArticle(repo: HelpCenterRepository, userId: string, slug: string) {
  return useQuery(helpArticleQueryOptions(repo, userId, slug))
}
