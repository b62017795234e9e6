import { isChatId } from '@fabula/chats-api'
import { chatListQueryOptions } from '@fabula/chats-api/react'
import { Button, Card } from '@fabula/ui'
import { GraduationCap, LifeBuoy, MessageSquarePlus, WifiOff } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { useAccount } from '@/app/app-context'
import type { RouteDataArgs } from '@/app/route-module'
import { Page } from '@/components/page'
import { ChatList, chatListQuery } from '@/features/chats/chat-list'
import { ChatThread } from '@/features/chats/chat-thread'
import { NewChat } from '@/features/chats/new-chat'
import { useLiveChats } from '@/features/chats/use-live-chats'
import { t } from '@/i18n/chats'
import { chatsSearch } from '@/lib/search/schemas'
import { useSearch } from '@/lib/search/use-search'

/** The first page of conversations (the thread loads on its own, so a bad `c` never blocks). */
export function queries({ services, userId, url }: RouteDataArgs) {
  const { q } = chatsSearch.parse(url.searchParams)
  return [chatListQueryOptions(services.chats, chatListQuery(userId, q))]
}

function StartButtons({ staff, href }: { staff: boolean; href: (mode: string) => string }) {
  if (staff) {
    return (
      <Button asChild size="sm">
        <Link to={href('learner')}>
          <MessageSquarePlus aria-hidden />
          {t('chats.newWithLearner')}
        </Link>
      </Button>
    )
  }
  return (
    <>
      <Button asChild size="sm">
        <Link to={href('tutor')}>
          <GraduationCap aria-hidden />
          {t('chats.askTutor')}
        </Link>
      </Button>
      <Button asChild size="sm" variant="outline">
        <Link to={href('support')}>
          <LifeBuoy aria-hidden />
          {t('chats.contactSupport')}
        </Link>
      </Button>
    </>
  )
}

/**
 * /chats: the conversation list beside the open thread on wide screens; on a phone one or the
 * other, with a back button in the thread. Live through Supabase Realtime, polling while the
 * socket is down.
 */
export function Component() {
  const { role } = useAccount()
  const [search] = useSearch(chatsSearch)
  const navigate = useNavigate()
  const live = useLiveChats()
  const staff = role !== null
  // A learner cannot write to a learner; staff start conversations from the learner picker.
  const mode = search.new === 'learner' ? (staff ? 'learner' : undefined) : search.new
  const openId = isChatId(search.c) ? search.c : null
  const listHref = `?${chatsSearch.serialize({ q: search.q }).toString()}`
  const startHref = (next: string) =>
    `?${chatsSearch.serialize({ q: search.q, new: next as 'support' }).toString()}`
  const detailOpen = openId !== null || mode !== undefined
  return (
    <Page title={t('page.chats')} description={t('chats.description')}>
      {live.status === 'offline' && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground"
        >
          <WifiOff aria-hidden className="size-4 shrink-0" />
          {t('chats.offline')}
        </p>
      )}
      <div className="grid h-[calc(100dvh-13rem)] min-h-[26rem] gap-4 md:grid-cols-[20rem_1fr]">
        <div className={detailOpen ? 'hidden min-h-0 flex-col md:flex' : 'flex min-h-0 flex-col'}>
          <ChatList
            pollMs={live.pollMs}
            actions={<StartButtons staff={staff} href={startHref} />}
          />
        </div>
        <Card
          className={
            detailOpen
              ? 'flex min-h-0 flex-col gap-0 p-4'
              : 'hidden min-h-0 flex-col items-center justify-center gap-0 p-4 md:flex'
          }
        >
          {mode !== undefined ? (
            <NewChat
              key={mode}
              mode={mode}
              backHref={listHref}
              onStarted={(id) =>
                void navigate(`?${chatsSearch.serialize({ q: search.q, c: id }).toString()}`, {
                  replace: true,
                })
              }
            />
          ) : openId ? (
            <ChatThread key={openId} id={openId} pollMs={live.pollMs} backHref={listHref} />
          ) : (
            <p className="text-sm text-muted-foreground">{t('chats.pickOne')}</p>
          )}
        </Card>
      </div>
    </Page>
  )
}
