/**
 * The HTTP load generator, run in a worker thread so the client's own CPU work does not share an
 * event loop with the server it measures. Plain JS: Node 20 workers do not load TypeScript.
 * workerData: { url, headers, userId, total, concurrency }; posts { latencies, elapsedMs }.
 */
import { performance } from 'node:perf_hooks'
import { parentPort, workerData } from 'node:worker_threads'

const job = workerData
const latencies = []
let issued = 0
const started = performance.now()
const worker = async () => {
  while (issued < job.total) {
    issued += 1
    const t0 = performance.now()
    const res = await fetch(job.url, { headers: job.headers })
    const body = await res.json()
    if (res.status !== 200 || body.user_id !== job.userId)
      throw new Error(`unexpected ${res.status}`)
    latencies.push(performance.now() - t0)
  }
}
await Promise.all(Array.from({ length: job.concurrency }, worker))
parentPort?.postMessage({ latencies, elapsedMs: performance.now() - started })
