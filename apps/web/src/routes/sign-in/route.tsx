import { safeRedirectTarget } from '@fabula/auth'
import { Button } from '@fabula/ui'
import { useNavigate, useSearchParams } from 'react-router'
import { AuthLayout } from '@/components/auth-layout'
import { FormError, TextField } from '@/components/form-fields'
import { PreloadLink } from '@/components/preload-link'
import { routeTable } from '@/app/route-table'
import { t } from '@/i18n'
import { SignInSchema } from '@/lib/auth-schemas'
import { userMessageOf } from '@/lib/errors'
import { useValibotForm } from '@/lib/form'
import { signInSearch } from '@/lib/search/schemas'
import { useApp } from '@/app/app-context'

export function Component() {
  const app = useApp()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const search = signInSearch.parse(params)
  const target = safeRedirectTarget(search.redirect)
  const form = useValibotForm(SignInSchema, async ({ email, password }) => {
    const { error } = await (await app.supabaseAuth()).signInWithPassword({ email, password })
    if (error) {
      form.setFormError(userMessageOf(error))
      return
    }
    await navigate(target, { replace: true })
  })
  return (
    <AuthLayout
      title={t('auth.signInTitle')}
      description={t('auth.signInDescription')}
      footer={
        <>
          {t('auth.noAccount')}{' '}
          <PreloadLink
            to={routeTable.signUp.href()}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('auth.signUpLink')}
          </PreloadLink>
        </>
      }
    >
      <form noValidate onSubmit={form.onSubmit} className="grid gap-4">
        {search['error-id'] && (
          <FormError>{t('auth.signInFailedWithId', { id: search['error-id'] })}</FormError>
        )}
        <FormError>{form.formError}</FormError>
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          error={form.errors.email}
        />
        <TextField
          label={t('auth.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          error={form.errors.password}
        />
        <Button type="submit" disabled={!form.ready} loading={form.pending}>
          {t('auth.signInSubmit')}
        </Button>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <PreloadLink
            to={routeTable.forgotPassword.href()}
            className="text-primary underline-offset-4 hover:underline"
          >
            {t('auth.forgotPasswordLink')}
          </PreloadLink>
          <PreloadLink
            to={routeTable.otp.href()}
            className="text-primary underline-offset-4 hover:underline"
          >
            {t('auth.otpLink')}
          </PreloadLink>
        </div>
      </form>
    </AuthLayout>
  )
}
