import type { ChatsRepository } from '@fabula/chats-api'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderSignedIn } from '@/test/signed-in'
import { ChatsUnreadBadge } from './unread-badge'

function repo(unreadTotal: () => Promise<number>): ChatsRepository {
  return { unreadTotal } as unknown as ChatsRepository
}

describe('ChatsUnreadBadge', () => {
  it('shows the unread count with a spoken label', async () => {
    renderSignedIn(<ChatsUnreadBadge />, { services: { chats: repo(() => Promise.resolve(3)) } })
    expect(await screen.findByLabelText('3 unread messages')).toHaveTextContent('3')
  })

  it('caps long counts and shows nothing for none or for a failed count', async () => {
    const { unmount } = renderSignedIn(<ChatsUnreadBadge />, {
      services: { chats: repo(() => Promise.resolve(250)) },
    })
    expect(await screen.findByText('99+')).toBeInTheDocument()
    unmount()
    const failing = repo(() => Promise.reject(new Error('offline')))
    const { container } = renderSignedIn(<ChatsUnreadBadge />, { services: { chats: failing } })
    await new Promise((r) => setTimeout(r, 20))
    expect(container).toBeEmptyDOMElement()
  })
})
