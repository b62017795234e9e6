import { TopLoadingBar } from '@fabula/ui'
import * as React from 'react'
import { Outlet, ScrollRestoration, useNavigation } from 'react-router'
import { LazyToaster } from '@/components/lazy-toaster'
import { t } from '@/i18n'
import { useDocumentTitle } from './document-title'
import { finishEarlyRecording } from './early-data'
import { FIRST_RENDER_MARK } from './first-render'

/** Shell of every page: skip link, navigation progress bar, toasts and the title. */
export function RootLayout() {
  const navigation = useNavigation()
  useDocumentTitle()
  // Runs after the first page's components have committed: the moment the page can respond.
  // Field monitoring and the bench (bench/run.ts) read it; later renders do not move it.
  React.useEffect(() => {
    if (performance.getEntriesByName(FIRST_RENDER_MARK).length === 0) {
      performance.mark(FIRST_RENDER_MARK)
    }
    // What this first paint asked for is what the next visit's head script sends early.
    finishEarlyRecording()
  }, [])
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[200] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow-md"
      >
        {t('app.skipToMain')}
      </a>
      <TopLoadingBar loading={navigation.state !== 'idle'} label={t('app.loading')} />
      <Outlet />
      <LazyToaster />
      <ScrollRestoration />
    </>
  )
}
