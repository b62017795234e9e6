import * as v from 'valibot'

/** What a conversation is about: account help (answered by support) or language (by tutors). */
export const CHAT_TOPICS = ['support', 'tutor'] as const
/** A conversation's topic. */
export type ChatTopic = (typeof CHAT_TOPICS)[number]

/** Longest message, in characters (the composer's counter and the database agree). */
export const MAX_MESSAGE_LENGTH = 4000

/** One page of a list and the number of rows over all pages. */
export interface Page<T> {
  rows: T[]
  total: number
}

const TimestampSchema = v.pipe(v.string(), v.isoTimestamp())
const UuidSchema = v.pipe(v.string(), v.uuid())

/** A person taking part in a conversation, by the name the chat shows. */
export const ChatParticipantSchema = v.object({
  user_id: UuidSchema,
  side: v.picklist(['learner', 'staff']),
  name: v.nullable(v.string()),
})
/** A participant of a conversation. */
export type ChatParticipant = v.InferOutput<typeof ChatParticipantSchema>

/** A conversation as the list and the thread header show it, for the caller. */
export const ChatSummarySchema = v.object({
  id: UuidSchema,
  topic: v.picklist(CHAT_TOPICS),
  learner_id: UuidSchema,
  learner_name: v.nullable(v.string()),
  created_at: TimestampSchema,
  last_message_at: v.nullable(TimestampSchema),
  last_message_preview: v.nullable(v.string()),
  last_sender_id: v.nullable(UuidSchema),
  participants: v.array(ChatParticipantSchema),
  /** Messages from others the caller has not read. */
  unread: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The newest message id the learner has read (0: none). */
  learner_read_id: v.number(),
  /** The newest message id any staff member has read (0: none). */
  staff_read_id: v.number(),
})
/** A conversation summary. */
export type ChatSummary = v.InferOutput<typeof ChatSummarySchema>

/** Columns of a message as the thread reads them. */
export const CHAT_MESSAGE_COLUMNS = 'id, conversation_id, sender_id, body, created_at'

/** A plain-text message (rendered as text, never as HTML). */
export const ChatMessageSchema = v.object({
  id: v.pipe(v.number(), v.integer()),
  conversation_id: UuidSchema,
  sender_id: UuidSchema,
  body: v.string(),
  created_at: TimestampSchema,
})
/** A chat message. */
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>

/** How far one reader has read a conversation (a row of `chat_reads`). */
export const ChatReadSchema = v.object({
  conversation_id: UuidSchema,
  user_id: UuidSchema,
  last_read_message_id: v.number(),
})
/** A read position. */
export type ChatRead = v.InferOutput<typeof ChatReadSchema>

/** A learner a staff member may write to. */
export const LearnerChoiceSchema = v.object({
  id: UuidSchema,
  name: v.string(),
  username: v.string(),
  email: v.string(),
})
/** A learner choice. */
export type LearnerChoice = v.InferOutput<typeof LearnerChoiceSchema>

/**
 * A message body as the composer sends it: 1–4,000 characters, not only white space. Checked in
 * the browser for the counter and again by the database.
 */
export const MessageBodySchema = v.pipe(
  v.string(),
  v.check((text) => text.trim().length > 0, 'A message cannot be empty.'),
  v.maxLength(MAX_MESSAGE_LENGTH, `A message has at most ${MAX_MESSAGE_LENGTH} characters.`),
)
