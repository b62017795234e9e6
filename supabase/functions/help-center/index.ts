/**
 * help-center edge function: a thin entry over @fabula/help-center-api's server handler (editors
 * write, publish and unpublish help articles). Actions and roles: packages/help-center-api/README.md
 * and docs/decisions/0051-help-center-articles-and-search.md.
 *
 * Supabase Edge Functions run this file with Deno (deno.json beside it maps the bare imports);
 * the local backend (apps/local-supabase) imports its default export.
 */
import { createHelpCenterHandler } from '../../../packages/help-center-api/src/server/index'

const handler = createHelpCenterHandler()

const deno = (globalThis as { Deno?: { serve(h: (req: Request) => Promise<Response>): void } }).Deno
if (deno) deno.serve(handler)

export default handler
