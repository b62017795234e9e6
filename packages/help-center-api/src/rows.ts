import * as v from 'valibot'
import { HELP_LANGUAGES } from './contract/article.js'
import { HELP_CATEGORIES } from './contract/categories.js'
import { HELP_ARTICLE_STATUSES } from './contract/help-center.js'

/** An article as lists show it: everything but its sections (public.help_articles). */
export const HelpArticleSummarySchema = v.object({
  id: v.string(),
  slug: v.string(),
  category: v.picklist(HELP_CATEGORIES),
  language: v.picklist(HELP_LANGUAGES),
  position: v.number(),
  title: v.string(),
  summary: v.string(),
  status: v.picklist(HELP_ARTICLE_STATUSES),
  updated_at: v.string(),
})

/** An article in a list. */
export type HelpArticleSummary = v.InferOutput<typeof HelpArticleSummarySchema>

/** The columns of {@link HelpArticleSummarySchema}. */
export const HELP_SUMMARY_COLUMNS =
  'id,slug,category,language,position,title,summary,status,updated_at'

/** Start and end of a match in a search snippet (private-use characters, never in articles). */
export const SNIPPET_MARK = { start: '\uE000', end: '\uE001' } as const

/** One search result (public.search_help_articles). */
export const HelpSearchHitSchema = v.object({
  id: v.string(),
  slug: v.string(),
  category: v.picklist(HELP_CATEGORIES),
  title: v.string(),
  summary: v.string(),
  status: v.picklist(HELP_ARTICLE_STATUSES),
  /** ts_rank of the article for the query; higher is better. */
  rank: v.number(),
  /** A passage around the matches, each match between {@link SNIPPET_MARK}s. */
  snippet: v.string(),
})

/** A search result. */
export type HelpSearchHit = v.InferOutput<typeof HelpSearchHitSchema>

/** How readers answered "Was this helpful?" about one article (editors only). */
export interface HelpFeedback {
  helpful: number
  notHelpful: number
}

/** A run of a search snippet: plain text, or a match to highlight. */
export interface SnippetPart {
  text: string
  match: boolean
}

/**
 * Splits a search snippet at its match markers, for a screen to render as text with the matches
 * highlighted — never as HTML.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = []
  let rest = snippet
  while (rest !== '') {
    const start = rest.indexOf(SNIPPET_MARK.start)
    if (start === -1) {
      parts.push({ text: rest, match: false })
      break
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), match: false })
    const end = rest.indexOf(SNIPPET_MARK.end, start + 1)
    const stop = end === -1 ? rest.length : end
    const match = rest.slice(start + 1, stop)
    if (match !== '') parts.push({ text: match, match: true })
    rest = end === -1 ? '' : rest.slice(end + 1)
  }
  return parts
}
