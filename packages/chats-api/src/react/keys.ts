import type { ChatListQuery } from '../list-chats.js'

/**
 * Query keys of chat data. Everything starts with `['chats', userId]`, so two accounts in one tab
 * never share a cache entry and one invalidation refreshes a user's whole chat state.
 */
export const chatKeys = {
  all: (userId: string) => ['chats', userId] as const,
  lists: (userId: string) => [...chatKeys.all(userId), 'list'] as const,
  list: (query: ChatListQuery) => [...chatKeys.lists(query.userId), { ...query }] as const,
  chat: (userId: string, id: string) => [...chatKeys.all(userId), 'chat', id] as const,
  messages: (userId: string, id: string) => [...chatKeys.all(userId), 'messages', id] as const,
  unread: (userId: string) => [...chatKeys.all(userId), 'unread'] as const,
  learners: (userId: string, text: string) => [...chatKeys.all(userId), 'learners', text] as const,
}
