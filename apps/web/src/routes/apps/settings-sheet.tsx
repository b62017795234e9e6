import { AppError } from '@fabula/errors'
import {
  SECRET_OF_KIND,
  SMTP_SECURITY,
  type IntegrationKind,
  type IntegrationView,
  type TestResult,
} from '@fabula/integrations-api/contract'
import { useConnectIntegration, useTestIntegration } from '@fabula/integrations-api/react'
import {
  Button,
  Checkbox,
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  Input,
  Label,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from '@fabula/ui'
import * as React from 'react'
import { useServices } from '@/app/app-context'
import { notify } from '@/app/notify'
import { FormError } from '@/components/form-fields'
import { t } from '@/i18n/apps-help'
import { userMessageOf } from '@/lib/errors'
import { NativeSelect } from '@/routes/read-generate/native-select'
import {
  FORM_FIELDS,
  checkForm,
  initialValues,
  type FormField,
  type FormValues,
} from './connect-form'
import { TestResultView } from './test-result'

/** Props of {@link SettingsSheet}. */
export interface SettingsSheetProps {
  kind: IntegrationKind
  /** The card's name, for the title. */
  name: string
  view: IntegrationView | undefined
  open: boolean
  onOpenChange: (open: boolean) => void
}

type Errors = Partial<Record<FormField, string>>

/** The function's field problems (`{path: 'integration.settings.host', message}`) by field. */
function serverErrors(error: unknown): Errors | undefined {
  if (!(error instanceof AppError)) return undefined
  const issues = (error.record.context?.function as { issues?: unknown } | undefined)?.issues
  if (!Array.isArray(issues)) return undefined
  const errors: Errors = {}
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    const parts = String(issue.path ?? '').split('.')
    const field = (parts.includes('secrets') ? 'secret' : parts.at(-1)) as FormField
    if (typeof issue.message === 'string') errors[field] ??= issue.message
  }
  return errors
}

function SettingField({
  field,
  value,
  error,
  onChange,
}: {
  field: Exclude<FormField, 'secret'>
  value: string
  error: string | undefined
  onChange: (value: string) => void
}) {
  if (field === 'security') {
    return (
      <Field>
        <FieldLabel>{t('apps.field.security')}</FieldLabel>
        <FieldControl>
          <NativeSelect value={value} onChange={(event) => onChange(event.target.value)}>
            {SMTP_SECURITY.map((mode) => (
              <option key={mode} value={mode}>
                {t(`apps.field.security.${mode}`)}
              </option>
            ))}
          </NativeSelect>
        </FieldControl>
        <FieldError>{error && t('apps.fieldError.security')}</FieldError>
      </Field>
    )
  }
  return (
    <Field>
      <FieldLabel>{t(`apps.field.${field}`)}</FieldLabel>
      <FieldControl>
        <Input
          name={field}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          {...(field === 'port' ? { inputMode: 'numeric' as const } : {})}
          {...(field === 'sender_email' ? { type: 'email' } : {})}
          {...(field === 'base_url' ? { type: 'url' } : {})}
        />
      </FieldControl>
      {field === 'base_url' && <FieldDescription>{t('apps.field.base_url.hint')}</FieldDescription>}
      <FieldError>{error && t(`apps.fieldError.${field}`)}</FieldError>
    </Field>
  )
}

/**
 * The connect form of one integration, in a sheet (superadmin). It starts from the stored
 * settings and never shows a secret: a stored one is only said to be set, a new one replaces it,
 * and it can be removed. "Test before saving" tries the form's values without storing them.
 */
export function SettingsSheet({ kind, name, view, open, onOpenChange }: SettingsSheetProps) {
  const { integrations } = useServices()
  const connect = useConnectIntegration(integrations)
  const test = useTestIntegration(integrations)
  const [values, setValues] = React.useState<FormValues>(() => initialValues(kind, view))
  const [errors, setErrors] = React.useState<Errors>({})
  const [formError, setFormError] = React.useState<string>()
  const [result, setResult] = React.useState<TestResult>()
  const secretName = SECRET_OF_KIND[kind]
  const secretSet = view?.secrets.includes(secretName) === true
  const busy = connect.isPending || test.isPending

  React.useEffect(() => {
    if (!open) return
    setValues(initialValues(kind, view))
    setErrors({})
    setFormError(undefined)
    setResult(undefined)
    // A sheet opens with the stored settings; later list refreshes must not wipe what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, kind])

  const setField = (field: FormField, value: string) =>
    setValues((current) => ({ ...current, fields: { ...current.fields, [field]: value } }))

  const checked = () => {
    const check = checkForm(kind, values)
    setFormError(undefined)
    if (!check.ok) {
      setErrors(check.errors)
      setFormError(t('apps.invalid'))
      return undefined
    }
    setErrors({})
    return check.draft
  }

  const failed = (error: unknown) => {
    const fields = serverErrors(error)
    if (fields) setErrors(fields)
    setFormError(fields ? t('apps.invalid') : userMessageOf(error))
  }

  const save = (event: React.FormEvent) => {
    event.preventDefault()
    const draft = checked()
    if (!draft) return
    connect.mutate(draft, {
      onSuccess: () => {
        notify.success(t('apps.connected', { name }))
        onOpenChange(false)
      },
      onError: failed,
    })
  }

  const tryDraft = () => {
    const draft = checked()
    if (!draft) return
    setResult(undefined)
    test.mutate(
      { kind, draft },
      { onSuccess: (tested) => setResult(tested.result), onError: failed },
    )
  }

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full sm:max-w-md" closeLabel={t('apps.cancel')}>
        <form onSubmit={save} className="flex flex-1 flex-col gap-4 p-4" noValidate>
          <SheetHeader className="p-0">
            <SheetTitle>{t('apps.sheetTitle', { name })}</SheetTitle>
            <SheetDescription>{t('apps.sheetDescription')}</SheetDescription>
          </SheetHeader>
          {FORM_FIELDS[kind].map((field) => (
            <SettingField
              key={field}
              field={field}
              value={values.fields[field] ?? ''}
              error={errors[field]}
              onChange={(value) => setField(field, value)}
            />
          ))}
          <Field>
            <FieldLabel>{t(`apps.field.${secretName}`)}</FieldLabel>
            <FieldControl>
              <Input
                type="password"
                name="secret"
                autoComplete="new-password"
                value={values.fields.secret ?? ''}
                disabled={values.removeSecret}
                onChange={(event) => setField('secret', event.target.value)}
              />
            </FieldControl>
            <FieldDescription>
              {secretSet ? t('apps.secret.keepHint') : t('apps.secret.newHint')}
            </FieldDescription>
            <FieldError>{errors.secret && t('apps.fieldError.secret')}</FieldError>
          </Field>
          {secretSet && (
            <div className="flex items-center gap-2">
              <Checkbox
                id={`${kind}-remove-secret`}
                checked={values.removeSecret}
                onCheckedChange={(state) =>
                  setValues((current) => ({ ...current, removeSecret: state === true }))
                }
              />
              <Label htmlFor={`${kind}-remove-secret`}>{t('apps.secret.remove')}</Label>
            </div>
          )}
          <FormError>{formError}</FormError>
          {result && <TestResultView result={result} />}
          <SheetFooter className="mt-auto flex-row flex-wrap justify-end gap-2 p-0">
            <Button type="button" variant="outline" disabled={busy} onClick={tryDraft}>
              {test.isPending
                ? t('apps.testing')
                : kind === 'email'
                  ? t('apps.testEmail')
                  : t('apps.testDraft')}
            </Button>
            <Button type="submit" disabled={busy}>
              {connect.isPending ? t('apps.saving') : t('apps.save')}
            </Button>
          </SheetFooter>
        </form>
      </SheetContent>
    </Sheet>
  )
}
