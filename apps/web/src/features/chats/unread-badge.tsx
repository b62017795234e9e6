import { unreadQueryOptions } from '@fabula/chats-api/react'
import { useQuery } from '@tanstack/react-query'
import { useAccount, useServices } from '@/app/app-context'
import { t } from '@/i18n/chats'

/**
 * The unread-message count beside Chats in the sidebar. A hint only: a failed count shows
 * nothing instead of sending the whole app to an error page, and the chats screen refreshes it
 * whenever a message arrives or is read.
 */
export function ChatsUnreadBadge() {
  const { chats } = useServices()
  const { userId } = useAccount()
  const options = unreadQueryOptions(chats, userId)
  const { data } = useQuery({
    ...options,
    queryFn: () => chats.unreadTotal().catch(() => 0),
  })
  if (!data) return null
  return (
    <span
      className="ms-auto inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground tabular-nums"
      aria-label={t('chats.unread', { count: data })}
    >
      {data > 99 ? '99+' : data}
    </span>
  )
}
