import type { SupabaseClient } from '@supabase/supabase-js'
import { failed, parseWith } from './parse.js'
import { ChatSummarySchema, type ChatSummary } from './rows.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether a text is a conversation id at all (anything else is "not found" without a call). */
export function isChatId(id: string): boolean {
  return UUID.test(id)
}

/**
 * One conversation for the thread header (participants, read positions), or `null` when it does
 * not exist or the caller may not read it: the two are not told apart.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function getChat(client: SupabaseClient, id: string): Promise<ChatSummary | null> {
  if (!isChatId(id)) return null
  const { data, error, status } = await client.rpc('get_chat', { p_conversation: id })
  if (error) {
    if (status === 404) return null
    throw failed(error, status, 'chats.get')
  }
  return parseWith(ChatSummarySchema, data, 'chats.get')
}
