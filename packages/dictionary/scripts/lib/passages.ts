/**
 * Public-domain passages with hand-written answer lists (`passages/<lang>.json`), for measuring
 * how many distinct words of real text get a meaning and whether the first meaning fits.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { PACKAGE_ROOT } from './cache'

const PassageSchema = v.object({
  language: v.string(),
  title: v.string(),
  author: v.string(),
  published: v.string(),
  status: v.string(),
  /** Paragraphs, as printed. */
  text: v.pipe(v.array(v.pipe(v.string(), v.minLength(1))), v.minLength(1)),
  /** Normalised tokens that are names (not vocabulary): left out of the measurement. */
  names: v.array(v.string()),
  /**
   * Normalised token → meanings that fit it in this passage (in the pair's meaning language),
   * written from knowledge of the language, not from the dictionary's output.
   */
  answers: v.record(
    v.string(),
    v.pipe(v.array(v.pipe(v.string(), v.minLength(1))), v.minLength(1)),
  ),
})

/** One passage with its answer list. */
export type Passage = v.InferOutput<typeof PassageSchema>

/** Languages with a passage, in the order the library lists them. */
export const PASSAGE_LANGUAGES = [
  'es',
  'pt',
  'fr',
  'it',
  'de',
  'en',
  'ja',
  'zh',
  'ar',
  'ru',
] as const

/**
 * Reads and validates a passage.
 *
 * @param lang - Language code.
 * @returns The passage.
 * @throws When the file is missing or malformed (the message names the file).
 */
export function readPassage(lang: string): Passage {
  const file = join(PACKAGE_ROOT, 'passages', `${lang}.json`)
  const result = v.safeParse(PassageSchema, JSON.parse(readFileSync(file, 'utf8')))
  if (!result.success) {
    const issue = result.issues[0]
    throw new Error(`${file}: ${issue ? v.getDotPath(issue) : ''} ${issue?.message ?? 'invalid'}`)
  }
  return result.output
}

/** Lower case, letters and digits only, single spaces. */
function plain(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}'’ -]+/gu, ' ')
    .replace(/[’]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}

/** Leading words that do not change a gloss: the infinitive marker and articles. */
const FILLER = /^(?:to|a|an|the|el|la|los|las|un|una|lo) /

/**
 * The alternatives a meaning offers: its comma-, semicolon- or slash-separated parts, the text of
 * its parentheses as parts of their own, a compound's "part: gloss" prefix removed, and filler
 * words ("to", articles) dropped from the front.
 */
function alternatives(meaning: string): string[] {
  const out: string[] = []
  const inner = [...meaning.matchAll(/\(([^)]*)\)/g)].map((m) => m[1] ?? '')
  const outer = meaning.replace(/\([^)]*\)/g, ' ')
  for (const chunk of [outer, ...inner]) {
    for (const part of chunk.split(/[,;/]/)) {
      let item = plain(part.replace(/^[^:]*:\s*/, (prefix) => (prefix.length < 40 ? '' : prefix)))
      for (let i = 0; i < 2; i += 1) item = item.replace(FILLER, '')
      if (item !== '') out.push(item)
    }
  }
  return out
}

/**
 * Whether a dictionary meaning fits one of the accepted answers: some alternative of the meaning
 * is an accepted answer, starts with one ("be born" for "be"), or — for alternatives of at most
 * six words — contains one as whole words ("domestic cat" for "cat").
 *
 * @param meaning - The first meaning the dictionary shows.
 * @param accepted - Meanings that fit the word in its passage.
 * @returns True when the meaning fits.
 */
export function meaningFits(meaning: string, accepted: readonly string[]): boolean {
  const wanted = accepted.map((answer) => {
    let item = plain(answer)
    for (let i = 0; i < 2; i += 1) item = item.replace(FILLER, '')
    return item
  })
  return alternatives(meaning).some((item) =>
    wanted.some(
      (answer) =>
        answer !== '' &&
        (item === answer ||
          item.startsWith(`${answer} `) ||
          (item.split(' ').length <= 6 && ` ${item} `.includes(` ${answer} `))),
    ),
  )
}
