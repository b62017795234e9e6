import type { ChatSummary } from '@fabula/chats-api'
import { useChatList } from '@fabula/chats-api/react'
import { Avatar, AvatarFallback, Badge, Button, Input, Label, Skeleton, cn } from '@fabula/ui'
import { Search } from 'lucide-react'
import * as React from 'react'
import { Link } from 'react-router'
import { useAccount, useServices } from '@/app/app-context'
import { formatDate, t } from '@/i18n/chats'
import { userMessageOf } from '@/lib/errors'
import { chatsSearch } from '@/lib/search/schemas'
import { useSearch } from '@/lib/search/use-search'
import { counterpartName, initials } from './names'

/** Conversations shown at first; "Show more" adds as many again. */
const CHAT_LIST_PAGE = 30

/** The list query of the screen (the route preloads the same one). */
export function chatListQuery(userId: string, q: string, pageSize = CHAT_LIST_PAGE) {
  return { userId, ...(q ? { search: q } : {}), page: 1, pageSize }
}

function when(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  const sameDay = new Date().toDateString() === date.toDateString()
  return sameDay
    ? formatDate(date, { timeStyle: 'short' })
    : formatDate(date, { dateStyle: 'short' })
}

function Row({ chat, active, href }: { chat: ChatSummary; active: boolean; href: string }) {
  const { userId } = useAccount()
  const name = counterpartName(chat, userId)
  const preview =
    chat.last_message_preview === null
      ? t('chats.noMessages')
      : chat.last_sender_id === userId
        ? t('chats.youPrefix', { text: chat.last_message_preview })
        : chat.last_message_preview
  return (
    <li>
      <Link
        to={href}
        aria-current={active ? 'true' : undefined}
        className={cn(
          'flex items-start gap-3 rounded-md px-3 py-2.5 outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring',
          active && 'bg-accent',
        )}
      >
        <Avatar className="mt-0.5 size-9">
          <AvatarFallback className="text-xs">{initials(name)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline gap-2">
            <span className={cn('truncate', chat.unread > 0 ? 'font-semibold' : 'font-medium')}>
              {name}
            </span>
            <span className="ms-auto shrink-0 text-xs text-muted-foreground">
              {when(chat.last_message_at)}
            </span>
          </div>
          <div className="flex items-center gap-2">
            <span
              dir="auto"
              className={cn(
                'line-clamp-1 flex-1 text-start text-sm break-all',
                chat.unread > 0 ? 'text-foreground' : 'text-muted-foreground',
              )}
            >
              {preview}
            </span>
            {chat.unread > 0 && (
              <span
                className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground"
                aria-label={t('chats.unread', { count: chat.unread })}
              >
                {chat.unread}
              </span>
            )}
          </div>
          <Badge tone={chat.topic === 'support' ? 'info' : 'violet'} className="mt-1">
            {t(`chats.topic.${chat.topic}`)}
          </Badge>
        </div>
      </Link>
    </li>
  )
}

/** Props of {@link ChatList}. */
export interface ChatListProps {
  pollMs: number | false
  /** Buttons that start a conversation (they differ for learners and staff). */
  actions: React.ReactNode
}

/** The searchable list of conversations, most recent first, with unread counts. */
export function ChatList({ pollMs, actions }: ChatListProps) {
  const { chats } = useServices()
  const { userId } = useAccount()
  const [search, setSearch] = useSearch(chatsSearch)
  const [pageSize, setPageSize] = React.useState(CHAT_LIST_PAGE)
  const list = useChatList(chats, chatListQuery(userId, search.q, pageSize), pollMs)
  const id = React.useId()
  const hrefFor = (chat: string) => `?${chatsSearch.serialize({ q: search.q, c: chat }).toString()}`
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="flex flex-wrap gap-2">{actions}</div>
      <search className="flex flex-col gap-1" aria-label={t('chats.searchLabel')}>
        <Label htmlFor={id} className="sr-only">
          {t('chats.searchLabel')}
        </Label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={id}
            type="search"
            className="ps-9"
            placeholder={t('chats.searchPlaceholder')}
            defaultValue={search.q}
            onChange={(event) => setSearch({ q: event.currentTarget.value })}
          />
        </div>
      </search>
      <nav aria-label={t('chats.listLabel')} className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1">
        {list.isPending ? (
          <div className="flex flex-col gap-2" aria-hidden>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : list.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {userMessageOf(list.error)}
          </p>
        ) : list.data.rows.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">
            {search.q ? t('chats.noMatch', { q: search.q }) : t('empty.chats')}
          </p>
        ) : (
          <>
            <p className="sr-only" aria-live="polite">
              {t('chats.count', { count: list.data.total })}
            </p>
            <ul className="flex flex-col gap-0.5">
              {list.data.rows.map((chat) => (
                <Row
                  key={chat.id}
                  chat={chat}
                  active={chat.id === search.c}
                  href={hrefFor(chat.id)}
                />
              ))}
            </ul>
            {list.data.total > list.data.rows.length && (
              <Button
                variant="ghost"
                className="mt-2 w-full"
                onClick={() => setPageSize((size) => size + CHAT_LIST_PAGE)}
              >
                {t('chats.showMore')}
              </Button>
            )}
          </>
        )}
      </nav>
    </div>
  )
}
