/**
 * A scripted OpenAI-compatible HTTP server for provider contract tests: node:http on 127.0.0.1,
 * a random port, one scripted reply per request in order (the last one repeats).
 */
import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** One scripted reply. */
export type FakeReply =
  | { kind: 'json'; status?: number; headers?: Record<string, string>; body: unknown }
  | { kind: 'content'; content: string; finishReason?: string }
  | {
      kind: 'sse'
      chunks: string[]
      done?: boolean
      finishReason?: string | null
      /** Pause between chunks, in ms (a slow model). */
      delayMs?: number
    }
  | { kind: 'hang' }

/** A request the server received. */
interface RecordedRequest {
  path: string
  headers: IncomingMessage['headers']
  body: { messages?: { role: string; content: string }[]; stream?: boolean; [key: string]: unknown }
}

/** A running fake server. */
export interface FakeOpenAiServer {
  baseUrl: string
  requests: RecordedRequest[]
  close(): Promise<void>
}

/** A chat completion envelope around `content`. */
export function completion(content: string, finishReason = 'stop') {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finishReason }],
  }
}

/**
 * Real servers answer in the form asked for, so the script's form adapts to the request: a
 * `content` reply to a streaming request is sent as one SSE chunk, an `sse` reply to a plain
 * request as one JSON completion (a stream without its end becomes `finish_reason: length`).
 */
function adapt(reply: FakeReply, stream: boolean): FakeReply {
  if (reply.kind === 'content' && stream) {
    return { kind: 'sse', chunks: [reply.content], finishReason: reply.finishReason ?? 'stop' }
  }
  if (reply.kind === 'sse' && !stream) {
    const cut = reply.done === false && !reply.finishReason
    return {
      kind: 'content',
      content: reply.chunks.join(''),
      finishReason: cut ? 'length' : (reply.finishReason ?? 'stop'),
    }
  }
  return reply
}

function respond(res: ServerResponse, script: FakeReply, stream: boolean): void {
  const reply = adapt(script, stream)
  switch (reply.kind) {
    case 'hang':
      return
    case 'json':
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers })
      res.end(JSON.stringify(reply.body))
      return
    case 'content':
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify(completion(reply.content, reply.finishReason)))
      return
    case 'sse': {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      const last = reply.chunks.length - 1
      const send = (i: number) => {
        if (res.destroyed) return
        if (i > last) {
          if (reply.done !== false) res.write('data: [DONE]\n\n')
          res.end()
          return
        }
        const finish = i === last && reply.finishReason !== undefined ? reply.finishReason : null
        const delta = { content: reply.chunks[i] }
        res.write(
          `data: ${JSON.stringify({ choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
        )
        if (reply.delayMs) setTimeout(() => send(i + 1), reply.delayMs)
        else send(i + 1)
      }
      send(0)
    }
  }
}

/** Starts the server with the given script. */
export async function startFakeOpenAiServer(script: FakeReply[]): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = []
  const open = new Set<ServerResponse>()
  const server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
    req.on('end', () => {
      requests.push({
        path: req.url ?? '',
        headers: req.headers,
        body: raw === '' ? {} : (JSON.parse(raw) as RecordedRequest['body']),
      })
      const reply = script[Math.min(requests.length - 1, script.length - 1)]
      open.add(res)
      res.on('close', () => open.delete(res))
      if (reply) respond(res, reply, requests.at(-1)?.body.stream === true)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    async close() {
      for (const res of open) res.destroy()
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      // Idle keep-alive connections too: Deno's fetch holds its own open past close().
      server.closeAllConnections()
      await closed
    },
  }
}
