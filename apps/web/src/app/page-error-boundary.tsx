import { RouteErrorScreen } from '@fabula/errors/react'
import { isRouteErrorResponse, useNavigate, useRevalidator, useRouteError } from 'react-router'
import { StatusPage } from '@/components/status-page'
import { t } from '@/i18n'
import { routeErrorMessages } from './root-error-boundary'

/**
 * The route error screen of a signed-in page (seed §2): its data failed after the bounded
 * retries, the chrome stays, Try Again runs the page's loader once more.
 */
export function PageErrorBoundary() {
  const error = useRouteError()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <StatusPage code="404" title={t('error.notFoundTitle')} body={t('error.notFoundBody')} />
  }
  return (
    <RouteErrorScreen
      error={error}
      onRetry={() => void revalidator.revalidate()}
      onNavigate={(path) => void navigate(path)}
      onBack={() => void navigate(-1)}
      messages={routeErrorMessages()}
    />
  )
}
