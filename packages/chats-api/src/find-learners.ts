import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { failed, parseWith } from './parse.js'
import { LearnerChoiceSchema, type LearnerChoice } from './rows.js'

/**
 * Up to ten learners matching a name, username or address, for staff starting a conversation.
 * Anyone but staff gets 403.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function findLearners(client: SupabaseClient, text: string): Promise<LearnerChoice[]> {
  const { data, error, status } = await client.rpc('chat_find_learners', { p_text: text.trim() })
  if (error) throw failed(error, status, 'chats.learners')
  return parseWith(v.array(LearnerChoiceSchema), data, 'chats.learners')
}
