/**
 * Reads the shipped lesson files and builds their index; shared by `lessons:index` (which writes
 * the index) and the content test (which fails when the written index is stale).
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { LessonSchema, toLessonIndexEntry } from '../src/index.js'
import type { Lesson, LessonIndexEntry } from '../src/index.js'

/** `content/lessons` of this package. */
export const LESSONS_DIR = fileURLToPath(new URL('../content/lessons/', import.meta.url))

/** The generated index, beside the language folders. */
export const INDEX_FILE = join(LESSONS_DIR, 'index.json')

/** `<NN>-<slug>.json`: NN orders the files of a language, the slug is the id's last part. */
export const LESSON_FILE_NAME = /^(\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.json$/

/** A lesson file as read: its path below `content/lessons`, raw JSON and parse outcome. */
export interface LessonFile {
  /** e.g. `es/01-greetings-and-ser.json`. */
  file: string
  /** The language folder. */
  folder: string
  /** The parsed lesson, or undefined when the file is not valid JSON or breaks the schema. */
  lesson: Lesson | undefined
  /** What is wrong with the file on its own (JSON, schema); empty when valid. */
  problems: string[]
}

/** Reads every `content/lessons/<lang>/*.json`, sorted by path, validating each on its own. */
export async function readLessonFiles(): Promise<LessonFile[]> {
  const folders = (await readdir(LESSONS_DIR, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
  const files: LessonFile[] = []
  for (const folder of folders) {
    const names = (await readdir(join(LESSONS_DIR, folder))).filter((n) => n.endsWith('.json'))
    for (const name of names.sort()) {
      const file = `${folder}/${name}`
      const text = await readFile(join(LESSONS_DIR, folder, name), 'utf8')
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch (error) {
        files.push({ file, folder, lesson: undefined, problems: [`not JSON: ${String(error)}`] })
        continue
      }
      const parsed = v.safeParse(LessonSchema, json)
      files.push({
        file,
        folder,
        lesson: parsed.success ? parsed.output : undefined,
        problems: parsed.issues?.map((i) => `${v.getDotPath(i) ?? '(lesson)'}: ${i.message}`) ?? [],
      })
    }
  }
  return files
}

const LEVEL_RANK: Record<string, number> = { A1: 1, A2: 2, B1: 3, B2: 4, C1: 5, C2: 6 }

/** The index of valid lessons, sorted by language, level and order. */
export function buildLessonIndex(files: readonly LessonFile[]): { lessons: LessonIndexEntry[] } {
  const lessons = files
    .flatMap(({ lesson, file }) => (lesson ? [toLessonIndexEntry(lesson, file)] : []))
    .sort(
      (a, b) =>
        a.language.localeCompare(b.language) ||
        (LEVEL_RANK[a.level] ?? 0) - (LEVEL_RANK[b.level] ?? 0) ||
        a.order - b.order,
    )
  return { lessons }
}
