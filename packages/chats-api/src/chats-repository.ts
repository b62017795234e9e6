import type { SupabaseClient } from '@supabase/supabase-js'
import { findLearners } from './find-learners.js'
import { getChat } from './get-chat.js'
import { listChats, type ChatListQuery } from './list-chats.js'
import { subscribeToChats, type ChatLiveHandlers, type ChatLiveOptions } from './live.js'
import { listMessages, sendMessage, type MessageListQuery, type NewMessage } from './messages.js'
import { markChatRead, unreadChatTotal } from './reads.js'
import type { ChatMessage, ChatSummary, LearnerChoice, Page } from './rows.js'
import { startChat, type NewChat } from './start-chat.js'

/**
 * Where the chat screens read, write and listen. Screens and hooks depend on this interface, so
 * tests can pass an in-memory one; {@link createSupabaseChatsRepository} is the real one. Every
 * method rejects with an `AppError` that keeps the HTTP status of a failed call.
 */
export interface ChatsRepository {
  listChats(query: ChatListQuery): Promise<Page<ChatSummary>>
  getChat(id: string): Promise<ChatSummary | null>
  listMessages(query: MessageListQuery): Promise<Page<ChatMessage>>
  sendMessage(message: NewMessage): Promise<ChatMessage>
  startChat(chat: NewChat): Promise<string>
  markRead(conversationId: string): Promise<number>
  unreadTotal(): Promise<number>
  findLearners(text: string): Promise<LearnerChoice[]>
  /** Follows new messages and read positions live; returns the function that stops. */
  subscribe(options: ChatLiveOptions, handlers: ChatLiveHandlers): () => void
}

/**
 * The supabase-js implementation of {@link ChatsRepository}. Pass the app's client; row-level
 * security decides what it may see, over REST and over Realtime alike.
 *
 * @example
 * const chats = createSupabaseChatsRepository(supabase)
 * const id = await chats.startChat({ topic: 'support', body: 'My streak reset.' })
 */
export function createSupabaseChatsRepository(client: SupabaseClient): ChatsRepository {
  return {
    listChats: (query) => listChats(client, query),
    getChat: (id) => getChat(client, id),
    listMessages: (query) => listMessages(client, query),
    sendMessage: (message) => sendMessage(client, message),
    startChat: (chat) => startChat(client, chat),
    markRead: (id) => markChatRead(client, id),
    unreadTotal: () => unreadChatTotal(client),
    findLearners: (text) => findLearners(client, text),
    subscribe: (options, handlers) => subscribeToChats(client, options, handlers),
  }
}
