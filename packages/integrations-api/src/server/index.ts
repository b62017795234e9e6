/**
 * Server-only entry of @fabula/integrations-api (edge functions, never the browser): the
 * `integrations` function's handler, and what other server functions read of the connected
 * integrations — the story provider for generate-story and word lookups, email delivery for the
 * app's own mails. Secret values are read here, with the service role, and never leave the server.
 *
 * @packageDocumentation
 */
export { createIntegrationsHandler, type IntegrationsHandlerOptions } from './handler.js'
export {
  preferConnectedProvider,
  readConnectedStoryProvider,
  type ConnectedStoryProvider,
} from './story-provider.js'
export { sendAppMail } from './app-mail.js'
export { SMTP_TIMEOUT_MS, sendMail, type AppMail, type SendMailOptions } from './smtp.js'
export { PROBE_TIMEOUT_MS, probeStoryProvider, type ProbeOptions } from './probe-story-provider.js'
export { probeSpeech } from './probe-speech.js'
export { MAX_MESSAGE_CHARS } from './provider-message.js'
