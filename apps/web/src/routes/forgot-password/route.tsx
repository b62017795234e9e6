import { Button } from '@fabula/ui'
import * as React from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { AuthLayout } from '@/components/auth-layout'
import { FormError, TextField } from '@/components/form-fields'
import { PreloadLink } from '@/components/preload-link'
import { notify } from '@/app/notify'
import { routeTable } from '@/app/route-table'
import { t } from '@/i18n'
import { EmailFormSchema, NewPasswordFormSchema } from '@/lib/auth-schemas'
import { userMessageOf } from '@/lib/errors'
import { useValibotForm } from '@/lib/form'
import { useApp } from '@/app/app-context'

function RequestLink() {
  const app = useApp()
  const [sentTo, setSentTo] = React.useState<string>()
  const form = useValibotForm(EmailFormSchema, async ({ email }) => {
    const back = routeTable.authCallback.href({
      redirect: routeTable.forgotPassword.href({ step: 'new-password' }),
    })
    const { error } = await (
      await app.supabaseAuth()
    ).resetPasswordForEmail(email, {
      redirectTo: `${window.location.origin}${back}`,
    })
    if (error) form.setFormError(userMessageOf(error))
    else setSentTo(email)
  })
  return (
    <AuthLayout
      title={t('auth.forgotTitle')}
      description={t('auth.forgotDescription')}
      footer={
        <PreloadLink
          to={routeTable.signIn.href()}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('auth.signInLink')}
        </PreloadLink>
      }
    >
      {sentTo ? (
        <p role="status">{t('auth.forgotSent', { email: sentTo })}</p>
      ) : (
        <form noValidate onSubmit={form.onSubmit} className="grid gap-4">
          <FormError>{form.formError}</FormError>
          <TextField
            label={t('auth.email')}
            name="email"
            type="email"
            autoComplete="email"
            error={form.errors.email}
          />
          <Button type="submit" disabled={!form.ready} loading={form.pending}>
            {t('auth.forgotSubmit')}
          </Button>
        </form>
      )}
    </AuthLayout>
  )
}

/** Second step: the recovery link signed the user in; they choose a new password. */
function SetNewPassword() {
  const app = useApp()
  const navigate = useNavigate()
  const form = useValibotForm(NewPasswordFormSchema, async ({ password }) => {
    const { error } = await (await app.supabaseAuth()).updateUser({ password })
    if (error) {
      form.setFormError(userMessageOf(error))
      return
    }
    notify.success(t('auth.passwordUpdated'))
    await navigate(routeTable.dashboard.href(), { replace: true })
  })
  return (
    <AuthLayout title={t('auth.newPasswordTitle')} description={t('auth.newPasswordDescription')}>
      <form noValidate onSubmit={form.onSubmit} className="grid gap-4">
        <FormError>{form.formError}</FormError>
        <TextField
          label={t('auth.newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          error={form.errors.password}
        />
        <TextField
          label={t('auth.confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={form.errors.confirmPassword}
        />
        <Button type="submit" disabled={!form.ready} loading={form.pending}>
          {t('auth.newPasswordSubmit')}
        </Button>
      </form>
    </AuthLayout>
  )
}

export function Component() {
  const [params] = useSearchParams()
  return params.get('step') === 'new-password' ? <SetNewPassword /> : <RequestLink />
}
