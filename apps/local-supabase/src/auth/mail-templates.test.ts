import { describe, expect, it } from 'vitest'
import type { Queryable } from '../db/types'
import { MAIL_TEMPLATES, recipientLocale, renderMail } from './mail-templates'
import type { UserRow } from './users'

/** A database that answers the two queries recipientLocale asks. */
function database(profiles: Record<string, string> | null): Queryable {
  return {
    query: (sql: string, params?: unknown[]) => {
      if (sql.includes('to_regclass')) return Promise.resolve({ rows: [{ present: !!profiles }] })
      const nl = profiles?.[String(params?.[0])]
      return Promise.resolve({ rows: nl === undefined ? [] : [{ nl }] })
    },
  } as unknown as Queryable
}

const user = (id: string, metadata: Record<string, unknown> = {}) =>
  ({ id, raw_user_meta_data: metadata }) as UserRow

describe('mail templates', () => {
  it('exist for the six interface languages, every kind with its link and code', () => {
    expect(Object.keys(MAIL_TEMPLATES).sort()).toEqual(['ar', 'de', 'en', 'es', 'fr', 'ja'])
    const mail = renderMail('recovery', 'ja', { link: 'https://x.test/l', code: '123456' })
    expect(mail.subject).toBe('パスワードの再設定')
    expect(mail.text).toContain('https://x.test/l')
    expect(mail.text).toContain('123456')
  })

  it('keep English for a language without templates', () => {
    expect(renderMail('invite', 'ko', { link: 'l', code: 'c' }).subject).toBe(
      'You have been invited',
    )
  })
})

describe('recipientLocale', () => {
  it('takes the sign-up locale, then the profile’s native language, then English', async () => {
    const db = database({ u2: 'de', u3: 'ko' })
    expect(await recipientLocale(db, user('u1', { locale: 'ar' }))).toBe('ar')
    expect(await recipientLocale(db, user('u2'))).toBe('de')
    expect(await recipientLocale(db, user('u3'))).toBe('en')
    expect(await recipientLocale(database(null), user('u4', { locale: 'xx' }))).toBe('en')
  })
})
