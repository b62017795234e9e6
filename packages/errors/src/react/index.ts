/**
 * @fabula/errors/react — the component error boundary, the route-level error screen and the sonner
 * toast notifier.
 *
 * @packageDocumentation
 */
export {
  BOUNDARY_MAX_RETRIES,
  BOUNDARY_RETRY_DELAY_MS,
  COMPONENT_ERROR_BOUNDARY_MESSAGES,
  ComponentErrorBoundary,
  type ComponentErrorBoundaryFallbackProps,
  type ComponentErrorBoundaryMessages,
  type ComponentErrorBoundaryProps,
} from './component-error-boundary.js'
export {
  ROUTE_ERROR_SCREEN_MESSAGES,
  RouteErrorScreen,
  type RouteErrorScreenMessages,
  type RouteErrorScreenProps,
  type RouteErrorScreenText,
} from './route-error-screen.js'
export {
  createSonnerNotifier,
  notify,
  showSonnerToast,
  type NotifyToastOptions,
} from './sonner-notifier.js'
export {
  ErrorNotifierProvider,
  useErrorNotifier,
  type ErrorNotifierProviderProps,
} from './error-notifier-context.js'
