import { AppError } from '@fabula/errors'
import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { failed, parseWith } from './parse.js'
import {
  TASK_IMPORT_MAX_ROWS,
  TASK_IMPORT_PROBLEMS,
  type TaskImportProblem,
  type TaskImportRow,
} from './task-csv.js'

/**
 * The largest import body sent in one request. The local backend refuses bodies over 1 MiB
 * (hosted Supabase allows more); a file this large is refused in the browser with a clear
 * reason instead of the gateway's 413.
 */
export const TASK_IMPORT_MAX_BYTES = 1_000_000

/** What an import did, or why it wrote nothing. */
export type TaskImportResult =
  { ok: true; created: number; updated: number } | { ok: false; problems: TaskImportProblem[] }

const ImportReplySchema = v.object({ created: v.number(), updated: v.number() })

const ServerProblemsSchema = v.array(
  v.object({
    line: v.number(),
    field: v.string(),
    code: v.picklist(TASK_IMPORT_PROBLEMS),
  }),
)

function serverProblems(details: string | undefined): TaskImportProblem[] | undefined {
  try {
    const parsed = v.safeParse(ServerProblemsSchema, JSON.parse(details ?? ''))
    if (!parsed.success) return undefined
    return parsed.output.map(({ line, field, code }) =>
      field === 'row' ? { line, code } : { line, code, column: field },
    )
  } catch {
    return undefined
  }
}

/**
 * Imports tasks read by `readTaskCsv` in one transaction (`import_tasks()`): rows with an id
 * update that task, the others create tasks. The server checks every row again (ids exist,
 * assignees are staff, …) and writes nothing when any is bad; its problems come back with
 * their line numbers like the browser's own.
 *
 * @throws AppError with the HTTP status of a refused call (403 for a role without tasks:manage)
 */
export async function importTasks(
  client: SupabaseClient,
  rows: readonly TaskImportRow[],
): Promise<TaskImportResult> {
  if (rows.length === 0) return { ok: false, problems: [{ line: 0, code: 'empty' }] }
  if (rows.length > TASK_IMPORT_MAX_ROWS) {
    return {
      ok: false,
      problems: [{ line: 0, code: 'too_many_rows', max: TASK_IMPORT_MAX_ROWS, rows: rows.length }],
    }
  }
  const body = JSON.stringify({ p_rows: rows })
  if (new TextEncoder().encode(body).length > TASK_IMPORT_MAX_BYTES) {
    throw new AppError('VALUE_OUT_OF_RANGE', {
      message: 'import too large',
      context: { operation: 'tasks.import', reason: 'too_large', max: TASK_IMPORT_MAX_BYTES },
    })
  }
  const { data, error, status } = await client.rpc('import_tasks', { p_rows: rows })
  if (error) {
    if (error.message === 'TASK_IMPORT_INVALID') {
      const problems = serverProblems(error.details)
      if (problems) return { ok: false, problems }
    }
    if (error.message === 'TASK_IMPORT_TOO_MANY') {
      return {
        ok: false,
        problems: [
          { line: 0, code: 'too_many_rows', max: TASK_IMPORT_MAX_ROWS, rows: rows.length },
        ],
      }
    }
    throw failed(error, status, 'tasks.import')
  }
  const reply = parseWith(ImportReplySchema, data, 'tasks.import')
  return { ok: true, ...reply }
}
