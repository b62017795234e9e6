import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ChatsRepository } from '../chats-repository.js'
import type { ChatListQuery } from '../list-chats.js'
import { chatKeys } from './keys.js'

/** While live updates are down, screens refetch this often instead (milliseconds). */
export const CHAT_POLL_MS = 4000

/** Query options of one page of the conversation list. */
export function chatListQueryOptions(repo: ChatsRepository, query: ChatListQuery) {
  return queryOptions({
    queryKey: chatKeys.list(query),
    queryFn: () => repo.listChats(query),
  })
}

/** One page of conversations; `pollMs` refetches while live updates are down. */
export function useChatList(repo: ChatsRepository, query: ChatListQuery, pollMs?: number | false) {
  return useQuery({
    ...chatListQueryOptions(repo, query),
    placeholderData: keepPreviousData,
    refetchInterval: pollMs ?? false,
  })
}

/** Query options of one conversation's header (participants, read positions). */
export function chatQueryOptions(repo: ChatsRepository, userId: string, id: string) {
  return queryOptions({
    queryKey: chatKeys.chat(userId, id),
    queryFn: () => repo.getChat(id),
  })
}

/** One conversation, or `null` when it does not exist or is not the caller's to read. */
export function useChat(
  repo: ChatsRepository,
  userId: string,
  id: string,
  pollMs?: number | false,
) {
  return useQuery({ ...chatQueryOptions(repo, userId, id), refetchInterval: pollMs ?? false })
}

/** Query options of the caller's unread total (the sidebar badge). */
export function unreadQueryOptions(repo: ChatsRepository, userId: string) {
  return queryOptions({
    queryKey: chatKeys.unread(userId),
    queryFn: () => repo.unreadTotal(),
    // The badge is a hint: refreshed every half minute and whenever chats change.
    refetchInterval: 30_000,
  })
}

/** The caller's unread total. */
export function useUnreadChats(repo: ChatsRepository, userId: string) {
  return useQuery(unreadQueryOptions(repo, userId))
}

/** Learners matching a text, for staff starting a conversation (nothing under 2 characters). */
export function useLearnerSearch(repo: ChatsRepository, userId: string, text: string) {
  const trimmed = text.trim()
  return useQuery({
    queryKey: chatKeys.learners(userId, trimmed),
    queryFn: () => repo.findLearners(trimmed),
    enabled: trimmed.length >= 2,
    placeholderData: keepPreviousData,
  })
}
