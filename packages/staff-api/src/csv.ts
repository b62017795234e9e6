/**
 * A small RFC 4180 reader and writer. Our own rather than a library: the task import needs the
 * physical line each record starts on (to report bad lines by number), a byte-order mark and any
 * line ending accepted, and nothing else; the maintained parsers that do this are many times the
 * size of this file (ADR 0045). Property tests in csv.test.ts check that what {@link formatCsv}
 * writes, {@link parseCsv} reads back unchanged.
 */

/** One record of a CSV file and the physical line (1-based) it starts on. */
export interface CsvRecord {
  line: number
  fields: string[]
}

/** A CSV file that cannot be read as records at all. */
export interface CsvSyntaxError {
  line: number
  /** `unterminated_quote`: a quoted field never closes; `stray_quote`: text after a closing quote. */
  code: 'unterminated_quote' | 'stray_quote'
}

/** What {@link parseCsv} read: records, or the first syntax error. */
export type CsvParseResult =
  { ok: true; records: CsvRecord[] } | { ok: false; error: CsvSyntaxError }

const BOM = '\uFEFF'

/**
 * Reads CSV text: comma-separated fields, double-quoted fields with `""` for a quote and line
 * breaks inside, records ending in CRLF, LF or CR, an optional byte-order mark. A record of one
 * empty field (a blank line) is skipped, as is the final line break; line numbers stay physical.
 */
export function parseCsv(text: string): CsvParseResult {
  const input = text.startsWith(BOM) ? text.slice(1) : text
  const records: CsvRecord[] = []
  let fields: string[] = []
  let field = ''
  let line = 1
  let recordLine = 1
  let i = 0
  // Whether the current field was quoted (so an empty quoted field still makes a record).
  let quotedField = false

  const endRecord = () => {
    fields.push(field)
    if (!(fields.length === 1 && fields[0] === '' && !quotedField)) {
      records.push({ line: recordLine, fields })
    }
    fields = []
    field = ''
    quotedField = false
  }

  while (i < input.length) {
    const ch = input[i]
    if (ch === '"' && field === '' && !quotedField) {
      quotedField = true
      const start = line
      i += 1
      for (;;) {
        if (i >= input.length)
          return { ok: false, error: { line: start, code: 'unterminated_quote' } }
        const c = input[i]
        if (c === '"') {
          if (input[i + 1] === '"') {
            field += '"'
            i += 2
            continue
          }
          i += 1
          break
        }
        if (c === '\r' || c === '\n') {
          // Keep the break as written, but count CRLF as one line.
          if (c === '\r' && input[i + 1] === '\n') {
            field += '\r\n'
            i += 2
          } else {
            field += c
            i += 1
          }
          line += 1
          continue
        }
        field += c
        i += 1
      }
      const next = input[i]
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
        return { ok: false, error: { line, code: 'stray_quote' } }
      }
      continue
    }
    if (ch === ',') {
      fields.push(field)
      field = ''
      quotedField = false
      i += 1
      continue
    }
    if (ch === '\r' || ch === '\n') {
      endRecord()
      i += ch === '\r' && input[i + 1] === '\n' ? 2 : 1
      line += 1
      recordLine = line
      continue
    }
    if (ch === '"') {
      // A quote inside an unquoted field (RFC 4180 forbids it; spreadsheets never write it).
      return { ok: false, error: { line, code: 'stray_quote' } }
    }
    field += ch
    i += 1
  }
  if (field !== '' || fields.length > 0 || quotedField) endRecord()
  return { ok: true, records }
}

// Spreadsheet programs run a cell that starts with one of these as a formula. An exported field
// that would is written with a leading apostrophe (shown as text), and the import takes exactly
// one apostrophe off again, so titles round-trip (OWASP "CSV injection").
const FORMULA_START = /^'*[=+\-@\t\r]/

/** A field as it is safe to hand to a spreadsheet: formula-like text gets a leading `'`. */
export function guardFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value
}

/** The inverse of {@link guardFormula}. */
export function unguardFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value) ? value.slice(1) : value
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value)
    ? `"${value.replaceAll('"', '""')}"`
    : value
}

/**
 * Writes records as RFC 4180 CSV: CRLF line ends, fields quoted when they hold a comma, a quote,
 * a line break or surrounding white space. Pass `guard: true` for files people open in a
 * spreadsheet (see {@link guardFormula}).
 */
export function formatCsv(
  records: readonly (readonly string[])[],
  options: { guard?: boolean } = {},
): string {
  const field = options.guard ? (value: string) => quote(guardFormula(value)) : quote
  // A record of one empty field is written `""`: a bare empty line would read as no record.
  const line = (record: readonly string[]) =>
    record.length === 1 && record[0] === '' ? '""' : record.map(field).join(',')
  return records.map((record) => `${line(record)}\r\n`).join('')
}
