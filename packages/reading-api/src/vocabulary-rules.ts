import { TARGET_LANGUAGES } from '@fabula/profile-api'
import * as v from 'valibot'
import { WORD_STATUSES } from './constants.js'

/** Longest own meaning (characters). */
export const MEANING_MAX_LENGTH = 500
/** Longest note (characters). */
export const NOTE_MAX_LENGTH = 500
/** Longest phrase as written (characters). */
export const PHRASE_TEXT_MAX_LENGTH = 200
/** Longest kept sentence (characters). */
export const SENTENCE_MAX_LENGTH = 1000
/** Most words in a phrase. */
export const PHRASE_MAX_WORDS = 10

// Control characters, as the database's is_plain_text() refuses them. NUL cannot be stored at
// all; tab is allowed everywhere, line breaks only in notes. Matching them is the point here.
/* eslint-disable no-control-regex */
const ONE_LINE_CONTROLS = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f]/
const MULTILINE_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
/* eslint-enable no-control-regex */

/** Characters as PostgreSQL's char_length counts them (code points, not UTF-16 units). */
function codePoints(text: string): number {
  let count = 0
  for (const _ of text) count += 1
  return count
}

/**
 * Whether `text` is plain text as the database's `is_plain_text(text, max, multiline)` check
 * says: 1..`max` characters, not blank, no control characters (line breaks only when
 * `multiline`).
 */
export function isPlainText(text: string, max: number, multiline = false): boolean {
  return (
    codePoints(text) >= 1 &&
    codePoints(text) <= max &&
    /\S/.test(text) &&
    !(multiline ? MULTILINE_CONTROLS : ONE_LINE_CONTROLS).test(text)
  )
}

/** Plain text of at most `max` characters, trimmed first (meanings, notes, phrases). */
export function PlainTextSchema(max: number, multiline = false) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.check((text) => isPlainText(text, max, multiline), 'INVALID_FORMAT'),
  )
}

/** An own meaning: one line of plain text, at most {@link MEANING_MAX_LENGTH} characters. */
export const MeaningSchema = PlainTextSchema(MEANING_MAX_LENGTH)
/** A note: plain text that may span lines, at most {@link NOTE_MAX_LENGTH} characters. */
export const NoteSchema = PlainTextSchema(NOTE_MAX_LENGTH, true)

/** A normalised word (as @fabula/reading's normalizeWord makes it): 1..100 characters, no space. */
export const NormalizedWordSchema = v.pipe(
  v.string(),
  v.check((word) => codePoints(word) >= 1 && codePoints(word) <= 100 && !/\s/.test(word)),
)

/** A phrase key: 2..10 normalised words joined by one space, 3..200 characters. */
export const PhraseKeySchema = v.pipe(
  v.string(),
  v.check(
    (phrase) =>
      codePoints(phrase) >= 3 &&
      codePoints(phrase) <= 200 &&
      new RegExp(`^\\S+( \\S+){1,${PHRASE_MAX_WORDS - 1}}$`).test(phrase),
  ),
)

const Optional = <S extends v.GenericSchema>(schema: S) => v.optional(v.nullable(schema))

/**
 * One row of a vocabulary import as the browser sends it to `import_vocabulary()`. `line` is
 * the row's line in the learner's file, for error messages. The database checks the same rules
 * (`vocabulary_row_problems()`); a test proves both accept and refuse the same rows.
 */
export const VocabularyImportRowSchema = v.pipe(
  v.object({
    line: v.pipe(v.number(), v.integer(), v.minValue(1)),
    kind: v.picklist(['word', 'phrase']),
    language: v.picklist(TARGET_LANGUAGES),
    term: v.string(),
    text: Optional(
      v.pipe(
        v.string(),
        v.check((t) => isPlainText(t, PHRASE_TEXT_MAX_LENGTH)),
      ),
    ),
    status: v.picklist(WORD_STATUSES),
    meaning: Optional(
      v.pipe(
        v.string(),
        v.check((t) => isPlainText(t, MEANING_MAX_LENGTH)),
      ),
    ),
    note: Optional(
      v.pipe(
        v.string(),
        v.check((t) => isPlainText(t, NOTE_MAX_LENGTH, true)),
      ),
    ),
    sentence: Optional(
      v.pipe(
        v.string(),
        v.check((t) => isPlainText(t, SENTENCE_MAX_LENGTH)),
      ),
    ),
  }),
  v.forward(
    v.check(
      (row) => v.is(row.kind === 'phrase' ? PhraseKeySchema : NormalizedWordSchema, row.term),
      'INVALID_FORMAT',
    ),
    ['term'],
  ),
)

/** An import row as the browser writes it. */
export type VocabularyImportRow = v.InferOutput<typeof VocabularyImportRowSchema>

/** A field of an import line that breaks the rules. */
export interface ImportProblem {
  /** The line in the learner's file (1 is the header). */
  line: number
  /** The field (`term`, `status`, `meaning` …), or `row` for the line as a whole. */
  field: string
}

/**
 * The problems of import rows, checked in the browser before anything is sent: one entry per
 * bad field, in line order. Empty when every row is good.
 */
export function importProblems(rows: readonly unknown[]): ImportProblem[] {
  const problems: ImportProblem[] = []
  rows.forEach((row, index) => {
    const result = v.safeParse(VocabularyImportRowSchema, row)
    if (result.success) return
    const line =
      typeof (row as { line?: unknown } | null)?.line === 'number'
        ? (row as { line: number }).line
        : index + 2
    const fields = new Set(
      result.issues.map((issue) => (v.getDotPath(issue) ?? 'row').split('.')[0] ?? 'row'),
    )
    for (const field of fields) problems.push({ line, field })
  })
  return problems
}
