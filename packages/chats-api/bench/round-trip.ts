/**
 * Chat message round trip over Supabase Realtime on the local backend: the time from a learner's
 * `sendMessage` (REST insert through supabase-js) to the admin's `postgres_changes` callback, with
 * 50 sockets open and subscribed, beside the plain REST insert of the same message in the same
 * run. Two subscription mixes: the app's own (each learner follows their conversation with a
 * `conversation_id=eq.` filter, the admin follows everything), and a worst case where all 50
 * follow every message unfiltered, so each message costs 50 row-level-security checks.
 *
 *   pnpm --filter @fabula/chats-api bench                 # PGlite and PostgreSQL
 *   pnpm --filter @fabula/chats-api bench -- pglite       # one engine
 */
import { performance } from 'node:perf_hooks'
import { startTestServer, type TestServer } from '@fabula/local-supabase/testing'
import { createSupabaseChatsRepository, type ChatMessage } from '../src/index.js'
import { account, waitFor, type Account } from '../test/support.js'

const SUBSCRIPTIONS = 50
const WARMUP = 20
const MESSAGES = 300

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b)
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms`
}

interface Learner {
  who: Account
  chat: string
}

async function measure(
  server: TestServer,
  admin: Account,
  learners: Learner[],
  unfiltered: boolean,
): Promise<{ insert: number[]; roundTrip: number[] }> {
  const arrived = new Map<string, number>()
  const stops: (() => void)[] = []
  const live = new Set<number>()
  const watch = (who: Account, conversationId: string | undefined, index: number) => {
    const repo = createSupabaseChatsRepository(who.client)
    stops.push(
      repo.subscribe(conversationId ? { conversationId } : {}, {
        onMessage: (message: ChatMessage) => {
          if (index === 0) arrived.set(message.body, performance.now())
        },
        onStatus: (status) => {
          if (status === 'live') live.add(index)
        },
      }),
    )
  }
  // Subscription 0 is the admin, who follows everything; the rest are learners.
  watch(admin, undefined, 0)
  learners
    .slice(0, SUBSCRIPTIONS - 1)
    .forEach((l, i) => watch(l.who, unfiltered ? undefined : l.chat, i + 1))
  await waitFor(() => live.size === SUBSCRIPTIONS, 'every subscription', 30_000)
  if (server.realtime.connectionCount < SUBSCRIPTIONS) throw new Error('sockets missing')

  const sender = learners[0]
  if (!sender) throw new Error('no learner')
  const repo = createSupabaseChatsRepository(sender.who.client)
  const insert: number[] = []
  const roundTrip: number[] = []
  for (let i = 0; i < WARMUP + MESSAGES; i += 1) {
    const body = `${unfiltered ? 'u' : 'f'}-${i}-${Math.random().toString(36).slice(2)}`
    const start = performance.now()
    await repo.sendMessage({ conversationId: sender.chat, senderId: sender.who.id, body })
    const inserted = performance.now()
    await waitFor(() => arrived.has(body), `message ${i}`, 10_000)
    if (i >= WARMUP) {
      insert.push(inserted - start)
      roundTrip.push((arrived.get(body) ?? Number.NaN) - start)
    }
  }
  for (const stop of stops) stop()
  await waitFor(() => true, 'nothing')
  return { insert, roundTrip }
}

async function run(database: 'pglite' | 'postgres'): Promise<void> {
  const server = await startTestServer({ database })
  try {
    const admin = await account(server, 'admin')
    const learners: Learner[] = []
    for (let i = 0; i < SUBSCRIPTIONS - 1; i += 1) {
      const who = await account(server)
      const chat = await createSupabaseChatsRepository(who.client).startChat({
        topic: 'support',
        body: `Hello from learner ${i}`,
      })
      learners.push({ who, chat })
    }
    // A plain REST insert with no socket open at all, as the floor.
    const sender = learners[0]
    if (!sender) throw new Error('no learner')
    const quiet: number[] = []
    const repo = createSupabaseChatsRepository(sender.who.client)
    for (let i = 0; i < WARMUP + MESSAGES; i += 1) {
      const start = performance.now()
      await repo.sendMessage({
        conversationId: sender.chat,
        senderId: sender.who.id,
        body: `q-${i}`,
      })
      if (i >= WARMUP) quiet.push(performance.now() - start)
    }
    const filtered = await measure(server, admin, learners, false)
    const unfiltered = await measure(server, admin, learners, true)
    console.info(`\n${database}: ${MESSAGES} messages each, ${SUBSCRIPTIONS} subscriptions open`)
    console.info(`  plain REST insert, no subscriptions:              ${summary(quiet)}`)
    console.info(`  app mix (49 filtered + admin unfiltered)`)
    console.info(`    REST insert (sendMessage):                      ${summary(filtered.insert)}`)
    console.info(
      `    round trip send → admin's callback:             ${summary(filtered.roundTrip)}`,
    )
    console.info(`  worst case (all 50 unfiltered, 50 RLS checks per message)`)
    console.info(
      `    REST insert (sendMessage):                      ${summary(unfiltered.insert)}`,
    )
    console.info(
      `    round trip send → admin's callback:             ${summary(unfiltered.roundTrip)}`,
    )
    for (const l of [admin, ...learners.map((x) => x.who)]) await l.client.removeAllChannels()
  } finally {
    await server.stop()
  }
}

const wanted = process.argv.slice(2).filter((a) => a === 'pglite' || a === 'postgres')
for (const database of wanted.length > 0 ? wanted : (['pglite', 'postgres'] as const)) {
  await run(database as 'pglite' | 'postgres')
}
process.exit(0)
