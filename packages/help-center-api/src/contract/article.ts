/**
 * The help article format: one article explains one thing about Fabula, as the package ships it
 * in `content/help/<slug>.json` and as editors write it in the help center.
 *
 * - `slug` names the article in its address (`/help-center/<slug>`): lower-case words and digits
 *   joined by hyphens.
 * - `category` is one of {@link HELP_CATEGORIES}; `position` orders the articles of a category.
 * - `title` and `summary` are one line of plain text; the summary is what search results and
 *   category lists show.
 * - `sections` run in order. Each has an optional plain title and a body in the same Markdown
 *   subset as lesson explanations — paragraphs, `- ` bullet lists, `**bold**` and `*italic*`,
 *   nothing else — checked by `parseLessonMarkdown` of `@fabula/lessons-api` and rendered as
 *   text, never as HTML. Section titles give the structure headings would.
 *
 * @packageDocumentation
 */
import { parseLessonMarkdown } from '@fabula/lessons-api'
import * as v from 'valibot'
import { HELP_CATEGORIES } from './categories.js'

/**
 * Languages articles may be written in, each searched with its PostgreSQL text-search
 * configuration (`public.help_search_config`). The shipped articles are English.
 */
export const HELP_LANGUAGES = ['en'] as const
/** An article language. */
export type HelpLanguage = (typeof HELP_LANGUAGES)[number]

/** Length limits, in characters (code points, as PostgreSQL's `char_length` counts). */
export const HELP_LIMITS = {
  slug: 80,
  title: 100,
  summary: 300,
  sectionTitle: 100,
  body: 4_000,
  sections: 12,
} as const

/** Lower-case words and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

// eslint-disable-next-line no-control-regex -- the rule is about control characters
const CONTROL = /[\u0001-\u001f\u007f]/

/** One line of plain text: not blank, no surrounding white space, no control characters. */
function plainText(max: number) {
  return v.pipe(
    v.string(),
    v.check(
      (text) => text.trim() !== '' && text.trim() === text,
      'must not be empty or begin or end with white space',
    ),
    v.check((text) => !CONTROL.test(text), 'must be one line without control characters'),
    v.check((text) => [...text].length <= max, `must be at most ${max} characters`),
  )
}

/** Text in the lesson Markdown subset, every broken rule reported with its line. */
const BodySchema = v.pipe(
  v.string(),
  v.check((text) => text.trim() !== '', 'must not be empty'),
  v.check(
    (text) => [...text].length <= HELP_LIMITS.body,
    `must be at most ${HELP_LIMITS.body} characters`,
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    for (const problem of parseLessonMarkdown(dataset.value).problems)
      addIssue({ message: problem })
  }),
)

/** One section of an article. */
export const HelpSectionSchema = v.strictObject({
  /** Shown above the body; optional (an introduction has none). */
  title: v.optional(plainText(HELP_LIMITS.sectionTitle)),
  /** Paragraphs and lists in the Markdown subset. */
  body: BodySchema,
})

/** A section of an article. */
export type HelpSection = v.InferOutput<typeof HelpSectionSchema>

/** An article's slug. */
export const HelpSlugSchema = v.pipe(
  v.string(),
  v.regex(SLUG_PATTERN, 'must be lower-case words joined by hyphens, e.g. how-coverage-works'),
  v.maxLength(HELP_LIMITS.slug, `must be at most ${HELP_LIMITS.slug} characters`),
)

/** What an article says and where it sits; the editable part of an article. */
export const HelpArticleFieldsSchema = {
  slug: HelpSlugSchema,
  category: v.picklist(HELP_CATEGORIES),
  /** Order among the articles of its category, from 1. */
  position: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999)),
  title: plainText(HELP_LIMITS.title),
  /** One or two sentences: what the reader will learn. */
  summary: plainText(HELP_LIMITS.summary),
  sections: v.pipe(
    v.array(HelpSectionSchema),
    v.minLength(1, 'an article needs at least one section'),
    v.maxLength(HELP_LIMITS.sections, `an article has at most ${HELP_LIMITS.sections} sections`),
  ),
}

/** A help article as shipped in `content/help/<slug>.json`. */
export const HelpArticleSchema = v.strictObject({
  ...HelpArticleFieldsSchema,
  language: v.picklist(HELP_LANGUAGES),
})

/** A shipped help article. */
export type HelpArticle = v.InferOutput<typeof HelpArticleSchema>
