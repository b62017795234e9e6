import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import {
  ConnectBodySchema,
  DisconnectBodySchema,
  IntegrationReplySchema,
  ListReplySchema,
  TestBodySchema,
  TestReplySchema,
  type IntegrationDraft,
  type IntegrationView,
  type TestResult,
} from './contract/integrations.js'
import type { IntegrationKind } from './contract/settings.js'
import { callIntegrations, invalidInput } from './function-call.js'

/**
 * Every integration's status (`GET integrations`): settings and which secrets are set, never
 * their values. Staff with `apps:manage` only; anyone else gets a 403.
 *
 * @throws AppError with the HTTP status of a refusal
 */
export async function listIntegrations(client: SupabaseClient): Promise<IntegrationView[]> {
  const reply = await callIntegrations(
    client,
    { method: 'GET' },
    ListReplySchema,
    'integrations.list',
  )
  return reply.integrations
}

/**
 * Connects an integration, or changes its settings (superadmin). A secret left out keeps its
 * stored value; `null` removes it.
 *
 * @throws AppError `INVALID_FORMAT` (with `context.issues`) for settings the contract refuses
 */
export async function connectIntegration(
  client: SupabaseClient,
  integration: IntegrationDraft,
): Promise<IntegrationView> {
  const body = v.safeParse(ConnectBodySchema, { action: 'connect', integration })
  if (!body.success) throw invalidInput(body.issues, 'integrations.connect')
  const reply = await callIntegrations(
    client,
    { method: 'POST', body: body.output },
    IntegrationReplySchema,
    'integrations.connect',
  )
  return reply.integration
}

/** Disconnects an integration: its settings and secrets are forgotten (superadmin). */
export async function disconnectIntegration(
  client: SupabaseClient,
  kind: IntegrationKind,
): Promise<IntegrationView> {
  const body = v.parse(DisconnectBodySchema, { action: 'disconnect', kind })
  const reply = await callIntegrations(
    client,
    { method: 'POST', body },
    IntegrationReplySchema,
    'integrations.disconnect',
  )
  return reply.integration
}

/** What {@link testIntegration} reports. */
export interface IntegrationTest {
  result: TestResult
  /** The integration with its new last test; absent when a draft was tested. */
  integration?: IntegrationView | undefined
}

/**
 * Tests an integration with one tiny real call: its stored settings, or a `draft` from the
 * connect form (superadmin). A provider that fails is a result (`ok: false`, reason, status,
 * message), not a thrown error.
 *
 * @throws AppError for a refusal (403, 404 not connected, 422 no email address)
 */
export async function testIntegration(
  client: SupabaseClient,
  kind: IntegrationKind,
  draft?: IntegrationDraft,
): Promise<IntegrationTest> {
  const body = v.safeParse(TestBodySchema, { action: 'test', kind, ...(draft ? { draft } : {}) })
  if (!body.success) throw invalidInput(body.issues, 'integrations.test')
  return callIntegrations(
    client,
    { method: 'POST', body: body.output },
    TestReplySchema,
    'integrations.test',
  )
}
