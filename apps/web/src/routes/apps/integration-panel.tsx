import {
  SECRET_OF_KIND,
  type IntegrationKind,
  type IntegrationView,
  type TestResult,
} from '@fabula/integrations-api/contract'
import { useDisconnectIntegration, useTestIntegration } from '@fabula/integrations-api/react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  Button,
} from '@fabula/ui'
import * as React from 'react'
import { useServices } from '@/app/app-context'
import { notify } from '@/app/notify'
import { FormError } from '@/components/form-fields'
import { formatDate, t } from '@/i18n/apps-help'
import { userMessageOf } from '@/lib/errors'
import { SettingsSheet } from './settings-sheet'
import { TestResultView, testResultWords } from './test-result'

/** The settings a card lists, in order; secrets are listed by name only. */
const DETAILS: Record<IntegrationKind, readonly string[]> = {
  story_provider: ['base_url', 'model'],
  speech: ['base_url', 'model', 'voice'],
  email: ['host', 'port', 'security', 'username', 'sender_email', 'sender_name'],
}

function detailValue(kind: IntegrationKind, field: string, value: unknown): string {
  if (kind === 'email' && field === 'security' && typeof value === 'string') {
    return t(`apps.field.security.${value as 'tls'}`)
  }
  return String(value)
}

/** Props of {@link IntegrationPanel}. */
export interface IntegrationPanelProps {
  kind: IntegrationKind
  /** The card's name (titles, toasts). */
  name: string
  view: IntegrationView | undefined
  /** Superadmin: may connect, edit and disconnect. */
  mayConnect: boolean
  /** What the card says while nothing is connected. */
  notConnectedText: string
  /** What the card says while connected (optional). */
  connectedText?: string
  /** Extra words in the disconnect dialog. */
  disconnectText?: string
}

/**
 * One stored integration: its settings (secrets only as set or not), its last test, and the
 * actions the role allows — connect or edit and disconnect for a superadmin, test for anyone who
 * opens /apps. A test's outcome is shown in words, the provider's own included.
 */
export function IntegrationPanel({
  kind,
  name,
  view,
  mayConnect,
  notConnectedText,
  connectedText,
  disconnectText,
}: IntegrationPanelProps) {
  const { integrations } = useServices()
  const test = useTestIntegration(integrations)
  const disconnect = useDisconnectIntegration(integrations)
  const [editing, setEditing] = React.useState(false)
  const [confirming, setConfirming] = React.useState(false)
  const [result, setResult] = React.useState<TestResult>()
  const [error, setError] = React.useState<string>()
  const connected = view?.connected === true
  const settings = (view?.settings ?? {}) as Record<string, unknown>
  const secretName = SECRET_OF_KIND[kind]

  const runTest = () => {
    setResult(undefined)
    setError(undefined)
    test.mutate(
      { kind },
      {
        onSuccess: (tested) => setResult(tested.result),
        onError: (e) => setError(userMessageOf(e)),
      },
    )
  }

  const runDisconnect = () => {
    setResult(undefined)
    disconnect.mutate(kind, {
      onSuccess: () => notify.success(t('apps.disconnected', { name })),
      onError: (e) => setError(userMessageOf(e)),
    })
  }

  return (
    <div className="flex flex-col gap-3" data-testid={`integration-${kind}`}>
      <p className="text-sm text-muted-foreground">
        {connected ? connectedText : notConnectedText}
      </p>
      {connected && (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          {DETAILS[kind]
            .filter((field) => settings[field] !== undefined)
            .map((field) => (
              <React.Fragment key={field}>
                <dt className="text-muted-foreground">{t(`apps.field.${field as 'model'}`)}</dt>
                <dd className="break-all">{detailValue(kind, field, settings[field])}</dd>
              </React.Fragment>
            ))}
          <dt className="text-muted-foreground">{t(`apps.field.${secretName}`)}</dt>
          <dd data-testid={`secret-${kind}`}>
            {view?.secrets.includes(secretName) ? t('apps.secret.set') : t('apps.secret.notSet')}
          </dd>
        </dl>
      )}
      {connected && view?.last_test && !result && (
        <p className="text-xs text-muted-foreground">
          {t('apps.lastTest', {
            when: formatDate(Date.parse(view.last_test.at), {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          })}
          {' · '}
          {view.last_test.ok
            ? t('apps.result.ok', { ms: view.last_test.latency_ms ?? 0 })
            : testResultWords({ ok: false, reason: view.last_test.reason ?? 'unreachable' })[0]}
        </p>
      )}
      {result && <TestResultView result={result} />}
      <FormError>{error}</FormError>
      <div className="flex flex-wrap gap-2">
        {mayConnect && (
          <Button size="sm" onClick={() => setEditing(true)}>
            {connected ? t('apps.edit') : t('apps.connect')}
          </Button>
        )}
        {connected && (
          <Button size="sm" variant="outline" disabled={test.isPending} onClick={runTest}>
            {test.isPending
              ? t('apps.testing')
              : kind === 'email'
                ? t('apps.testEmail')
                : t('apps.test')}
          </Button>
        )}
        {mayConnect && connected && (
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive"
            disabled={disconnect.isPending}
            onClick={() => setConfirming(true)}
          >
            {t('apps.disconnect')}
          </Button>
        )}
      </div>
      {mayConnect && (
        <SettingsSheet
          kind={kind}
          name={name}
          view={view}
          open={editing}
          onOpenChange={setEditing}
        />
      )}
      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('apps.disconnectTitle', { name })}</AlertDialogTitle>
            <AlertDialogDescription>
              {t('apps.disconnectBody')}
              {disconnectText ? ` ${disconnectText}` : ''}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('apps.cancel')}</AlertDialogCancel>
            <AlertDialogAction onClick={runDisconnect}>{t('apps.disconnect')}</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  )
}
