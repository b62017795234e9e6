/**
 * admin-users edge function: a thin entry over @fabula/staff-api's server handler, which holds
 * the service key and checks the caller's role itself. Contract: packages/staff-api/src/contract;
 * design: docs/decisions/0044-account-directory.md.
 *
 * Supabase Edge Functions run this file with Deno (deno.json beside it maps the bare imports);
 * the local backend (apps/local-supabase) imports its default export.
 */
import { createAdminUsersHandler } from '../../../packages/staff-api/src/server/index'

const handler = createAdminUsersHandler()

const deno = (globalThis as { Deno?: { serve(h: (req: Request) => Promise<Response>): void } }).Deno
if (deno) deno.serve(handler)

export default handler
