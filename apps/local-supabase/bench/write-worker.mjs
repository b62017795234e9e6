/**
 * The heavy writer of the fairness bench, in a worker thread: `loops` concurrent keep-alive
 * clients each POST the prebuilt bodies in turn, over and over, until the parent posts 'stop'.
 * Plain JS: Node 20 workers do not load TypeScript.
 * workerData: { url, headers, bodies, rowsPerBody, loops }; posts
 * { requests, rows, statuses, elapsedMs } after 'stop'.
 */
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { parentPort, workerData } from 'node:worker_threads'

const job = workerData
const agent = new http.Agent({ keepAlive: true, maxSockets: job.loops })
let stopping = false
let requests = 0
let rows = 0
const statuses = {}

function post(body) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      job.url,
      {
        method: 'POST',
        agent,
        headers: { ...job.headers, 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

async function loop() {
  for (let i = 0; !stopping; i = (i + 1) % job.bodies.length) {
    // A refused request may end its connection; the agent opens a new one for the next.
    const status = await post(job.bodies[i]).catch(() => 'error')
    requests += 1
    statuses[status] = (statuses[status] ?? 0) + 1
    if (typeof status === 'number' && status < 300) rows += job.rowsPerBody[i]
  }
}

const started = performance.now()
const loops = Promise.all(Array.from({ length: job.loops }, loop))
parentPort?.on('message', async (message) => {
  if (message !== 'stop') return
  stopping = true
  await loops
  agent.destroy()
  parentPort?.postMessage({ requests, rows, statuses, elapsedMs: performance.now() - started })
})
parentPort?.postMessage('started')
