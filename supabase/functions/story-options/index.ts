/**
 * story-options edge function: whether a story provider is connected and which languages the
 * Fabula library has (issue 15), a thin entry over @fabula/story-engine's handler. The contract is
 * `StoryOptionsSchema` in @fabula/reading-api/contract.
 *
 * Supabase Edge Functions run this file with Deno (deno.json beside it maps the bare imports);
 * the local backend (apps/local-supabase) imports its default export.
 */
import { createStoryOptionsHandler } from '../../../packages/story-engine/src/server/story-options'

const handler = createStoryOptionsHandler()

const deno = (globalThis as { Deno?: { serve(h: (req: Request) => Promise<Response>): void } }).Deno
if (deno) deno.serve(handler)

export default handler
