import * as React from 'react'
import { useMatches } from 'react-router'
import { t } from '@/i18n'
import type { RouteHandle } from './route-module'

/** "Fabula" on pages without a name, "<Page> · Fabula" elsewhere (seed §2). */
export function titleFor(handles: readonly unknown[]): string {
  const key = [...handles].reverse().find((handle) => (handle as RouteHandle | undefined)?.title)
  const title = (key as RouteHandle | undefined)?.title
  return title ? t('app.title', { page: t(title) }) : t('app.name')
}

/** Keeps `document.title` in step with the deepest matched route. */
export function useDocumentTitle(): void {
  const matches = useMatches()
  const title = titleFor(matches.map((match) => match.handle))
  React.useEffect(() => {
    document.title = title
  }, [title])
}
