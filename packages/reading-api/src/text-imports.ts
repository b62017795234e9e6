import { NATIVE_LANGUAGES, TARGET_LANGUAGES } from '@fabula/profile-api'
import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import { failed, parseWith } from './parse.js'

/**
 * Limits of a learner's own text (`/read/import`), the same numbers the database enforces
 * (`public.text_import_limits()`, migration 20261125081000_text_imports.sql). The file size is
 * the browser's own check, before anything is read.
 */
export const TEXT_IMPORT_LIMITS = {
  /** Largest file accepted (bytes): 2 MB. */
  maxFileBytes: 2 * 1024 * 1024,
  /** Most words of one text. */
  maxWords: 200_000,
  /** Most parts (chapters or pages) of one text. */
  maxParts: 500,
  /** Most words of one part. */
  maxPartWords: 5_000,
  /** Most characters of one part. */
  maxPartCharacters: 60_000,
  /** Most paragraphs of one part (a story's limit). */
  maxPartParagraphs: 200,
  /** Most imported texts a learner keeps. */
  maxImports: 200,
  /** Longest title. */
  maxTitleLength: 200,
} as const

/** Where an imported text came from. */
export const TEXT_IMPORT_FORMATS = ['paste', 'txt', 'epub', 'srt', 'vtt'] as const
/** A text import's format. */
export type TextImportFormat = (typeof TEXT_IMPORT_FORMATS)[number]

const TitleSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1),
  v.maxLength(TEXT_IMPORT_LIMITS.maxTitleLength),
)

/** One part (chapter or page) of a text, measured for the learner in the browser. */
export const TextImportPartSchema = v.pipe(
  v.object({
    title: TitleSchema,
    paragraphs: v.pipe(
      v.array(v.pipe(v.string(), v.minLength(1))),
      v.minLength(1),
      v.maxLength(TEXT_IMPORT_LIMITS.maxPartParagraphs),
    ),
    word_count: v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(TEXT_IMPORT_LIMITS.maxPartWords),
    ),
    /** Known share for the learner when imported, 0..1. */
    coverage: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
    new_word_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
  v.check(
    (part) =>
      part.paragraphs.reduce((sum, paragraph) => sum + paragraph.length, 0) <=
      TEXT_IMPORT_LIMITS.maxPartCharacters,
    `A part has at most ${TEXT_IMPORT_LIMITS.maxPartCharacters} characters.`,
  ),
)

/** A part of a text import. */
export type TextImportPart = v.InferOutput<typeof TextImportPartSchema>

/** A text to import: its title, language, format and parts. */
export const TextImportSchema = v.pipe(
  v.object({
    title: TitleSchema,
    language: v.picklist(TARGET_LANGUAGES),
    /** The learner's native language (kept with the text, as with stories). */
    native_language: v.picklist(NATIVE_LANGUAGES),
    format: v.picklist(TEXT_IMPORT_FORMATS),
    parts: v.pipe(
      v.array(TextImportPartSchema),
      v.minLength(1),
      v.maxLength(TEXT_IMPORT_LIMITS.maxParts),
    ),
  }),
  v.check(
    (text) =>
      text.parts.reduce((sum, part) => sum + part.word_count, 0) <= TEXT_IMPORT_LIMITS.maxWords,
    `A text has at most ${TEXT_IMPORT_LIMITS.maxWords} words.`,
  ),
)

/** A text import as the browser writes it. */
export type TextImportInput = v.InferInput<typeof TextImportSchema>

/** A stored text import: its id and the story of its first part. */
export interface ImportedText {
  importId: string
  firstStoryId: string
}

/** One part of an import as the reader lists it. */
export interface ImportPart {
  id: string
  part: number
  title: string
}

/** Bytes of one add-parts call at most: well under a request's 1 MB. */
const BATCH_BYTES = 600_000

/** Parts grouped into calls of at most {@link BATCH_BYTES} of JSON each. */
function batches<T>(items: readonly T[]): T[][] {
  const encoder = new TextEncoder()
  const out: T[][] = []
  let current: T[] = []
  let size = 0
  for (const item of items) {
    const bytes = encoder.encode(JSON.stringify(item)).length
    if (current.length > 0 && size + bytes > BATCH_BYTES) {
      out.push(current)
      current = []
      size = 0
    }
    current.push(item)
    size += bytes
  }
  if (current.length > 0) out.push(current)
  return out
}

/**
 * Stores a learner's own text as stories (provider `import`), one per part, in a few calls:
 * `begin_text_import`, `add_text_import_parts` per batch, `finish_text_import`. The import is
 * listed only once every part arrived; if a call fails, the pending import is deleted (and the
 * database removes any left over at the learner's next import), so no half text is ever shown.
 *
 * @throws AppError `INVALID_FORMAT` for a text outside the limits (before any request), else the
 *   HTTP status of the failed call
 */
export async function importText(
  client: SupabaseClient,
  input: TextImportInput,
): Promise<ImportedText> {
  const text = parseWith(TextImportSchema, input, 'textImports.import', 'INVALID_FORMAT')
  const words = text.parts.reduce((sum, part) => sum + part.word_count, 0)
  const begun = await client.rpc('begin_text_import', {
    p_title: text.title,
    p_language: text.language,
    p_native_language: text.native_language,
    p_format: text.format,
    p_word_count: words,
    p_part_count: text.parts.length,
  })
  if (begun.error) throw failed(begun.error, begun.status, 'textImports.begin')
  const importId = parseWith(v.pipe(v.string(), v.uuid()), begun.data, 'textImports.begin')
  try {
    const numbered = text.parts.map((part, index) => ({ part: index + 1, ...part }))
    for (const batch of batches(numbered)) {
      const added = await client.rpc('add_text_import_parts', {
        p_import_id: importId,
        p_parts: batch,
      })
      if (added.error) throw failed(added.error, added.status, 'textImports.addParts')
    }
    const finished = await client.rpc('finish_text_import', { p_import_id: importId })
    if (finished.error) throw failed(finished.error, finished.status, 'textImports.finish')
    const first = await client
      .from('stories')
      .select('id')
      .eq('import_id', importId)
      .eq('import_part', 1)
      .single()
    if (first.error) throw failed(first.error, first.status, 'textImports.first')
    return {
      importId,
      firstStoryId: parseWith(v.object({ id: v.string() }), first.data, 'textImports.first').id,
    }
  } catch (error) {
    // Best effort: a pending import is invisible anyway and goes with the next import.
    await client
      .from('text_imports')
      .delete()
      .eq('id', importId)
      .then(
        () => undefined,
        () => undefined,
      )
    throw error
  }
}

const ImportPartRowSchema = v.object({
  id: v.string(),
  import_part: v.number(),
  title: v.string(),
})

/**
 * The parts of one of the learner's imports, in order (the reader's chapter navigation).
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function listImportParts(
  client: SupabaseClient,
  userId: string,
  importId: string,
): Promise<ImportPart[]> {
  const { data, error, status } = await client
    .from('stories')
    .select('id,import_part,title')
    .eq('user_id', userId)
    .eq('import_id', importId)
    .order('import_part')
  if (error) throw failed(error, status, 'textImports.parts')
  return parseWith(v.array(ImportPartRowSchema), data, 'textImports.parts').map((row) => ({
    id: row.id,
    part: row.import_part,
    title: row.title,
  }))
}

/**
 * Deletes one of the learner's imported texts with all its parts, reading events and positions.
 *
 * @throws AppError carrying the HTTP status of a failed call
 */
export async function deleteTextImport(client: SupabaseClient, importId: string): Promise<void> {
  const { error, status } = await client.from('text_imports').delete().eq('id', importId)
  if (error) throw failed(error, status, 'textImports.delete')
}
