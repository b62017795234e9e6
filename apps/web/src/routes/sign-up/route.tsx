import { Button } from '@fabula/ui'
import * as React from 'react'
import { AuthLayout } from '@/components/auth-layout'
import { FormError, TextField } from '@/components/form-fields'
import { PreloadLink } from '@/components/preload-link'
import { routeTable } from '@/app/route-table'
import { i18n, t } from '@/i18n'
import { SignUpSchema } from '@/lib/auth-schemas'
import { userMessageOf } from '@/lib/errors'
import { useValibotForm } from '@/lib/form'
import { useApp } from '@/app/app-context'

export function Component() {
  const app = useApp()
  const [sentTo, setSentTo] = React.useState<string>()
  const form = useValibotForm(SignUpSchema, async ({ email, password }) => {
    const { error } = await (
      await app.supabaseAuth()
    ).signUp({
      email,
      password,
      options: {
        emailRedirectTo: `${window.location.origin}${routeTable.authCallback.href()}`,
        // The interface language of sign-up: the confirmation mail, and the interface until
        // a profile says more, follow it (ADR 0062).
        data: { locale: i18n.locale },
      },
    })
    if (error) form.setFormError(userMessageOf(error))
    else setSentTo(email)
  })
  const footer = (
    <>
      {t('auth.haveAccount')}{' '}
      <PreloadLink
        to={routeTable.signIn.href()}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {t('auth.signInLink')}
      </PreloadLink>
    </>
  )
  if (sentTo) {
    return (
      <AuthLayout title={t('auth.signUpSent')} footer={footer}>
        <p role="status">{t('auth.signUpSentBody', { email: sentTo })}</p>
      </AuthLayout>
    )
  }
  return (
    <AuthLayout
      title={t('auth.signUpTitle')}
      description={t('auth.signUpDescription')}
      footer={footer}
    >
      <form noValidate onSubmit={form.onSubmit} className="grid gap-4">
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
          {t('auth.signUpSubmit')}
        </Button>
      </form>
    </AuthLayout>
  )
}
