import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { failed, parseWith } from './parse.js'
import type { HelpFeedback } from './rows.js'

/**
 * The caller's answer to "Was this helpful?" for an article: `true`, `false`, or `null` when they
 * have not answered.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function getMyHelpVote(
  client: SupabaseClient,
  userId: string,
  articleId: string,
): Promise<boolean | null> {
  const { data, error, status } = await client
    .from('help_article_votes')
    .select('helpful')
    .eq('article_id', articleId)
    .eq('user_id', userId)
    .maybeSingle()
  if (error) throw failed(error, status, 'helpVotes.get')
  return data === null
    ? null
    : parseWith(v.object({ helpful: v.boolean() }), data, 'helpVotes.get').helpful
}

/**
 * Records or changes the caller's answer; one per user and article (the primary key), on an
 * article they may read (row-level security).
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function voteOnHelpArticle(
  client: SupabaseClient,
  userId: string,
  articleId: string,
  helpful: boolean,
): Promise<void> {
  const { error, status } = await client
    .from('help_article_votes')
    .upsert(
      { article_id: articleId, user_id: userId, helpful },
      { onConflict: 'article_id,user_id' },
    )
  if (error) throw failed(error, status, 'helpVotes.vote')
}

const FeedbackRowSchema = v.object({
  article_id: v.string(),
  helpful: v.pipe(v.union([v.number(), v.string()]), v.transform(Number)),
  not_helpful: v.pipe(v.union([v.number(), v.string()]), v.transform(Number)),
})

/**
 * How readers answered, per article id (`help_article_feedback()`; editors only, anyone else
 * gets a 403).
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function getHelpFeedback(client: SupabaseClient): Promise<Map<string, HelpFeedback>> {
  const { data, error, status } = await client.rpc('help_article_feedback')
  if (error) throw failed(error, status, 'helpVotes.feedback')
  const rows = parseWith(v.array(FeedbackRowSchema), data, 'helpVotes.feedback')
  return new Map(
    rows.map((row) => [row.article_id, { helpful: row.helpful, notHelpful: row.not_helpful }]),
  )
}
