import { describe, expect, it } from 'vitest'
import type { Task } from './rows.js'
import { TASK_IMPORT_MAX_ROWS, formatTaskCsv, readTaskCsv } from './task-csv.js'

const HEADER = 'id,title,description,status,priority,label,assignee'

function task(overrides: Partial<Task> = {}): Task {
  return {
    id: 'TASK-0007',
    title: 'Proofread stories',
    description: 'Two reviewers, "careful" edits,\nthen sign-off',
    status: 'in progress',
    priority: 'high',
    label: 'documentation',
    assignee_id: 'a1',
    assignee: { id: 'a1', email: 'mia@fabula.test', username: 'mia', name: 'Mia' },
    created_by: null,
    updated_by: null,
    created_at: '2026-11-25T10:00:00.000Z',
    updated_at: '2026-11-25T11:00:00.000Z',
    ...overrides,
  }
}

describe('readTaskCsv', () => {
  it('reads what formatTaskCsv wrote: same ids, fields and assignees', () => {
    const tasks = [
      task(),
      task({ id: 'TASK-12345', title: '=cmd', assignee: null, assignee_id: null, label: 'bug' }),
    ]
    const result = readTaskCsv(formatTaskCsv(tasks))
    expect(result).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          id: 'TASK-0007',
          title: 'Proofread stories',
          description: 'Two reviewers, "careful" edits,\nthen sign-off',
          status: 'in progress',
          priority: 'high',
          label: 'documentation',
          assignee: 'mia@fabula.test',
        },
        {
          line: 4,
          id: 'TASK-12345',
          title: '=cmd',
          description: 'Two reviewers, "careful" edits,\nthen sign-off',
          status: 'in progress',
          priority: 'high',
          label: 'bug',
        },
      ],
    })
  })

  it('accepts columns in any order and case, enum cells in any case, and no id for new tasks', () => {
    const csv = 'Label,TITLE,Priority,Status\r\nBug,New one,Critical,In Progress\r\n'
    expect(readTaskCsv(csv)).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          title: 'New one',
          description: '',
          status: 'in progress',
          priority: 'critical',
          label: 'bug',
        },
      ],
    })
  })

  it('reports every bad line with its number and column, and returns no rows', () => {
    const csv = [
      HEADER,
      'TASK-0001,Fine,,todo,low,bug,',
      'TASK-01,Short id,,todo,low,bug,',
      ',,,todo,low,bug,',
      `,${'x'.repeat(201)},,todo,low,bug,`,
      ',Bad enums,,doing,urgent,chore,',
      ',Too few,todo',
      'TASK-0001,Twice,,todo,low,bug,',
    ].join('\n')
    const result = readTaskCsv(csv)
    expect(result).toEqual({
      ok: false,
      problems: [
        { line: 3, code: 'invalid', column: 'id' },
        { line: 4, code: 'required', column: 'title' },
        { line: 5, code: 'too_long', column: 'title' },
        { line: 6, code: 'invalid', column: 'status' },
        { line: 6, code: 'invalid', column: 'priority' },
        { line: 6, code: 'invalid', column: 'label' },
        { line: 7, code: 'column_count' },
        { line: 8, code: 'duplicate', column: 'id' },
      ],
    })
  })

  it('refuses unknown, missing and repeated columns on line 1', () => {
    expect(readTaskCsv('title,title,status,owner\nx,y,todo,z')).toEqual({
      ok: false,
      problems: [
        { line: 1, code: 'duplicate_column', column: 'title' },
        { line: 1, code: 'unknown_column', column: 'owner' },
        { line: 1, code: 'missing_column', column: 'priority' },
        { line: 1, code: 'missing_column', column: 'label' },
      ],
    })
  })

  it('refuses an empty file, a header alone and a broken quote', () => {
    expect(readTaskCsv('')).toEqual({ ok: false, problems: [{ line: 0, code: 'empty' }] })
    expect(readTaskCsv(`\uFEFF${HEADER}\r\n`)).toEqual({
      ok: false,
      problems: [{ line: 0, code: 'empty' }],
    })
    expect(readTaskCsv(`${HEADER}\n,"open,,todo,low,bug,`)).toEqual({
      ok: false,
      problems: [{ line: 2, code: 'unterminated_quote' }],
    })
  })

  it(`refuses more than ${TASK_IMPORT_MAX_ROWS} rows as a whole`, () => {
    const line = ',A task,,todo,low,bug,'
    const ok = readTaskCsv([HEADER, ...Array<string>(TASK_IMPORT_MAX_ROWS).fill(line)].join('\n'))
    expect(ok.ok && ok.rows.length).toBe(TASK_IMPORT_MAX_ROWS)
    const big = readTaskCsv([HEADER, ...Array<string>(10_000).fill(line)].join('\n'))
    expect(big).toEqual({
      ok: false,
      problems: [{ line: 0, code: 'too_many_rows', max: TASK_IMPORT_MAX_ROWS, rows: 10_000 }],
    })
  })
})

describe('formatTaskCsv', () => {
  it('writes a BOM, the header, CRLF lines and guarded formula cells', () => {
    const csv = formatTaskCsv([task({ title: '@everyone', description: '' })])
    expect(csv).toBe(
      '\uFEFFid,title,description,status,priority,label,assignee,created_at,updated_at\r\n' +
        "TASK-0007,'@everyone,,in progress,high,documentation,mia@fabula.test," +
        '2026-11-25T10:00:00.000Z,2026-11-25T11:00:00.000Z\r\n',
    )
  })
})
