/** One column of a CSV file: its heading and how a row gives its cell. */
export interface CsvColumn<T> {
  heading: string
  value: (row: T) => string | number | null
}

/**
 * RFC 4180 CSV: cells with a comma, quote or line break are quoted, quotes doubled. A text cell
 * that starts like a formula (= + - @, tab, return) gets a leading apostrophe, so a spreadsheet
 * shows it instead of running it; numbers stay numbers.
 */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const cell = (value: string | number | null) => {
    if (value === null) return ''
    if (typeof value === 'number') return String(value)
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
    return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
  }
  const lines = [
    columns.map((column) => cell(column.heading)).join(','),
    ...rows.map((row) => columns.map((column) => cell(column.value(row))).join(',')),
  ]
  return `${lines.join('\r\n')}\r\n`
}

/** Offers `text` as a download named `filename` (a CSV file, UTF-8 with a byte order mark). */
export function downloadCsv(filename: string, text: string): void {
  // The byte order mark makes spreadsheet programs read accented words as UTF-8.
  const blob = new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
