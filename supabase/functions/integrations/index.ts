/**
 * integrations edge function: a thin entry over @fabula/integrations-api's server handler.
 * Actions, roles and secrets: packages/integrations-api/README.md and
 * docs/decisions/0050-integration-settings-server-only.md.
 *
 * Supabase Edge Functions run this file with Deno (deno.json beside it maps the bare imports);
 * the local backend (apps/local-supabase) imports its default export.
 */
import { createIntegrationsHandler } from '../../../packages/integrations-api/src/server/index'

const handler = createIntegrationsHandler()

const deno = (globalThis as { Deno?: { serve(h: (req: Request) => Promise<Response>): void } }).Deno
if (deno) deno.serve(handler)

export default handler
