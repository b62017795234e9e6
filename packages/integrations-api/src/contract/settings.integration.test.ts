import { startTestServer, type TestServer } from '@fabula/local-supabase/testing'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INTEGRATION_KINDS, SETTINGS_SCHEMAS, type IntegrationKind } from './index.js'

// The database keeps its own check of stored settings; it must accept and refuse exactly what
// the contract does, on both engines.

const PROVIDER = { base_url: 'https://api.example.com/v1', model: 'story-model-1' }
const SPEECH = { base_url: 'http://127.0.0.1:8880/v1', model: 'tts-1', voice: 'alloy' }
const EMAIL = {
  host: 'smtp.example.com',
  port: 587,
  security: 'starttls',
  username: 'fabula',
  sender_email: 'hello@example.com',
  sender_name: 'Fabula',
}

const CASES: [string, IntegrationKind, unknown][] = [
  ['a provider', 'story_provider', PROVIDER],
  [
    'a local provider with a port',
    'story_provider',
    { ...PROVIDER, base_url: 'http://localhost:11434/v1' },
  ],
  [
    'a provider URL with a trailing slash',
    'story_provider',
    { ...PROVIDER, base_url: 'https://x.example/v1/' },
  ],
  [
    'a provider without a path',
    'story_provider',
    { ...PROVIDER, base_url: 'http://10.0.0.2:8080' },
  ],
  [
    'a provider URL with a query',
    'story_provider',
    { ...PROVIDER, base_url: 'https://x.example/v1?k=1' },
  ],
  [
    'a provider URL with credentials',
    'story_provider',
    { ...PROVIDER, base_url: 'https://u:p@x.example/v1' },
  ],
  ['an ftp URL', 'story_provider', { ...PROVIDER, base_url: 'ftp://x.example/v1' }],
  ['a URL with a space', 'story_provider', { ...PROVIDER, base_url: 'https://x.example/v 1' }],
  [
    'a URL of 501 characters',
    'story_provider',
    { ...PROVIDER, base_url: `https://x.example/${'a'.repeat(482)}` },
  ],
  [
    'a URL of 500 characters',
    'story_provider',
    { ...PROVIDER, base_url: `https://x.example/${'a'.repeat(481)}` },
  ],
  ['an empty model', 'story_provider', { ...PROVIDER, model: '' }],
  ['a model with a tab', 'story_provider', { ...PROVIDER, model: 'a\tb' }],
  ['a model with a space inside', 'story_provider', { ...PROVIDER, model: 'llama 3' }],
  ['a model ending in a space', 'story_provider', { ...PROVIDER, model: 'llama ' }],
  ['a model of 201 characters', 'story_provider', { ...PROVIDER, model: 'm'.repeat(201) }],
  ['a model in Japanese', 'story_provider', { ...PROVIDER, model: 'モデル' }],
  ['an extra key', 'story_provider', { ...PROVIDER, api_key: 'sk-1' }],
  ['a missing model', 'story_provider', { base_url: PROVIDER.base_url }],
  ['a number as model', 'story_provider', { ...PROVIDER, model: 7 }],
  ['provider settings as an array', 'story_provider', [PROVIDER]],
  ['a speech endpoint', 'speech', SPEECH],
  ['a speech endpoint without a voice', 'speech', { base_url: SPEECH.base_url, model: 'tts-1' }],
  ['speech settings for a provider', 'story_provider', SPEECH],
  ['email delivery', 'email', EMAIL],
  [
    'email without login or name',
    'email',
    { host: 'mail', port: 25, security: 'none', sender_email: 'a@b.co' },
  ],
  ['an IPv4 host', 'email', { ...EMAIL, host: '127.0.0.1' }],
  ['a host with an underscore', 'email', { ...EMAIL, host: 'smtp_relay.example.com' }],
  ['a host ending in a dot', 'email', { ...EMAIL, host: 'smtp.example.com.' }],
  ['a host with a port in it', 'email', { ...EMAIL, host: 'smtp.example.com:25' }],
  ['port 0', 'email', { ...EMAIL, port: 0 }],
  ['port 65535', 'email', { ...EMAIL, port: 65535 }],
  ['port 65536', 'email', { ...EMAIL, port: 65536 }],
  ['port 25.5', 'email', { ...EMAIL, port: 25.5 }],
  ['a port as text', 'email', { ...EMAIL, port: '25' }],
  ['a negative port', 'email', { ...EMAIL, port: -25 }],
  ['an unknown security', 'email', { ...EMAIL, security: 'ssl' }],
  ['a sender without a domain', 'email', { ...EMAIL, sender_email: 'hello@example' }],
  ['a sender with a space', 'email', { ...EMAIL, sender_email: 'hel lo@example.com' }],
  ['a sender with brackets', 'email', { ...EMAIL, sender_email: '<hello@example.com>' }],
  ['a sender name with a quote', 'email', { ...EMAIL, sender_name: 'The "Fabula" team' }],
  ['a sender name with a line break', 'email', { ...EMAIL, sender_name: 'Fabula\nBcc: x@y.z' }],
  ['a sender name in Arabic', 'email', { ...EMAIL, sender_name: 'فابولا' }],
  ['an empty username', 'email', { ...EMAIL, username: '' }],
  ['a username of 320 characters', 'email', { ...EMAIL, username: 'u'.repeat(320) }],
  ['a password among the settings', 'email', { ...EMAIL, password: 'x' }],
  ['an unknown kind', 'chat' as IntegrationKind, PROVIDER],
]

describe.each(['pglite', 'postgres'] as const)(
  'integration settings: contract vs SQL on %s',
  (database) => {
    let server: TestServer

    beforeAll(async () => {
      server = await startTestServer({ database })
    }, 120_000)

    afterAll(async () => {
      await server?.stop()
    })

    it.each(CASES)('agrees on %s', async (_name, kind, settings) => {
      const { rows } = await server.db.query<{ valid: boolean | null }>(
        'select public.integration_settings_valid($1, $2::jsonb) as valid',
        [kind, JSON.stringify(settings)],
      )
      const schema = (INTEGRATION_KINDS as readonly string[]).includes(kind)
        ? SETTINGS_SCHEMAS[kind]
        : undefined
      const contract = schema ? v.safeParse(schema, settings).success : false
      expect(rows[0]?.valid).toBe(contract)
    })

    it('holds both answers for valid settings of every kind', async () => {
      // The cases above must include something each side accepts, or agreement proves nothing.
      const accepted = CASES.filter(([, kind, settings]) =>
        (INTEGRATION_KINDS as readonly string[]).includes(kind)
          ? v.safeParse(SETTINGS_SCHEMAS[kind], settings).success
          : false,
      ).map(([, kind]) => kind)
      expect(new Set(accepted)).toEqual(new Set(INTEGRATION_KINDS))
    })
  },
)
