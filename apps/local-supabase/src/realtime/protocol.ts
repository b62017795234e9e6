import * as v from 'valibot'

/**
 * Phoenix channel frames as realtime-js sends them. Serializer `1.0.0` sends a JSON object
 * `{join_ref, ref, topic, event, payload}`; `2.0.0` (realtime-js' default) a JSON array
 * `[join_ref, ref, topic, event, payload]` for everything but user broadcasts, which it sends as
 * binary frames this server does not implement.
 */
export type Vsn = '1.0.0' | '2.0.0'

/** One Phoenix message, either direction. */
export interface PhxMessage {
  join_ref: string | null
  ref: string | null
  topic: string
  event: string
  payload: unknown
}

const RefSchema = v.nullish(v.pipe(v.string(), v.maxLength(64)))
/** Topics are `realtime:<name>` (or `phoenix` for heartbeats); Supabase caps names too. */
const TopicSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(255))
const EventSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(64))

const ObjectFrameSchema = v.object({
  join_ref: RefSchema,
  ref: RefSchema,
  topic: TopicSchema,
  event: EventSchema,
  payload: v.optional(v.unknown()),
})

const ArrayFrameSchema = v.tuple([RefSchema, RefSchema, TopicSchema, EventSchema, v.unknown()])

/** Picks the serializer from the `vsn` query parameter (Phoenix's default is 1.0.0). */
export function parseVsn(value: string | null): Vsn | null {
  if (value === null || value === '1.0.0') return '1.0.0'
  if (value === '2.0.0') return '2.0.0'
  return null
}

/** Decodes a text frame, or returns null when it is not a Phoenix message. */
export function decodeFrame(vsn: Vsn, text: string): PhxMessage | null {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return null
  }
  if (vsn === '2.0.0') {
    const parsed = v.safeParse(ArrayFrameSchema, json)
    if (!parsed.success) return null
    const [joinRef, ref, topic, event, payload] = parsed.output
    return { join_ref: joinRef ?? null, ref: ref ?? null, topic, event, payload }
  }
  const parsed = v.safeParse(ObjectFrameSchema, json)
  if (!parsed.success) return null
  const { join_ref, ref, topic, event, payload } = parsed.output
  return { join_ref: join_ref ?? null, ref: ref ?? null, topic, event, payload }
}

/** Encodes a message the way the client's serializer of the same version decodes it. */
export function encodeFrame(vsn: Vsn, message: PhxMessage): string {
  if (vsn === '2.0.0') {
    return JSON.stringify([
      message.join_ref,
      message.ref,
      message.topic,
      message.event,
      message.payload,
    ])
  }
  return JSON.stringify(message)
}

/** The reply Phoenix sends to a push: `phx_reply` with `{status, response}`. */
export function reply(
  to: PhxMessage,
  status: 'ok' | 'error',
  response: Record<string, unknown> = {},
): PhxMessage {
  return {
    join_ref: to.join_ref,
    ref: to.ref,
    topic: to.topic,
    event: 'phx_reply',
    payload: { status, response },
  }
}
