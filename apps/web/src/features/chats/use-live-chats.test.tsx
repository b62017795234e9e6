import type { ChatLiveHandlers, ChatMessage, ChatsRepository, Page } from '@fabula/chats-api'
import { chatKeys } from '@fabula/chats-api/react'
import { QueryClient } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderSignedIn } from '@/test/signed-in'
import { useLiveChats } from './use-live-chats'

function Probe() {
  const live = useLiveChats()
  return (
    <p>
      {live.status} {String(live.pollMs)}
    </p>
  )
}

const MESSAGE: ChatMessage = {
  id: 7,
  conversation_id: '6f1c2b1e-6a0f-4d8e-9a38-4f2d8b1c0a11',
  sender_id: '0b6a9a52-7f43-4c51-8f6e-2d35b5a0c9e2',
  body: 'Hola',
  created_at: '2026-11-25T10:00:00.000Z',
}

describe('useLiveChats', () => {
  it('polls only while the socket is down, catches up when it is back, and files live messages', async () => {
    let handlers: ChatLiveHandlers = {}
    const stop = vi.fn()
    const chats = {
      subscribe: (_options: unknown, given: ChatLiveHandlers) => {
        handlers = given
        return stop
      },
    } as unknown as ChatsRepository
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const key = chatKeys.messages('user-1', MESSAGE.conversation_id)
    queryClient.setQueryData<Page<ChatMessage>>(key, { rows: [], total: 0 })
    const { unmount } = renderSignedIn(<Probe />, { services: { chats, queryClient } })

    act(() => handlers.onStatus?.('live'))
    expect(screen.getByText('live false')).toBeInTheDocument()
    act(() => handlers.onMessage?.(MESSAGE))
    act(() => handlers.onMessage?.(MESSAGE))
    expect(queryClient.getQueryData(key)).toEqual({ rows: [MESSAGE], total: 1 })

    act(() => handlers.onStatus?.('offline'))
    expect(screen.getByText('offline 4000')).toBeInTheDocument()
    invalidate.mockClear()
    act(() => handlers.onStatus?.('live'))
    expect(screen.getByText('live false')).toBeInTheDocument()
    expect(invalidate).toHaveBeenCalledWith({ queryKey: chatKeys.all('user-1') })

    unmount()
    expect(stop).toHaveBeenCalled()
  })
})
