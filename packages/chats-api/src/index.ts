/**
 * Chats between learners and staff over supabase-js, shaped like `@fabula/reading-api`: one file
 * per operation, a repository interface with the supabase-js implementation as the seam, rows
 * parsed with valibot at the edge, server-side lists (`{ rows, total }`), and live updates through
 * Supabase Realtime. Query options and hooks live in `./react`.
 *
 * @packageDocumentation
 */
export {
  CHAT_MESSAGE_COLUMNS,
  CHAT_TOPICS,
  ChatMessageSchema,
  ChatParticipantSchema,
  ChatReadSchema,
  ChatSummarySchema,
  LearnerChoiceSchema,
  MAX_MESSAGE_LENGTH,
  MessageBodySchema,
  type ChatMessage,
  type ChatParticipant,
  type ChatRead,
  type ChatSummary,
  type ChatTopic,
  type LearnerChoice,
  type Page,
} from './rows.js'
export { listChats, type ChatListQuery } from './list-chats.js'
export { getChat, isChatId } from './get-chat.js'
export {
  THREAD_PAGE_SIZE,
  checkBody,
  listMessages,
  sendMessage,
  type MessageListQuery,
  type NewMessage,
} from './messages.js'
export { startChat, type NewChat } from './start-chat.js'
export { markChatRead, unreadChatTotal } from './reads.js'
export { findLearners } from './find-learners.js'
export {
  subscribeToChats,
  type ChatLiveHandlers,
  type ChatLiveOptions,
  type LiveStatus,
} from './live.js'
export { createSupabaseChatsRepository, type ChatsRepository } from './chats-repository.js'
