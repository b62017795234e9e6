/**
 * Server-only entry of @fabula/help-center-api: the `help-center` edge function's handler.
 *
 * @packageDocumentation
 */
export { createHelpCenterHandler, type HelpCenterHandlerOptions } from './handler.js'
