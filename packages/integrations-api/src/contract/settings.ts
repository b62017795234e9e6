import * as v from 'valibot'

/**
 * What can be connected from /apps and stored on the server. The browser's own text-to-speech is
 * not among them: it needs no settings and is always there.
 */
export const INTEGRATION_KINDS = ['story_provider', 'speech', 'email'] as const
/** A stored integration. */
export type IntegrationKind = (typeof INTEGRATION_KINDS)[number]

/** Names of the write-only values an integration may hold. */
export const SECRET_NAMES = ['api_key', 'password'] as const
/** A secret's name. */
export type SecretName = (typeof SECRET_NAMES)[number]

/** The secret each kind may hold (none is required: Ollama needs no key, some relays no login). */
export const SECRET_OF_KIND = {
  story_provider: 'api_key',
  speech: 'api_key',
  email: 'password',
} as const satisfies Record<IntegrationKind, SecretName>

/** How the SMTP connection is protected: implicit TLS (465), STARTTLS (587) or none (local relays). */
export const SMTP_SECURITY = ['tls', 'starttls', 'none'] as const

/** Length limits, in characters (code points, as PostgreSQL's `char_length` counts). */
export const SETTING_LIMITS = {
  baseUrl: 500,
  model: 200,
  voice: 100,
  host: 253,
  username: 320,
  email: 254,
  senderName: 100,
  secret: 4096,
} as const

/**
 * The same rules are written in SQL (`public.integration_settings_valid`, migration
 * 20261125050000); a test feeds both the same cases on PGlite and PostgreSQL. Keep them equal:
 * plain patterns, no transforms.
 */
// eslint-disable-next-line no-control-regex -- the rule is about control characters
const CONTROL = /[\u0001-\u001f\u007f]/

/** One line: 1..max code points, no control characters, no space at either end. */
function line(max: number) {
  return v.pipe(
    v.string(),
    v.check((text) => [...text].length >= 1, 'must not be empty'),
    v.check((text) => [...text].length <= max, `must be at most ${max} characters`),
    v.check((text) => !CONTROL.test(text), 'must be one line without control characters'),
    v.check(
      (text) => !text.startsWith(' ') && !text.endsWith(' '),
      'must not begin or end with a space',
    ),
  )
}

/**
 * An http(s) base URL without credentials, query or fragment, e.g. `http://127.0.0.1:11434/v1`
 * (Ollama) or `https://api.example.com/v1`. Credentials belong in the key, never in the URL.
 */
export const BASE_URL_PATTERN = /^https?:\/\/[^\s/?#@\\]+(?:\/[^\s?#\\]*)?$/

/** A host name or IPv4 address: dot-separated labels of letters, digits and inner hyphens. */
export const HOST_PATTERN =
  /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/

/** An address as mail headers can carry it unquoted: `name@domain.tld`, no spaces or brackets. */
export const EMAIL_PATTERN = /^[^\s@<>"(),;:\\]+@[^\s@<>"(),;:\\]+\.[^\s@<>"(),;:\\]+$/

const BaseUrlSchema = v.pipe(
  line(SETTING_LIMITS.baseUrl),
  v.regex(BASE_URL_PATTERN, 'must be an http:// or https:// address without a query'),
)

const EmailSchema = v.pipe(
  line(SETTING_LIMITS.email),
  v.regex(EMAIL_PATTERN, 'must be an email address'),
)

/** An OpenAI-compatible chat completions endpoint that writes stories. */
export const StoryProviderSettingsSchema = v.strictObject({
  /** Base URL up to the API version, e.g. `https://api.example.com/v1`. */
  base_url: BaseUrlSchema,
  /** The model name the endpoint knows. */
  model: line(SETTING_LIMITS.model),
})

/** An OpenAI-compatible speech endpoint (`POST <base_url>/audio/speech`). */
export const SpeechSettingsSchema = v.strictObject({
  base_url: BaseUrlSchema,
  model: line(SETTING_LIMITS.model),
  /** The voice name the endpoint offers. */
  voice: line(SETTING_LIMITS.voice),
})

/** An SMTP server for Fabula's own mails. */
export const EmailSettingsSchema = v.strictObject({
  host: v.pipe(
    line(SETTING_LIMITS.host),
    v.regex(HOST_PATTERN, 'must be a host name or an IPv4 address'),
  ),
  port: v.pipe(
    v.number(),
    v.integer('must be a whole number'),
    v.minValue(1, 'must be 1 to 65535'),
    v.maxValue(65535, 'must be 1 to 65535'),
  ),
  security: v.picklist(SMTP_SECURITY),
  /** Login name; absent for relays that take mail without one. */
  username: v.optional(line(SETTING_LIMITS.username)),
  /** The From address of every mail. */
  sender_email: EmailSchema,
  /** The From name, e.g. `Fabula`. */
  sender_name: v.optional(
    v.pipe(
      line(SETTING_LIMITS.senderName),
      v.check((text) => !/[<>"]/.test(text), 'must not contain <, > or "'),
    ),
  ),
})

/** Settings of a story provider. */
export type StoryProviderSettings = v.InferOutput<typeof StoryProviderSettingsSchema>
/** Settings of a speech endpoint. */
export type SpeechSettings = v.InferOutput<typeof SpeechSettingsSchema>
/** Settings of email delivery. */
export type EmailSettings = v.InferOutput<typeof EmailSettingsSchema>

/** The settings schema of each kind. */
export const SETTINGS_SCHEMAS = {
  story_provider: StoryProviderSettingsSchema,
  speech: SpeechSettingsSchema,
  email: EmailSettingsSchema,
} as const

/** Settings of a kind. */
export type SettingsOf<K extends IntegrationKind> = v.InferOutput<(typeof SETTINGS_SCHEMAS)[K]>

/** A secret value: 1–4096 characters without control characters (it travels in headers). */
export const SecretValueSchema = v.pipe(
  v.string(),
  v.check((text) => [...text].length >= 1, 'must not be empty'),
  v.check((text) => [...text].length <= SETTING_LIMITS.secret, 'is too long'),
  v.check((text) => !CONTROL.test(text), 'must not contain control characters'),
)
