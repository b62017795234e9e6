import type { ChatMessage, ChatSummary, Page } from '@fabula/chats-api'
import {
  chatKeys,
  useChat,
  useMarkRead,
  useMessages,
  useSendMessage,
} from '@fabula/chats-api/react'
import { Badge, Button, Skeleton, cn } from '@fabula/ui'
import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, Check, CheckCheck } from 'lucide-react'
import * as React from 'react'
import { Link } from 'react-router'
import { useAccount, useServices } from '@/app/app-context'
import { formatDate, t } from '@/i18n/chats'
import { userMessageOf } from '@/lib/errors'
import { Composer } from './composer'
import { daysAgo, groupByDay } from './day-groups'
import { counterpartName } from './names'

function dayLabel(day: Date): string {
  const ago = daysAgo(day, new Date())
  if (ago === 0) return t('chats.today')
  if (ago === 1) return t('chats.yesterday')
  return formatDate(day, { dateStyle: 'full' })
}

/** The back link of the phone layout (the list is hidden there while a thread is open). */
export function BackToList({ href }: { href: string }) {
  return (
    <Button asChild variant="ghost" size="icon" className="md:hidden">
      <Link to={href}>
        <ArrowLeft aria-hidden className="rtl:-scale-x-100" />
        <span className="sr-only">{t('chats.back')}</span>
      </Link>
    </Button>
  )
}

function Header({ chat, backHref }: { chat: ChatSummary; backHref: string }) {
  const { userId } = useAccount()
  return (
    <div className="flex items-center gap-2 border-b pb-3">
      <BackToList href={backHref} />
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold">{counterpartName(chat, userId)}</h2>
        <Badge tone={chat.topic === 'support' ? 'info' : 'violet'}>
          {t(`chats.topic.${chat.topic}`)}
        </Badge>
      </div>
    </div>
  )
}

function Bubble({
  message,
  mine,
  sender,
  receipt,
}: {
  message: ChatMessage
  mine: boolean
  sender: string | null
  receipt: 'sent' | 'seen' | null
}) {
  return (
    <li className={cn('flex flex-col gap-0.5', mine ? 'items-end' : 'items-start')}>
      {sender && <span className="px-1 text-xs text-muted-foreground">{sender}</span>}
      <div
        dir="auto"
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm whitespace-pre-wrap break-words sm:max-w-[75%]',
          mine ? 'rounded-ee-sm bg-primary text-primary-foreground' : 'rounded-es-sm bg-muted',
        )}
      >
        {message.body}
      </div>
      <span className="flex items-center gap-1 px-1 text-xs text-muted-foreground">
        <time dateTime={message.created_at}>
          {formatDate(new Date(message.created_at), { timeStyle: 'short' })}
        </time>
        {receipt === 'seen' && (
          <>
            <CheckCheck aria-hidden className="size-3.5 text-primary" />
            {t('chats.seen')}
          </>
        )}
        {receipt === 'sent' && (
          <>
            <Check aria-hidden className="size-3.5" />
            {t('chats.sent')}
          </>
        )}
      </span>
    </li>
  )
}

function Messages({ chat, page }: { chat: ChatSummary; page: Page<ChatMessage> }) {
  const { userId } = useAccount()
  const { chats } = useServices()
  const queryClient = useQueryClient()
  const [loadingEarlier, setLoadingEarlier] = React.useState(false)
  const end = React.useRef<HTMLDivElement>(null)
  const lastId = page.rows.at(-1)?.id
  React.useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' })
  }, [lastId])
  const names = new Map(chat.participants.map((p) => [p.user_id, p.name ?? '—']))
  const iAmLearner = chat.learner_id === userId
  const otherRead = iAmLearner ? chat.staff_read_id : chat.learner_read_id
  const myLast = [...page.rows].reverse().find((m) => m.sender_id === userId)
  const loadEarlier = async () => {
    const first = page.rows[0]
    if (!first) return
    setLoadingEarlier(true)
    try {
      const earlier = await chats.listMessages({ conversationId: chat.id, before: first.id })
      queryClient.setQueryData(
        chatKeys.messages(userId, chat.id),
        (current: Page<ChatMessage> | undefined) =>
          current && { rows: [...earlier.rows, ...current.rows], total: current.total },
      )
    } finally {
      setLoadingEarlier(false)
    }
  }
  return (
    <div className="flex flex-col gap-4">
      {page.total > page.rows.length && (
        <Button
          variant="ghost"
          size="sm"
          className="self-center"
          disabled={loadingEarlier}
          onClick={() => void loadEarlier()}
        >
          {t('chats.earlier')}
        </Button>
      )}
      {page.rows.length === 0 && (
        <p className="py-6 text-center text-sm text-muted-foreground">{t('chats.noMessages')}</p>
      )}
      {groupByDay(page.rows).map((group) => (
        <section key={group.key} aria-label={dayLabel(group.day)} className="flex flex-col gap-2">
          <h3 className="sticky top-0 z-10 self-center rounded-full bg-background/90 px-3 py-0.5 text-xs font-medium text-muted-foreground shadow-sm backdrop-blur">
            {dayLabel(group.day)}
          </h3>
          <ol className="flex flex-col gap-2">
            {group.messages.map((message, index) => {
              const mine = message.sender_id === userId
              const startsRun = group.messages[index - 1]?.sender_id !== message.sender_id
              return (
                <Bubble
                  key={message.id}
                  message={message}
                  mine={mine}
                  sender={!mine && startsRun ? (names.get(message.sender_id) ?? '—') : null}
                  receipt={
                    message.id === myLast?.id ? (otherRead >= message.id ? 'seen' : 'sent') : null
                  }
                />
              )
            })}
          </ol>
        </section>
      ))}
      <div ref={end} />
    </div>
  )
}

/** Props of {@link ChatThread}. */
export interface ChatThreadProps {
  id: string
  pollMs: number | false
  /** Where the phone layout's back button leads (the list, search kept). */
  backHref: string
}

/**
 * One conversation: header, messages grouped by day with read receipts, and the composer. Opening
 * it (and every message arriving while it is open) marks it read.
 */
export function ChatThread({ id, pollMs, backHref }: ChatThreadProps) {
  const { chats } = useServices()
  const { userId } = useAccount()
  const chat = useChat(chats, userId, id, pollMs)
  const messages = useMessages(chats, userId, id, pollMs)
  const send = useSendMessage(chats, userId)
  const markRead = useMarkRead(chats, userId)
  const lastId = messages.data?.rows.at(-1)?.id ?? 0
  const marked = React.useRef(0)
  const { mutate: mark } = markRead
  React.useEffect(() => {
    if (!chat.data || lastId <= marked.current) return
    marked.current = lastId
    mark(id)
  }, [chat.data, id, lastId, mark])

  if (chat.isPending || messages.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy>
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-16 w-2/3" />
        <Skeleton className="ms-auto h-16 w-2/3" />
      </div>
    )
  }
  if (chat.isError || messages.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {userMessageOf(chat.error ?? messages.error)}
      </p>
    )
  }
  if (!chat.data) {
    return (
      <div className="flex flex-col gap-3">
        <BackToList href={backHref} />
        <p className="text-sm text-muted-foreground">{t('chats.notFound')}</p>
      </div>
    )
  }
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <Header chat={chat.data} backHref={backHref} />
      <div
        role="log"
        aria-label={t('chats.messagesLabel')}
        className="min-h-0 flex-1 overflow-y-auto pe-1"
      >
        <Messages chat={chat.data} page={messages.data} />
      </div>
      <Composer
        key={id}
        autoFocus
        failure={send.isError ? t('chats.sendFailed') : undefined}
        onSend={(body) => send.mutateAsync({ conversationId: id, senderId: userId, body })}
      />
    </div>
  )
}
