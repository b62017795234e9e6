import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ChatsRepository } from '../chats-repository.js'
import type { NewMessage } from '../messages.js'
import type { ChatMessage, Page } from '../rows.js'
import type { NewChat } from '../start-chat.js'
import { chatKeys } from './keys.js'

/** Query options of a thread's newest messages (oldest first). */
export function messagesQueryOptions(
  repo: ChatsRepository,
  userId: string,
  conversationId: string,
) {
  return queryOptions({
    queryKey: chatKeys.messages(userId, conversationId),
    queryFn: () => repo.listMessages({ conversationId }),
  })
}

/** A thread's newest messages; `pollMs` refetches while live updates are down. */
export function useMessages(
  repo: ChatsRepository,
  userId: string,
  conversationId: string,
  pollMs?: number | false,
) {
  return useQuery({
    ...messagesQueryOptions(repo, userId, conversationId),
    refetchInterval: pollMs ?? false,
  })
}

/**
 * Adds a message to a cached thread once (a live event and the sender's own reply may both bring
 * it), keeping id order.
 */
export function withMessage(page: Page<ChatMessage> | undefined, message: ChatMessage) {
  if (!page) return page
  if (page.rows.some((m) => m.id === message.id)) return page
  const rows = [...page.rows, message].sort((a, b) => a.id - b.id)
  return { rows, total: page.total + 1 }
}

/** Sends a message; the thread shows it at once and the lists refresh. */
export function useSendMessage(repo: ChatsRepository, userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (message: NewMessage) => repo.sendMessage(message),
    onSuccess: (message) => {
      queryClient.setQueryData(
        chatKeys.messages(userId, message.conversation_id),
        (page: Page<ChatMessage> | undefined) => withMessage(page, message),
      )
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists(userId) })
    },
  })
}

/** Starts a conversation; resolves with its id. */
export function useStartChat(repo: ChatsRepository, userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (chat: NewChat) => repo.startChat(chat),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.lists(userId) }),
  })
}

/** Marks a conversation read; the header's receipts and the unread counts refresh. */
export function useMarkRead(repo: ChatsRepository, userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (conversationId: string) => repo.markRead(conversationId),
    onSuccess: (_, conversationId) => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread(userId) })
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists(userId) })
      void queryClient.invalidateQueries({ queryKey: chatKeys.chat(userId, conversationId) })
    },
  })
}
