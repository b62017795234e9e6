import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { HelpArticleDraft, HelpArticleRow } from '../contract/help-center.js'
import type { HelpCenterRepository } from '../help-center-repository.js'
import { helpKeys } from './keys.js'

/** After an edit: the article's own entry is the new row; lists and searches refetch. */
function settle(client: ReturnType<typeof useQueryClient>, userId: string, row: HelpArticleRow) {
  client.setQueryData(helpKeys.article(userId, row.slug), row)
  return client.invalidateQueries({ queryKey: helpKeys.user(userId) })
}

/** Saves an article (new draft without `id`). */
export function useSaveHelpArticle(repo: HelpCenterRepository, userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ article, id }: { article: HelpArticleDraft; id?: string }) =>
      repo.saveArticle(article, id),
    onSuccess: (row) => settle(client, userId, row),
  })
}

/** Publishes or unpublishes an article. */
export function useSetHelpArticlePublished(repo: HelpCenterRepository, userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) =>
      repo.setPublished(id, published),
    onSuccess: (row) => settle(client, userId, row),
  })
}
