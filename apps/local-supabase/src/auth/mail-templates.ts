import * as v from 'valibot'
import type { Queryable } from '../db/types'
import type { MailKind } from '../mailbox/mailbox'
import ar from './mail-templates/ar.json' with { type: 'json' }
import de from './mail-templates/de.json' with { type: 'json' }
import en from './mail-templates/en.json' with { type: 'json' }
import es from './mail-templates/es.json' with { type: 'json' }
import fr from './mail-templates/fr.json' with { type: 'json' }
import ja from './mail-templates/ja.json' with { type: 'json' }
import type { UserRow } from './users'

/** The kinds of mail that carry a link and a code. */
export type LinkMailKind = Exclude<MailKind, 'reauthentication'>

const TemplateSchema = v.object({
  subject: v.pipe(v.string(), v.nonEmpty()),
  // Both placeholders must be there: a mail without its link or code cannot be used.
  text: v.pipe(
    v.string(),
    v.includes('{link}', 'a template must contain {link}'),
    v.includes('{code}', 'a template must contain {code}'),
  ),
})

/** One locale's mail templates: every kind, a subject and a text with `{link}` and `{code}`. */
export const MailTemplatesSchema = v.strictObject({
  confirmation: TemplateSchema,
  magic_link: TemplateSchema,
  recovery: TemplateSchema,
  invite: TemplateSchema,
  email_change: TemplateSchema,
})

/**
 * The auth mails in each interface language of the web app (data files in ./mail-templates/),
 * checked when the server starts.
 */
export const MAIL_TEMPLATES: Readonly<Record<string, v.InferOutput<typeof MailTemplatesSchema>>> =
  Object.fromEntries(
    Object.entries({ en, es, fr, de, ar, ja }).map(([locale, templates]) => [
      locale,
      v.parse(MailTemplatesSchema, templates),
    ]),
  )

/** The mail's subject and text in `locale` (English when there is no template for it). */
export function renderMail(
  kind: LinkMailKind,
  locale: string,
  values: { link: string; code: string },
): { subject: string; text: string } {
  const templates = MAIL_TEMPLATES[locale] ?? MAIL_TEMPLATES.en
  if (!templates) throw new Error('The English mail templates are missing')
  const template = templates[kind]
  return {
    subject: template.subject,
    text: template.text.replace('{link}', values.link).replace('{code}', values.code),
  }
}

function knownLocale(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const language = value.toLowerCase().split(/[-_]/)[0]
  return language !== undefined && language in MAIL_TEMPLATES ? language : undefined
}

/**
 * The language a user's mails are written in: the `locale` the app put in the user metadata at
 * sign-up (the interface language then), else the learner's native language from their profile
 * (when the profiles table exists), else English.
 */
export async function recipientLocale(q: Queryable, user: UserRow): Promise<string> {
  const chosen = knownLocale(user.raw_user_meta_data.locale)
  if (chosen) return chosen
  const table = await q.query<{ present: boolean }>(
    `select to_regclass('public.profiles') is not null as present`,
  )
  if (table.rows[0]?.present) {
    const profile = await q.query<{ nl: string | null }>(
      'select nl from public.profiles where user_id = $1',
      [user.id],
    )
    const native = knownLocale(profile.rows[0]?.nl)
    if (native) return native
  }
  return 'en'
}
