import { createContext, useContext, type ReactNode } from 'react'
import type { ErrorNotifier } from '../error-notifier.js'
import { createSonnerNotifier } from './sonner-notifier.js'

const ErrorNotifierContext = createContext<ErrorNotifier | undefined>(undefined)

let fallbackNotifier: ErrorNotifier | undefined

/** Props of {@link ErrorNotifierProvider}. */
export interface ErrorNotifierProviderProps {
  /** The notifier the subtree uses, e.g. `createSonnerNotifier({ reporter })`. */
  notifier: ErrorNotifier
  children?: ReactNode
}

/** Supplies the error notifier that {@link useErrorNotifier} returns in its subtree. */
export function ErrorNotifierProvider({ notifier, children }: ErrorNotifierProviderProps) {
  return <ErrorNotifierContext value={notifier}>{children}</ErrorNotifierContext>
}

/**
 * The error notifier of the nearest {@link ErrorNotifierProvider}; without one, a shared sonner
 * notifier with default options, so features can report errors before the app wires a reporter.
 *
 * @example
 * const notifier = useErrorNotifier()
 * mutation.mutate(input, { onError: (error) => notifier.notify(error) })
 */
export function useErrorNotifier(): ErrorNotifier {
  const notifier = useContext(ErrorNotifierContext)
  if (notifier) return notifier
  fallbackNotifier ??= createSonnerNotifier()
  return fallbackNotifier
}
