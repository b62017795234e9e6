import { readFile, readdir } from 'node:fs/promises'
import { join, relative } from 'node:path'
import * as v from 'valibot'
import type { Database } from './types'

/**
 * The content sync (ADR 0081): files the repository ships (lessons, help articles) go into the
 * database through SQL functions that insert what is new, update what changed and keep what
 * staff edited. `supabase/content.json` lists the sources; the local backend syncs at every start
 * and `content:sync` does the same against hosted Supabase at deploy time.
 */

const IDENTIFIER = v.pipe(v.string(), v.regex(/^[a-z_][a-z0-9_]*$/))

const ManifestSchema = v.object({
  sources: v.array(
    v.object({
      /** For messages: "lessons". */
      name: v.string(),
      /** Folder, relative to the manifest. */
      dir: v.string(),
      /** `*.json`, or `*\/*.json` for one level of subfolders. */
      files: v.pipe(v.string(), v.regex(/^(\*\/)?[^/]+$/)),
      /** The sync function (public schema) and the name of its one argument. */
      function: IDENTIFIER,
      argument: IDENTIFIER,
    }),
  ),
})

/** One source of `supabase/content.json`. */
export type ContentSource = v.InferOutput<typeof ManifestSchema>['sources'][number]

/** Files of one source, a JSON array small enough for one request. */
export interface ContentBatch {
  source: ContentSource
  items: unknown[]
}

/** What one sync function reported, added up over its batches. */
export interface ContentSyncResult {
  name: string
  inserted: number
  updated: number
  unchanged: number
  /** Items left as staff edited or deleted them: `{id|slug, reason}`. */
  kept: Record<string, unknown>[]
}

/** Largest JSON text sent in one call (the local gateway takes 1 MiB per request). */
const BATCH_BYTES = 256 * 1024

/** Reads `<supabaseDir>/content.json`; a folder without one has nothing to sync. */
async function readContentManifest(supabaseDir: string): Promise<ContentSource[]> {
  let text: string
  try {
    text = await readFile(join(supabaseDir, 'content.json'), 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const parsed = v.safeParse(ManifestSchema, JSON.parse(text))
  if (!parsed.success) {
    throw new Error(`content.json: ${v.summarize(parsed.issues)}`)
  }
  return parsed.output.sources
}

function wildcard(pattern: string): RegExp {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')
  return new RegExp(`^${escaped}$`)
}

async function listFiles(dir: string, pattern: string): Promise<string[]> {
  const cut = pattern.indexOf('/')
  const folders = cut >= 0
  const matches = wildcard(pattern.slice(cut + 1))
  const roots = folders
    ? (await readdir(dir, { withFileTypes: true }))
        .filter((entry) => entry.isDirectory())
        .map((entry) => join(dir, entry.name))
    : [dir]
  const files: string[] = []
  for (const root of roots) {
    for (const file of await readdir(root)) if (matches.test(file)) files.push(join(root, file))
  }
  return files.sort()
}

/** Reads every file of every source and cuts each source into batches. */
export async function readContentBatches(supabaseDir: string): Promise<ContentBatch[]> {
  const batches: ContentBatch[] = []
  for (const source of await readContentManifest(supabaseDir)) {
    const dir = join(supabaseDir, source.dir)
    let items: unknown[] = []
    let bytes = 0
    for (const file of await listFiles(dir, source.files)) {
      const text = await readFile(file, 'utf8')
      let item: unknown
      try {
        item = JSON.parse(text)
      } catch (error) {
        throw new Error(`${relative(supabaseDir, file)} is not JSON: ${(error as Error).message}`, {
          cause: error,
        })
      }
      if (items.length > 0 && bytes + text.length > BATCH_BYTES) {
        batches.push({ source, items })
        items = []
        bytes = 0
      }
      items.push(item)
      bytes += text.length
    }
    if (items.length > 0) batches.push({ source, items })
  }
  return batches
}

const SyncAnswerSchema = v.object({
  inserted: v.number(),
  updated: v.number(),
  unchanged: v.number(),
  kept: v.array(v.record(v.string(), v.unknown())),
})

/** Adds one call's answer to the results by source. */
function addSyncAnswer(results: ContentSyncResult[], source: ContentSource, answer: unknown): void {
  const parsed = v.parse(SyncAnswerSchema, answer)
  let result = results.find((r) => r.name === source.name)
  if (!result) {
    result = { name: source.name, inserted: 0, updated: 0, unchanged: 0, kept: [] }
    results.push(result)
  }
  result.inserted += parsed.inserted
  result.updated += parsed.updated
  result.unchanged += parsed.unchanged
  result.kept.push(...parsed.kept)
}

/**
 * Syncs the shipped content into `db` (as its owner), all sources in one transaction: a file the
 * database refuses leaves everything as it was.
 */
export async function syncContent(db: Database, supabaseDir: string): Promise<ContentSyncResult[]> {
  const batches = await readContentBatches(supabaseDir)
  const results: ContentSyncResult[] = []
  if (batches.length === 0) return results
  await db.transaction(async (tx) => {
    for (const { source, items } of batches) {
      let answer: unknown
      try {
        const { rows } = await tx.query<{ result: unknown }>(
          `select public.${source.function}($1::jsonb) as result`,
          [JSON.stringify(items)],
        )
        answer = rows[0]?.result
      } catch (error) {
        throw new Error(`content sync of ${source.name} failed: ${(error as Error).message}`, {
          cause: error,
        })
      }
      addSyncAnswer(results, source, answer)
    }
  })
  return results
}

/** One line per source, for the start-up log: what changed and what was kept. */
export function describeContentSync(results: readonly ContentSyncResult[]): string[] {
  return results.map((r) => {
    const kept = r.kept.length > 0 ? `, ${r.kept.length} kept as edited in the database` : ''
    return `${r.name}: ${r.inserted} new, ${r.updated} updated, ${r.unchanged} unchanged${kept}`
  })
}

/**
 * Sends every batch to `/rest/v1/rpc/<function>` of the project at `url`. Each call is its own
 * transaction there, and each is idempotent, so a failed run can simply be repeated.
 * @throws Error naming the source and the database's message when a call is refused
 */
export async function syncContentOverRest(
  url: string,
  serviceRoleKey: string,
  supabaseDir: string,
): Promise<ContentSyncResult[]> {
  const results: ContentSyncResult[] = []
  for (const { source, items } of await readContentBatches(supabaseDir)) {
    const response = await fetch(new URL(`/rest/v1/rpc/${source.function}`, url), {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        Authorization: `Bearer ${serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ [source.argument]: items }),
    })
    const body: unknown = await response.json().catch(() => null)
    if (!response.ok) {
      const message = (body as { message?: unknown } | null)?.message
      throw new Error(
        `content sync of ${source.name} failed (${response.status}): ${String(message ?? body)}`,
      )
    }
    addSyncAnswer(results, source, body)
  }
  return results
}
