/**
 * Reads the shipped help articles, each checked on its own; for the content test. The articles
 * reach the database through the content sync (supabase/content.json), not through this script.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { HelpArticleSchema, type HelpArticle } from '../src/contract/index.js'

/** `content/help` of this package. */
export const HELP_DIR = fileURLToPath(new URL('../content/help/', import.meta.url))

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
