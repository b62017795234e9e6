import { useEffect, useId, useMemo, useState } from 'react'
import type { ErrorRecord } from '../error-record.js'
import type { ErrorCode } from '../codes.js'
import { normalizeError } from '../normalize-error.js'
import { getUserMessage } from '../user-messages.js'
import {
  routeErrorActions,
  routeErrorTitle,
  type RouteErrorAction,
  type RouteErrorTitleKey,
} from '../route-error.js'
import { GHOST_BUTTON, OUTLINE_BUTTON, PRIMARY_BUTTON } from './class-names.js'

/** Button and label texts of the route-level error screen. */
export interface RouteErrorScreenText {
  tryAgain: string
  signIn: string
  goBack: string
  home: string
  reload: string
  errorId: string
  copyErrorId: string
  copied: string
}

/** Visible texts of the route-level error screen (seed spec §2). */
export const ROUTE_ERROR_SCREEN_MESSAGES: Readonly<RouteErrorScreenText> = Object.freeze({
  tryAgain: 'Try Again',
  signIn: 'Sign In',
  goBack: 'Go Back',
  home: 'Home',
  reload: 'Reload Page',
  errorId: 'Error ID',
  copyErrorId: 'Copy Error ID',
  copied: 'Copied',
})

/** Translations for the screen; missing entries use English. */
export type RouteErrorScreenMessages = Partial<RouteErrorScreenText> & {
  /** Titles by key (network, authentication, …, unexpected). */
  titles?: Partial<Record<RouteErrorTitleKey, string>>
  /** Replaces the record's user message, e.g. with a translation. */
  userMessage?: string
  /** The user messages by code (`default` for the rest), translated; missing ones use English. */
  userMessages?: Partial<Record<ErrorCode | 'default', string>>
}

/** Props of {@link RouteErrorScreen}. */
export interface RouteErrorScreenProps {
  /** What was thrown, or a record; anything is normalised with `normalizeError`. */
  error: unknown
  /** Try Again; defaults to `onReload`. */
  onRetry?: () => void
  /** Navigates to the sign-in or home page; defaults to a full page load of that path. */
  onNavigate?: (path: string) => void
  /** The app's sign-in and home pages; default `/sign-in` and `/`. */
  paths?: { signIn?: string; home?: string }
  /** Go Back; defaults to `history.back()`. */
  onBack?: () => void
  /** Reload Page; defaults to `location.reload()`. */
  onReload?: () => void
  messages?: RouteErrorScreenMessages
}

const COPIED_FEEDBACK_MS = 2_000

function reloadPage(): void {
  globalThis.location?.reload()
}

function ErrorIdLine({ id, text }: { id: string; text: RouteErrorScreenText }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = () => {
    // Clipboard access needs a secure context and may be refused; the ID stays readable either way.
    void globalThis.navigator?.clipboard
      ?.writeText(id)
      .then(() => setCopied(true))
      .catch(() => undefined)
  }

  return (
    <div className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
      <span>
        {text.errorId}: <code className="font-mono text-foreground">{id}</code>
      </span>
      <button type="button" className={GHOST_BUTTON} onClick={copy}>
        {copied ? text.copied : text.copyErrorId}
      </button>
      <span role="status" className="sr-only">
        {copied ? text.copied : ''}
      </span>
    </div>
  )
}

/**
 * The route-level error screen of seed spec §2: a title by category, the user message, the Error ID
 * with a copy button, and the actions Try Again (retryable network, data and system errors), Sign In
 * (authentication), Go Back and Home (not for authentication or authorization) and Reload Page
 * (critical errors).
 *
 * @example
 * export function ErrorBoundary() {
 *   const error = useRouteError()
 *   const navigate = useNavigate()
 *   return <RouteErrorScreen error={error} onNavigate={(path) => navigate(path)} />
 * }
 */
export function RouteErrorScreen({
  error,
  onRetry,
  onNavigate,
  onBack,
  onReload,
  messages,
  paths,
}: RouteErrorScreenProps) {
  const record: ErrorRecord = useMemo(() => normalizeError(error), [error])
  const titleId = useId()
  const text = { ...ROUTE_ERROR_SCREEN_MESSAGES, ...messages }
  const navigate = onNavigate ?? ((path: string) => globalThis.location?.assign(path))
  const reload = onReload ?? reloadPage

  const buttons: Record<RouteErrorAction, { label: string; run: () => void; primary: boolean }> = {
    'try-again': { label: text.tryAgain, run: onRetry ?? reload, primary: true },
    'sign-in': {
      label: text.signIn,
      run: () => navigate(paths?.signIn ?? '/sign-in'),
      primary: true,
    },
    'go-back': {
      label: text.goBack,
      run: onBack ?? (() => globalThis.history?.back()),
      primary: false,
    },
    home: { label: text.home, run: () => navigate(paths?.home ?? '/'), primary: false },
    reload: { label: text.reload, run: reload, primary: false },
  }

  return (
    <section
      aria-labelledby={titleId}
      data-slot="route-error"
      data-category={record.category}
      className="flex min-h-svh flex-col items-center justify-center gap-4 bg-background p-6 text-center text-foreground"
    >
      <div role="alert" className="flex max-w-md flex-col gap-2">
        <h1 id={titleId} className="text-2xl font-semibold tracking-tight">
          {routeErrorTitle(record, messages?.titles)}
        </h1>
        <p className="text-muted-foreground">
          {messages?.userMessage ??
            (messages?.userMessages
              ? getUserMessage(record.code, messages.userMessages)
              : record.userMessage)}
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        {routeErrorActions(record).map((action) => {
          const button = buttons[action]
          return (
            <button
              key={action}
              type="button"
              data-action={action}
              className={button.primary ? PRIMARY_BUTTON : OUTLINE_BUTTON}
              onClick={button.run}
            >
              {button.label}
            </button>
          )
        })}
      </div>
      <ErrorIdLine id={record.id} text={text} />
    </section>
  )
}
