import { Button } from '@fabula/ui'
import * as React from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { AuthLayout } from '@/components/auth-layout'
import { FormError, TextField } from '@/components/form-fields'
import { PreloadLink } from '@/components/preload-link'
import { routeTable } from '@/app/route-table'
import { t } from '@/i18n'
import { EmailFormSchema, OtpFormSchema } from '@/lib/auth-schemas'
import { userMessageOf } from '@/lib/errors'
import { useValibotForm } from '@/lib/form'
import { useApp } from '@/app/app-context'

export function Component() {
  const app = useApp()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const [email, setEmail] = React.useState<string | undefined>(params.get('email') ?? undefined)
  const request = useValibotForm(EmailFormSchema, async (values) => {
    const { error } = await (
      await app.supabaseAuth()
    ).signInWithOtp({
      email: values.email,
      options: { shouldCreateUser: false },
    })
    if (error) request.setFormError(userMessageOf(error))
    else setEmail(values.email)
  })
  const verify = useValibotForm(OtpFormSchema, async (values) => {
    const { error } = await (
      await app.supabaseAuth()
    ).verifyOtp({
      email: values.email,
      token: values.token,
      type: 'email',
    })
    if (error) {
      verify.setFormError(userMessageOf(error))
      return
    }
    await navigate(routeTable.dashboard.href(), { replace: true })
  })
  return (
    <AuthLayout
      title={t('auth.otpTitle')}
      description={email ? t('auth.otpSent', { email }) : t('auth.otpDescription')}
      footer={
        <PreloadLink
          to={routeTable.signIn.href()}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('auth.signInLink')}
        </PreloadLink>
      }
    >
      {email ? (
        <form noValidate onSubmit={verify.onSubmit} className="grid gap-4">
          <FormError>{verify.formError}</FormError>
          <input type="hidden" name="email" value={email} />
          <TextField
            label={t('auth.otpCode')}
            name="token"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            pattern="\d{6}"
            error={verify.errors.token}
          />
          <Button type="submit" disabled={!verify.ready} loading={verify.pending}>
            {t('auth.otpVerify')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setEmail(undefined)}>
            {t('auth.otpResend')}
          </Button>
        </form>
      ) : (
        <form noValidate onSubmit={request.onSubmit} className="grid gap-4">
          <FormError>{request.formError}</FormError>
          <TextField
            label={t('auth.email')}
            name="email"
            type="email"
            autoComplete="email"
            error={request.errors.email}
          />
          <Button type="submit" disabled={!request.ready} loading={request.pending}>
            {t('auth.otpSend')}
          </Button>
        </form>
      )}
    </AuthLayout>
  )
}
