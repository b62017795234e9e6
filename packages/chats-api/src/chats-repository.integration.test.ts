import { AppError, getHttpStatus } from '@fabula/errors'
import { startTestServer, type TestServer } from '@fabula/local-supabase/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { account, waitFor, type Account } from '../test/support'
import { createSupabaseChatsRepository, type ChatMessage, type ChatsRepository } from './index.js'

// Chats with the real supabase-js client over HTTP and Realtime against the local backend, on
// both database engines: who reads and who posts (row-level security), unread counts and read
// receipts, search and paging, bad input, and live updates filtered per subscriber.

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error: unknown = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  )
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`)
  return error
}

describe.each(['pglite', 'postgres'] as const)('chats on %s', (database) => {
  let server: TestServer
  let ana: Account
  let ben: Account
  let admin: Account
  let cashier: Account
  let cashier2: Account
  let manager: Account
  const repo = {} as Record<
    'ana' | 'ben' | 'admin' | 'cashier' | 'cashier2' | 'manager',
    ChatsRepository
  >
  let supportChat: string

  beforeAll(async () => {
    server = await startTestServer({ database })
    ana = await account(server, undefined, 'ana')
    ben = await account(server, undefined, 'ben')
    admin = await account(server, 'admin')
    cashier = await account(server, 'cashier')
    cashier2 = await account(server, 'cashier')
    manager = await account(server, 'manager')
    for (const [name, who] of Object.entries({ ana, ben, admin, cashier, cashier2, manager })) {
      repo[name as keyof typeof repo] = createSupabaseChatsRepository(who.client)
    }
    supportChat = await repo.ana.startChat({
      topic: 'support',
      body: 'My streak went back to zero.',
    })
  }, 120_000)

  afterAll(async () => {
    for (const who of [ana, ben, admin, cashier, cashier2, manager]) {
      await who?.client.removeAllChannels()
    }
    await server?.stop()
  })

  it('lets the learner, the support pool and admins read a new support conversation', async () => {
    const mine = await repo.ana.listChats({ userId: ana.id, page: 1, pageSize: 10 })
    expect(mine.total).toBe(1)
    expect(mine.rows[0]).toMatchObject({
      id: supportChat,
      topic: 'support',
      learner_id: ana.id,
      last_message_preview: 'My streak went back to zero.',
      last_sender_id: ana.id,
      unread: 0,
    })
    expect(mine.rows[0]?.learner_name).toMatch(/^ana/)
    for (const who of ['cashier', 'cashier2', 'admin'] as const) {
      const seen = await repo[who].listChats({ userId: 'x', page: 1, pageSize: 10 })
      expect(seen.rows.map((r) => r.id)).toContain(supportChat)
      expect(seen.rows.find((r) => r.id === supportChat)?.unread).toBe(1)
    }
    // Tutors pick up tutor questions, not support ones; another learner sees nothing at all.
    expect((await repo.manager.listChats({ userId: 'm', page: 1, pageSize: 10 })).total).toBe(0)
    expect((await repo.ben.listChats({ userId: ben.id, page: 1, pageSize: 10 })).total).toBe(0)
    expect(await repo.ben.getChat(supportChat)).toBeNull()
    expect((await repo.ben.listMessages({ conversationId: supportChat })).rows).toEqual([])
    const direct = await ben.client.from('chat_messages').select('id')
    expect(direct.data).toEqual([])
    expect(await rejection(repo.ben.markRead(supportChat))).toMatchObject({
      code: 'DATA_NOT_FOUND',
    })
  })

  it('takes a conversation out of the pool once a staff member answers', async () => {
    const reply = await repo.cashier.sendMessage({
      conversationId: supportChat,
      senderId: cashier.id,
      body: 'Sorry about that! Which day did it reset?',
    })
    expect(reply).toMatchObject({ sender_id: cashier.id, conversation_id: supportChat })
    const chat = await repo.ana.getChat(supportChat)
    expect(chat?.participants.map((p) => [p.user_id, p.side])).toEqual([
      [ana.id, 'learner'],
      [cashier.id, 'staff'],
    ])
    expect(chat?.unread).toBe(1)
    // The other cashier no longer sees it; admins still do.
    expect(await repo.cashier2.getChat(supportChat)).toBeNull()
    expect(await repo.admin.getChat(supportChat)).not.toBeNull()
    const lateAnswer = await rejection(
      repo.cashier2.sendMessage({ conversationId: supportChat, senderId: cashier2.id, body: 'Hi' }),
    )
    expect(getHttpStatus(lateAnswer)).toBe(403)
  })

  it('lets nobody post as someone else or into a conversation they do not read', async () => {
    const asAdmin = await rejection(
      repo.ana.sendMessage({ conversationId: supportChat, senderId: admin.id, body: 'forged' }),
    )
    expect(getHttpStatus(asAdmin)).toBe(403)
    const intruder = await rejection(
      repo.ben.sendMessage({ conversationId: supportChat, senderId: ben.id, body: 'hello?' }),
    )
    expect(getHttpStatus(intruder)).toBe(403)
    const forgedChat = await ben.client
      .from('chat_conversations')
      .insert({ topic: 'support', learner_id: ana.id, created_by: ben.id })
    expect(forgedChat.status).toBe(403)
    const forgedReceipt = await ben.client
      .from('chat_reads')
      .insert({ conversation_id: supportChat, user_id: ana.id, last_read_message_id: 999 })
    expect(forgedReceipt.status).toBe(403)
    const forgedStart = await ben.client.rpc('start_chat', {
      p_topic: 'support',
      p_body: 'in ana’s name',
      p_learner: ana.id,
    })
    expect(forgedStart.status).toBe(403)
    const edit = await ana.client
      .from('chat_messages')
      .update({ body: 'rewritten' })
      .eq('conversation_id', supportChat)
    expect(edit.status).toBe(403)
  })

  it('keeps unread counts and read receipts per reader', async () => {
    const chat = await repo.ben.startChat({ topic: 'tutor', body: 'When do I use ser or estar?' })
    await repo.ben.sendMessage({ conversationId: chat, senderId: ben.id, body: 'And haber?' })
    expect(await repo.manager.unreadTotal()).toBe(2)
    const before = await repo.ben.getChat(chat)
    expect(before?.staff_read_id).toBe(0)
    const last = await repo.manager.markRead(chat)
    expect(await repo.manager.unreadTotal()).toBe(0)
    const after = await repo.ben.getChat(chat)
    expect(after?.staff_read_id).toBe(last)
    expect(after?.learner_read_id).toBe(last)
    // Reading is not answering: the question stays in the tutors' pool.
    expect(after?.participants.map((p) => p.side)).toEqual(['learner'])
    const answer = await repo.manager.sendMessage({
      conversationId: chat,
      senderId: manager.id,
      body: 'Ser for what something is, estar for how it is.',
    })
    expect(await repo.ben.unreadTotal()).toBe(1)
    expect((await repo.ben.getChat(chat))?.learner_read_id).toBeLessThan(answer.id)
    await repo.ben.markRead(chat)
    expect((await repo.ben.getChat(chat))?.learner_read_id).toBe(answer.id)
    expect(await repo.ben.unreadTotal()).toBe(0)
  })

  it('searches names and message text and pages on the server', async () => {
    const byText = await repo.admin.listChats({
      userId: 'a',
      search: 'ESTAR',
      page: 1,
      pageSize: 10,
    })
    expect(byText.rows.map((r) => r.topic)).toEqual(['tutor'])
    // "ana" alone would also find the manager ("manager…") who answered the tutor question.
    const anaName = (await repo.admin.getChat(supportChat))?.learner_name ?? ''
    expect(anaName).toMatch(/^ana\d+$/)
    const byName = await repo.admin.listChats({
      userId: 'a',
      search: anaName,
      page: 1,
      pageSize: 10,
    })
    expect(byName.rows.map((r) => r.id)).toEqual([supportChat])
    const wildcard = await repo.admin.listChats({ userId: 'a', search: '%', page: 1, pageSize: 10 })
    expect(wildcard.total).toBe(0)
    const first = await repo.admin.listChats({ userId: 'a', page: 1, pageSize: 1 })
    expect(first.total).toBe(2)
    expect(first.rows).toHaveLength(1)
    // Most recent first: the tutor conversation had the last message.
    expect(first.rows[0]?.topic).toBe('tutor')
    const past = await repo.admin.listChats({ userId: 'a', page: 5, pageSize: 1 })
    expect(past).toEqual({ rows: [], total: 2 })
    const messages = await repo.ana.listMessages({ conversationId: supportChat, limit: 1 })
    expect(messages.total).toBe(2)
    expect(messages.rows.map((m) => m.sender_id)).toEqual([cashier.id])
    const earlier = await repo.ana.listMessages({
      conversationId: supportChat,
      before: messages.rows[0]?.id ?? 0,
    })
    expect(earlier.rows.map((m) => m.body)).toEqual(['My streak went back to zero.'])
  })

  it('refuses bad input with clear errors and never a 500', async () => {
    expect(
      (
        await rejection(
          repo.ana.sendMessage({ conversationId: supportChat, senderId: ana.id, body: ' \n ' }),
        )
      ).code,
    ).toBe('REQUIRED_FIELD')
    expect(
      (
        await rejection(
          repo.ana.sendMessage({
            conversationId: supportChat,
            senderId: ana.id,
            body: 'x'.repeat(4001),
          }),
        )
      ).code,
    ).toBe('VALUE_OUT_OF_RANGE')
    // The database holds the same rules when the client's checks are skipped.
    const tooLong = await ana.client
      .from('chat_messages')
      .insert({ conversation_id: supportChat, sender_id: ana.id, body: 'x'.repeat(4001) })
    expect(tooLong.status).toBe(400)
    const blank = await ana.client.rpc('start_chat', { p_topic: 'support', p_body: '   ' })
    expect(blank.status).toBe(400)
    const topic = await ana.client.rpc('start_chat', { p_topic: 'gossip', p_body: 'hi' })
    expect(topic.status).toBe(400)
    const paging = await ana.client.rpc('list_chats', { p_search: '', p_offset: -1, p_limit: 10 })
    expect(paging.status).toBe(400)
    const notLearner = await rejection(
      repo.admin.startChat({ topic: 'support', body: 'hi', learnerId: cashier.id }),
    )
    expect(getHttpStatus(notLearner)).toBe(404)
    expect(await repo.ana.getChat('00000000-0000-4000-8000-000000000000')).toBeNull()
    expect(await repo.ana.getChat('not-an-id')).toBeNull()
    const learners = await rejection(repo.ana.findLearners('a'))
    expect(getHttpStatus(learners)).toBe(403)
    const found = await repo.cashier.findLearners('ana')
    expect(found.map((l) => l.id)).toEqual([ana.id])
    // A message is stored exactly as typed, markup and all: screens render it as text.
    const markup = '<b>bold?</b> & <script>x</script>'
    const sent = await repo.ana.sendMessage({
      conversationId: supportChat,
      senderId: ana.id,
      body: markup,
    })
    expect(sent.body).toBe(markup)
  })

  it('lets staff start a conversation with any learner', async () => {
    const id = await repo.cashier2.startChat({
      topic: 'support',
      body: 'Your invoice is ready.',
      learnerId: ben.id,
    })
    const chat = await repo.ben.getChat(id)
    expect(chat?.participants.map((p) => [p.user_id, p.side])).toEqual([
      [ben.id, 'learner'],
      [cashier2.id, 'staff'],
    ])
    expect(chat?.unread).toBe(1)
  })

  it('delivers new messages live to the readers of a conversation and to nobody else', async () => {
    const annaLive: ChatMessage[] = []
    const adminLive: ChatMessage[] = []
    const benLive: ChatMessage[] = []
    const statuses: string[] = []
    const stops = [
      repo.ana.subscribe(
        { conversationId: supportChat },
        { onMessage: (m) => annaLive.push(m), onStatus: (s) => statuses.push(s) },
      ),
      repo.admin.subscribe({}, { onMessage: (m) => adminLive.push(m) }),
      repo.ben.subscribe({}, { onMessage: (m) => benLive.push(m) }),
    ]
    await waitFor(() => statuses.includes('live'), 'the subscription')
    await waitFor(() => server.realtime.connectionCount >= 3, 'three sockets')
    await new Promise((r) => setTimeout(r, 200))
    const sent = await repo.cashier.sendMessage({
      conversationId: supportChat,
      senderId: cashier.id,
      body: 'It is fixed now.',
    })
    await waitFor(() => annaLive.length === 1 && adminLive.length === 1, 'the live message')
    expect(annaLive[0]).toEqual(sent)
    // Ben's own message comes after; by then anything of Ana's meant for him would be here.
    const benChat = await repo.ben.startChat({ topic: 'support', body: 'Me again.' })
    await waitFor(() => benLive.length === 1, "ben's own message")
    expect(benLive.map((m) => m.conversation_id)).toEqual([benChat])
    for (const stop of stops) stop()
  })

  it('refuses a suspended account, even with a token from before the suspension', async () => {
    const suspended = await account(server, undefined, 'sus')
    const suspendedRepo = createSupabaseChatsRepository(suspended.client)
    const chat = await suspendedRepo.startChat({ topic: 'support', body: 'Before.' })
    const service = server.createClient(server.serviceRoleKey)
    const ban = await service.auth.admin.updateUserById(suspended.id, { ban_duration: '24h' })
    expect(ban.error).toBeNull()
    const post = await rejection(
      suspendedRepo.sendMessage({ conversationId: chat, senderId: suspended.id, body: 'After.' }),
    )
    expect(getHttpStatus(post)).toBe(403)
    const start = await rejection(suspendedRepo.startChat({ topic: 'tutor', body: 'After.' }))
    expect(getHttpStatus(start)).toBe(403)
    const messages = await repo.admin.listMessages({ conversationId: chat })
    expect(messages.rows.map((m) => m.body)).toEqual(['Before.'])
  })
})
