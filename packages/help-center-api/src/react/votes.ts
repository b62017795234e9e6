import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { HelpCenterRepository } from '../help-center-repository.js'
import { helpKeys } from './keys.js'

/** Query options of the reader's own answer to "Was this helpful?". */
export function helpVoteQueryOptions(
  repo: HelpCenterRepository,
  userId: string,
  articleId: string,
) {
  return queryOptions({
    queryKey: helpKeys.vote(userId, articleId),
    queryFn: () => repo.getMyVote(userId, articleId),
  })
}

/** The reader's own answer: `true`, `false` or `null`. */
export function useHelpVote(repo: HelpCenterRepository, userId: string, articleId: string) {
  return useQuery({ ...helpVoteQueryOptions(repo, userId, articleId), enabled: articleId !== '' })
}

/** Records or changes the reader's answer; the cached answer changes at once. */
export function useVoteOnHelpArticle(repo: HelpCenterRepository, userId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ articleId, helpful }: { articleId: string; helpful: boolean }) =>
      repo.vote(userId, articleId, helpful),
    onSuccess: (_done, { articleId, helpful }) => {
      client.setQueryData(helpKeys.vote(userId, articleId), helpful)
      return client.invalidateQueries({ queryKey: helpKeys.feedback(userId) })
    },
  })
}

/** Query options of every article's votes (editors only; others get a 403). */
export function helpFeedbackQueryOptions(repo: HelpCenterRepository, userId: string) {
  return queryOptions({
    queryKey: helpKeys.feedback(userId),
    queryFn: () => repo.getFeedback(),
  })
}

/** Every article's votes, for editors; pass `enabled: false` for anyone else. */
export function useHelpFeedback(repo: HelpCenterRepository, userId: string, enabled: boolean) {
  return useQuery({ ...helpFeedbackQueryOptions(repo, userId), enabled })
}
