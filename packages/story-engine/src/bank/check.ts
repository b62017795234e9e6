import { normalizeWord } from '@fabula/reading'
import * as v from 'valibot'
import {
  STORY_LENGTH_RANGES,
  phraseOccurs,
  storyParagraphTexts,
  storyWordCount,
  storyWordTypes,
} from './text'
import type { BankStory } from './types'
import { BankStorySchema, PLACEHOLDER_PATTERN, glossLanguageOf } from './types'

/** What a story problem is about; the test allowlists `glossary-incomplete` for some stories. */
export type StoryProblemRule =
  | 'schema'
  | 'file'
  | 'id'
  | 'translations'
  | 'placeholders'
  | 'genres'
  | 'topics'
  | 'series'
  | 'length'
  | 'glossary-incomplete'
  | 'glossary-extra'
  | 'glossary-key'
  | 'phrases'
  | 'questions'

/** One problem of one story file. */
export interface StoryProblem {
  /** The rule broken. */
  rule: StoryProblemRule
  /** What is wrong and, where it helps, how to fix it. */
  message: string
}

/** Most forms named in one problem message; the `bank:check` CLI prints them all. */
const LISTED_FORMS = 12

function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? '')
}

function sameShape(a: readonly (readonly string[])[], b: readonly (readonly string[])[]): boolean {
  return a.length === b.length && a.every((paragraph, i) => paragraph.length === b[i]?.length)
}

function listed(forms: readonly string[]): string {
  const shown = forms.slice(0, LISTED_FORMS).map((form) => JSON.stringify(form))
  return forms.length > LISTED_FORMS
    ? `${shown.join(', ')} and ${forms.length - LISTED_FORMS} more`
    : shown.join(', ')
}

/**
 * The word types of a story's text that have no glossary entry, in order of first appearance:
 * what a writer still has to gloss.
 *
 * @param story - A story that passed {@link BankStorySchema}.
 * @returns Normalized forms without an entry.
 */
export function missingGlossaryForms(story: BankStory): string[] {
  return storyWordTypes(story).filter((form) => !Object.hasOwn(story.glossary, form))
}

/**
 * Cross-field rules the schema cannot express: id, translations, placeholders, length, a complete
 * glossary keyed like the reader's tokenizer, phrases and answer keys. Returns every problem
 * (empty when the story is sound), so a writer and the test see them all at once.
 *
 * @param story - A story that already passed {@link BankStorySchema}.
 * @returns Problems found.
 */
export function checkBankStory(story: BankStory): StoryProblem[] {
  const problems: StoryProblem[] = []
  const say = (rule: StoryProblemRule, message: string) => problems.push({ rule, message })

  const [lang, level] = story.id.split('-')
  if (lang !== story.language)
    say('id', `id starts with "${lang}" but language is "${story.language}"`)
  if (level !== story.level.toLowerCase())
    say('id', `id level "${level}" differs from ${story.level}`)
  if (new Set(story.genres).size !== story.genres.length) say('genres', 'genres repeat')
  if (story.topics && new Set(story.topics).size !== story.topics.length) {
    say('topics', 'topics repeat')
  }
  if (story.series && !story.series.id.startsWith(`${story.language}-`)) {
    say('series', `series id "${story.series.id}" must start with "${story.language}-"`)
  }

  // Translations: the gloss language is required; every translation mirrors the text.
  const glossLanguage = glossLanguageOf(story.language)
  if (story.translations[glossLanguage] === undefined) {
    say('translations', `translations.${glossLanguage} is required`)
  }
  if (story.translations[story.language] !== undefined) {
    say('translations', `translations.${story.language} repeats the story's own language`)
  }
  for (const [language, translation] of Object.entries(story.translations)) {
    if (!sameShape(story.paragraphs, translation)) {
      say(
        'translations',
        `translations.${language} must have the same paragraphs and sentence counts as paragraphs`,
      )
      continue
    }
    story.paragraphs.forEach((sentences, p) =>
      sentences.forEach((sentence, s) => {
        const source = new Set(placeholdersIn(sentence))
        for (const key of placeholdersIn(translation[p]?.[s] ?? '')) {
          if (!source.has(key)) {
            say(
              'translations',
              `translations.${language}[${p}][${s}] names {{${key}}}, the sentence does not`,
            )
          }
        }
      }),
    )
  }

  // Placeholders: every one used is declared, every declared one is used.
  const declared = new Set(story.characters.map((character) => character.key))
  if (declared.size !== story.characters.length)
    say('placeholders', 'character keys must be unique')
  const texts = [
    story.title,
    ...(story.summary === undefined ? [] : [story.summary]),
    ...story.paragraphs.flat(),
    ...story.questions.flatMap((q) =>
      q.kind === 'multiple_choice' ? [q.prompt, ...q.options] : [q.prompt],
    ),
  ]
  const used = new Set(texts.flatMap(placeholdersIn))
  for (const key of used) if (!declared.has(key)) say('placeholders', `{{${key}}} is not declared`)
  for (const key of declared)
    if (!used.has(key)) say('placeholders', `character "${key}" is never used`)

  // Length.
  const words = storyWordCount(story)
  if (words < STORY_LENGTH_RANGES.short.min || words > STORY_LENGTH_RANGES.long.max) {
    say(
      'length',
      `${words} words; a story has ${STORY_LENGTH_RANGES.short.min}–${STORY_LENGTH_RANGES.long.max}`,
    )
  }

  // Glossary: keyed like the reader's tokenizer, complete, and nothing beyond the text.
  const types = new Set(storyWordTypes(story))
  const badKeys: string[] = []
  const extra: string[] = []
  for (const key of Object.keys(story.glossary)) {
    const normalized = normalizeWord(key, story.language)
    if (normalized !== key || /\s/u.test(key)) badKeys.push(key)
    else if (!types.has(key)) extra.push(key)
  }
  for (const key of badKeys) {
    say(
      'glossary-key',
      /\s/u.test(key)
        ? `glossary key ${JSON.stringify(key)} has several words: move it to phrases`
        : `glossary key ${JSON.stringify(key)} is not normalized: write ${JSON.stringify(normalizeWord(key, story.language))}`,
    )
  }
  if (extra.length > 0) {
    say('glossary-extra', `glossary has ${extra.length} forms not in the text: ${listed(extra)}`)
  }
  const missing = [...types].filter((form) => !Object.hasOwn(story.glossary, form))
  if (missing.length > 0) {
    say(
      'glossary-incomplete',
      `glossary lacks ${missing.length} of ${types.size} word types: ${listed(missing)}`,
    )
  }

  // Phrases occur in the text, once each.
  const body = storyParagraphTexts(story).join('\n')
  const phrases = story.phrases ?? []
  const phraseTexts = phrases.map((phrase) => phrase.text.toLocaleLowerCase(story.language))
  if (new Set(phraseTexts).size !== phraseTexts.length) say('phrases', 'phrases repeat')
  for (const phrase of phrases) {
    if (placeholdersIn(phrase.text).length > 0) {
      say('phrases', `phrase ${JSON.stringify(phrase.text)} holds a placeholder`)
    } else if (!phraseOccurs(phrase.text, body, story.language)) {
      say('phrases', `phrase ${JSON.stringify(phrase.text)} does not occur in the text`)
    }
  }

  // Questions: answer keys point at an option; no option or prompt twice.
  const prompts = story.questions.map((question) => question.prompt)
  if (new Set(prompts).size !== prompts.length) say('questions', 'two questions share a prompt')
  for (const [i, question] of story.questions.entries()) {
    if (question.kind !== 'multiple_choice') continue
    if (question.answer >= question.options.length) {
      say('questions', `question ${i + 1}: answer index ${question.answer} has no option`)
    }
    if (new Set(question.options).size !== question.options.length) {
      say('questions', `question ${i + 1}: options repeat`)
    }
  }
  return problems
}

/** What {@link validateStoryFile} found. */
export interface StoryFileResult {
  /** The parsed story, when it passed the schema. */
  story?: BankStory
  /** Every problem: schema issues, or the cross-field rules of {@link checkBankStory}. */
  problems: StoryProblem[]
}

/**
 * Validates the content of one story file: the schema first (every issue, with its path), then,
 * if it passed, the cross-field rules, and that the file sits where its id and language say.
 *
 * @param json - The parsed JSON.
 * @param location - Folder language and file name (`es`, `es-a1-el-mercado.json`), when known.
 * @returns The story and every problem.
 */
export function validateStoryFile(
  json: unknown,
  location?: { language: string; fileName: string },
): StoryFileResult {
  const parsed = v.safeParse(BankStorySchema, json)
  if (!parsed.success) {
    return {
      problems: parsed.issues.map((issue) => ({
        rule: 'schema',
        message: `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`,
      })),
    }
  }
  const story = parsed.output
  const problems = checkBankStory(story)
  if (location && location.fileName !== `${story.id}.json`) {
    problems.unshift({ rule: 'file', message: `file ${location.fileName} holds id ${story.id}` })
  }
  if (location && location.language !== story.language) {
    problems.unshift({
      rule: 'file',
      message: `file is in ${location.language}/ but the story is in ${story.language}`,
    })
  }
  return { story, problems }
}
