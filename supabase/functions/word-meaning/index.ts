/**
 * word-meaning edge function: a thin entry over @fabula/word-meaning's handler — a word's meaning
 * in its sentence from the connected AI provider, cached and rate-limited per learner.
 * Contract: @fabula/reading-api/contract (WordMeaningBodySchema, WordMeaningReplySchema);
 * design notes: docs/decisions/0058-meanings-for-every-word.md.
 *
 * Supabase Edge Functions run this file with Deno (deno.json beside it maps the bare imports);
 * the local backend (apps/local-supabase) imports its default export.
 */
import { createWordMeaningHandler } from '../../../packages/word-meaning/src/index'

const handler = createWordMeaningHandler()

const deno = (globalThis as { Deno?: { serve(h: (req: Request) => Promise<Response>): void } }).Deno
if (deno) deno.serve(handler)

export default handler
