import { Component, type ErrorInfo, type ReactNode } from 'react'
import { AppError } from '../app-error.js'
import { createErrorRecord, type ErrorRecord } from '../error-record.js'
import type { ErrorCode } from '../codes.js'
import { normalizeError } from '../normalize-error.js'
import { getUserMessage } from '../user-messages.js'
import { OUTLINE_BUTTON, PRIMARY_BUTTON } from './class-names.js'

/** Retries the boundary allows before only Reset is left (seed spec §9). */
export const BOUNDARY_MAX_RETRIES = 3

/** Delay before a retry re-renders the children (seed spec §9). */
export const BOUNDARY_RETRY_DELAY_MS = 2_000

/** Translations for the default fallback; missing entries use English. */
export interface ComponentErrorBoundaryMessages {
  title?: string
  retry?: string
  retrying?: string
  reset?: string
  errorId?: string
  /** The user messages by code (`default` for the rest), translated; missing ones use English. */
  userMessages?: Partial<Record<ErrorCode | 'default', string>>
}

/** Visible texts of the default fallback. */
export const COMPONENT_ERROR_BOUNDARY_MESSAGES: Readonly<
  Required<Omit<ComponentErrorBoundaryMessages, 'userMessages'>>
> = Object.freeze({
  title: 'Something went wrong',
  retry: 'Retry',
  retrying: 'Retrying…',
  reset: 'Reset',
  errorId: 'Error ID',
})

/** What a custom fallback receives. */
export interface ComponentErrorBoundaryFallbackProps {
  record: ErrorRecord
  /** Re-renders the children after 2 s; does nothing when no retries are left. */
  retry: () => void
  /** Clears the error and the retry count, then calls `onReset`. */
  reset: () => void
  /** Retries used so far. */
  retryCount: number
  canRetry: boolean
  /** A retry is waiting for its delay. */
  retrying: boolean
}

/** Props of {@link ComponentErrorBoundary}. */
export interface ComponentErrorBoundaryProps {
  children?: ReactNode
  /** Replaces the default fallback: an element, or a function of the fallback props. */
  fallback?: ReactNode | ((props: ComponentErrorBoundaryFallbackProps) => ReactNode)
  /** Called after Reset, e.g. to clear the state that made the children throw. */
  onReset?: () => void
  /** Called once per caught error, e.g. to hand it to the error notifier. */
  onError?: (record: ErrorRecord, info: ErrorInfo) => void
  messages?: ComponentErrorBoundaryMessages
}

interface BoundaryState {
  record: ErrorRecord | undefined
  retryCount: number
  retrying: boolean
}

// A plain error thrown while rendering is a render error, not an unknown system failure; errors that
// already carry a catalogue code (AppError, fetch failures, auth errors) keep theirs.
function recordOfRenderError(error: unknown): ErrorRecord {
  const record = normalizeError(error)
  if (record.code !== 'UNKNOWN_ERROR' || error instanceof AppError) return record
  return createErrorRecord({
    code: 'COMPONENT_RENDER_ERROR',
    message: record.message,
    cause: error,
  })
}

/**
 * Catches render errors of a part of the page and shows a small fallback with Retry (at most 3
 * attempts, each after a 2 s delay) and Reset. The fallback shows the user message and Error ID.
 *
 * @example
 * <ComponentErrorBoundary onError={(record) => notifier.notify(record)}>
 *   <WordList />
 * </ComponentErrorBoundary>
 */
export class ComponentErrorBoundary extends Component<ComponentErrorBoundaryProps, BoundaryState> {
  override state: BoundaryState = { record: undefined, retryCount: 0, retrying: false }

  private retryTimer: ReturnType<typeof setTimeout> | undefined

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { record: recordOfRenderError(error), retrying: false }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(this.state.record ?? recordOfRenderError(error), info)
  }

  override componentWillUnmount(): void {
    clearTimeout(this.retryTimer)
  }

  private readonly retry = (): void => {
    if (this.state.retrying || this.state.retryCount >= BOUNDARY_MAX_RETRIES) return
    this.setState({ retrying: true })
    this.retryTimer = setTimeout(() => {
      this.setState((state) => ({
        record: undefined,
        retrying: false,
        retryCount: state.retryCount + 1,
      }))
    }, BOUNDARY_RETRY_DELAY_MS)
  }

  private readonly reset = (): void => {
    clearTimeout(this.retryTimer)
    this.setState({ record: undefined, retrying: false, retryCount: 0 })
    this.props.onReset?.()
  }

  override render(): ReactNode {
    const { record, retryCount, retrying } = this.state
    if (!record) return this.props.children
    const props: ComponentErrorBoundaryFallbackProps = {
      record,
      retry: this.retry,
      reset: this.reset,
      retryCount,
      canRetry: retryCount < BOUNDARY_MAX_RETRIES,
      retrying,
    }
    const { fallback } = this.props
    if (typeof fallback === 'function') return fallback(props)
    if (fallback !== undefined) return fallback
    return <DefaultFallback {...props} messages={this.props.messages} />
  }
}

function DefaultFallback({
  record,
  retry,
  reset,
  canRetry,
  retrying,
  messages,
}: ComponentErrorBoundaryFallbackProps & { messages: ComponentErrorBoundaryMessages | undefined }) {
  const text = { ...COMPONENT_ERROR_BOUNDARY_MESSAGES, ...messages }
  return (
    <div
      role="alert"
      data-slot="component-error"
      data-state={retrying ? 'retrying' : 'error'}
      className="flex flex-col gap-3 rounded-lg border bg-background p-4 text-foreground"
    >
      <p className="text-sm font-semibold">{text.title}</p>
      <p className="text-sm text-muted-foreground">
        {messages?.userMessages
          ? getUserMessage(record.code, messages.userMessages)
          : record.userMessage}
      </p>
      <p className="text-xs text-muted-foreground">
        {text.errorId}: <code className="font-mono">{record.id}</code>
      </p>
      <div className="flex flex-wrap gap-2">
        {canRetry ? (
          <button type="button" className={PRIMARY_BUTTON} onClick={retry} disabled={retrying}>
            {retrying ? text.retrying : text.retry}
          </button>
        ) : null}
        <button
          type="button"
          className={canRetry ? OUTLINE_BUTTON : PRIMARY_BUTTON}
          onClick={reset}
        >
          {text.reset}
        </button>
      </div>
    </div>
  )
}
