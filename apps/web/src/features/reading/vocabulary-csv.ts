import { normalizeWord } from '@fabula/reading'
import {
  VOCABULARY_IMPORT_LIMIT,
  importProblems,
  type ImportProblem,
  type VocabularyImportRow,
  type VocabularyItem,
  type WordStatusValue,
} from '@fabula/reading-api'
import { phraseOfText } from './phrases'

/** Columns of an exported CSV, in order; an import reads the same names. */
const CSV_COLUMNS = [
  'language',
  'type',
  'term',
  'form',
  'status',
  'meaning',
  'note',
  'sentence',
  'story',
  'added',
] as const

/** Columns an import understands (`word` and `kind` are accepted for `term` and `type`). */
const IMPORT_COLUMNS = new Set<string>([...CSV_COLUMNS, 'word', 'kind'])

// A cell a spreadsheet would run as a formula gets a leading apostrophe on export; an import
// removes it again, so a round trip keeps the text.
const FORMULA_START = /^[=+\-@\t\r]/

function csvCell(value: string, separator: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return safe.includes(separator) || /["\r\n]/.test(safe) || /^\s|\s$/.test(safe)
    ? `"${safe.replaceAll('"', '""')}"`
    : safe
}

function csvLine(values: readonly string[], separator = ','): string {
  return values.map((value) => csvCell(value, separator)).join(separator)
}

/**
 * The learner's words and phrases as CSV (RFC 4180, CRLF, UTF-8 with a byte order mark so
 * spreadsheets read accents right). `term` is the dictionary form of a word or the phrase as
 * written; `meaning` and `note` are the learner's own. Importing the file gives the same list.
 */
export function vocabularyCsv(items: readonly VocabularyItem[]): string {
  const lines = [csvLine(CSV_COLUMNS)]
  for (const item of items) {
    lines.push(
      csvLine([
        item.language,
        item.kind,
        item.kind === 'phrase' ? item.text : item.term,
        item.kind === 'word' ? item.text : '',
        item.status,
        item.meaning ?? '',
        item.note ?? '',
        item.sentence ?? '',
        item.story_title ?? '',
        item.created_at.slice(0, 10),
      ]),
    )
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`
}

/**
 * An Anki-importable file: tab-separated, with Anki's file headers (no HTML, the columns named,
 * tags in the last column). Front: the word or phrase; Back: its meaning (own, else the one
 * `meaningOf` finds); then the sentence it was met in, the note and tags.
 */
export function vocabularyAnki(
  items: readonly VocabularyItem[],
  meaningOf: (item: VocabularyItem) => string | null = (item) => item.meaning,
): string {
  const lines = [
    '#separator:tab',
    '#html:false',
    '#columns:Front\tBack\tSentence\tNote\tTags',
    '#tags column:5',
  ]
  for (const item of items) {
    const tags = ['fabula', `fabula::${item.language}`, `fabula::${item.status}`].join(' ')
    lines.push(
      csvLine(
        [
          item.kind === 'phrase' ? item.text : item.term,
          meaningOf(item) ?? '',
          item.sentence ?? '',
          item.note ?? '',
          tags,
        ],
        '\t',
      ),
    )
  }
  return `${lines.join('\n')}\n`
}

/** A parsed CSV record and the line it starts on (1-based). */
export interface CsvRecord {
  line: number
  cells: string[]
}

/**
 * Parses CSV text (RFC 4180: quoted cells with doubled quotes and line breaks; CRLF or LF; a
 * byte order mark is ignored). The separator is a comma, or a tab when the first line has tabs
 * and no commas. Blank lines are skipped.
 */
export function parseCsv(text: string): CsvRecord[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text
  const firstLine = source.slice(0, source.search(/\r?\n|$/))
  const separator = firstLine.includes('\t') && !firstLine.includes(',') ? '\t' : ','
  const records: CsvRecord[] = []
  let cells: string[] = []
  let cell = ''
  let quoted = false
  let line = 1
  let start = 1
  let touched = false
  const endRecord = () => {
    cells.push(cell)
    if (touched || cells.length > 1 || cell !== '') records.push({ line: start, cells })
    cells = []
    cell = ''
    touched = false
  }
  for (let i = 0; i < source.length; i += 1) {
    const char = source.charAt(i)
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"'
        i += 1
      } else if (char === '"') {
        quoted = false
      } else {
        if (char === '\n') line += 1
        cell += char
      }
    } else if (char === '"' && cell === '') {
      quoted = true
      touched = true
    } else if (char === separator) {
      cells.push(cell)
      cell = ''
      touched = true
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1
      endRecord()
      line += 1
      start = line
    } else {
      cell += char
    }
  }
  if (cell !== '' || cells.length > 0 || touched) endRecord()
  return records
}

/** An import read from a file: the rows to send and every problem found, by line. */
export interface CsvImport {
  rows: VocabularyImportRow[]
  problems: ImportProblem[]
}

const unformula = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value)

/**
 * Reads an import file: the header names the columns (`term` or `word` required; `language`,
 * `type`, `status`, `meaning`, `note`, `sentence` optional; `form`, `story` and `added` are read
 * and ignored, so an export imports as it is). Words are normalised like the reader's tokens,
 * phrases keyed by their words. Every problem is reported with its line; the caller writes
 * nothing when there is any.
 */
export function importFromCsv(text: string, defaults: { language: string }): CsvImport {
  const records = parseCsv(text)
  const header = records[0]
  if (!header) return { rows: [], problems: [{ line: 1, field: 'header' }] }
  const names = header.cells.map((name) => name.trim().toLowerCase())
  const problems: ImportProblem[] = names
    .filter((name) => !IMPORT_COLUMNS.has(name))
    .map((name) => ({ line: header.line, field: `column:${name}` }))
  if (!names.includes('term') && !names.includes('word')) {
    problems.push({ line: header.line, field: 'column:term' })
  }
  if (records.length - 1 > VOCABULARY_IMPORT_LIMIT) {
    const first = records[VOCABULARY_IMPORT_LIMIT + 1]
    problems.push({ line: first?.line ?? 0, field: 'row' })
  }
  if (problems.length > 0) return { rows: [], problems }

  const column = (cells: readonly string[], ...keys: string[]) => {
    for (const key of keys) {
      const at = names.indexOf(key)
      const value = at >= 0 ? unformula((cells[at] ?? '').trim()) : ''
      if (value !== '') return value
    }
    return undefined
  }
  const rows = records.slice(1).map((record): VocabularyImportRow => {
    const language = column(record.cells, 'language')?.toLowerCase() ?? defaults.language
    // A phrase is written on one line: line breaks inside a quoted cell become spaces.
    const written = (column(record.cells, 'term', 'word') ?? '').replace(/\s+/g, ' ')
    const type = column(record.cells, 'type', 'kind')?.toLowerCase()
    const kind = (type ?? (/\s/.test(written) ? 'phrase' : 'word')) as VocabularyImportRow['kind']
    const status = (column(record.cells, 'status')?.toLowerCase() ?? 'learning') as WordStatusValue
    const meaning = column(record.cells, 'meaning')
    const note = column(record.cells, 'note')
    const sentence = column(record.cells, 'sentence')
    let term = written
    try {
      term =
        kind === 'phrase' ? phraseOfText(written, language).key : normalizeWord(written, language)
    } catch {
      // Not a language tag at all: the language check below reports the line.
    }
    // Typed as a row; whether it is one, importProblems() below decides, line by line.
    return {
      line: record.line,
      kind,
      language: language as VocabularyImportRow['language'],
      term,
      ...(kind === 'phrase' ? { text: written } : {}),
      status,
      ...(meaning ? { meaning } : {}),
      ...(note ? { note } : {}),
      ...(sentence ? { sentence } : {}),
    }
  })
  return { rows, problems: importProblems(rows) }
}
