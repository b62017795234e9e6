import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { ChatMessageSchema, ChatReadSchema, type ChatMessage, type ChatRead } from './rows.js'

/** Whether live updates are flowing: while `offline`, screens poll instead. */
export type LiveStatus = 'connecting' | 'live' | 'offline'

/** What to follow: one conversation, or every conversation the caller reads. */
export interface ChatLiveOptions {
  conversationId?: string
}

/** Callbacks of {@link subscribeToChats}. */
export interface ChatLiveHandlers {
  /** A new message the caller may read (the server checks row-level security per subscriber). */
  onMessage?: (message: ChatMessage) => void
  /** Someone read further (read receipts). */
  onRead?: (read: ChatRead) => void
  onStatus?: (status: LiveStatus) => void
}

let channels = 0

/**
 * Follows new messages and read positions through Supabase Realtime
 * (`channel().on('postgres_changes', …)`), so hosted Supabase and the local backend behave the
 * same. Rows that do not parse are dropped (the next refetch shows what is stored). Returns the
 * function that stops following.
 */
export function subscribeToChats(
  client: SupabaseClient,
  options: ChatLiveOptions,
  handlers: ChatLiveHandlers,
): () => void {
  const filter = options.conversationId ? `conversation_id=eq.${options.conversationId}` : undefined
  const scope = { schema: 'public', ...(filter ? { filter } : {}) }
  channels += 1
  handlers.onStatus?.('connecting')
  const channel: RealtimeChannel = client
    .channel(`chats:${options.conversationId ?? 'all'}:${channels}`)
    .on('postgres_changes', { event: 'INSERT', table: 'chat_messages', ...scope }, (payload) => {
      const parsed = v.safeParse(ChatMessageSchema, payload.new)
      if (parsed.success) handlers.onMessage?.(parsed.output)
    })
    .on('postgres_changes', { event: '*', table: 'chat_reads', ...scope }, (payload) => {
      const parsed = v.safeParse(ChatReadSchema, payload.new)
      if (parsed.success) handlers.onRead?.(parsed.output)
    })
    .subscribe((status) => {
      if (status === 'SUBSCRIBED') handlers.onStatus?.('live')
      else handlers.onStatus?.('offline')
    })
  return () => {
    void client.removeChannel(channel)
  }
}
