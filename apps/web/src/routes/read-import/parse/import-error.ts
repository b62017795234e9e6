/** Why a text cannot be imported: a stable code the page words, with its numbers. */
export type ImportErrorCode =
  | 'FILE_TOO_LARGE'
  | 'TOO_MANY_WORDS'
  | 'TOO_MANY_PARTS'
  | 'NO_TEXT'
  | 'EMPTY_PASTE'
  | 'BAD_EPUB'
  | 'DRM_EPUB'
  | 'EPUB_TOO_LARGE'
  | 'NOT_UTF8'
  | 'UNSUPPORTED'

/**
 * A text that cannot be imported, found in the browser before anything is sent: nothing is
 * stored (issue 15: "malformed files: clear error, nothing stored").
 */
export class ImportError extends Error {
  readonly code: ImportErrorCode
  readonly params: Readonly<Record<string, number>>

  constructor(code: ImportErrorCode, params: Record<string, number> = {}) {
    super(code)
    this.name = 'ImportError'
    this.code = code
    this.params = params
  }
}

/** A chapter of a text as found in its file: an optional title and its paragraphs. */
export interface Chapter {
  title: string | null
  paragraphs: string[]
}

/** What a file or a pasted text holds. */
export interface ParsedText {
  /** A title found in the file (EPUB metadata), if any. */
  title: string | null
  chapters: Chapter[]
}
