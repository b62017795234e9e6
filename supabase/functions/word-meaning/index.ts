/**
 * word-meaning edge function: a thin entry over @fabula/word-meaning's handler — a word's meaning
 * in its sentence from the connected AI provider, cached and rate-limited per learner.
 * Contract: @fabula/reading-api/contract (WordMeaningBodySchema, WordMeaningReplySchema);
 * design notes: docs/decisions/0058-meanings-for-every-word.md.
 *
 * Supabase Edge Functions run this file with Deno (deno.json beside it maps the bare imports);
 * the local backend (apps/local-supabase) imports its default export.
 */
import { readConnectedStoryProvider } from '../../../packages/integrations-api/src/server/story-provider'
import {
  createWordMeaningHandler,
  meaningProviderFor,
  meaningProviderFromEnv,
} from '../../../packages/word-meaning/src/index'

// The provider a superadmin connected in /apps wins over the environment's (issue 18), read on
// every question so connecting or disconnecting takes effect at once.
const handler = createWordMeaningHandler({
  provider: async (env) => {
    const connected = await readConnectedStoryProvider(env)
    return connected ? meaningProviderFor(connected) : meaningProviderFromEnv(env)
  },
})

const deno = (globalThis as { Deno?: { serve(h: (req: Request) => Promise<Response>): void } }).Deno
if (deno) deno.serve(handler)

export default handler
