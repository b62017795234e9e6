import { Button } from '@fabula/ui'
import * as React from 'react'
import { useNavigate } from 'react-router'
import { AuthLayout } from '@/components/auth-layout'
import { FormError, TextField } from '@/components/form-fields'
import { PreloadLink } from '@/components/preload-link'
import { notify } from '@/app/notify'
import { routeTable } from '@/app/route-table'
import { useApp } from '@/app/app-context'
import { t } from '@/i18n/staff'
import { NewPasswordFormSchema } from '@/lib/auth-schemas'
import { userMessageOf } from '@/lib/errors'
import { useValibotForm } from '@/lib/form'

type Stage = 'opening' | 'ready' | 'failed'

/**
 * The tokens an invitation link brings. The auth server's verify link for an invitation lands
 * here with the session in the fragment (`#access_token=…&refresh_token=…&type=invite`): the
 * admin API cannot start a PKCE flow, so this is the one link the app's PKCE client does not
 * exchange by itself (ADR 0044).
 */
function invitationTokens(hash: string) {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const access = params.get('access_token')
  const refresh = params.get('refresh_token')
  if (params.get('error') || !access || !refresh) return null
  return { access_token: access, refresh_token: refresh }
}

/**
 * Accepting an invitation (issue 16): the link signs the invitee in, they choose a password,
 * and land on the dashboard, whose onboarding card asks for their learning profile.
 */
export function Component() {
  const app = useApp()
  const navigate = useNavigate()
  const [stage, setStage] = React.useState<Stage>('opening')
  // Read once: the effect below takes the tokens out of the address bar.
  const [tokens] = React.useState(() => invitationTokens(window.location.hash))

  React.useEffect(() => {
    // The tokens must not stay in the address bar or the history.
    window.history.replaceState(window.history.state, '', window.location.pathname)
    if (!tokens) {
      setStage('failed')
      return
    }
    let cancelled = false
    void app
      .supabaseAuth()
      .then((auth) => auth.setSession(tokens))
      .then(({ error }) => {
        if (!cancelled) setStage(error ? 'failed' : 'ready')
      })
      .catch(() => {
        if (!cancelled) setStage('failed')
      })
    return () => {
      cancelled = true
    }
  }, [app, tokens])

  const form = useValibotForm(NewPasswordFormSchema, async ({ password }) => {
    const { error } = await (await app.supabaseAuth()).updateUser({ password })
    if (error) {
      form.setFormError(userMessageOf(error))
      return
    }
    notify.success(t('staff.invitation.done'))
    await navigate(routeTable.dashboard.href(), { replace: true })
  })

  if (stage !== 'ready') {
    return (
      <AuthLayout title={t('staff.invitation.title')}>
        {stage === 'failed' ? (
          <>
            <FormError>{t('staff.invitation.failed')}</FormError>
            <PreloadLink
              to={routeTable.signIn.href()}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('auth.signInLink')}
            </PreloadLink>
          </>
        ) : (
          <p role="status">{t('staff.invitation.working')}</p>
        )}
      </AuthLayout>
    )
  }
  return (
    <AuthLayout title={t('staff.invitation.title')} description={t('staff.invitation.description')}>
      <form noValidate onSubmit={form.onSubmit} className="grid gap-4">
        <FormError>{form.formError}</FormError>
        <TextField
          label={t('staff.invitation.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          error={form.errors.password}
        />
        <TextField
          label={t('staff.invitation.confirmPassword')}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          error={form.errors.confirmPassword}
        />
        <Button type="submit" disabled={!form.ready} loading={form.pending}>
          {t('staff.invitation.submit')}
        </Button>
      </form>
    </AuthLayout>
  )
}
