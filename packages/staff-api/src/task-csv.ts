import * as v from 'valibot'
import { formatCsv, parseCsv, unguardFormula } from './csv.js'
import {
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_LABELS,
  TASK_PRIORITIES,
  TASK_STATUSES,
  TASK_TITLE_MAX_LENGTH,
  type Task,
  type TaskLabel,
  type TaskPriority,
  type TaskStatus,
} from './rows.js'

/** Most rows one import may hold: they are written in one transaction (issue 16). */
export const TASK_IMPORT_MAX_ROWS = 5000

/** The columns of an exported file, in order. */
export const TASK_CSV_COLUMNS = [
  'id',
  'title',
  'description',
  'status',
  'priority',
  'label',
  'assignee',
  'created_at',
  'updated_at',
] as const
/** A column of the task CSV. */
export type TaskCsvColumn = (typeof TASK_CSV_COLUMNS)[number]

/** Columns an import must have. */
export const TASK_CSV_REQUIRED_COLUMNS = ['title', 'status', 'priority', 'label'] as const

/**
 * Columns an import reads; `created_at` and `updated_at` are accepted (an exported file goes
 * back in unchanged) but ignored, because the server keeps its own times.
 */
const READ_ONLY_COLUMNS: readonly TaskCsvColumn[] = ['created_at', 'updated_at']

/** Why an import file or one of its lines is refused. */
export const TASK_IMPORT_PROBLEMS = [
  'unterminated_quote',
  'stray_quote',
  'empty',
  'too_many_rows',
  'unknown_column',
  'missing_column',
  'duplicate_column',
  'column_count',
  'required',
  'too_long',
  'invalid',
  'not_found',
  'duplicate',
] as const
/** A reason an import is refused. */
export type TaskImportProblemCode = (typeof TASK_IMPORT_PROBLEMS)[number]

/**
 * One thing wrong with an import: the physical line (1 is the header; 0 for the file as a
 * whole), the column when one is at fault, and a code the screen words.
 */
export interface TaskImportProblem {
  line: number
  code: TaskImportProblemCode
  column?: string
  /** For `too_many_rows`: the limit and the number of rows found. */
  max?: number
  rows?: number
}

/** One validated line of an import, as the `import_tasks` function takes it. */
export interface TaskImportRow {
  line: number
  /** TASK-#### to update that task; absent to create one. */
  id?: string
  title: string
  description: string
  status: TaskStatus
  priority: TaskPriority
  label: TaskLabel
  /** A staff account's email or username; absent for nobody. */
  assignee?: string
}

/** What reading an import file gives: rows ready to send, or every problem found. */
export type TaskCsvReadResult =
  { ok: true; rows: TaskImportRow[] } | { ok: false; problems: TaskImportProblem[] }

// Enum cells are read case-insensitively ("In progress" is "in progress").
const enumCell = <const O extends readonly string[]>(options: O) =>
  v.pipe(v.string(), v.trim(), v.toLowerCase(), v.picklist(options))

const TaskCsvRowSchema = v.object({
  id: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^(TASK-\d{4,})?$/))),
  title: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('required'),
    v.maxLength(TASK_TITLE_MAX_LENGTH, 'too_long'),
  ),
  description: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(TASK_DESCRIPTION_MAX_LENGTH, 'too_long')),
    '',
  ),
  status: enumCell(TASK_STATUSES),
  priority: enumCell(TASK_PRIORITIES),
  label: enumCell(TASK_LABELS),
  assignee: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(320))),
})

function problemCode(issue: v.BaseIssue<unknown>): TaskImportProblemCode {
  if (issue.message === 'required' || issue.message === 'too_long') return issue.message
  return 'invalid'
}

function readHeader(fields: readonly string[]): TaskImportProblem[] {
  const problems: TaskImportProblem[] = []
  const seen = new Set<string>()
  for (const raw of fields) {
    const name = raw.trim().toLowerCase()
    if (!(TASK_CSV_COLUMNS as readonly string[]).includes(name)) {
      problems.push({ line: 1, code: 'unknown_column', column: raw.trim() })
    } else if (seen.has(name)) {
      problems.push({ line: 1, code: 'duplicate_column', column: name })
    }
    seen.add(name)
  }
  for (const required of TASK_CSV_REQUIRED_COLUMNS) {
    if (!seen.has(required)) problems.push({ line: 1, code: 'missing_column', column: required })
  }
  return problems
}

/**
 * Reads a task CSV for import: a header row naming the columns (any order, any case; `title`,
 * `status`, `priority` and `label` required), then one task per line. Every bad line is reported
 * with its number; nothing is returned to write unless all lines are good. At most
 * {@link TASK_IMPORT_MAX_ROWS} rows.
 */
export function readTaskCsv(text: string): TaskCsvReadResult {
  const parsed = parseCsv(text)
  if (!parsed.ok) return { ok: false, problems: [parsed.error] }
  const [header, ...records] = parsed.records
  if (!header) return { ok: false, problems: [{ line: 0, code: 'empty' }] }
  const headerProblems = readHeader(header.fields)
  if (headerProblems.length > 0) return { ok: false, problems: headerProblems }
  if (records.length === 0) return { ok: false, problems: [{ line: 0, code: 'empty' }] }
  if (records.length > TASK_IMPORT_MAX_ROWS) {
    return {
      ok: false,
      problems: [
        { line: 0, code: 'too_many_rows', max: TASK_IMPORT_MAX_ROWS, rows: records.length },
      ],
    }
  }
  const columns = header.fields.map((name) => name.trim().toLowerCase() as TaskCsvColumn)
  const problems: TaskImportProblem[] = []
  const rows: TaskImportRow[] = []
  const ids = new Map<string, number>()
  for (const record of records) {
    if (record.fields.length !== columns.length) {
      problems.push({ line: record.line, code: 'column_count' })
      continue
    }
    const cells: Record<string, string> = {}
    columns.forEach((column, index) => {
      if (!READ_ONLY_COLUMNS.includes(column)) {
        cells[column] = unguardFormula(record.fields[index] ?? '')
      }
    })
    const result = v.safeParse(TaskCsvRowSchema, cells)
    if (!result.success) {
      const fields = new Set<string>()
      for (const issue of result.issues) {
        const column = String(issue.path?.[0]?.key ?? 'row')
        if (fields.has(column)) continue
        fields.add(column)
        problems.push({ line: record.line, code: problemCode(issue), column })
      }
      continue
    }
    const { id, assignee, ...task } = result.output
    if (id) {
      const first = ids.get(id)
      if (first !== undefined) {
        problems.push({ line: record.line, code: 'duplicate', column: 'id' })
        continue
      }
      ids.set(id, record.line)
    }
    rows.push({
      line: record.line,
      ...task,
      ...(id ? { id } : {}),
      ...(assignee ? { assignee } : {}),
    })
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, rows }
}

/**
 * Writes tasks as the CSV the import reads back: the {@link TASK_CSV_COLUMNS}, the assignee as
 * their email. It starts with a byte-order mark, so spreadsheet programs read it as UTF-8, and
 * formula-like cells are guarded (see `guardFormula`).
 */
export function formatTaskCsv(tasks: readonly Task[]): string {
  const rows = tasks.map((task) => [
    task.id,
    task.title,
    task.description,
    task.status,
    task.priority,
    task.label,
    task.assignee?.email ?? '',
    task.created_at,
    task.updated_at,
  ])
  return `\uFEFF${formatCsv([TASK_CSV_COLUMNS, ...rows], { guard: true })}`
}
