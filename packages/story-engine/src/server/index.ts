/**
 * Server-only entry of @fabula/story-engine: the `generate-story` edge-function handler and its
 * request schemas. Provider keys are read here from server env and never leave the server.
 *
 * @packageDocumentation
 */
export {
  DEFAULT_RATE_LIMIT_PER_HOUR,
  HEARTBEAT_MS,
  PROGRESS_WRITE_INTERVAL_MS,
  STALE_REQUEST_MS,
  createGenerateStoryHandler,
  providerFromEnv,
  readEnv,
  type GenerateStoryHandlerOptions,
} from './handler'
export { RestError, createRest, type Filters, type Rest, type RestConfig } from './rest'
export {
  CancelStoryBodySchema,
  StartStoryBodySchema,
  StatusQuerySchema,
  StoryRequestParametersSchema,
  type StartStoryBody,
  type StoryRequestParameters,
} from './schemas'
