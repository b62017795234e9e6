import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { checkBody } from './messages.js'
import { failed, parseWith } from './parse.js'
import type { ChatTopic } from './rows.js'

/** A new conversation and its first message. */
export interface NewChat {
  topic: ChatTopic
  body: string
  /** Staff only: the learner to write to. A learner always starts one for themself. */
  learnerId?: string
}

/**
 * Starts a conversation with its first message (one transaction, `start_chat`) and returns its
 * id. A learner asks support or a tutor; staff write to any learner. A suspended account gets 403,
 * an unknown learner 404.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function startChat(client: SupabaseClient, chat: NewChat): Promise<string> {
  const body = checkBody(chat.body, 'chats.start')
  const { data, error, status } = await client.rpc('start_chat', {
    p_topic: chat.topic,
    p_body: body,
    p_learner: chat.learnerId ?? null,
  })
  if (error) throw failed(error, status, 'chats.start')
  return parseWith(v.pipe(v.string(), v.uuid()), data, 'chats.start')
}
