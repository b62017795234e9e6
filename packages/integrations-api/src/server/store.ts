import { createRest, type EnvReader, type Rest } from '@fabula/story-engine/server'
import * as v from 'valibot'
import type { IntegrationView, TestResult } from '../contract/integrations.js'
import {
  INTEGRATION_KINDS,
  SECRET_NAMES,
  SETTINGS_SCHEMAS,
  type IntegrationKind,
  type SecretName,
  type SettingsOf,
} from '../contract/settings.js'

const SETTINGS_COLUMNS =
  'kind,settings,connected_at,last_test_at,last_test_ok,last_test_latency_ms,last_test_reason'

const SettingsRowSchema = v.object({
  kind: v.picklist(INTEGRATION_KINDS),
  settings: v.record(v.string(), v.unknown()),
  connected_at: v.string(),
  last_test_at: v.nullable(v.string()),
  last_test_ok: v.nullable(v.boolean()),
  last_test_latency_ms: v.nullable(v.number()),
  last_test_reason: v.nullable(v.string()),
})
type SettingsRow = v.InferOutput<typeof SettingsRowSchema>

const SecretNameRowSchema = v.object({
  kind: v.picklist(INTEGRATION_KINDS),
  name: v.picklist(SECRET_NAMES),
})
const SecretRowSchema = v.object({ name: v.picklist(SECRET_NAMES), value: v.string() })

/** A connected integration as server code uses it: settings and secret values. */
export interface ConnectedIntegration<K extends IntegrationKind = IntegrationKind> {
  kind: K
  settings: SettingsOf<K>
  secrets: Partial<Record<SecretName, string>>
}

/**
 * A PostgREST client acting as the service role: the integration tables grant nothing to anyone
 * else. `undefined` when the runtime lacks the URL or the key (then nothing can be connected).
 */
export function serviceRest(env: EnvReader, doFetch?: typeof fetch): Rest | undefined {
  const url = env('SUPABASE_URL')
  const key = env('SUPABASE_SERVICE_ROLE_KEY')
  if (!url || !key) return undefined
  return createRest({
    url,
    anonKey: key,
    authorization: `Bearer ${key}`,
    ...(doFetch ? { fetch: doFetch } : {}),
  })
}

function viewOf(
  kind: IntegrationKind,
  row: SettingsRow | undefined,
  secrets: readonly SecretName[],
  environmentModel: string | null,
): IntegrationView {
  const settings = row ? v.safeParse(SETTINGS_SCHEMAS[kind], row.settings) : undefined
  const lastTest =
    row?.last_test_at && row.last_test_ok !== null
      ? {
          ok: row.last_test_ok,
          at: row.last_test_at,
          latency_ms: row.last_test_latency_ms,
          reason: row.last_test_reason as NonNullable<IntegrationView['last_test']>['reason'],
        }
      : null
  return {
    kind,
    connected: settings?.success === true,
    settings: settings?.success ? settings.output : null,
    secrets: [...secrets],
    connected_at: row?.connected_at ?? null,
    last_test: lastTest,
    environment_model: kind === 'story_provider' ? environmentModel : null,
  }
}

/** Reads, writes and forgets integrations; every call runs as the service role. */
export function createIntegrationStore(rest: Rest, env: EnvReader) {
  const environmentModel = () =>
    env('STORY_PROVIDER_BASE_URL') && env('STORY_PROVIDER_MODEL')
      ? (env('STORY_PROVIDER_MODEL') ?? null)
      : null

  /** Every kind's status: settings and the names of the secrets set, never their values. */
  async function list(): Promise<IntegrationView[]> {
    const [rows, names] = await Promise.all([
      rest.select('integration_settings', { select: SETTINGS_COLUMNS }),
      rest.select('integration_secrets', { select: 'kind,name' }),
    ])
    const settings = rows.map((row) => v.parse(SettingsRowSchema, row))
    const secretNames = names.map((row) => v.parse(SecretNameRowSchema, row))
    return INTEGRATION_KINDS.map((kind) =>
      viewOf(
        kind,
        settings.find((row) => row.kind === kind),
        secretNames.filter((row) => row.kind === kind).map((row) => row.name),
        environmentModel(),
      ),
    )
  }

  /** One kind's status. */
  async function view(kind: IntegrationKind): Promise<IntegrationView> {
    const all = await list()
    return all.find((entry) => entry.kind === kind) as IntegrationView
  }

  /** A connected integration with its secret values, for server use; `undefined` if none. */
  async function read<K extends IntegrationKind>(
    kind: K,
  ): Promise<ConnectedIntegration<K> | undefined> {
    const [rows, secrets] = await Promise.all([
      rest.select('integration_settings', { select: 'settings', kind: `eq.${kind}` }),
      rest.select('integration_secrets', { select: 'name,value', kind: `eq.${kind}` }),
    ])
    const row = rows[0] as { settings?: unknown } | undefined
    if (!row) return undefined
    const settings = v.safeParse(SETTINGS_SCHEMAS[kind], row.settings)
    if (!settings.success) return undefined
    const values: Partial<Record<SecretName, string>> = {}
    for (const secret of secrets.map((entry) => v.parse(SecretRowSchema, entry))) {
      values[secret.name] = secret.value
    }
    return { kind, settings: settings.output as SettingsOf<K>, secrets: values }
  }

  /** Stores settings and secret changes in one statement (`connect_integration()`). */
  async function connect(
    kind: IntegrationKind,
    settings: Record<string, unknown>,
    secrets: Partial<Record<SecretName, string | null>>,
    connectedBy: string,
  ): Promise<void> {
    await rest.rpc('connect_integration', {
      p_kind: kind,
      p_settings: settings,
      p_secrets: secrets,
      p_connected_by: connectedBy,
    })
  }

  /** Forgets an integration, its secrets with it. @returns whether it was connected. */
  async function disconnect(kind: IntegrationKind): Promise<boolean> {
    return (await rest.rpc<boolean>('disconnect_integration', { p_kind: kind })) === true
  }

  /** Records the outcome of a test of the stored settings. */
  async function recordTest(kind: IntegrationKind, result: TestResult, at: Date): Promise<void> {
    await rest.update(
      'integration_settings',
      { kind: `eq.${kind}`, select: 'kind' },
      {
        last_test_at: at.toISOString(),
        last_test_ok: result.ok,
        last_test_latency_ms:
          result.latency_ms === undefined ? null : Math.min(600_000, Math.round(result.latency_ms)),
        last_test_reason: result.ok ? null : result.reason,
      },
    )
  }

  return { list, view, read, connect, disconnect, recordTest }
}

/** A store made by {@link createIntegrationStore}. */
export type IntegrationStore = ReturnType<typeof createIntegrationStore>
