import { TopLoadingBar } from '@fabula/ui'
import { Outlet, ScrollRestoration, useNavigation } from 'react-router'
import { LazyToaster } from '@/components/lazy-toaster'
import { t } from '@/i18n'
import { useDocumentTitle } from './document-title'

/** Shell of every page: skip link, navigation progress bar, toasts and the title. */
export function RootLayout() {
  const navigation = useNavigation()
  useDocumentTitle()
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
