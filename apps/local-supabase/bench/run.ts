/**
 * `pnpm --filter @fabula/local-supabase bench`: an authenticated single-row profile select over
 * HTTP at 1 and 32 concurrent clients, against the same SELECT run directly on the database in the
 * same run. Prints req/s, p50 and p99 per backend (PGlite, and PostgreSQL when its binaries exist).
 * The HTTP clients run in a worker thread; the raw queries run in the server's thread.
 * Targets (issue 4): p99 < 10 ms at 32 clients; HTTP + auth + RLS at most 3× the raw query.
 */
import { performance } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import { startTestServer } from '../src/testing/index'
import type { TestServer } from '../src/testing/index'

const REQUESTS_PER_LEVEL = Number(process.env.BENCH_REQUESTS ?? 2000)
const WARMUP = 200
const LEVELS = [1, 32]

interface Stats {
  rps: number
  p50: number
  p99: number
  mean: number
}

function summarize(latencies: number[], elapsedMs: number): Stats {
  const sorted = [...latencies].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  const mean = sorted.reduce((s, x) => s + x, 0) / sorted.length
  return { rps: (latencies.length / elapsedMs) * 1000, p50: at(0.5), p99: at(0.99), mean }
}

/** Runs `total` calls of `task` with `concurrency` workers; returns per-call latencies. */
async function load(task: () => Promise<void>, total: number, concurrency: number): Promise<Stats> {
  const latencies: number[] = []
  let issued = 0
  const started = performance.now()
  const worker = async () => {
    while (issued < total) {
      issued += 1
      const t0 = performance.now()
      await task()
      latencies.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return summarize(latencies, performance.now() - started)
}

/** Runs the HTTP load in a worker thread (see http-worker.mjs) and summarises its latencies. */
function loadHttp(job: {
  url: string
  headers: Record<string, string>
  userId: string
  total: number
  concurrency: number
}): Promise<Stats> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./http-worker.mjs', import.meta.url), {
      workerData: job,
    })
    worker.once('message', (m: { latencies: number[]; elapsedMs: number }) =>
      resolve(summarize(m.latencies, m.elapsedMs)),
    )
    worker.once('error', reject)
  })
}

async function prepare(server: TestServer) {
  const user = await server.createUser({ email: 'bench@fabula.local', password: 'bench-password' })
  await server.db.query(
    `insert into public.profiles (user_id, wanted_name, nl, tl, fav_authors, fav_genres, lang_lvl, lang_sub_lvl)
     values ($1, 'Bench', 'en', 'es', array['Cervantes'], array['mystery'], 'A2', 2)
     on conflict (user_id) do nothing`,
    [user.id],
  )
  const { data, error } = await server.createClient().auth.signInWithPassword(user)
  if (error) throw error
  return { userId: user.id, token: data.session!.access_token }
}

const fmt = (n: number) => n.toFixed(2).padStart(8)

async function benchBackend(database: 'pglite' | 'postgres'): Promise<string[]> {
  const server = await startTestServer({ database })
  try {
    const { userId, token } = await prepare(server)
    const url = `${server.url}/rest/v1/profiles?select=*&user_id=eq.${userId}`
    const headers = {
      apikey: server.anonKey,
      Authorization: `Bearer ${token}`,
      Accept: 'application/vnd.pgrst.object+json',
    }
    const raw = async () => {
      const r = await server.db.query('select * from public.profiles where user_id = $1', [userId])
      if (r.rows.length !== 1) throw new Error('raw select found no row')
    }
    await loadHttp({ url, headers, userId, total: WARMUP, concurrency: 4 })
    await load(raw, WARMUP, 4)
    const lines: string[] = []
    for (const clients of LEVELS) {
      const h = await loadHttp({
        url,
        headers,
        userId,
        total: REQUESTS_PER_LEVEL,
        concurrency: clients,
      })
      const r = await load(raw, REQUESTS_PER_LEVEL, clients)
      lines.push(
        `${database.padEnd(8)} ${String(clients).padStart(3)} clients | HTTP ${fmt(h.rps)} req/s p50 ${fmt(h.p50)} ms p99 ${fmt(h.p99)} ms` +
          ` | raw ${fmt(r.rps)} q/s p50 ${fmt(r.p50)} ms p99 ${fmt(r.p99)} ms` +
          ` | HTTP/raw: mean latency ${(h.mean / r.mean).toFixed(1)}×, throughput ${(r.rps / h.rps).toFixed(1)}×` +
          `${clients === 32 ? ` | p99 target <10 ms: ${h.p99 < 10 ? 'met' : 'missed'}` : ''}`,
      )
      console.log(lines.at(-1))
    }
    return lines
  } finally {
    await server.stop()
  }
}

async function main() {
  console.log(
    `local-supabase bench: ${REQUESTS_PER_LEVEL} requests per level, single-row profile select\n`,
  )
  await benchBackend('pglite')
  try {
    await benchBackend('postgres')
  } catch (error) {
    console.log(`postgres: skipped (${(error as Error).message.split('\n')[0]})`)
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
