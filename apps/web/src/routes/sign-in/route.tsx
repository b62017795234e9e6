import { safeRedirectTarget } from '@fabula/auth'
import { Button } from '@fabula/ui'
import * as React from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { AuthLayout } from '@/components/auth-layout'
import { FormError, TextField } from '@/components/form-fields'
import { PreloadLink } from '@/components/preload-link'
import { routeTable } from '@/app/route-table'
import { t } from '@/i18n/sign-in'
import { SignInSchema } from '@/lib/auth-schemas'
import { userMessageOf } from '@/lib/errors'
import { useValibotForm } from '@/lib/form'
import { signInSearch } from '@/lib/search/schemas'
import { useApp } from '@/app/app-context'

/** The "email not confirmed" answer to a sign-in, and a new confirmation link on request. */
function ResendConfirmation({ email }: { email: string }) {
  const app = useApp()
  const [state, setState] = React.useState<'idle' | 'sending' | 'sent'>('idle')
  const [error, setError] = React.useState<string>()
  const resend = async () => {
    setState('sending')
    setError(undefined)
    const { error: failure } = await (
      await app.supabaseAuth()
    ).resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: `${window.location.origin}${routeTable.authCallback.href()}` },
    })
    if (failure) {
      setError(userMessageOf(failure))
      setState('idle')
      return
    }
    setState('sent')
  }
  return (
    <div className="grid gap-2" data-testid="email-not-confirmed">
      <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
        {t('auth.notConfirmed')}
      </p>
      {state === 'sent' ? (
        <p role="status" className="text-sm">
          {t('auth.confirmationResent', { email })}
        </p>
      ) : (
        <Button
          type="button"
          variant="outline"
          loading={state === 'sending'}
          onClick={() => void resend()}
        >
          {t('auth.resendConfirmation')}
        </Button>
      )}
      <FormError>{error}</FormError>
    </div>
  )
}

export function Component() {
  const app = useApp()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const search = signInSearch.parse(params)
  const target = safeRedirectTarget(search.redirect)
  // An account whose email is not confirmed yet: said as such, with a new link on offer.
  const [unconfirmed, setUnconfirmed] = React.useState<string>()
  const form = useValibotForm(SignInSchema, async ({ email, password }) => {
    setUnconfirmed(undefined)
    const { error } = await (await app.supabaseAuth()).signInWithPassword({ email, password })
    if (error) {
      if (error.code === 'email_not_confirmed') setUnconfirmed(email)
      else form.setFormError(userMessageOf(error))
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
        {unconfirmed && <ResendConfirmation email={unconfirmed} />}
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
