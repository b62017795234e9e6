import { CHAT_POLL_MS, chatKeys, withMessage } from '@fabula/chats-api/react'
import type { ChatMessage, LiveStatus, Page } from '@fabula/chats-api'
import { useQueryClient } from '@tanstack/react-query'
import * as React from 'react'
import { useAccount, useServices } from '@/app/app-context'

/** What the chat screen learns from {@link useLiveChats}. */
export interface LiveChats {
  status: LiveStatus
  /** How often to refetch while live updates are down (`false` while they flow). */
  pollMs: number | false
}

/**
 * One Realtime subscription for the whole screen: every new message the reader may see (the
 * server checks row-level security per subscriber) lands in its thread's cache and refreshes the
 * lists and the unread count; read positions refresh the receipts. When the socket drops the
 * screen polls instead, and catches up once it is back.
 */
export function useLiveChats(): LiveChats {
  const { chats } = useServices()
  const { userId } = useAccount()
  const queryClient = useQueryClient()
  const [status, setStatus] = React.useState<LiveStatus>('connecting')
  React.useEffect(() => {
    let wasOffline = false
    return chats.subscribe(
      {},
      {
        onMessage: (message) => {
          queryClient.setQueryData(
            chatKeys.messages(userId, message.conversation_id),
            (page: Page<ChatMessage> | undefined) => withMessage(page, message),
          )
          void queryClient.invalidateQueries({ queryKey: chatKeys.lists(userId) })
          void queryClient.invalidateQueries({ queryKey: chatKeys.unread(userId) })
          void queryClient.invalidateQueries({
            queryKey: chatKeys.chat(userId, message.conversation_id),
          })
        },
        onRead: (read) => {
          void queryClient.invalidateQueries({
            queryKey: chatKeys.chat(userId, read.conversation_id),
          })
        },
        onStatus: (next) => {
          if (next === 'offline') wasOffline = true
          if (next === 'live' && wasOffline) {
            // Back after a drop: whatever arrived meanwhile comes with the refetch.
            wasOffline = false
            void queryClient.invalidateQueries({ queryKey: chatKeys.all(userId) })
          }
          setStatus(next)
        },
      },
    )
  }, [chats, queryClient, userId])
  return { status, pollMs: status === 'offline' ? CHAT_POLL_MS : false }
}
