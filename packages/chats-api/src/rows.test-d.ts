import type { Fits, TableRowFits } from '@fabula/database'
import type { ChatMessageSchema, ChatReadSchema } from './rows.js'

// Compile-time proof that each row schema reads what the database sends: every field is a column
// of its table or function, with a fitting type and nullability (@fabula/database, types
// generated from supabase/schemas). `tsc --noEmit` fails here when a column and a schema drift.
// Conversations and learner choices come from functions that answer JSON (list_chats, get_chat,
// chat_find_learners): no row type there.
export type ChatMessageFits = Fits<TableRowFits<typeof ChatMessageSchema, 'chat_messages'>>
export type ChatReadFits = Fits<TableRowFits<typeof ChatReadSchema, 'chat_reads'>>
