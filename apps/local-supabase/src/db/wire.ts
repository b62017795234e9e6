import type { ResultField } from './types'

/*
 * Just enough of the PostgreSQL frontend/backend protocol (extended query) to send several
 * statements as one pipeline and read their results back. Used by the PGlite driver, where the
 * whole pipeline crosses into the engine in one call instead of one call per statement.
 */

const encoder = new TextEncoder()
const decoder = new TextDecoder()

/** A growable buffer of frontend messages. */
export class MessageWriter {
  #buf = new Uint8Array(1024)
  #view = new DataView(this.#buf.buffer)
  #pos = 0
  #start = 0

  #ensure(extra: number) {
    if (this.#pos + extra <= this.#buf.length) return
    let size = this.#buf.length * 2
    while (size < this.#pos + extra) size *= 2
    const next = new Uint8Array(size)
    next.set(this.#buf.subarray(0, this.#pos))
    this.#buf = next
    this.#view = new DataView(next.buffer)
  }

  #begin(type: string) {
    this.#ensure(5)
    this.#start = this.#pos
    this.#buf[this.#pos] = type.charCodeAt(0)
    this.#pos += 5
  }

  #end() {
    this.#view.setInt32(this.#start + 1, this.#pos - this.#start - 1)
  }

  #int16(n: number) {
    this.#ensure(2)
    this.#view.setInt16(this.#pos, n)
    this.#pos += 2
  }

  #int32(n: number) {
    this.#ensure(4)
    this.#view.setInt32(this.#pos, n)
    this.#pos += 4
  }

  #bytes(b: Uint8Array) {
    this.#ensure(b.length)
    this.#buf.set(b, this.#pos)
    this.#pos += b.length
  }

  /** UTF-8 straight into the buffer (at most 3 bytes per UTF-16 unit); returns the byte count. */
  #utf8(s: string): number {
    this.#ensure(s.length * 3)
    const { written } = encoder.encodeInto(s, this.#buf.subarray(this.#pos))
    this.#pos += written
    return written
  }

  #cstring(s: string) {
    this.#utf8(s)
    this.#ensure(1)
    this.#buf[this.#pos++] = 0
  }

  /** Parse: prepares `sql` as `name` ('' is the unnamed statement); parameter types inferred. */
  parse(name: string, sql: string): this {
    this.#begin('P')
    this.#cstring(name)
    this.#cstring(sql)
    this.#int16(0)
    this.#end()
    return this
  }

  /** Bind: the unnamed portal over statement `name`, parameters and results in text format. */
  bind(name: string, params: readonly (string | null)[]): this {
    this.#begin('B')
    this.#cstring('')
    this.#cstring(name)
    this.#int16(0)
    this.#int16(params.length)
    for (const p of params) {
      if (p === null) {
        this.#int32(-1)
      } else {
        // Write the value, then its length in front of it.
        this.#int32(0)
        const at = this.#pos - 4
        const written = this.#utf8(p) // may grow the buffer: read #view only after it
        this.#view.setInt32(at, written)
      }
    }
    this.#int16(0)
    this.#end()
    return this
  }

  /** Describe the unnamed portal, so its row description precedes its rows. */
  describePortal(): this {
    this.#begin('D')
    this.#bytes(encoder.encode('P'))
    this.#cstring('')
    this.#end()
    return this
  }

  /** Execute the unnamed portal to completion. */
  execute(): this {
    this.#begin('E')
    this.#cstring('')
    this.#int32(0)
    this.#end()
    return this
  }

  /** Close a prepared statement. */
  closeStatement(name: string): this {
    this.#begin('C')
    this.#bytes(encoder.encode('S'))
    this.#cstring(name)
    this.#end()
    return this
  }

  /** Sync: ends the pipeline; commits its implicit transaction, or rolls it back after an error. */
  sync(): this {
    this.#begin('S')
    this.#end()
    return this
  }

  finish(): Uint8Array {
    return this.#buf.subarray(0, this.#pos)
  }
}

/** An ErrorResponse, with the field names node-postgres and PGlite use. */
export class WireError extends Error {
  code: string
  detail?: string
  hint?: string
  severity?: string
  constructor(fields: Map<string, string>) {
    super(fields.get('M') ?? 'unknown database error')
    this.name = 'DatabaseError'
    this.code = fields.get('C') ?? 'XX000'
    const detail = fields.get('D')
    const hint = fields.get('H')
    const severity = fields.get('S')
    if (detail !== undefined) this.detail = detail
    if (hint !== undefined) this.hint = hint
    if (severity !== undefined) this.severity = severity
  }
}

/** One statement's outcome in a pipeline. */
interface WireResult {
  fields: ResultField[]
  /** Text values, `null` for SQL NULL. */
  rows: (string | null)[][]
  /** The CommandComplete tag, e.g. `SELECT 1`, `UPDATE 3`. */
  tag: string
  /** Whether its Parse message (if one was sent) completed. */
  parsed: boolean
}

/** What came back for a pipeline: results of the statements that ran, and the first error. */
export interface WireResponse {
  results: WireResult[]
  error?: WireError
  /** Statement indexes whose Parse completed, including the one that then failed. */
  parsedIndexes: number[]
  /** NOTIFY messages delivered with this response (the session's own, at commit). */
  notifications?: WireNotification[]
}

/** A NotificationResponse: a `NOTIFY channel, payload` this session listens to. */
export interface WireNotification {
  channel: string
  payload: string
}

function readCString(bytes: Uint8Array, pos: number): [string, number] {
  let end = pos
  while (bytes[end] !== 0) end++
  return [decoder.decode(bytes.subarray(pos, end)), end + 1]
}

/** Reads the backend messages of one pipeline ending in ReadyForQuery. */
export function readResponse(bytes: Uint8Array): WireResponse {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const results: WireResult[] = []
  const parsedIndexes: number[] = []
  const notifications: WireNotification[] = []
  let current: WireResult = { fields: [], rows: [], tag: '', parsed: false }
  let error: WireError | undefined
  let pos = 0
  while (pos + 5 <= bytes.length) {
    const type = String.fromCharCode(bytes[pos] ?? 0)
    const length = view.getInt32(pos + 1)
    const body = pos + 5
    const next = pos + 1 + length
    switch (type) {
      case '1': // ParseComplete
        current.parsed = true
        parsedIndexes.push(results.length)
        break
      case 'T': {
        // RowDescription
        const count = view.getInt16(body)
        let p = body + 2
        const fields: ResultField[] = []
        for (let i = 0; i < count; i++) {
          const [name, after] = readCString(bytes, p)
          fields.push({ name, dataTypeID: view.getInt32(after + 6) })
          p = after + 18
        }
        current.fields = fields
        break
      }
      case 'D': {
        // DataRow
        const count = view.getInt16(body)
        let p = body + 2
        const row: (string | null)[] = []
        for (let i = 0; i < count; i++) {
          const len = view.getInt32(p)
          p += 4
          if (len < 0) {
            row.push(null)
          } else {
            row.push(decoder.decode(bytes.subarray(p, p + len)))
            p += len
          }
        }
        current.rows.push(row)
        break
      }
      case 'C': // CommandComplete
      case 'I': {
        // EmptyQueryResponse
        current.tag = type === 'C' ? readCString(bytes, body)[0] : ''
        results.push(current)
        current = { fields: [], rows: [], tag: '', parsed: false }
        break
      }
      case 'E': {
        const fields = new Map<string, string>()
        let p = body
        while (p < next && bytes[p] !== 0) {
          const key = String.fromCharCode(bytes[p] ?? 0)
          const [value, after] = readCString(bytes, p + 1)
          fields.set(key, value)
          p = after
        }
        error ??= new WireError(fields)
        break
      }
      case 'A': {
        // NotificationResponse: sender pid, channel, payload.
        const [channel, after] = readCString(bytes, body + 4)
        notifications.push({ channel, payload: readCString(bytes, after)[0] })
        break
      }
      default:
        // BindComplete, NoData, CloseComplete, ParameterStatus, NoticeResponse, ReadyForQuery…
        break
    }
    pos = next
  }
  const response: WireResponse = { results, parsedIndexes }
  if (error) response.error = error
  if (notifications.length > 0) response.notifications = notifications
  return response
}

/** Affected row count from a command tag (`INSERT 0 3`, `UPDATE 2`, `DELETE 1`), else undefined. */
export function affectedRows(tag: string): number | undefined {
  const match = /^(?:INSERT \d+|UPDATE|DELETE|MERGE|COPY) (\d+)$/.exec(tag)
  return match ? Number(match[1]) : undefined
}

/** Parameters as text, the way node-postgres sends them. */
export function paramText(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return arrayLiteral(value)
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value as string | number | boolean | bigint)
}

function arrayLiteral(values: readonly unknown[]): string {
  const items = values.map((v) => {
    if (v === null || v === undefined) return 'NULL'
    if (Array.isArray(v)) return arrayLiteral(v)
    const text = paramText(v) ?? ''
    return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`
  })
  return `{${items.join(',')}}`
}
