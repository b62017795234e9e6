/**
 * generate-story edge function: a thin entry over @fabula/story-engine's server handler.
 * Request/response contract, identity and background work: packages/story-engine/README.md and
 * docs/decisions/0015-generate-story-function.md.
 *
 * Supabase Edge Functions run this file with Deno (deno.json beside it maps the bare imports);
 * the local backend (apps/local-supabase) imports its default export.
 */
import { preferConnectedProvider } from '../../../packages/integrations-api/src/server/story-provider'
import {
  createGenerateStoryHandler,
  providerFromEnv,
} from '../../../packages/story-engine/src/server/index'

// The provider a superadmin connected in /apps wins over the environment's (issue 18).
const handler = createGenerateStoryHandler({ provider: preferConnectedProvider(providerFromEnv) })

const deno = (globalThis as { Deno?: { serve(h: (req: Request) => Promise<Response>): void } }).Deno
if (deno) deno.serve(handler)

export default handler
