import { RouteErrorScreen } from '@fabula/errors/react'
import type { RouteErrorScreenMessages } from '@fabula/errors/react'
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router'
import { StatusPage } from '@/components/status-page'
import { t } from '@/i18n'
import { userMessages } from '@/lib/errors'

/** Words of the route-level error screen from the catalogue (seed §2 titles word for word). */
export function routeErrorMessages(): RouteErrorScreenMessages {
  return {
    tryAgain: t('routeError.tryAgain'),
    signIn: t('routeError.signIn'),
    goBack: t('error.goBack'),
    home: t('routeError.home'),
    reload: t('routeError.reload'),
    errorId: t('routeError.errorId'),
    copyErrorId: t('routeError.copyErrorId'),
    copied: t('routeError.copied'),
    userMessages: userMessages(),
    titles: {
      network: t('routeError.title.network'),
      authentication: t('routeError.title.authentication'),
      authorization: t('routeError.title.authorization'),
      data: t('routeError.title.data'),
      business: t('routeError.title.business'),
      validation: t('routeError.title.business'),
      system: t('routeError.title.system'),
      unexpected: t('routeError.title.unexpected'),
    },
  }
}

/** The route-level error screen; a thrown 404 response shows the 404 page instead. */
export function RootErrorBoundary() {
  const error = useRouteError()
  const navigate = useNavigate()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <StatusPage code="404" title={t('error.notFoundTitle')} body={t('error.notFoundBody')} />
  }
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-svh items-center justify-center p-6 outline-none"
    >
      <RouteErrorScreen
        error={error}
        onNavigate={(path) => void navigate(path)}
        onBack={() => void navigate(-1)}
        messages={routeErrorMessages()}
      />
    </main>
  )
}
