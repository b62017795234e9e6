/**
 * The registry of the built-in story bank. Each language folder exports `STORIES` from its
 * `index.ts`; this file lists the folders. The registry is static on purpose: bundlers and Deno
 * (Supabase Edge Functions) follow plain imports, while directory globbing is bundler-specific.
 *
 * To add a language: create `src/bank/<lang>/index.ts` like the others and add one line below.
 */
import { STORIES as de } from './de/index'
import { STORIES as en } from './en/index'
import { STORIES as es } from './es/index'
import { STORIES as fr } from './fr/index'
import { STORIES as it } from './it/index'
import { STORIES as pt } from './pt/index'
import type { BankStory } from './types'

/** Every bank story, by language. */
export const BANK_BY_LANGUAGE: Readonly<Record<string, readonly BankStory[]>> = {
  de,
  en,
  es,
  fr,
  it,
  pt,
}

/** Every bank story of every language. */
export const BANK_STORIES: readonly BankStory[] = Object.values(BANK_BY_LANGUAGE).flat()
