/**
 * Reads the shipped help articles and writes them as SQL; shared by `help:seed` (which writes
 * the seed migration) and the content test (which fails when the written migration is stale).
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { HelpArticleSchema, type HelpArticle } from '../src/contract/index.js'

/** `content/help` of this package. */
export const HELP_DIR = fileURLToPath(new URL('../content/help/', import.meta.url))

/** The generated migration that puts the shipped articles into a new database. */
export const SEED_MIGRATION = fileURLToPath(
  new URL('../../../supabase/migrations/20261125050500_help_articles_seed.sql', import.meta.url),
)

/** An article file as read: its name, the parsed article and what is wrong with it. */
export interface HelpFile {
  file: string
  article: HelpArticle | undefined
  problems: string[]
}

/** Reads every `content/help/*.json`, sorted by name, validating each on its own. */
export async function readHelpFiles(): Promise<HelpFile[]> {
  const names = (await readdir(HELP_DIR)).filter((name) => name.endsWith('.json')).sort()
  const files: HelpFile[] = []
  for (const file of names) {
    let json: unknown
    try {
      json = JSON.parse(await readFile(join(HELP_DIR, file), 'utf8'))
    } catch (error) {
      files.push({ file, article: undefined, problems: [`not JSON: ${String(error)}`] })
      continue
    }
    const parsed = v.safeParse(HelpArticleSchema, json)
    files.push({
      file,
      article: parsed.success ? parsed.output : undefined,
      problems: parsed.success
        ? []
        : parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`),
    })
  }
  return files
}

/** A SQL string literal (standard_conforming_strings: only the quote is doubled). */
function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`
}

/**
 * The seed migration: every shipped article, published, in category and position order. An
 * article whose slug exists is left alone, so running it on a database where editors have
 * changed the articles changes nothing.
 */
export function seedSql(articles: readonly HelpArticle[]): string {
  const rows = [...articles]
    .sort((a, b) => a.category.localeCompare(b.category) || a.position - b.position)
    .map((article) =>
      [
        literal(article.slug),
        literal(article.category),
        literal(article.language),
        String(article.position),
        literal(article.title),
        literal(article.summary),
        `${literal(JSON.stringify(article.sections))}::jsonb`,
        `'published'`,
        'now()',
      ].join(', '),
    )
  return [
    '-- The help articles Fabula ships (issue 18), published on a new database.',
    '-- Generated from packages/help-center-api/content/help by',
    '-- `pnpm --filter @fabula/help-center-api help:seed`: edit the JSON files, not this file.',
    '',
    'insert into public.help_articles',
    '  (slug, category, language, position, title, summary, sections, status, published_at)',
    'values',
    rows.map((row) => `  (${row})`).join(',\n'),
    'on conflict (slug) do nothing;',
    '',
  ].join('\n')
}
