import { TEXT_IMPORT_LIMITS, type TextImportFormat } from '@fabula/reading-api'
import { epubText } from './epub'
import { ImportError, type ParsedText } from './import-error'
import { decodeText, plainTextChapters } from './plain-text'
import { subtitleChapters } from './subtitles'

/** File name endings the import reads, and the format each is stored as. */
const FORMATS: Readonly<Record<string, Exclude<TextImportFormat, 'paste'>>> = {
  txt: 'txt',
  text: 'txt',
  epub: 'epub',
  srt: 'srt',
  vtt: 'vtt',
}

/** The file input's `accept` list. */
export const ACCEPTED_FILES = '.txt,.epub,.srt,.vtt,text/plain,application/epub+zip,text/vtt'

/** What the import needs of a file: its name, size and bytes (a `File` fits). */
export interface ImportFile {
  name: string
  size: number
  arrayBuffer(): Promise<ArrayBuffer>
}

/** The format of a file, from its name; `null` for a file the import cannot read. */
function formatOf(name: string): Exclude<TextImportFormat, 'paste'> | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase()
  return extension ? (FORMATS[extension] ?? null) : null
}

/** A file's name without its extension, as a title to start from. */
export function titleFromFileName(name: string): string {
  return name
    .replace(/\.[^.]+$/, '')
    .replace(/[_]+/g, ' ')
    .trim()
}

/**
 * Reads an uploaded file into chapters of paragraphs, in the browser. The size is checked before
 * a byte is read; a file that cannot be read is refused with an ImportError and nothing is sent.
 *
 * @throws ImportError `UNSUPPORTED`, `FILE_TOO_LARGE`, `NOT_UTF8`, `BAD_EPUB`, `DRM_EPUB`,
 *   `EPUB_TOO_LARGE`, `NO_TEXT`
 */
export async function readImportFile(
  file: ImportFile,
): Promise<ParsedText & { format: Exclude<TextImportFormat, 'paste'> }> {
  const format = formatOf(file.name)
  if (!format) throw new ImportError('UNSUPPORTED')
  if (file.size > TEXT_IMPORT_LIMITS.maxFileBytes) {
    throw new ImportError('FILE_TOO_LARGE', {
      size: Math.round((file.size / 1024 / 1024) * 10) / 10,
      max: TEXT_IMPORT_LIMITS.maxFileBytes / 1024 / 1024,
    })
  }
  const bytes = new Uint8Array(await file.arrayBuffer())
  const parsed: ParsedText =
    format === 'epub'
      ? epubText(bytes)
      : {
          title: null,
          chapters:
            format === 'txt'
              ? plainTextChapters(decodeText(bytes))
              : subtitleChapters(decodeText(bytes)),
        }
  if (parsed.chapters.length === 0) throw new ImportError('NO_TEXT')
  return { ...parsed, format }
}
