import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import * as v from 'valibot'
import { WebSocketServer } from 'ws'
import type { WebSocket } from 'ws'
import type { JwtVerifier } from '../auth/jwt'
import type { Database } from '../db/types'
import type { RequestIdentity } from '../rest/request-auth'
import {
  AccessTokenPayloadSchema,
  JoinPayloadSchema,
  listensTo,
  parseFilter,
  passesFilter,
} from './bindings'
import type { Binding } from './bindings'
import { CHANGES_CHANNEL, describeTable, ensureCapture, takeChanges } from './capture'
import type { Change, TableInfo, TableRefusal } from './capture'
import { decodeFrame, encodeFrame, parseVsn, reply } from './protocol'
import type { PhxMessage, Vsn } from './protocol'
import { keyOf, visibleTo } from './visibility'

/** The path supabase-js connects to (`<url>/realtime/v1` + `/websocket`). */
const REALTIME_PATH = '/realtime/v1/websocket'
/** Largest frame accepted from a client; a join with 100 filters fits many times over. */
const MAX_FRAME_BYTES = 256 * 1024
/** Channels one socket may have joined at once. */
const MAX_CHANNELS_PER_SOCKET = 100
/** A socket that sent nothing (not even a heartbeat, every 25 s by default) for this long is closed. */
const IDLE_TIMEOUT_MS = 60_000
const API_ROLES = new Set(['anon', 'authenticated', 'service_role'])

/** What the realtime server needs from the rest of the backend. */
export interface RealtimeDeps {
  db: Database
  verifyJwt: JwtVerifier
  /** The clock tokens are checked against (the auth config's, so tests can move it). */
  now: () => number
}

interface JoinedChannel {
  topic: string
  joinRef: string | null
  token: string
  identity: RequestIdentity
  bindings: Binding[]
  /** Table info by `schema.table`, read when the channel joined. */
  tables: Map<string, TableInfo>
  expiry: NodeJS.Timeout | undefined
}

interface Connection {
  socket: WebSocket
  vsn: Vsn
  /** The `apikey` the socket connected with: the token of a join that brings none. */
  apiKey: string
  channels: Map<string, JoinedChannel>
  lastSeen: number
  /** Messages of one socket are handled one after the other, in order. */
  work: Promise<void>
}

const REFUSAL_REASONS: Record<TableRefusal, string> = {
  not_found: 'Unable to subscribe to changes with given parameters: the table does not exist',
  not_published:
    'Unable to subscribe to changes with given parameters: the table is not in the supabase_realtime publication',
  no_primary_key:
    'Unable to subscribe to changes with given parameters: the table has no primary key',
  no_select_privilege:
    'Unable to subscribe to changes with given parameters: permission denied for the table',
  unknown_column: 'Unable to subscribe to changes with given parameters: unknown filter column',
}

class JoinRefused extends Error {}

/**
 * The Realtime subset supabase-js needs for `channel().on('postgres_changes', …)`: Phoenix
 * channels over a websocket (serializer 1.0.0 and 2.0.0), join with an access token, heartbeat,
 * token refresh, leave, and INSERT/UPDATE events filtered by `col=eq.value` and by row-level
 * security as each subscriber (ADR 0053).
 */
export class RealtimeServer {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })
  private readonly connections = new Set<Connection>()
  private readonly pending: number[] = []
  private draining: Promise<void> | null = null
  private nextBindingId = 1
  private stopListening: (() => Promise<void>) | null = null
  private readonly idleTimer: NodeJS.Timeout

  constructor(private readonly deps: RealtimeDeps) {
    this.idleTimer = setInterval(() => this.closeIdle(), IDLE_TIMEOUT_MS / 4)
    this.idleTimer.unref()
  }

  /** Starts following committed changes; call once before serving. */
  async start(): Promise<void> {
    // Rows left by a previous run were meant for sockets that are gone.
    await this.deps.db.exec('delete from _local_realtime.changes')
    this.stopListening = await this.deps.db.listen(CHANGES_CHANNEL, (payload) => {
      const id = Number(payload)
      if (Number.isSafeInteger(id)) this.enqueue(id)
    })
  }

  /** Serves websocket upgrades on `REALTIME_PATH` of this HTTP server. */
  attach(server: Server): void {
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      void this.upgrade(request, socket, head)
    })
  }

  /** Open sockets (for tests and the bench). */
  get connectionCount(): number {
    return this.connections.size
  }

  /** Drops every socket as a network failure would (clients reconnect and rejoin). */
  dropAll(): void {
    for (const connection of this.connections) connection.socket.terminate()
  }

  async close(): Promise<void> {
    clearInterval(this.idleTimer)
    for (const connection of this.connections) {
      for (const channel of connection.channels.values()) clearTimeout(channel.expiry)
      connection.socket.terminate()
    }
    this.connections.clear()
    await this.stopListening?.()
    await this.draining?.catch(() => undefined)
    this.wss.close()
  }

  private async upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://local')
    if (url.pathname !== REALTIME_PATH) return refuseUpgrade(socket, 404, 'Not found')
    const vsn = parseVsn(url.searchParams.get('vsn'))
    if (!vsn) return refuseUpgrade(socket, 400, 'Unsupported vsn: use 1.0.0 or 2.0.0')
    const apiKey = url.searchParams.get('apikey') ?? ''
    if (!apiKey) return refuseUpgrade(socket, 401, 'No API key found in request')
    const verified = await this.deps.verifyJwt(apiKey)
    if (!verified.ok) return refuseUpgrade(socket, 401, 'Invalid API key')
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, vsn, apiKey))
  }

  private accept(socket: WebSocket, vsn: Vsn, apiKey: string): void {
    const connection: Connection = {
      socket,
      vsn,
      apiKey,
      channels: new Map(),
      lastSeen: Date.now(),
      work: Promise.resolve(),
    }
    this.connections.add(connection)
    socket.on('message', (data, isBinary) => {
      connection.lastSeen = Date.now()
      if (isBinary) {
        // Binary frames carry user broadcasts, which are not served here.
        socket.close(1003, 'binary frames are not supported')
        return
      }
      const message = decodeFrame(vsn, rawText(data))
      if (!message) {
        socket.close(1007, 'malformed message')
        return
      }
      connection.work = connection.work
        .then(() => this.handle(connection, message))
        .catch((error: unknown) => {
          console.error('[local-supabase] realtime message failed', error)
          this.send(connection, reply(message, 'error', { reason: 'Internal error' }))
        })
    })
    socket.on('close', () => {
      for (const channel of connection.channels.values()) clearTimeout(channel.expiry)
      connection.channels.clear()
      this.connections.delete(connection)
    })
    socket.on('error', () => socket.terminate())
  }

  private closeIdle(): void {
    const limit = Date.now() - IDLE_TIMEOUT_MS
    for (const connection of this.connections) {
      if (connection.lastSeen < limit) connection.socket.close(1000, 'heartbeat timeout')
    }
  }

  private send(connection: Connection, message: PhxMessage): void {
    if (connection.socket.readyState === connection.socket.OPEN) {
      connection.socket.send(encodeFrame(connection.vsn, message))
    }
  }

  private async handle(connection: Connection, message: PhxMessage): Promise<void> {
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') this.send(connection, reply(message, 'ok'))
      return
    }
    switch (message.event) {
      case 'phx_join':
        return this.join(connection, message)
      case 'phx_leave':
        this.leave(connection, message.topic)
        this.send(connection, reply(message, 'ok'))
        return
      case 'access_token':
        return this.refreshToken(connection, message)
      default: {
        const joined = connection.channels.has(message.topic)
        this.send(
          connection,
          reply(message, 'error', {
            reason: joined
              ? `${message.event} is not served by the local backend (only postgres_changes)`
              : 'unmatched topic',
          }),
        )
      }
    }
  }

  private leave(connection: Connection, topic: string): void {
    const channel = connection.channels.get(topic)
    if (!channel) return
    clearTimeout(channel.expiry)
    connection.channels.delete(topic)
  }

  private async identityOf(token: string): Promise<RequestIdentity | string> {
    const result = await this.deps.verifyJwt(token)
    if (!result.ok) return result.reason === 'expired' ? 'Token has expired' : 'Invalid JWT'
    const role = result.claims.role
    if (!API_ROLES.has(role)) return `Invalid role "${role}"`
    return { role: role as RequestIdentity['role'], claims: { ...result.claims, role } }
  }

  private async join(connection: Connection, message: PhxMessage): Promise<void> {
    const parsed = v.safeParse(JoinPayloadSchema, message.payload ?? {})
    if (!parsed.success) {
      const issue = parsed.issues[0]
      const where = issue ? v.getDotPath(issue) : null
      this.send(
        connection,
        reply(message, 'error', {
          reason: `Invalid join payload${where ? ` at ${where}` : ''}: ${issue?.message ?? ''}`,
        }),
      )
      return
    }
    const { config, access_token } = parsed.output
    if (config.private) {
      this.send(
        connection,
        reply(message, 'error', {
          reason: 'Private channels are not served by the local backend',
        }),
      )
      return
    }
    if (
      !connection.channels.has(message.topic) &&
      connection.channels.size >= MAX_CHANNELS_PER_SOCKET
    ) {
      this.send(connection, reply(message, 'error', { reason: 'Too many channels' }))
      return
    }
    const token = access_token ?? connection.apiKey
    const identity = await this.identityOf(token)
    if (typeof identity === 'string') {
      this.send(connection, reply(message, 'error', { reason: identity }))
      return
    }
    const tables = new Map<string, TableInfo>()
    const bindings: Binding[] = []
    try {
      for (const request of config.postgres_changes) {
        const key = `${request.schema}.${request.table}`
        let info = tables.get(key)
        if (!info) {
          const described = await describeTable(
            this.deps.db,
            request.schema,
            request.table,
            identity.role,
          )
          if (typeof described === 'string') throw new JoinRefused(REFUSAL_REASONS[described])
          info = described
          tables.set(key, info)
        }
        const filter = request.filter ? parseFilter(request.filter) : undefined
        if (filter === null) {
          throw new JoinRefused(
            `Unable to subscribe to changes with given parameters: unsupported filter "${request.filter ?? ''}" (use col=eq.value, col=neq.value or col=in.(a,b))`,
          )
        }
        if (filter && !info.columns.has(filter.column)) {
          throw new JoinRefused(REFUSAL_REASONS.unknown_column)
        }
        bindings.push({
          id: this.nextBindingId++,
          event: request.event,
          schema: request.schema,
          table: request.table,
          filterText: request.filter,
          filter,
        })
      }
    } catch (error) {
      if (!(error instanceof JoinRefused)) throw error
      this.send(connection, reply(message, 'error', { reason: error.message }))
      return
    }
    for (const info of tables.values()) await ensureCapture(this.deps.db, info.schema, info.table)
    // Joining a topic again replaces the earlier join, as Phoenix does.
    this.leave(connection, message.topic)
    const channel: JoinedChannel = {
      topic: message.topic,
      joinRef: message.join_ref,
      token,
      identity,
      bindings,
      tables,
      expiry: undefined,
    }
    this.scheduleExpiry(connection, channel)
    connection.channels.set(message.topic, channel)
    this.send(
      connection,
      reply(message, 'ok', {
        postgres_changes: bindings.map((b) => ({
          id: b.id,
          event: b.event,
          schema: b.schema,
          table: b.table,
          ...(b.filterText !== undefined ? { filter: b.filterText } : {}),
        })),
      }),
    )
    if (bindings.length > 0) {
      this.system(connection, channel, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL')
    }
  }

  private system(
    connection: Connection,
    channel: JoinedChannel,
    extension: string,
    status: 'ok' | 'error',
    text: string,
  ): void {
    this.send(connection, {
      join_ref: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: {
        extension,
        status,
        message: text,
        channel: channel.topic.replace(/^realtime:/, ''),
      },
    })
  }

  /** Closes the channel the moment its token expires, unless a refresh came first. */
  private scheduleExpiry(connection: Connection, channel: JoinedChannel): void {
    clearTimeout(channel.expiry)
    const exp = channel.identity.claims.exp
    if (typeof exp !== 'number') return
    const delay = Math.min(Math.max(exp * 1000 - this.deps.now(), 0), 2 ** 31 - 1)
    channel.expiry = setTimeout(() => {
      this.closeChannel(connection, channel, 'Token has expired')
    }, delay)
    channel.expiry.unref()
  }

  private closeChannel(connection: Connection, channel: JoinedChannel, reason: string): void {
    if (connection.channels.get(channel.topic) !== channel) return
    this.system(connection, channel, 'system', 'error', reason)
    this.send(connection, {
      join_ref: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'phx_close',
      payload: {},
    })
    this.leave(connection, channel.topic)
  }

  private async refreshToken(connection: Connection, message: PhxMessage): Promise<void> {
    const channel = connection.channels.get(message.topic)
    if (!channel) return
    const parsed = v.safeParse(AccessTokenPayloadSchema, message.payload)
    if (!parsed.success) return
    const identity = await this.identityOf(parsed.output.access_token)
    if (typeof identity === 'string') {
      this.closeChannel(connection, channel, identity)
      return
    }
    // A token for someone else would turn this subscription into theirs: refuse it.
    if (identity.claims.sub !== channel.identity.claims.sub) {
      this.closeChannel(connection, channel, 'The token belongs to another user')
      return
    }
    channel.token = parsed.output.access_token
    channel.identity = identity
    this.scheduleExpiry(connection, channel)
  }

  private enqueue(id: number): void {
    this.pending.push(id)
    this.draining ??= this.drain().finally(() => {
      this.draining = null
    })
  }

  /** Takes queued changes out of the log in batches and sends each before the next. */
  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const ids = this.pending.splice(0)
      try {
        const changes = await takeChanges(this.deps.db, ids)
        for (const change of changes) await this.dispatch(change)
      } catch (error) {
        console.error('[local-supabase] realtime could not deliver changes', error)
      }
    }
  }

  private async dispatch(change: Change): Promise<void> {
    const key = `${change.schema}.${change.table}`
    const targets: { connection: Connection; channel: JoinedChannel; ids: number[] }[] = []
    let info: TableInfo | undefined
    for (const connection of this.connections) {
      for (const channel of connection.channels.values()) {
        const tableInfo = channel.tables.get(key)
        if (!tableInfo) continue
        const ids = channel.bindings
          .filter(
            (b) =>
              `${b.schema}.${b.table}` === key &&
              listensTo(b, change.type) &&
              passesFilter(b.filter, change.record, tableInfo.columns),
          )
          .map((b) => b.id)
        if (ids.length === 0) continue
        info ??= tableInfo
        targets.push({ connection, channel, ids })
      }
    }
    if (!info || targets.length === 0) return
    // One check per distinct token: many tabs of one user cost one lookup.
    const byToken = new Map<string, RequestIdentity>()
    for (const t of targets) byToken.set(t.channel.token, t.channel.identity)
    const tokens = [...byToken.keys()]
    const identities = [...byToken.values()]
    const visible = await visibleTo(this.deps.db, info, change.record, identities)
    const allowed = new Set(tokens.filter((_, i) => visible[i]))
    const data = {
      schema: change.schema,
      table: change.table,
      commit_timestamp: change.commitTimestamp,
      type: change.type,
      columns: [...info.columns].map(([name, type]) => ({ name, type })),
      record: change.record,
      // Only the key of the old row, as Supabase sends for tables with row-level security.
      ...(change.type === 'UPDATE' && change.oldRecord
        ? { old_record: keyOf(info, change.oldRecord) }
        : {}),
      errors: null,
    }
    for (const target of targets) {
      if (!allowed.has(target.channel.token)) continue
      this.send(target.connection, {
        join_ref: target.channel.joinRef,
        ref: null,
        topic: target.channel.topic,
        event: 'postgres_changes',
        payload: { ids: target.ids, data },
      })
    }
  }
}

function rawText(data: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8')
  return data.toString('utf8')
}

function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message })
  const reason = { 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found' }[status] ?? 'Error'
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}
