import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { failed, parseWith } from './parse.js'
import { AUDIT_ENTRY_COLUMNS, AuditEntrySchema, type AuditEntry } from './rows.js'

/** How many audit entries a detail sheet shows. */
export const AUDIT_PAGE_SIZE = 50

/**
 * The newest entries of an account's audit trail (`public.account_audit`): every action taken on
 * it through the admin-users function, newest first.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function listUserAudit(
  client: SupabaseClient,
  userId: string,
  limit = AUDIT_PAGE_SIZE,
): Promise<AuditEntry[]> {
  const { data, error, status } = await client
    .from('account_audit')
    .select(AUDIT_ENTRY_COLUMNS)
    .eq('target_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .limit(limit)
  if (error) throw failed(error, status, 'users.audit')
  return parseWith(v.array(AuditEntrySchema), data, 'users.audit')
}
