import { ImportError, type Chapter } from './import-error'

/**
 * The text of a `.txt` file. UTF-8 (with or without a byte-order mark) and UTF-16 with a mark
 * are read; anything else is refused rather than shown as mojibake.
 */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes)
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes)
  try {
    // `fatal`: invalid UTF-8 throws instead of becoming U+FFFD; the BOM is dropped by default.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new ImportError('NOT_UTF8')
  }
}

/** Control characters other than tab and line breaks; they never belong in a reading text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g

/**
 * Paragraphs of plain text: blank lines separate paragraphs; where a text has no blank line at
 * all, every line is one. Runs of white space inside a paragraph become one space.
 */
export function plainTextParagraphs(text: string): string[] {
  const clean = text.replace(/\r\n?/g, '\n').replace(CONTROL, '')
  const blocks = /\n[ \t]*\n/.test(clean) ? clean.split(/\n[ \t]*\n+/) : clean.split('\n')
  return blocks.map((block) => block.replace(/\s+/g, ' ').trim()).filter((block) => block !== '')
}

/** A plain text (pasted or from a `.txt` file) as one chapter. */
export function plainTextChapters(text: string): Chapter[] {
  const paragraphs = plainTextParagraphs(text)
  return paragraphs.length > 0 ? [{ title: null, paragraphs }] : []
}
