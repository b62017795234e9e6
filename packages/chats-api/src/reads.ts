import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { failed, parseWith } from './parse.js'

/**
 * Marks a conversation read up to its newest message (never backwards) and returns that message
 * id. The other side sees it as a read receipt; the caller's unread count drops.
 *
 * @throws AppError carrying the HTTP status of a failed call (404: not a conversation the caller reads)
 */
export async function markChatRead(
  client: SupabaseClient,
  conversationId: string,
): Promise<number> {
  const { data, error, status } = await client.rpc('mark_chat_read', {
    p_conversation: conversationId,
  })
  if (error) throw failed(error, status, 'chats.read')
  return parseWith(v.number(), data, 'chats.read')
}

/**
 * Unread messages over all the caller's conversations (the sidebar badge).
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function unreadChatTotal(client: SupabaseClient): Promise<number> {
  const { data, error, status } = await client.rpc('chat_unread_total')
  if (error) throw failed(error, status, 'chats.unread')
  return parseWith(v.pipe(v.number(), v.integer(), v.minValue(0)), data, 'chats.unread')
}
