/**
 * story-options edge function: whether a story provider is connected and which languages the
 * Fabula library has (issue 15), a thin entry over @fabula/story-engine's handler. The contract is
 * `StoryOptionsSchema` in @fabula/reading-api/contract.
 *
 * Supabase Edge Functions run this file with Deno (deno.json beside it maps the bare imports);
 * the local backend (apps/local-supabase) imports its default export.
 */
import { readConnectedStoryProvider } from '../../../packages/integrations-api/src/server/story-provider'
import { storyProviderConnected } from '../../../packages/story-engine/src/server/index'
import { createStoryOptionsHandler } from '../../../packages/story-engine/src/server/story-options'

// Connected means the environment's provider or the one a superadmin connected in /apps (issue
// 18), which generate-story prefers.
const handler = createStoryOptionsHandler({
  connected: async (env) =>
    storyProviderConnected(env) || (await readConnectedStoryProvider(env)) !== null,
})

const deno = (globalThis as { Deno?: { serve(h: (req: Request) => Promise<Response>): void } }).Deno
if (deno) deno.serve(handler)

export default handler
