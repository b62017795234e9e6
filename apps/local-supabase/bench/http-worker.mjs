/**
 * The HTTP load generator, run in a worker thread so the client's own CPU work does not share an
 * event loop with the server it measures. Plain JS: Node 20 workers do not load TypeScript.
 * Each client is one keep-alive HTTP/1.1 connection sending a prebuilt request and reading the
 * response by Content-Length, the way wrk or autocannon do: `fetch` spends about as much CPU per
 * request as the server under test, which on a two-core machine measures the client instead.
 * workerData: { url, headers, userId, total, concurrency, pauseMs? } (pauseMs: think time after
 * each response); posts { latencies, elapsedMs }.
 */
import net from 'node:net'
import { performance } from 'node:perf_hooks'
import { parentPort, workerData } from 'node:worker_threads'
const job = workerData
const u = new URL(job.url)
const head = Object.entries(job.headers)
  .map(([k, v]) => `${k}: ${v}\r\n`)
  .join('')
const request = Buffer.from(
  `GET ${u.pathname}${u.search} HTTP/1.1\r\nHost: ${u.host}\r\n${head}\r\n`,
)
function connect() {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: u.hostname, port: Number(u.port), noDelay: true }, () =>
      resolve(socket),
    )
    socket.once('error', reject)
  })
}
/** One keep-alive connection: send a request, resolve with status and body when the response is whole. */
function client(socket) {
  let buf = Buffer.alloc(0)
  let pending
  socket.on('data', (chunk) => {
    buf = buf.length ? Buffer.concat([buf, chunk]) : chunk
    const end = buf.indexOf('\r\n\r\n')
    if (end < 0) return
    const headers = buf.subarray(0, end).toString('latin1')
    const m = /\r\ncontent-length: *(\d+)/i.exec(headers)
    const len = m ? Number(m[1]) : 0
    if (buf.length < end + 4 + len) return
    const status = Number(headers.slice(9, 12))
    const body = buf.subarray(end + 4, end + 4 + len).toString()
    buf = buf.subarray(end + 4 + len)
    const p = pending
    pending = undefined
    if (!p) throw new Error('response without a request')
    p.resolve({ status, body })
  })
  socket.on('error', (error) => pending?.reject(error))
  socket.on('close', () => pending?.reject(new Error('connection closed')))
  return () =>
    new Promise((resolve, reject) => {
      pending = { resolve, reject }
      socket.write(request)
    })
}
const latencies = []
let issued = 0
const sockets = await Promise.all(Array.from({ length: job.concurrency }, connect))
const started = performance.now()
const worker = async (socket) => {
  const get = client(socket)
  while (issued < job.total) {
    issued += 1
    const t0 = performance.now()
    const res = await get()
    const body = JSON.parse(res.body)
    if (res.status !== 200 || body.user_id !== job.userId)
      throw new Error(`unexpected ${res.status}`)
    latencies.push(performance.now() - t0)
    if (job.pauseMs) await new Promise((resume) => setTimeout(resume, job.pauseMs))
  }
}
await Promise.all(sockets.map(worker))
const elapsedMs = performance.now() - started
for (const s of sockets) s.destroy()
parentPort?.postMessage({ latencies, elapsedMs })
