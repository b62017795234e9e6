import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createMp3Encoder } from 'wasm-media-encoders'

/**
 * A test double at the HTTP seam: a local server that speaks the OpenAI speech API's shape
 * (`POST /v1/audio/speech` with `{model, voice, input, response_format}` → MP3), whose answers a
 * test scripts. Test-only; not exported by the package.
 */
export interface SpeechServerDouble {
  /** Base URL to configure, e.g. `http://127.0.0.1:1234/v1`. */
  baseUrl: string
  /** Every request received: its path, headers and JSON body. */
  requests: { path: string; authorization: string | undefined; body: Record<string, unknown> }[]
  /** The next answers, in order; when empty, MP3 of the input's length. */
  script: ((res: ServerResponse) => void)[]
  close(): Promise<void>
}

/** MP3 of a quiet tone, `ms` long (22.05 kHz mono), made with the encoder the offline voice uses. */
async function toneMp3(ms: number): Promise<Uint8Array> {
  const encoder = await createMp3Encoder()
  encoder.configure({ sampleRate: 22050, channels: 1, bitrate: 40 })
  const samples = new Float32Array(Math.round((22050 * ms) / 1000))
  for (let i = 0; i < samples.length; i += 1)
    samples[i] = 0.2 * Math.sin((2 * Math.PI * 220 * i) / 22050)
  const head = encoder.encode([samples]).slice()
  const tail = encoder.finalize().slice()
  const out = new Uint8Array(head.length + tail.length)
  out.set(head)
  out.set(tail, head.length)
  return out
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>
  } catch {
    return {}
  }
}

/** Starts the double on a free loopback port. */
export async function startSpeechServer(): Promise<SpeechServerDouble> {
  const double: SpeechServerDouble = {
    baseUrl: '',
    requests: [],
    script: [],
    close: () => Promise.resolve(),
  }
  const server = createServer((req, res) => {
    void (async () => {
      const body = await readJson(req)
      double.requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body })
      const next = double.script.shift()
      if (next) return next(res)
      const input = typeof body.input === 'string' ? body.input : ''
      const mp3 = await toneMp3(200 + 60 * input.length)
      res.writeHead(200, { 'content-type': 'audio/mpeg' })
      res.end(Buffer.from(mp3))
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  double.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
  double.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  return double
}
