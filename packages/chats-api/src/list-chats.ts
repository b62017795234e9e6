import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { failed, parseWith } from './parse.js'
import { ChatSummarySchema, type ChatSummary, type Page } from './rows.js'

/** What one page of the conversation list asks for. */
export interface ChatListQuery {
  /** The signed-in account: part of the cache key, never of the query (RLS decides). */
  userId: string
  /** Matches the learner's or a staff participant's name or username, or any message's text. */
  search?: string
  /** 1-based page. */
  page: number
  pageSize: number
}

const ListReplySchema = v.object({ total: v.number(), rows: v.array(ChatSummarySchema) })

/**
 * One page of the caller's conversations, most recent first, searched, counted and paged by the
 * database (`list_chats`): learners get their own, staff theirs plus their pool, superadmin and
 * admin every one. A page past the end is empty with the real total.
 *
 * @throws AppError carrying the HTTP status of a failed call, or `DATA_CORRUPTION` for bad rows
 */
export async function listChats(
  client: SupabaseClient,
  query: ChatListQuery,
): Promise<Page<ChatSummary>> {
  const { data, error, status } = await client.rpc('list_chats', {
    p_search: query.search?.trim() ?? '',
    p_offset: (query.page - 1) * query.pageSize,
    p_limit: query.pageSize,
  })
  if (error) throw failed(error, status, 'chats.list')
  return parseWith(ListReplySchema, data, 'chats.list')
}
