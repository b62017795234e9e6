/**
 * The contract of the `integrations` edge function (`@fabula/integrations-api/contract`): valibot
 * schemas only, so the browser, the Deno function and the Node tests share them. The database
 * keeps its own check of stored settings (`integration_settings_valid()`); a test proves it
 * accepts and refuses what {@link SETTINGS_SCHEMAS} do.
 *
 * @packageDocumentation
 */
export {
  BASE_URL_PATTERN,
  EMAIL_PATTERN,
  EmailSettingsSchema,
  HOST_PATTERN,
  INTEGRATION_KINDS,
  SECRET_NAMES,
  SECRET_OF_KIND,
  SETTINGS_SCHEMAS,
  SETTING_LIMITS,
  SMTP_SECURITY,
  SecretValueSchema,
  SpeechSettingsSchema,
  StoryProviderSettingsSchema,
  type EmailSettings,
  type IntegrationKind,
  type SecretName,
  type SettingsOf,
  type SpeechSettings,
  type StoryProviderSettings,
} from './settings.js'
export {
  ConnectBodySchema,
  DisconnectBodySchema,
  INTEGRATIONS_ERROR_REASONS,
  INTEGRATIONS_FUNCTION,
  INTEGRATION_ACTIONS,
  IntegrationDraftSchema,
  IntegrationReplySchema,
  IntegrationViewSchema,
  IntegrationsErrorBodySchema,
  ListReplySchema,
  TEST_FAILURE_REASONS,
  TestBodySchema,
  TestReplySchema,
  TestResultSchema,
  type IntegrationAction,
  type IntegrationDraft,
  type IntegrationView,
  type IntegrationsErrorReason,
  type TestFailureReason,
  type TestResult,
} from './integrations.js'
