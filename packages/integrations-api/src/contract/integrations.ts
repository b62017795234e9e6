import * as v from 'valibot'
import {
  EmailSettingsSchema,
  INTEGRATION_KINDS,
  SECRET_NAMES,
  SecretValueSchema,
  SpeechSettingsSchema,
  StoryProviderSettingsSchema,
} from './settings.js'

/** The function's name under `/functions/v1/`. */
export const INTEGRATIONS_FUNCTION = 'integrations'

const KindSchema = v.picklist(INTEGRATION_KINDS)

/**
 * A secret in a request: a string sets it, `null` removes it, absent keeps the stored one (so
 * settings can be edited without typing the key again).
 */
const SecretChangeSchema = v.optional(v.nullable(SecretValueSchema))

const StoryProviderDraftSchema = v.strictObject({
  kind: v.literal('story_provider'),
  settings: StoryProviderSettingsSchema,
  secrets: v.optional(v.strictObject({ api_key: SecretChangeSchema })),
})
const SpeechDraftSchema = v.strictObject({
  kind: v.literal('speech'),
  settings: SpeechSettingsSchema,
  secrets: v.optional(v.strictObject({ api_key: SecretChangeSchema })),
})
const EmailDraftSchema = v.strictObject({
  kind: v.literal('email'),
  settings: EmailSettingsSchema,
  secrets: v.optional(v.strictObject({ password: SecretChangeSchema })),
})

/** Settings of one kind plus secret changes, as the connect form sends them. */
export const IntegrationDraftSchema = v.variant('kind', [
  StoryProviderDraftSchema,
  SpeechDraftSchema,
  EmailDraftSchema,
])

/** A connect form's content. */
export type IntegrationDraft = v.InferOutput<typeof IntegrationDraftSchema>

/** `POST {action: 'connect', integration}`: stores the settings (superadmin, `apps:connect`). */
export const ConnectBodySchema = v.strictObject({
  action: v.literal('connect'),
  integration: IntegrationDraftSchema,
})

/** `POST {action: 'disconnect', kind}`: forgets settings and secrets (`apps:connect`). */
export const DisconnectBodySchema = v.strictObject({
  action: v.literal('disconnect'),
  kind: KindSchema,
})

/**
 * `POST {action: 'test', kind, draft?}`: a tiny real call with the stored settings (`apps:manage`)
 * or, from the connect form, with a draft not saved yet (`apps:connect`; a draft's absent secret
 * means the stored one). For email the test is a mail to the caller's own address.
 */
export const TestBodySchema = v.pipe(
  v.strictObject({
    action: v.literal('test'),
    kind: KindSchema,
    draft: v.optional(IntegrationDraftSchema),
  }),
  v.check((body) => !body.draft || body.draft.kind === body.kind, 'draft is of another kind'),
)

/** Any body the function accepts, by `action`. */
export const INTEGRATION_ACTIONS = ['connect', 'disconnect', 'test'] as const
/** A body action. */
export type IntegrationAction = (typeof INTEGRATION_ACTIONS)[number]

/** Why a test did not succeed, for the screen to put in words. */
export const TEST_FAILURE_REASONS = [
  /** Nothing answered at that address (refused, unknown host, network down). */
  'unreachable',
  /** It did not answer in time. */
  'timeout',
  /** It refused the key, password or login (HTTP 401/403, SMTP 535). */
  'credentials_refused',
  /** It answered with another HTTP error (404 model not found, 400 bad request, 5xx). */
  'http_error',
  /** It answered, but not with what the API promises (no completion, no audio). */
  'bad_reply',
  /** The TLS handshake failed (wrong port for the security mode, bad certificate). */
  'tls_error',
  /** The mail server refused the message (sender or recipient not allowed, …). */
  'smtp_rejected',
] as const
/** A test failure reason. */
export type TestFailureReason = (typeof TEST_FAILURE_REASONS)[number]

/** The outcome of a test. `message` is the other side's own words, cut and with secrets removed. */
export const TestResultSchema = v.variant('ok', [
  v.object({
    ok: v.literal(true),
    /** Round trip of the test call, in ms. */
    latency_ms: v.number(),
    /** The address the test mail went to (email). */
    recipient: v.optional(v.string()),
  }),
  v.object({
    ok: v.literal(false),
    reason: v.picklist(TEST_FAILURE_REASONS),
    /** HTTP status or SMTP reply code, when there was one. */
    status: v.optional(v.number()),
    /** What the provider or mail server said, as text. */
    message: v.optional(v.string()),
    latency_ms: v.optional(v.number()),
  }),
])

/** A test outcome. */
export type TestResult = v.InferOutput<typeof TestResultSchema>

/** The last stored test of an integration. */
const LastTestSchema = v.object({
  ok: v.boolean(),
  at: v.string(),
  latency_ms: v.nullable(v.number()),
  reason: v.nullable(v.picklist(TEST_FAILURE_REASONS)),
})

/**
 * An integration as staff see it: whether it is connected, its settings and which secrets are
 * set — never their values.
 */
export const IntegrationViewSchema = v.object({
  kind: KindSchema,
  connected: v.boolean(),
  /** The stored settings; `null` while not connected. */
  settings: v.nullable(
    v.union([StoryProviderSettingsSchema, SpeechSettingsSchema, EmailSettingsSchema]),
  ),
  /** Names of the secrets that are set. */
  secrets: v.array(v.picklist(SECRET_NAMES)),
  connected_at: v.nullable(v.string()),
  last_test: v.nullable(LastTestSchema),
  /**
   * Story provider only: the model the server's environment configures, used while nothing is
   * connected here (`null` when the environment configures none: then the built-in library).
   */
  environment_model: v.nullable(v.string()),
})

/** An integration's status. */
export type IntegrationView = v.InferOutput<typeof IntegrationViewSchema>

/** `GET integrations` → every kind, connected or not. */
export const ListReplySchema = v.object({ integrations: v.array(IntegrationViewSchema) })
/** Reply to connect and disconnect. */
export const IntegrationReplySchema = v.object({ integration: IntegrationViewSchema })
/** Reply to a test. */
export const TestReplySchema = v.object({
  result: TestResultSchema,
  /** The integration with its new last test (a test of stored settings only). */
  integration: v.optional(IntegrationViewSchema),
})

/** Stable reasons of a refusal (`{error: {code, reason, message, …}}`). */
export const INTEGRATIONS_ERROR_REASONS = [
  'not_signed_in',
  'not_allowed',
  'method_not_allowed',
  'body_not_json',
  'invalid_body',
  'not_connected',
  'no_email_address',
  'not_configured',
  'database_error',
  'internal_error',
] as const
/** A refusal reason. */
export type IntegrationsErrorReason = (typeof INTEGRATIONS_ERROR_REASONS)[number]

/** The function's error body. */
export const IntegrationsErrorBodySchema = v.object({
  error: v.looseObject({
    code: v.string(),
    reason: v.optional(v.picklist(INTEGRATIONS_ERROR_REASONS)),
    message: v.optional(v.string()),
  }),
})
