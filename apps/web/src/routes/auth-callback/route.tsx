import { safeRedirectTarget } from '@fabula/auth'
import * as React from 'react'
import { useNavigate } from 'react-router'
import { AuthLayout } from '@/components/auth-layout'
import { FormError } from '@/components/form-fields'
import { PreloadLink } from '@/components/preload-link'
import { routeTable } from '@/app/route-table'
import { t } from '@/i18n'
import { userMessageOf } from '@/lib/errors'
import { useApp } from '@/app/app-context'

/**
 * The PKCE landing page. supabase-js (`detectSessionInUrl`) exchanges `?code=` while it
 * initialises; `getSession()` waits for that, then we go to `redirect` or the dashboard.
 */
export function Component() {
  const app = useApp()
  const navigate = useNavigate()
  const [failure, setFailure] = React.useState<string>()
  React.useEffect(() => {
    const url = new URL(window.location.href)
    const target = safeRedirectTarget(url.searchParams.get('redirect'))
    const described = url.searchParams.get('error_description')
    if (described) {
      setFailure(t('auth.callbackFailed'))
      return
    }
    let cancelled = false
    void app
      .supabaseAuth()
      .then((supabaseAuth) => supabaseAuth.getSession())
      .then(({ data, error }) => {
        if (cancelled) return
        if (error) setFailure(userMessageOf(error))
        else if (!data.session) setFailure(t('auth.callbackFailed'))
        else void navigate(target, { replace: true })
      })
    return () => {
      cancelled = true
    }
  }, [app, navigate])
  return (
    <AuthLayout title={t('page.authCallback')}>
      {failure ? (
        <>
          <FormError>{failure}</FormError>
          <PreloadLink
            to={routeTable.signIn.href()}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('auth.signInLink')}
          </PreloadLink>
        </>
      ) : (
        <p role="status">{t('auth.callbackWorking')}</p>
      )}
    </AuthLayout>
  )
}
