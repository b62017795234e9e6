import { AppError } from '@fabula/errors'
import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { isChatId } from './get-chat.js'
import { failed, parseWith } from './parse.js'
import {
  CHAT_MESSAGE_COLUMNS,
  ChatMessageSchema,
  MessageBodySchema,
  type ChatMessage,
  type Page,
} from './rows.js'

/** Messages a thread loads at once. */
export const THREAD_PAGE_SIZE = 100

/** What one slice of a thread asks for. */
export interface MessageListQuery {
  conversationId: string
  /** Only messages older than this id (loading earlier ones); omitted: the newest. */
  before?: number
  /** Only messages newer than this id (catching up after the socket dropped). */
  after?: number
  limit?: number
}

/**
 * A slice of a conversation's messages in reading order (oldest first): the newest `limit`, or
 * those before/after an id; `total` counts the whole conversation.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function listMessages(
  client: SupabaseClient,
  query: MessageListQuery,
): Promise<Page<ChatMessage>> {
  if (!isChatId(query.conversationId)) return { rows: [], total: 0 }
  const limit = query.limit ?? THREAD_PAGE_SIZE
  let request = client
    .from('chat_messages')
    .select(CHAT_MESSAGE_COLUMNS, { count: 'exact' })
    .eq('conversation_id', query.conversationId)
  if (query.before !== undefined) request = request.lt('id', query.before)
  if (query.after !== undefined) request = request.gt('id', query.after)
  // Catching up reads forwards; everything else reads the newest backwards, then flips.
  const forwards = query.after !== undefined
  const { data, error, status, count } = await request
    .order('id', { ascending: forwards })
    .range(0, limit - 1)
  if (error) throw failed(error, status, 'chats.messages')
  const rows = parseWith(v.array(ChatMessageSchema), data, 'chats.messages')
  return { rows: forwards ? rows : rows.reverse(), total: count ?? rows.length }
}

/**
 * The body as it will be sent, or the refusal the composer shows: `REQUIRED_FIELD` when empty,
 * `VALUE_OUT_OF_RANGE` past 4,000 characters.
 */
export function checkBody(text: string, operation: string): string {
  const body = v.safeParse(MessageBodySchema, text)
  if (body.success) return body.output
  throw new AppError(text.trim().length === 0 ? 'REQUIRED_FIELD' : 'VALUE_OUT_OF_RANGE', {
    message: body.issues[0].message,
    context: { operation },
  })
}

/** What the composer sends. */
export interface NewMessage {
  conversationId: string
  /** The sender: must be the signed-in account (the database refuses anyone else). */
  senderId: string
  body: string
}

/**
 * Posts a plain-text message as the signed-in account and returns it as stored. A body that is
 * empty or longer than 4,000 characters is refused before any call (`VALIDATION`); the database
 * refuses posting as someone else, into a conversation the caller may not read, or from a
 * suspended account (403).
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function sendMessage(
  client: SupabaseClient,
  message: NewMessage,
): Promise<ChatMessage> {
  const body = checkBody(message.body, 'chats.send')
  const { data, error, status } = await client
    .from('chat_messages')
    .insert({
      conversation_id: message.conversationId,
      sender_id: message.senderId,
      body,
    })
    .select(CHAT_MESSAGE_COLUMNS)
    .single()
  if (error) throw failed(error, status, 'chats.send')
  return parseWith(ChatMessageSchema, data, 'chats.send')
}
