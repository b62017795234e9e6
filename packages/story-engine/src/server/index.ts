/**
 * Server-only entry of @fabula/story-engine: the `generate-story` edge-function handler and its
 * request schemas. Provider keys are read here from server env and never leave the server.
 *
 * @packageDocumentation
 */
export { createGenerateStoryHandler, type GenerateStoryHandlerOptions } from './handler'
export { providerFromEnv, readEnv, type EnvReader } from './env'
export { storyProviderConnected } from './provider-connection'
export { createStoryOptionsHandler, type StoryOptionsHandlerOptions } from './story-options'
export { DEFAULT_RATE_LIMIT_PER_HOUR } from './rate-limit'
export { HEARTBEAT_MS, PROGRESS_WRITE_INTERVAL_MS } from './progress'
export { STALE_REQUEST_MS } from './story-requests'
export { RestError, createRest, type Filters, type Rest, type RestConfig } from './rest'
export {
  CancelStoryBodySchema,
  StartStoryBodySchema,
  StatusQuerySchema,
  StoryRequestParametersSchema,
  type StartStoryBody,
  type StoryRequestParameters,
} from './schemas'
