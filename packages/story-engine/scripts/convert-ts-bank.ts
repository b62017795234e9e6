/**
 * One-off conversion (issue 15): turns the TypeScript bank modules (src/bank/<lang>/*.ts) into
 * one JSON file per story under content/stories/<lang>/<id>.json, in the format of ADR 0034.
 *
 * - Glossary entries of one word become `glossary[normalizedForm] = [lemma, meaning]`, keyed the
 *   way @fabula/reading tokenizes the text; entries of several words become `phrases`.
 * - Meanings and translations are English, except for English stories: Spanish.
 * - English stories drop `translations.en` (it repeated the text).
 *
 *   pnpm --filter @fabula/story-engine exec tsx scripts/convert-ts-bank.ts
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { normalizeWord, segmentWords } from '@fabula/reading'
import * as prettier from 'prettier'
import { BANK_STORIES } from '../src/index'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'content', 'stories')

for (const story of BANK_STORIES) {
  const english = story.language === 'en'
  const glossary: Record<string, [string, string]> = {}
  const phrases: { text: string; lemma: string; gloss: string }[] = []
  for (const entry of story.glossary) {
    const meaning = english ? entry.gloss.es : entry.gloss.en
    if (meaning === undefined) throw new Error(`${story.id}: "${entry.word}" has no meaning`)
    const words = segmentWords(entry.word, story.language).filter((token) => token.isWord)
    if (words.length === 1 && words[0]?.text === entry.word.trim()) {
      glossary[normalizeWord(entry.word, story.language)] = [entry.lemma, meaning]
    } else {
      phrases.push({ text: entry.word, lemma: entry.lemma, gloss: meaning })
    }
  }
  const translations = english ? { es: story.translations.es } : { en: story.translations.en }
  const json = {
    id: story.id,
    language: story.language,
    level: story.level,
    subLevel: story.subLevel,
    genres: story.genres,
    title: story.title,
    characters: story.characters,
    paragraphs: story.paragraphs,
    translations,
    glossary,
    ...(phrases.length > 0 ? { phrases } : {}),
    questions: story.questions,
  }
  const file = join(root, story.language, `${story.id}.json`)
  const options = (await prettier.resolveConfig(file)) ?? {}
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, await prettier.format(JSON.stringify(json), { ...options, filepath: file }))
  console.log(`${file}: ${Object.keys(glossary).length} glossary, ${phrases.length} phrases`)
}
