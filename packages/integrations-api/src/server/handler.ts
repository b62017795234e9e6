/**
 * The `integrations` edge function (Supabase Edge Functions and the local backend):
 *
 * - `GET` → every integration's status (`apps:manage`: admin, superadmin).
 * - `POST {action: 'connect', integration}` → stores settings and secret changes (`apps:connect`:
 *   superadmin).
 * - `POST {action: 'disconnect', kind}` → forgets them (`apps:connect`).
 * - `POST {action: 'test', kind, draft?}` → one tiny real call (a chat completion, a spoken word,
 *   a mail to the caller) with the stored settings (`apps:manage`) or a draft (`apps:connect`).
 *
 * Roles come from the caller's verified JWT (`app_metadata.role`); the tables grant nothing to
 * clients, so the function works with the service role once the role is checked. Secret values
 * are read only to make a call and are never part of a reply or a log line. A provider or mail
 * server that fails a test is a 200 with `{result: {ok: false, reason, status?, message?}}`:
 * the test worked, the thing tested did not.
 */
import { callerFromAuthorization, can, type JwtCaller, type Permission } from '@fabula/auth'
import { codeFromHttpStatus } from '@fabula/errors'
import { RestError, readEnv, type EnvReader } from '@fabula/story-engine/server'
import * as v from 'valibot'
import {
  ConnectBodySchema,
  DisconnectBodySchema,
  TestBodySchema,
  type IntegrationDraft,
  type TestResult,
} from '../contract/integrations.js'
import { SECRET_OF_KIND, type IntegrationKind, type SecretName } from '../contract/settings.js'
import { json, preflight, refuse } from './http.js'
import { probeSpeech } from './probe-speech.js'
import { probeStoryProvider } from './probe-story-provider.js'
import { probeEmail } from './smtp.js'
import type { ConnectedIntegration, IntegrationStore } from './store.js'
import { createIntegrationStore, serviceRest } from './store.js'

/** Options of {@link createIntegrationsHandler}; all optional, for tests and other runtimes. */
export interface IntegrationsHandlerOptions {
  /** Reads configuration; default: `Deno.env` on Supabase, `process.env` on Node. */
  env?: EnvReader
  /** fetch for PostgREST and for the provider probes. */
  fetch?: typeof fetch
  /** Clock of the stored test times. */
  now?: () => Date
}

/**
 * A validation problem, where and what. Problems under `secrets` never repeat the value: valibot
 * quotes what it received, and that must not echo a key back.
 */
function issuesOf(issues: readonly v.BaseIssue<unknown>[]) {
  return issues.map((issue) => {
    const path = v.getDotPath(issue)
    return {
      path,
      message: path?.includes('secrets') ? 'is not a valid secret' : issue.message,
    }
  })
}

function invalid(issues: readonly v.BaseIssue<unknown>[]): Response {
  return refuse(400, 'INVALID_FORMAT', 'invalid_body', { issues: issuesOf(issues) })
}

function forbidden(): Response {
  return refuse(403, 'INSUFFICIENT_PERMISSIONS', 'not_allowed')
}

/** Secret changes of a draft as the store takes them: set, remove (`null`), or keep (absent). */
function secretChanges(draft: IntegrationDraft): Partial<Record<SecretName, string | null>> {
  const secrets = (draft.secrets ?? {}) as Partial<Record<SecretName, string | null>>
  const name = SECRET_OF_KIND[draft.kind]
  return name in secrets ? { [name]: secrets[name] ?? null } : {}
}

/** The secret a test uses: the draft's new one, none if the draft removes it, else the stored one. */
function secretForTest(
  kind: IntegrationKind,
  draft: IntegrationDraft | undefined,
  stored: ConnectedIntegration | undefined,
): string | undefined {
  const name = SECRET_OF_KIND[kind]
  const change = draft ? secretChanges(draft) : {}
  if (name in change) return change[name] ?? undefined
  return stored?.secrets[name]
}

/** Builds the function's handler. */
export function createIntegrationsHandler(options: IntegrationsHandlerOptions = {}) {
  const env = options.env ?? readEnv
  const now = options.now ?? (() => new Date())
  const probeOptions = options.fetch ? { fetch: options.fetch } : {}

  async function probe(
    kind: IntegrationKind,
    draft: IntegrationDraft | undefined,
    stored: ConnectedIntegration | undefined,
    caller: JwtCaller,
  ): Promise<TestResult | Response> {
    const secret = secretForTest(kind, draft, stored)
    const settings = (draft ?? stored)?.settings
    if (!settings) return refuse(404, 'DATA_NOT_FOUND', 'not_connected', { kind })
    switch (kind) {
      case 'story_provider':
        return probeStoryProvider(settings as never, secret, probeOptions)
      case 'speech':
        return probeSpeech(settings as never, secret, probeOptions)
      case 'email':
        if (!caller.email) return refuse(422, 'BUSINESS_RULE_VIOLATION', 'no_email_address')
        return probeEmail(settings as never, secret, caller.email, { sentAt: now() })
    }
  }

  async function act(
    store: IntegrationStore,
    caller: JwtCaller,
    body: unknown,
    allowed: (permission: Permission) => boolean,
  ): Promise<Response> {
    const action = (body as { action?: unknown } | null)?.action
    if (action === 'connect') {
      if (!allowed('apps:connect')) return forbidden()
      const parsed = v.safeParse(ConnectBodySchema, body)
      if (!parsed.success) return invalid(parsed.issues)
      const { integration } = parsed.output
      await store.connect(
        integration.kind,
        integration.settings,
        secretChanges(integration),
        caller.id,
      )
      return json({ integration: await store.view(integration.kind) })
    }
    if (action === 'disconnect') {
      if (!allowed('apps:connect')) return forbidden()
      const parsed = v.safeParse(DisconnectBodySchema, body)
      if (!parsed.success) return invalid(parsed.issues)
      await store.disconnect(parsed.output.kind)
      return json({ integration: await store.view(parsed.output.kind) })
    }
    if (action === 'test') {
      const parsed = v.safeParse(TestBodySchema, body)
      if (!parsed.success) return invalid(parsed.issues)
      const { kind, draft } = parsed.output
      // Trying settings that are not saved is part of connecting them.
      if (draft && !allowed('apps:connect')) return forbidden()
      const stored = await store.read(kind)
      const result = await probe(kind, draft, stored, caller)
      if (result instanceof Response) return result
      if (draft) return json({ result })
      await store.recordTest(kind, result, now())
      return json({ result, integration: await store.view(kind) })
    }
    return refuse(400, 'INVALID_FORMAT', 'invalid_body', {
      issues: [{ path: 'action', message: 'must be connect, disconnect or test' }],
    })
  }

  return async function handler(req: Request): Promise<Response> {
    if (req.method === 'OPTIONS') return preflight()
    const caller = callerFromAuthorization(req.headers.get('authorization'))
    if (!caller) return refuse(401, 'TOKEN_INVALID', 'not_signed_in')
    const allowed = (permission: Permission) => can(caller.role, permission)
    if (!allowed('apps:manage')) return forbidden()
    const rest = serviceRest(env, options.fetch)
    if (!rest) return refuse(500, 'CONFIGURATION_ERROR', 'not_configured')
    const store = createIntegrationStore(rest, env)
    try {
      if (req.method === 'GET') return json({ integrations: await store.list() })
      if (req.method !== 'POST') return refuse(405, 'OPERATION_NOT_ALLOWED', 'method_not_allowed')
      let body: unknown
      try {
        body = await req.json()
      } catch {
        return refuse(400, 'INVALID_FORMAT', 'body_not_json')
      }
      return await act(store, caller, body, allowed)
    } catch (error) {
      // Name and status only: a database message may quote the row it refused.
      const status = error instanceof RestError ? error.status : undefined
      console.error('[integrations] request failed', {
        name: (error as { name?: unknown } | null)?.name,
        status,
        code: (error as { code?: unknown } | null)?.code,
      })
      if (status !== undefined && status >= 400) {
        return refuse(status, codeFromHttpStatus(status), 'database_error')
      }
      return refuse(500, 'SERVER_ERROR', 'internal_error')
    }
  }
}
