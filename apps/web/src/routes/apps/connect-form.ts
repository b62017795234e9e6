import {
  IntegrationDraftSchema,
  SECRET_OF_KIND,
  type IntegrationDraft,
  type IntegrationKind,
  type IntegrationView,
} from '@fabula/integrations-api/contract'
import * as v from 'valibot'

/** The text fields of each kind's form, in order; the secret comes last. */
export const FORM_FIELDS = {
  story_provider: ['base_url', 'model'],
  speech: ['base_url', 'model', 'voice'],
  email: ['host', 'port', 'security', 'username', 'sender_email', 'sender_name'],
} as const satisfies Record<IntegrationKind, readonly string[]>

/** Settings a form may leave empty. */
const OPTIONAL = new Set(['username', 'sender_name'])

/** A form field's name: a setting, or `secret`. */
export type FormField = (typeof FORM_FIELDS)[IntegrationKind][number] | 'secret'

/** What the connect form holds: every field as typed, and whether to remove the stored secret. */
export interface FormValues {
  fields: Partial<Record<FormField, string>>
  removeSecret: boolean
}

/** The form's first values: the stored settings (never a secret), else sensible defaults. */
export function initialValues(
  kind: IntegrationKind,
  view: IntegrationView | undefined,
): FormValues {
  const stored = (view?.settings ?? {}) as Record<string, string | number>
  const fields: Partial<Record<FormField, string>> = {}
  for (const field of FORM_FIELDS[kind]) {
    const value = stored[field]
    fields[field] = value === undefined ? '' : String(value)
  }
  if (kind === 'email' && !view?.settings) {
    fields.port = '587'
    fields.security = 'starttls'
  }
  fields.secret = ''
  return { fields, removeSecret: false }
}

/**
 * The draft the function takes: text trimmed, empty optional settings left out, the port as a
 * number, and the secret changed only when typed (or removed on request).
 */
export function toDraft(kind: IntegrationKind, values: FormValues): unknown {
  const settings: Record<string, unknown> = {}
  for (const field of FORM_FIELDS[kind]) {
    const text = (values.fields[field] ?? '').trim()
    if (text === '' && OPTIONAL.has(field)) continue
    settings[field] = field === 'port' && /^\d+$/.test(text) ? Number(text) : text
  }
  const secret = values.fields.secret ?? ''
  const name = SECRET_OF_KIND[kind]
  const secrets = values.removeSecret ? { [name]: null } : secret === '' ? {} : { [name]: secret }
  return { kind, settings, secrets }
}

/** The outcome of {@link checkForm}. */
export type FormCheck =
  { ok: true; draft: IntegrationDraft } | { ok: false; errors: Partial<Record<FormField, string>> }

/**
 * Checks the form against the function's contract, so the browser and the server refuse the same
 * things; each problem is reported on its field (its valibot message, for the screen to word).
 */
export function checkForm(kind: IntegrationKind, values: FormValues): FormCheck {
  const parsed = v.safeParse(IntegrationDraftSchema, toDraft(kind, values))
  if (parsed.success) return { ok: true, draft: parsed.output }
  const errors: Partial<Record<FormField, string>> = {}
  for (const issue of parsed.issues) {
    const path = v.getDotPath(issue) ?? ''
    const field = (path.startsWith('secrets.') ? 'secret' : path.split('.')[1]) as FormField
    errors[field] ??= issue.message
  }
  return { ok: false, errors }
}
