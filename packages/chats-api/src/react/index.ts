/**
 * Query options and hooks of the chat data (TanStack Query), each over a {@link ChatsRepository}
 * so tests can pass an in-memory one.
 *
 * @packageDocumentation
 */
export type { ChatsRepository } from '../chats-repository.js'
export { chatKeys } from './keys.js'
export {
  CHAT_POLL_MS,
  chatListQueryOptions,
  chatQueryOptions,
  unreadQueryOptions,
  useChat,
  useChatList,
  useLearnerSearch,
  useUnreadChats,
} from './chats.js'
export {
  messagesQueryOptions,
  useMarkRead,
  useMessages,
  useSendMessage,
  useStartChat,
  withMessage,
} from './messages.js'
